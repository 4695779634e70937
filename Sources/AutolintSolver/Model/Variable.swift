/// An unknown of the system, created by `Solver.makeVariable(_:)`.
///
/// A small id-based value: ordering follows creation order, which is what makes every pick and
/// every sorted result of the solver deterministic.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Index of the variable's symbol in its solver.
    public let id: Int

    init(id: Int) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }

    public var description: String { "v\(id)" }
}
