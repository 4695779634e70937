/// Identifies a constraint added to a solver. Handles are numbered in the order constraints were
/// added, so sorting by handle is sorting by insertion order.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    init(id: Int) { self.id = id }

    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }

    public var description: String { "c\(id)" }
}
