import AutolintAnalysis
import AutolintModel
import Testing

/// A large layout's work is split between two threads (its axes, its configurations); seeded
/// random layouts set side by side in one large layout must be analysed exactly as on one thread:
/// the same frames, ambiguities, conflicts (with the constraint UIKit breaks) and broken
/// constraints, in the same order.
@Suite struct SideBySideEquivalenceTests {
    /// The random layouts of `seeds` (`LayoutReferenceTests.randomLayout`), each root a container
    /// pinned at the top left of one root, their views and constraints renamed apart.
    static func combined(seeds: Range<UInt64>) -> Layout {
        var views = [LayoutView(id: "root")]
        var constraints: [LayoutConstraint] = []
        for seed in seeds {
            let piece = LayoutReferenceTests.randomLayout(seed: seed).layout
            func renamed(_ id: String) -> String { "s\(seed)_\(id)" }
            for view in piece.views {
                var copy = view
                copy.id = renamed(view.id)
                copy.parent = view.parent.map(renamed) ?? "root"
                copy.subviews = view.subviews.map(renamed)
                views.append(copy)
            }
            let container = renamed("root")
            constraints += [
                LayoutConstraint(first: LayoutAnchor(.view(container), .leading), second: LayoutAnchor(.view("root"), .leading)),
                LayoutConstraint(first: LayoutAnchor(.view(container), .top), second: LayoutAnchor(.view("root"), .top)),
                LayoutConstraint(first: LayoutAnchor(.view(container), .width), constant: 400),
                LayoutConstraint(first: LayoutAnchor(.view(container), .height), constant: 600),
            ]
            for constraint in piece.constraints {
                var copy = constraint
                copy.first.item.view = renamed(constraint.first.item.view)
                copy.second?.item.view = renamed(constraint.second?.item.view ?? "")
                constraints.append(copy)
            }
        }
        views[0].subviews = seeds.map { "s\($0)_root" }
        var layout = Layout(name: "seeds \(seeds)", views: views, constraints: constraints, rootSize: Size(width: 400, height: 600))
        layout.directions = [.leftToRight, .rightToLeft]
        return layout
    }

    /// Everything an analysis found, in its order, as text.
    static func summary(_ analysis: LayoutAnalysis) -> [String] {
        analysis.configurations.flatMap { solved in
            solved.frames.map { "\($0.view) \($0.frame)" } + solved.ambiguities.map { "\($0)" }
                + solved.conflicts.map { "\($0)" } + solved.broken.map { "\($0)" }
        }
    }

    @Test(arguments: [0..<240, 240..<480] as [Range<UInt64>])
    func sameAnalysisOnOneThreadOrTwo(seeds: Range<UInt64>) {
        let layout = Self.combined(seeds: seeds)
        let configurations = LayoutAnalysis.defaultConfigurations(for: layout)
        #expect(configurations.count == 2)
        let split = LayoutAnalysis(layout: layout, configurations: configurations, sideBySide: true)
        #expect(split.configurations.allSatisfy { $0.system.equations.count >= 2_000 })
        let single = LayoutAnalysis(layout: layout, configurations: configurations, sideBySide: false)
        let (splitSummary, singleSummary) = (Self.summary(split), Self.summary(single))
        #expect(splitSummary == singleSummary)
        #expect(split.configurations.contains { !$0.conflicts.isEmpty && !$0.ambiguities.isEmpty && !$0.broken.isEmpty })
    }
}
