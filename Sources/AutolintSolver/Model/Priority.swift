/// Priority of a constraint, 1...1000 as in UIKit; 1000 is required.
///
/// Levels are strictly ordered in `.strict` mode: no number of constraints at one priority outweighs
/// one constraint at a higher priority. Fractional values are distinct levels.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// Values outside 1...1000 are clamped, as UIKit clamps them.
    public init(_ value: Double) {
        precondition(!value.isNaN, "priority must be a number")
        self.value = min(1000, max(1, value))
    }

    public static let required = Priority(1000)
    public static let strong = Priority(999)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }
}
