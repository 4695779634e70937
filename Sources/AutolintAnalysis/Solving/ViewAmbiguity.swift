import AutolintModel

/// A view whose frame is not determined along one axis: another optimal solution moves it.
public struct ViewAmbiguity: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// Not enough constraints.
        case underconstrained
        /// Optional constraints of equal priority tie (indices into `LayoutSystem.constraints`).
        case tie(priority: LayoutPriority, constraints: [Int])
    }

    public var view: String
    public var axis: Axis
    /// The view's own unknowns that other solutions change (position, size or both).
    public var components: [FrameComponent]
    public var cause: Cause
    /// The ambiguity is the size of the view's scrollable content (its content layout guide), not
    /// its frame: Xcode reports it on the scroll view, and `hasAmbiguousLayout` does not count it.
    public var isScrollableContent: Bool = false

    public var positionIsFree: Bool { components.contains(.position(axis)) }
    public var sizeIsFree: Bool { components.contains(.size(axis)) }
}
