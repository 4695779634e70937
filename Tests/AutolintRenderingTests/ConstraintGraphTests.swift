import AutolintModel
import Foundation
import Testing
@testable import AutolintRendering

@Suite struct ConstraintGraphTests {
    static var cardInput: ConstraintGraphInput {
        ConstraintGraphInput(layout: SampleLayouts.card, conflicts: [SampleLayouts.cardConflict], broken: ["iconWide"], ambiguousViews: ["caption"], configuration: "iphone-15")
    }

    static func svg(_ input: ConstraintGraphInput, detail: ConstraintGraphDetail = .automatic) throws -> SVGDocument {
        try SVGDocument(ConstraintGraph(input, detail: detail).render(as: .svg).data)
    }

    static func ids(_ svg: SVGDocument, class name: String) -> [String] {
        svg.elements(withClass: name).compactMap(\.attributes["id"])
    }

    @Test(arguments: [SampleLayouts.login, SampleLayouts.card, SampleLayouts.stack, SampleLayouts.list(rows: 3)])
    func everyFormatRenders(layout: Layout) throws {
        let graph = try ConstraintGraph(ConstraintGraphInput(layout: layout))
        let svg = try SVGDocument(graph.render(as: .svg).data)
        #expect(svg.elements(withClass: "view").count == layout.views.count)
        #expect(svg.elements(withClass: "constraint").count == layout.constraints.count)
        let png = try graph.render(as: .png)
        let size = try #require(BinaryFormats.pngSize(png.data))
        #expect(abs(Double(size.width) - (BinaryFormats.svgWidthInPoints(svg) ?? 0) * 96 / 72) <= 1)
        #expect(BinaryFormats.isPDF(try graph.render(as: .pdf).data))
        let dot = try graph.render(as: .dot).text
        #expect(dot.hasPrefix("digraph"))
        #expect(dot.components(separatedBy: "id=\"constraint-").count - 1 == layout.constraints.count)
    }

    @Test func cardHasOneNodePerViewAndGuideAndOneEdgePerConstraint() throws {
        let svg = try Self.svg(Self.cardInput)
        #expect(Set(Self.ids(svg, class: "view")) == ["view-root", "view-card", "view-icon", "view-caption"])
        #expect(Set(Self.ids(svg, class: "guide")) == ["guide-root-safeArea", "guide-root-margins"])
        #expect(Self.ids(svg, class: "constraint").count == 13)
        // Single-view constraints hang from dots: cardHeight, iconWidth, iconHeight, iconWide, and the two intrinsic ones.
        #expect(Self.ids(svg, class: "anchor").count == 6)
        #expect(Set(Self.ids(svg, class: "cluster")) == ["cluster-root", "cluster-card"])
    }

    @Test func conflictingSetIsRedAndBrokenConstraintDashed() throws {
        let svg = try Self.svg(Self.cardInput)
        let constraints = SampleLayouts.card.constraints
        func edgeID(_ label: String) -> String { "constraint-\(constraints.firstIndex { $0.label == label }!)" }

        #expect(Set(Self.ids(svg, class: "conflicting")) == Set(SampleLayouts.cardConflict.map(edgeID)))
        for label in SampleLayouts.cardConflict {
            let path = try #require(svg.shapes(inGroup: edgeID(label)).first { $0.name == "path" })
            #expect(path.attributes["stroke"] == ConstraintGraphStyle.conflictColor)
            #expect(path.attributes["stroke-dasharray"] == nil)
        }
        #expect(Self.ids(svg, class: "broken") == [edgeID("iconWide")])
        let broken = try #require(svg.shapes(inGroup: edgeID("iconWide")).first { $0.name == "path" })
        #expect(broken.attributes["stroke-dasharray"] != nil)
        #expect(broken.attributes["stroke"] != ConstraintGraphStyle.conflictColor)

        let edgePaths = Self.ids(svg, class: "constraint").flatMap { svg.shapes(inGroup: $0) }.filter { $0.name == "path" }
        #expect(edgePaths.count == 13)
        #expect(edgePaths.filter { $0.attributes["stroke-dasharray"] != nil }.count == 1)
        #expect(edgePaths.filter { $0.attributes["stroke"] == ConstraintGraphStyle.conflictColor }.count == 3)
    }

