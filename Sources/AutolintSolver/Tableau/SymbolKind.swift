/// What a tableau symbol stands for, which decides the bounds the simplex keeps on it.
enum SymbolKind: UInt8, Sendable {
    /// A caller's variable: unrestricted, eliminated eagerly, never enters in the simplex.
    case external
    /// The marker of an inequality: `>= 0`.
    case slack
    /// The error of an optional constraint: `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality: pinned at 0, never enters.
    case dummy
    /// Phase 1's artificial variable while a constraint without a subject is added.
    case artificial

    /// Symbols the simplex keeps at or above zero.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
    /// Symbols that may enter the basis in a pivot.
    var isPivotable: Bool { self == .slack || self == .error }
}
