import Testing
@testable import AutolintModel

@Suite struct LayoutAttributeTests {
    @Test func aliasesReadAsTheirAttributes() {
        #expect(LayoutAttribute(name: "baseline") == .lastBaseline)
        #expect(LayoutAttribute(name: "minX") == .left)
        #expect(LayoutAttribute(name: "midY") == .centerY)
        #expect(LayoutAttribute(name: "notAnAttribute") == nil)
        #expect(LayoutAttribute(name: "middle") == nil)
    }

    @Test func appleRawValuesFollowNSLayoutAttribute() {
        #expect(LayoutAttribute.allCases.map(\.appleRawValue) == Array(0...20))
    }

    @Test func equationPrintsInFixtureGrammar() {
        let constraint = LayoutConstraint(
            first: LayoutAnchor(.view("a"), .width), relation: .equal,
            second: LayoutAnchor(LayoutItem(view: "root", guide: .safeArea), .width),
            multiplier: 0.5, constant: -10, priority: .defaultHigh)
        #expect(constraint.equation == "a.width == 0.5 * root.safeArea.width - 10 @750")
        let intrinsic = LayoutConstraint(first: LayoutAnchor(.view("t"), .width), relation: .greaterThanOrEqual,
                                         constant: 120, priority: .defaultHigh, origin: .compressionResistance)
        #expect(intrinsic.label == "t.width >= 120 @750 (compression resistance)")
    }

    @Test func commonAncestorWalksUp() {
        let layout = Layout(name: "t", views: [
            LayoutView(id: "root", subviews: ["a", "b"]),
            LayoutView(id: "a", parent: "root", subviews: ["c"]),
            LayoutView(id: "c", parent: "a"),
            LayoutView(id: "b", parent: "root"),
        ])
        #expect(layout.nearestCommonAncestor("c", "b") == "root")
        #expect(layout.nearestCommonAncestor("c", "a") == "a")
        #expect(layout.ancestors(of: "c") == ["c", "a", "root"])
    }
}