    @Test func findingsByPositionMarkOnlyThatConstraint() throws {
        var layout = SampleLayouts.card
        // Two constraints with the same label: a position tells them apart, a label cannot.
        layout.constraints.append(layout.constraints[6])
        var input = ConstraintGraphInput(layout: layout)
        input.conflictIndices = [[4, 5, 13]]
        input.brokenIndices = [9]
        let svg = try Self.svg(input)
        #expect(Set(Self.ids(svg, class: "conflicting")) == ["constraint-4", "constraint-5", "constraint-13"])
        #expect(Self.ids(svg, class: "broken") == ["constraint-9"])

        input.conflictIndices = []
        input.conflicts = [["iconWidth"]]
        #expect(Set(Self.ids(try Self.svg(input), class: "conflicting")) == ["constraint-6", "constraint-13"])
    }

    @Test func ambiguousViewIsMarked() throws {
        let svg = try Self.svg(Self.cardInput)
        #expect(Self.ids(svg, class: "ambiguous") == ["view-caption"])
        let box = try #require(svg.shapes(inGroup: "view-caption").first)
        #expect(box.attributes["fill"] == ConstraintGraphStyle.ambiguousFill)
        #expect(svg.texts(inGroup: "view-caption").contains("ambiguous"))
        #expect(!svg.texts(inGroup: "view-icon").contains("ambiguous"))
    }

    @Test func edgesAreLabelledWithIdEquationAndPriority() throws {
        let svg = try Self.svg(Self.cardInput)
        let index = SampleLayouts.card.constraints.firstIndex { $0.id == "iconWide" }!
        #expect(svg.texts(inGroup: "constraint-\(index)") == ["iconWide", "icon.width >= 600 @700"])
    }

    @Test func systemConstraintsAreStyledByFamily() throws {
        let svg = try Self.svg(ConstraintGraphInput(layout: SampleLayouts.stack))
        #expect(svg.elements(withClass: "system-stack-view").count == 3)
        #expect(svg.elements(withClass: "system-autoresizing-mask").count == 2)
        #expect(svg.elements(withClass: "system-encapsulated-size").count == 1)
        #expect(svg.elements(withClass: "system").count == 6)
        let spacing = try #require(svg.elements(withClass: "system-stack-view").first?.attributes["id"])
        let path = try #require(svg.shapes(inGroup: spacing).first { $0.name == "path" })
        #expect(path.attributes["stroke"] == ConstraintGraphStyle.SystemFamily.stackView.color)

        let login = try Self.svg(ConstraintGraphInput(layout: SampleLayouts.login))
        #expect(login.elements(withClass: "system-intrinsic-size").count == 2)
        #expect(login.elements(withClass: "system").count == 2)
    }

