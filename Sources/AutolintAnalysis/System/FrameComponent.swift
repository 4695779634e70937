import AutolintModel

/// One of the four unknowns of a rectangle, as UIKit's engine names them (`minX`, `Width`, ...).
public enum FrameComponent: Int, Hashable, Sendable, CaseIterable, Comparable {
    case minX, width, minY, height

    public var axis: Axis { self == .minX || self == .width ? .horizontal : .vertical }

    public static func position(_ axis: Axis) -> FrameComponent { axis == .horizontal ? .minX : .minY }
    public static func size(_ axis: Axis) -> FrameComponent { axis == .horizontal ? .width : .height }

    /// The spelling of `_autolayoutTrace`: `minX`, `minY`, `Width`, `Height`.
    public var traceName: String {
        switch self {
        case .minX: "minX"
        case .width: "Width"
        case .minY: "minY"
        case .height: "Height"
        }
    }

    public static func < (a: FrameComponent, b: FrameComponent) -> Bool { a.rawValue < b.rawValue }
}
