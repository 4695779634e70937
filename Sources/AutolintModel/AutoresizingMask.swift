/// `UIView.AutoresizingMask`: which parts of a frame stretch when the superview resizes.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Names as the fixture format and IB spell them, in a fixed order.
    public static let names: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public init?(name: String) {
        guard let match = AutoresizingMask.names.first(where: { $0.name == name }) else { return nil }
        self = match.flag
    }

    /// The three parts of one axis: leading margin, size, trailing margin.
    public func flexibility(_ axis: Axis) -> (leadingMargin: Bool, size: Bool, trailingMargin: Bool) {
        axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// UIKit's log notation for one axis: `h=--&`, `v=-&-` (`-` fixed, `&` flexible).
    public func logNotation(_ axis: Axis) -> String {
        let parts = flexibility(axis)
        let mark = { (flexible: Bool) in flexible ? "&" : "-" }
        return (axis == .horizontal ? "h=" : "v=") + mark(parts.leadingMargin) + mark(parts.size) + mark(parts.trailingMargin)
    }
}