    @Test func focusKeepsWhatDeterminesTheViewOnTheAxis() throws {
        let input = ConstraintGraphInput(layout: SampleLayouts.login, focusView: "go", axis: .horizontal)
        let graph = try ConstraintGraph(input)
        let labels = graph.graph.edges.compactMap(\.attributes["id"]).map { Int($0.dropFirst("constraint-".count))! }.map { SampleLayouts.login.constraints[$0].label }
        #expect(labels == [
            "field.leading == root.leading + 20", "go.leading == field.trailing + 8", "root.trailing == go.trailing + 20", "fieldMax",
        ])
        let svg = try SVGDocument(graph.render(as: .svg).data)
        #expect(Set(Self.ids(svg, class: "view")) == ["view-root", "view-field", "view-go"])
        #expect(Self.ids(svg, class: "focus") == ["view-go"])
    }

    @Test func axisAloneKeepsEveryViewAndTheConstraintsOnThatAxis() throws {
        let graph = try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.login, axis: .vertical))
        let labels = graph.graph.edges.compactMap(\.attributes["id"]).map { Int($0.dropFirst("constraint-".count))! }.map { SampleLayouts.login.constraints[$0].label }
        #expect(labels == ["titleTop", "field.top == title.bottom + 12", "go.centerY == field.centerY"])
        #expect(graph.graph.allNodes.filter { $0.name.hasPrefix("view:") }.count == 4)
    }

    @Test func focusFollowsConstraintsTransitivelyButNotThroughTheRoot() throws {
        let horizontal = try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.card, focusView: "caption", axis: .horizontal))
        #expect(horizontal.graph.edges.count == 10)
        let vertical = try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.card, focusView: "caption", axis: .vertical))
        #expect(vertical.graph.edges.isEmpty)
        #expect(vertical.graph.allNodes.map(\.name) == ["view:caption"])
    }

    @Test func inactiveConstraintsAreNotDrawnUnlessGiven() throws {
        var layout = SampleLayouts.card
        layout.constraints[0].isActive = false
        #expect(try ConstraintGraph(ConstraintGraphInput(layout: layout)).graph.edges.count == 12)
        #expect(try ConstraintGraph(ConstraintGraphInput(layout: layout, constraints: layout.constraints)).graph.edges.count == 13)
    }

    @Test func unknownFocusViewIsAnError() {
        #expect(throws: RenderingError.unknownView("nope", layout: "Card")) {
            try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.card, focusView: "nope"))
        }
    }

    @Test func constraintsOnUnknownViewsAreDrawnApart() throws {
        var layout = SampleLayouts.card
        layout.constraints.append(LayoutConstraint(first: SampleLayouts.anchor("ghost", .width), second: SampleLayouts.anchor("icon", .width)))
        let svg = try Self.svg(ConstraintGraphInput(layout: layout))
        #expect(Self.ids(svg, class: "missing") == ["view-ghost"])
        #expect(Self.ids(svg, class: "constraint").count == 14)
    }

    @Test func marksFindingsFromDiagnostics() {
        var input = ConstraintGraphInput(layout: SampleLayouts.card, configuration: "iphone-se")
        let here = SourceLocation(file: "card.layout.yml", line: 1, column: 1)
        input.mark([
            Diagnostic(rule: "conflicting-constraints", severity: .error, location: here, configuration: "iphone-se", constraints: ["iconLeading", "iconWidth"], message: ""),
            Diagnostic(rule: "conflicting-constraints", severity: .error, location: here, configuration: "ipad-10", constraints: ["cardTop"], message: ""),
            Diagnostic(rule: "unsatisfiable-priority", severity: .warning, location: here, constraints: ["iconWide"], message: ""),
            Diagnostic(rule: "missing-constraints", severity: .error, location: here, configuration: "iphone-se", views: ["caption"], message: ""),
        ])
        #expect(input.conflicts == [["iconLeading", "iconWidth"]])
        #expect(input.broken == ["iconWide"])
        #expect(input.ambiguousViews == ["caption"])
    }

    @Test(arguments: GraphvizFormat.allCases)
    func sameInputGivesSameBytes(format: GraphvizFormat) throws {
        let first = try ConstraintGraph(Self.cardInput).render(as: format).data
        let second = try ConstraintGraph(Self.cardInput).render(as: format).data
        #expect(first == second)
    }

    @Test func idsArePrefixedForSharing() throws {
        let svg = try SVGDocument(ConstraintGraph(Self.cardInput, idPrefix: "g2-").render(as: .svg).data)
        #expect(svg.element(id: "g2-view-icon") != nil)
        #expect(svg.element(id: "view-icon") == nil)
    }

    @Test func largeGraphsBecomeOverviews() throws {
        let small = try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.list(rows: 3)))
        #expect(small.detail == .detailed)
        let large = try ConstraintGraph(ConstraintGraphInput(layout: SampleLayouts.list(rows: 20)))
        #expect(large.detail == .overview)
        let svg = try SVGDocument(large.render(as: .svg).data)
        // 220 constraints; those with the same two ends share one edge (`OverviewEdges`).
        #expect(svg.elements(withClass: "constraint").count == 159)
        #expect(svg.elements(withClass: "view").count == 81)
        // Equations move from labels to tooltips; the hierarchy edges that rank the overview are invisible.
        #expect(svg.elements.filter { $0.name == "text" }.allSatisfy { !$0.text.contains("==") })
        #expect(svg.elements.contains { ($0.attributes["xlink:title"] ?? $0.attributes["title"] ?? "").contains("row3.top == row2.bottom") })
    }
}
