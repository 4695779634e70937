/// An unknown of the system, created by `Solver.makeVariable(_:)`.
///
/// A small id-based value: ordering follows creation order, which is what makes every pick and
/// every sorted result of the solver deterministic.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 32 bits, as the tableau's symbols: callers keep an optional variable per unknown, which
    /// takes 8 bytes in an array where one of an `Int` took 16.
    private let number: Int32

    /// Index of the variable's symbol in its solver.
    public var id: Int { Int(number) }

    init(id: Int) { number = Int32(id) }

    public static func < (a: Variable, b: Variable) -> Bool { a.number < b.number }

    public var description: String { "v\(id)" }
}
