/// `UILayoutPriority`: 1...1000, where 1000 is required.
///
/// Priorities are strictly ordered: no number of constraints at one priority outweighs a single
/// constraint at a higher one.
public struct LayoutPriority: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var value: Float

    public init(_ value: Float) { self.value = value }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The names accepted in fixtures, equations and configuration, with UIKit's and AppKit's names.
    public static let named: [(name: String, priority: LayoutPriority)] = [
        ("required", .required),
        ("high", .defaultHigh), ("defaultHigh", .defaultHigh),
        ("dragThatCanResizeScene", .dragThatCanResizeScene), ("dragThatCanResizeWindow", .dragThatCanResizeScene),
        ("sceneSizeStayPut", .sceneSizeStayPut), ("windowSizeStayPut", .sceneSizeStayPut),
        ("medium", .sceneSizeStayPut),
        ("dragThatCannotResizeScene", .dragThatCannotResizeScene), ("dragThatCannotResizeWindow", .dragThatCannotResizeScene),
        ("low", .defaultLow), ("defaultLow", .defaultLow),
        ("fittingSize", .fittingSizeLevel), ("fittingSizeLevel", .fittingSizeLevel), ("fittingSizeCompression", .fittingSizeLevel),
    ]

    public init?(name: String) {
        guard let match = LayoutPriority.named.first(where: { $0.name == name }) else { return nil }
        self = match.priority
    }

    /// UIKit accepts 1...1000 only.
    public static let validRange: ClosedRange<Float> = 1...1000

    public var isValid: Bool { value.isFinite && LayoutPriority.validRange.contains(value) }
    public var isRequired: Bool { value >= 1000 }

    /// `750`, `999.5`: whole numbers without a fraction.
    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }
}
