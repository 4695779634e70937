/// Identifies a constraint added to a solver. Handles are numbered in the order constraints were
/// added, so sorting by handle is sorting by insertion order.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 32 bits: callers keep a handle per constraint, and an optional handle of an `Int` took 16
    /// bytes where this one takes 8.
    private let number: Int32

    public var id: Int { Int(number) }

    init(id: Int) { number = Int32(id) }

    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.number < b.number }

    public var description: String { "c\(id)" }
}
