import AutolintModel

/// What solving one layout in one configuration found.
public struct ConfigurationAnalysis: Sendable {
    public let system: LayoutSystem
    /// Every view's solved frame in its superview's coordinates, in pre-order.
    public let frames: [(view: String, frame: Rect)]
    /// Per view and axis, in pre-order then horizontal before vertical.
    public let ambiguities: [ViewAmbiguity]
    public let conflicts: [Conflict]
    /// Optional constraints left unsatisfied, in `system.constraints` order.
    public let broken: [UnsatisfiedConstraint]

    /// Solves `system` as UIKit's engine would.
    public init(solving system: LayoutSystem) {
        self = SolvedSystem(system).analysis()
    }

    public var configuration: Configuration { system.configuration }
    public var layout: Layout { system.layout }

    public init(system: LayoutSystem, frames: [(view: String, frame: Rect)], ambiguities: [ViewAmbiguity], conflicts: [Conflict], broken: [UnsatisfiedConstraint]) {
        self.system = system
        self.frames = frames
        self.ambiguities = ambiguities
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

    /// The ambiguities rules report: Interface Builder's per-view "Ambiguity" setting can turn
    /// them off, or keep only those that free a position.
    public var reportedAmbiguities: [ViewAmbiguity] {
        ambiguities.filter { ambiguity in
            switch layout.view(ambiguity.view)?.ambiguityVerification ?? .full {
            case .full: true
            case .positionOnly: ambiguity.positionIsFree
            case .off: false
            }
        }
    }
}
