import AutolintModel

/// UIKit's debugging surface (`UIConstraintBasedLayoutDebugging`) for one layout in one
/// configuration, for Swift tests and the `trace`, `exercise` and `affecting` commands.
///
/// ```swift
/// let debugger = LayoutDebugger(layout: layout, configuration: configuration)
/// #expect(!debugger.hasAmbiguousLayout("title"))
/// ```
public final class LayoutDebugger {
    private let solved: SolvedSystem
    public let analysis: ConfigurationAnalysis

    /// `options` default to what the layout's origin calls for.
    public init(layout: Layout, configuration: Configuration, options: LayoutSystem.Options? = nil) {
        solved = SolvedSystem(LayoutSystem(layout: layout, configuration: configuration, options: options ?? LayoutSystem.Options(for: layout)))
        analysis = solved.analysis()
    }

    /// The debugger of a configuration already solved (by `check`), without solving it again.
    public init(analysis: ConfigurationAnalysis) {
        solved = analysis.solved ?? SolvedSystem(analysis.system)
        self.analysis = analysis.solved == nil ? solved.analysis() : analysis
    }

    public var system: LayoutSystem { solved.system }

    /// Frames closer than this count as the same when exercising ambiguity.
    static let distinctFrameTolerance = 0.5

    /// True when another frame would satisfy the constraints as well (`hasAmbiguousLayout`).
    public func hasAmbiguousLayout(_ view: String) -> Bool { analysis.hasAmbiguousLayout(view) }

    /// The view's solved frame in its superview's coordinates.
    public func frame(of view: String) -> Rect? { analysis.frame(of: view) }

    /// Distinct frames the view can take, all equally valid (`exerciseAmbiguityInLayout`): the
    /// current one first, then one or two per free unknown. A single frame when the view is not ambiguous.
    public func exerciseAmbiguity(_ view: String) -> [Rect] {
        guard let current = analysis.frame(of: view) else { return [] }
        var frames = [current]
        for ambiguity in analysis.ambiguities where ambiguity.view == view {
            let session = solved.sessions(for: ambiguity.axis)
            let wanted = FrameComponent.allCases.map { system.unknowns.index(.view(view), $0) }
            for component in ambiguity.components {
                guard let moving = system.unknowns.index(.view(view), component) else { continue }
                let readable = wanted.compactMap { $0 }.filter { session.covers(unknown: $0) }
                for solution in session.alternatives(moving: moving, reading: readable) {
                    var frame = current
                    for (index, value) in zip(readable, solution) {
                        switch system.unknowns.component(ofVariable: index) {
                        case .minX: frame.x = value
                        case .width: frame.width = value
                        case .minY: frame.y = value
                        case .height: frame.height = value
                        }
                    }
                    if !frames.contains(where: { $0.isClose(to: frame, tolerance: Self.distinctFrameTolerance) }) { frames.append(frame) }
                }
            }
        }
        return frames
    }

    /// The constraints that determine the view along an axis (`constraintsAffectingLayoutForAxis:`),
    /// intrinsic-size constraints included at their hugging and compression-resistance
    /// priorities, in the system's order. For a free unknown, the constraints that mention it.
    public func constraintsAffectingLayout(for view: String, axis: Axis) -> [LayoutConstraint] {
        let session = solved.sessions(for: axis)
        var indices = Set<Int>()
        for component in [FrameComponent.position(axis), .size(axis)] {
            guard let unknown = system.unknowns.index(.view(view), component) else { continue }
            let determining = session.constraintsDetermining(unknown: unknown)
            if determining.isEmpty {
                indices.formUnion(system.equations.filter { $0.expression.terms.contains { $0.variable == unknown } }.map(\.source))
            } else {
                indices.formUnion(determining)
            }
        }
        return indices.sorted().map { system.constraints[$0] }
    }

    /// The `_autolayoutTrace` equivalent: see `AutolayoutTrace`.
    public func autolayoutTrace() -> String { AutolayoutTrace(analysis: analysis).text }
}
