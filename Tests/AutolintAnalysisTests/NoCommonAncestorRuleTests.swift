import AutolintModel
import Testing
@testable import AutolintAnalysis

/// Fixtures have one root, so the rule's triggering case is built here: a console log or an IB
/// document can relate views of separate hierarchies.
@Suite struct NoCommonAncestorRuleTests {
    @Test func constraintAcrossSeparateHierarchiesIsReported() {
        let layout = Layout(name: "two hierarchies", views: [
            LayoutView(id: "root", subviews: ["a"]), LayoutView(id: "a", parent: "root"), LayoutView(id: "stray"),
        ], constraints: [LayoutBuilding.constraint("a", .width, .equal, "stray", .width)])
        let diagnostics = NoCommonAncestorRule().validate(layout)
        #expect(diagnostics.map(\.views) == [["a", "stray"]])
        #expect(diagnostics.first?.message == "a.width == stray.width relates a and stray, which have no common ancestor")
    }

    @Test func viewsOfOneHierarchyAreFine() {
        let layout = LayoutBuilding.layout([LayoutView(id: "a"), LayoutView(id: "b")], constraints: [
            LayoutBuilding.constraint("a", .width, .equal, "b", .width),
        ])
        #expect(NoCommonAncestorRule().validate(layout).isEmpty)
    }
}
