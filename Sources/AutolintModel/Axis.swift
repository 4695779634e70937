/// One of the two independent directions Auto Layout solves (`UILayoutConstraintAxis`).
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    public static func < (a: Axis, b: Axis) -> Bool { a == .horizontal && b == .vertical }
}
