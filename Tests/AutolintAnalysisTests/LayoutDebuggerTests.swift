import AutolintModel
import Testing
@testable import AutolintAnalysis

/// The UIKit-style debugging surface, as a Swift test would use it.
@Suite struct LayoutDebuggerTests {
    typealias B = LayoutBuilding

    /// A label pinned on the left only: its X position is fixed, and its width comes from its
    /// intrinsic size through hugging and compression resistance.
    let layout = B.layout([
        LayoutView(id: "title", className: "UILabel", intrinsicSize: AxisPair(horizontal: 120, vertical: 21)),
        LayoutView(id: "badge"),
    ], constraints: [
        B.constraint("title", .leading, .equal, "root", .leading, constant: 20, id: "titleLeading"),
        B.constraint("title", .top, .equal, "root", .top, constant: 40),
        B.constraint("badge", .width, constant: 10), B.constraint("badge", .height, constant: 10),
        B.constraint("badge", .top, .equal, "root", .top),
    ])

    var debugger: LayoutDebugger { LayoutDebugger(layout: layout, configuration: B.configuration()) }

    @Test func ambiguityIsPerView() {
        #expect(!debugger.hasAmbiguousLayout("title"))
        #expect(debugger.hasAmbiguousLayout("badge"))
    }

    @Test func exercisingMovesOnlyWhatIsFree() {
        let frames = debugger.exerciseAmbiguity("badge")
        #expect(frames.count >= 2)
        #expect(Set(frames.map(\.y)) == [0])
        #expect(Set(frames.map(\.x)).count == frames.count)
        #expect(debugger.exerciseAmbiguity("title") == [Rect(x: 20, y: 40, width: 120, height: 21)])
    }

    @Test func affectingConstraintsIncludeIntrinsicSize() {
        let labels = debugger.constraintsAffectingLayout(for: "title", axis: .horizontal).map(\.label)
        #expect(labels == [
            "title.width >= 120 @750 (compression resistance)", "title.width <= 120 @251 (content hugging)", "titleLeading",
        ])
    }

    @Test func traceMarksAmbiguousUnknowns() {
        let trace = debugger.autolayoutTrace()
        #expect(trace.contains("|   *UILabel:title, frame = (20 40; 120 21)\n"))
        #expect(trace.contains("|   *UIView:badge, frame = ("))
        #expect(trace.contains("- AMBIGUOUS LAYOUT for UIView:badge.minX{id: "))
        #expect(!trace.contains("UILabel:title.minX"))
    }
}
