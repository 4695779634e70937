import AutolintAnalysis
import AutolintModel
import AutolintRendering

/// The pictures of one layout solved in one configuration, as `graph`, `exercise --svg` and
/// `report` draw them: the constraint graph with the analysis's findings marked, the wireframe of
/// the solved frames, and the animation of the ambiguous views' valid frames.
struct ConfigurationPictures {
    let debugger: LayoutDebugger
    let isFragment: Bool

    init(layout: Layout, configuration: Configuration) {
        self.init(debugger: LayoutDebugger(layout: layout, configuration: configuration))
    }

    init(debugger: LayoutDebugger) {
        self.debugger = debugger
        isFragment = debugger.analysis.layout.origin.isFragment
    }

    var analysis: ConfigurationAnalysis { debugger.analysis }

    /// Ambiguous views in the layout's order, as `check` reports them: a console log is a
    /// fragment of a hierarchy, where a free frame says nothing (`check` reports no ambiguity there).
    var ambiguousViews: [String] {
        guard !isFragment else { return [] }
        let reported = Set(analysis.reportedAmbiguities.map(\.view))
        return analysis.layout.views.map(\.id).filter(reported.contains)
    }

    /// The system's plumbing (every view's `size >= 0`, the device frame, guide definitions) is
    /// left out unless a finding names it: drawn, it doubles the edges and hides what was written.
    /// Intrinsic size, autoresizing, encapsulated size and stack view constraints stay, since they
    /// are what usually surprises people in a conflict.
    func graphInput(focusView: String? = nil, axis: Axis? = nil) -> ConstraintGraphInput {
        let all = analysis.system.constraints
        let conflicts = analysis.conflicts.map(\.constraints)
        // The member UIKit gives up to recover is broken too: drawn red and dashed.
        let broken = analysis.broken.map(\.constraint) + analysis.conflicts.map(\.broken)
        let marked = Set(conflicts.joined()).union(broken)
        let kept = all.indices.filter { marked.contains($0) || !Self.isPlumbing(all[$0].origin) }
        var position: [Int: Int] = [:]
        for (new, old) in kept.enumerated() { position[old] = new }
        var input = ConstraintGraphInput(
            layout: analysis.layout, constraints: kept.map { all[$0] }, ambiguousViews: ambiguousViews,
            focusView: focusView, axis: axis, configuration: analysis.configuration.name)
        input.conflictIndices = conflicts.map { $0.compactMap { position[$0] } }
        input.brokenIndices = broken.compactMap { position[$0] }.sorted()
        return input
    }

    private static func isPlumbing(_ origin: ConstraintOrigin) -> Bool {
        switch origin {
        case .nonNegativeSize, .deviceFrame, .layoutGuide: true
        default: false
        }
    }

    var wireframeInput: WireframeInput {
        WireframeInput(layout: analysis.layout, superviewFrames: superviewFrames, ambiguousViews: ambiguousViews,
                       configuration: analysis.configuration.name)
    }

    /// Views an animation moves at most: every frame of the animation draws every view, so its
    /// size grows with the square of the views moved, and past a dozen nobody follows it anyway.
    static let animatedViewLimit = 12

    /// The ambiguous views an animation moves (only `view` when given), at most `animatedViewLimit`.
    func animatedViews(view: String? = nil) -> (moving: [String], ambiguousCount: Int) {
        let candidates = ambiguousViews.filter { view == nil || $0 == view }
        return (Array(candidates.prefix(Self.animatedViewLimit)), candidates.count)
    }

    /// The solved layout first, then each ambiguous view (or only `view`) taking each of its other
    /// valid frames in turn, its subviews moving with it, as `exerciseAmbiguityInLayout` steps
    /// through them. Just the solved layout when nothing is ambiguous.
    func animationInput(view: String? = nil) -> AmbiguityAnimationInput {
        let layout = analysis.layout
        let rootFrames = RootCoordinates.frames(of: layout, from: superviewFrames)
        var solutions = [rootFrames]
        let moving = animatedViews(view: view).moving
        for id in moving {
            let offset = layout.view(id)?.parent.flatMap { rootFrames[$0] }.map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
            let alternatives = debugger.exerciseAmbiguity(id).dropFirst().map { frame in
                Rect(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
            }
            solutions += AmbiguityAnimationInput(layout: layout, frames: rootFrames, view: id, alternatives: Array(alternatives)).solutions
        }
        return AmbiguityAnimationInput(layout: layout, solutions: solutions, ambiguousViews: moving,
                                       configuration: analysis.configuration.name)
    }

    /// Views without a solved frame (not finite) are left out, which the wireframe skips.
    private var superviewFrames: [String: Rect] {
        var frames: [String: Rect] = [:]
        for entry in analysis.frames where frames[entry.view] == nil { frames[entry.view] = entry.frame }
        return frames
    }
}
