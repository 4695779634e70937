import AutolintModel
import Testing
@testable import AutolintAnalysis

/// The constraints a stack view makes, per distribution, alignment, axis, hidden views, spacing
/// and margins, written out as equations with their UIKit names.
@Suite struct StackViewArrangementTests {
    /// A root holding stack `s` with arranged views `a`, `b`, `c` (labels with intrinsic sizes).
    private func layout(
        _ properties: StackViewProperties, hidden: Set<String> = [], intrinsicWidths: [Double?] = [40, 60, 100]
    ) -> Layout {
        var properties = properties
        properties.arrangedSubviews = ["a", "b", "c"]
        let children = zip(["a", "b", "c"], intrinsicWidths).map { id, width in
            LayoutView(id: id, parent: "s", className: "UILabel", intrinsicSize: AxisPair(horizontal: width, vertical: 20), isHidden: hidden.contains(id))
        }
        let stack = LayoutView(id: "s", parent: "root", subviews: ["a", "b", "c"], className: "UIStackView", stack: properties)
        return Layout(name: "stack", views: [LayoutView(id: "root", subviews: ["s"]), stack] + children)
    }

    private func lines(_ arrangement: StackViewArrangement) -> [String] {
        arrangement.constraints.map { "\($0.identifier ?? "?"): \($0.equation)" }
    }

