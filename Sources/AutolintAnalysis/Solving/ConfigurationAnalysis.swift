import AutolintModel

/// What solving one layout in one configuration found.
public struct ConfigurationAnalysis: Sendable {
    public let system: LayoutSystem
    /// Every view's solved frame in its superview's coordinates, in pre-order.
    public let frames: [(view: String, frame: Rect)]
    /// Per view and axis, in pre-order then horizontal before vertical.
    public let ambiguities: [ViewAmbiguity]
    /// Scroll views whose scrollable content size is undetermined (not part of `hasAmbiguousLayout`).
    public let scrollableContentAmbiguities: [ViewAmbiguity]
    public let conflicts: [Conflict]
    /// Optional constraints left unsatisfied, in `system.constraints` order.
    public let broken: [UnsatisfiedConstraint]
    /// The solve itself, kept for the questions asked after it (`LayoutDebugger`).
    var solved: SolvedSystem?

    /// Solves `system` as UIKit's engine would; a large one's axes on two threads unless
    /// `sideBySide` is false (`--jobs 1`).
    public init(solving system: LayoutSystem, sideBySide: Bool = true) {
        self = SolvedSystem(system, sideBySide: sideBySide).analysis()
    }

    /// As `init(solving:)`, with the seconds spent solving (every constraint added, conflicts
    /// found) and analysing (frames, ambiguity, broken constraints): `autolint-bench stages`.
    public static func timed(solving system: LayoutSystem) -> (analysis: ConfigurationAnalysis, solveSeconds: Double, analysisSeconds: Double) {
        let start = ContinuousClock.now
        let solved = SolvedSystem(system)
        let solvedAt = ContinuousClock.now
        let analysis = solved.analysis()
        let end = ContinuousClock.now
        let seconds = { (duration: Duration) in Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
        return (analysis, seconds(solvedAt - start), seconds(end - solvedAt))
    }

    public var configuration: Configuration { system.configuration }
    public var layout: Layout { system.layout }

    public init(system: LayoutSystem, frames: [(view: String, frame: Rect)], ambiguities: [ViewAmbiguity], conflicts: [Conflict], broken: [UnsatisfiedConstraint],
                scrollableContentAmbiguities: [ViewAmbiguity] = []) {
        self.system = system
        self.frames = frames
        self.ambiguities = ambiguities
        self.scrollableContentAmbiguities = scrollableContentAmbiguities
        self.conflicts = conflicts
        self.broken = broken
    }

    public func frame(of view: String) -> Rect? {
        guard let index = layout.order(of: view), index < frames.count else { return nil }
        return frames[index].frame
    }

    /// UIKit's `hasAmbiguousLayout`: another optimal solution moves the view in its superview.
    public func hasAmbiguousLayout(_ view: String) -> Bool {
        ambiguities.contains { $0.view == view }
    }

    public func constraint(_ index: Int) -> LayoutConstraint { system.constraints[index] }

    /// The ambiguities rules report (views' frames, then scrollable content sizes): Interface
    /// Builder's per-view "Ambiguity" setting can turn them off, or keep only those that free a
    /// position even at the view's solved size; ties a `fill` stack view settles by arrangement order are left out.
    public var reportedAmbiguities: [ViewAmbiguity] {
        (ambiguities + scrollableContentAmbiguities).filter { ambiguity in
            guard !StackViewTieBreaking.settles(ambiguity, in: self) else { return false }
            switch layout.view(ambiguity.view)?.ambiguityVerification ?? .full {
            case .full: return true
            case .positionOnly: return ambiguity.positionIsFree && !positionFollowsSize(ambiguity)
            case .off: return false
            }
        }
    }
}