    @Test func fillHorizontalChainsViewsWithSpacingAndFillsTheHeight() {
        let layout = layout(StackViewProperties(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8))
        let arrangement = StackViewArrangement.make(for: layout.view("s")!, in: layout)
        #expect(lines(arrangement) == [
            "UISV-canvas-connection: s.leading == a.leading",
            "UISV-canvas-connection: c.trailing == s.trailing",
            "UISV-spacing: b.leading == a.trailing + 8",
            "UISV-spacing: c.leading == b.trailing + 8",
            "UISV-alignment: b.top == a.top",
            "UISV-alignment: c.top == a.top",
            "UISV-alignment: b.bottom == a.bottom",
            "UISV-alignment: c.bottom == a.bottom",
            "UISV-canvas-connection: s.top == a.top",
            "UISV-canvas-connection: s.bottom == a.bottom",
        ])
        #expect(arrangement.guides.isEmpty)
        #expect(arrangement.constraints.allSatisfy { $0.origin == .stackView($0.identifier ?? "") && $0.id == nil })
    }

    @Test func fillEquallyMakesEveryViewAsLongAsTheFirst() {
        let layout = layout(StackViewProperties(axis: .vertical, distribution: .fillEqually, spacing: 4))
        let equal = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout)).filter { $0.hasPrefix("UISV-fill-equally") }
        #expect(equal == ["UISV-fill-equally: b.height == a.height", "UISV-fill-equally: c.height == a.height"])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicWidth() {
        let layout = layout(StackViewProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10))
        let shares = StackViewArrangement.make(for: layout.view("s")!, in: layout).constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        // 40 : 60 : 100 of the stack's width after two gaps of 10.
        #expect(shares.map(\.multiplier) == [0.2, 0.3, 0.5])
        #expect(shares.map(\.constant) == [-4, -6, -10])
        #expect(shares.allSatisfy { $0.priority == LayoutPriority(999) && $0.second?.item == .view("s") })
    }

    @Test func fillProportionallyWithoutIntrinsicSizesIsFill() {
        let layout = layout(StackViewProperties(distribution: .fillProportionally), intrinsicWidths: [nil, nil, nil])
        let names = StackViewArrangement.make(for: layout.view("s")!, in: layout).constraints.compactMap(\.identifier)
        #expect(!names.contains("UISV-fill-proportionally"))
    }

    @Test func equalSpacingUsesEqualGapGuidesAndMinimumSpacing() {
        let layout = layout(StackViewProperties(distribution: .equalSpacing, spacing: 5))
        let arrangement = StackViewArrangement.make(for: layout.view("s")!, in: layout)
        #expect(arrangement.guides.map(\.id) == ["s.UISV-gap-1", "s.UISV-gap-2"])
        let distribution = lines(arrangement).filter { !$0.contains("top") && !$0.contains("bottom") }
        #expect(distribution == [
            "UISV-canvas-connection: s.leading == a.leading",
            "UISV-canvas-connection: c.trailing == s.trailing",
            "UISV-spacing: b.leading >= a.trailing + 5",
            "UISV-spacing: c.leading >= b.trailing + 5",
            // A stack nothing stretches fits its content: each gap weakly wishes to be the spacing.
            "UISV-spacing: b.leading == a.trailing + 5 @51",
            "UISV-spacing: c.leading == b.trailing + 5 @51",
            "UISV-distributing-edge: s.UISV-gap-1.leading == a.trailing",
            "UISV-distributing-edge: s.UISV-gap-1.trailing == b.leading",
            "UISV-distributing-edge: s.UISV-gap-2.leading == b.trailing",
            "UISV-distributing-edge: s.UISV-gap-2.trailing == c.leading",
            "UISV-fill-equally: s.UISV-gap-2.width == s.UISV-gap-1.width",
        ])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let layout = layout(StackViewProperties(distribution: .equalCentering))
        let edges = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout)).filter { $0.hasPrefix("UISV-distributing-edge") }
        #expect(edges == [
            "UISV-distributing-edge: s.UISV-gap-1.leading == a.centerX",
            "UISV-distributing-edge: s.UISV-gap-1.trailing == b.centerX",
            "UISV-distributing-edge: s.UISV-gap-2.leading == b.centerX",
            "UISV-distributing-edge: s.UISV-gap-2.trailing == c.centerX",
        ])
    }

    @Test func centerAlignmentKeepsViewsInsideAndTheStackSnug() {
        let layout = layout(StackViewProperties(axis: .vertical, alignment: .center))
        let across = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout)).filter { !$0.contains("top") && !$0.contains("bottom") && !$0.contains("height") }
        #expect(across == [
            "UISV-alignment: b.centerX == a.centerX",
            "UISV-alignment: c.centerX == a.centerX",
            "UISV-canvas-connection: s.centerX == a.centerX",
            "UISV-spanning-boundary: a.leading >= s.leading",
            "UISV-spanning-boundary: a.trailing <= s.trailing",
            "UISV-ambiguity-suppression: a.width == 0 @25",
            "UISV-spanning-boundary: b.leading >= s.leading",
            "UISV-spanning-boundary: b.trailing <= s.trailing",
            "UISV-ambiguity-suppression: b.width == 0 @25",
            "UISV-spanning-boundary: c.leading >= s.leading",
            "UISV-spanning-boundary: c.trailing <= s.trailing",
            "UISV-ambiguity-suppression: c.width == 0 @25",
            "UISV-spanning-fit: s.width == 0 @51",
        ])
    }

    @Test func leadingAndTrailingAlignmentsPinOneEdge() {
        for (alignment, edge) in [(StackViewProperties.Alignment.top, "top"), (.leading, "top"), (.bottom, "bottom"), (.trailing, "bottom")] {
            let layout = layout(StackViewProperties(axis: .horizontal, alignment: alignment))
            let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout))
            #expect(lines.contains("UISV-canvas-connection: s.\(edge) == a.\(edge)"), "\(alignment)")
            #expect(lines.contains("UISV-alignment: c.\(edge) == a.\(edge)"), "\(alignment)")
        }
    }

    @Test func baselineAlignmentAlignsBaselinesWithoutCanvasConnection() {
        let layout = layout(StackViewProperties(axis: .horizontal, alignment: .firstBaseline))
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout))
        #expect(lines.contains("UISV-alignment: b.firstBaseline == a.firstBaseline"))
        #expect(!lines.contains { $0.hasPrefix("UISV-canvas-connection: s.top") })
        #expect(lines.contains("UISV-spanning-boundary: a.top >= s.top"))
    }

    @Test func hiddenViewsCollapseInPlaceAndLeaveTheChain() {
        let layout = layout(StackViewProperties(distribution: .fillEqually, spacing: 8), hidden: ["b"])
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout))
        #expect(lines.contains("UISV-hiding: b.width == 0"))
        #expect(lines.contains("UISV-hiding: b.leading == a.trailing"))
        #expect(lines.contains("UISV-spacing: c.leading == a.trailing + 8"))
        #expect(lines.filter { $0.hasPrefix("UISV-fill-equally") } == ["UISV-fill-equally: c.width == a.width"])
    }

    @Test func appKitStacksKeepHiddenViewsUnlessTheyDetachThem() {
        var properties = StackViewProperties(spacing: 8)
        properties.detachesHiddenViews = false
        let layout = layout(properties, hidden: ["b"])
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout))
        #expect(!lines.contains { $0.hasPrefix("UISV-hiding") })
        #expect(lines.contains("UISV-spacing: b.leading == a.trailing + 8"))
    }

    @Test func allHiddenCollapsesTheStack() {
        let layout = layout(StackViewProperties(), hidden: ["a", "b", "c"])
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout)).filter { !$0.contains("top") && !$0.contains("bottom") }
        #expect(lines == [
            "UISV-hiding: a.width == 0", "UISV-hiding: a.leading == s.leading",
            "UISV-hiding: b.width == 0", "UISV-hiding: b.leading == a.trailing",
            "UISV-hiding: c.width == 0", "UISV-hiding: c.leading == b.trailing",
            "UISV-canvas-connection: c.trailing == s.trailing",
        ])
    }

    @Test func marginsRelativeArrangementConnectsToTheMargins() {
        var properties = StackViewProperties(axis: .vertical)
        properties.isLayoutMarginsRelativeArrangement = true
        let layout = layout(properties)
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout)).filter { $0.hasPrefix("UISV-canvas-connection") }
        #expect(lines == [
            "UISV-canvas-connection: s.topMargin == a.top",
            "UISV-canvas-connection: c.bottom == s.bottomMargin",
            "UISV-canvas-connection: s.leadingMargin == a.leading",
            "UISV-canvas-connection: s.trailingMargin == a.trailing",
        ])
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        var properties = StackViewProperties(axis: .vertical, spacing: 20)
        properties.isBaselineRelativeArrangement = true
        let layout = layout(properties)
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, in: layout))
        #expect(lines.contains("UISV-spacing: b.firstBaseline == a.lastBaseline + 20"))
    }

    @Test func variationPropertiesReplaceTheViewsOwn() {
        let layout = layout(StackViewProperties(axis: .vertical))
        let horizontal = StackViewProperties(axis: .horizontal, spacing: 3, arrangedSubviews: ["a", "b", "c"])
        let lines = lines(StackViewArrangement.make(for: layout.view("s")!, properties: horizontal, in: layout))
        #expect(lines.contains("UISV-spacing: b.leading == a.trailing + 3"))
    }

    @Test func wholeLayoutCollectsEveryStackAndIgnoresPlainViews() {
        let layout = layout(StackViewProperties(distribution: .equalSpacing))
        let all = StackViewArrangement.make(for: layout)
        #expect(all == StackViewArrangement.make(for: layout.view("s")!, in: layout))
        #expect(StackViewArrangement.make(for: layout.root, in: layout).constraints.isEmpty)
    }
}
