/// The tolerances of the floating-point solver, one per use, all relative to the magnitudes they
/// compare. docs/solver.md discusses each.
enum Tolerance {
    /// A cell or constant produced by `x + k·y` is treated as an exact cancellation (dropped or
    /// snapped to 0) when it is this small relative to the larger of `|x|` and `|k·y|`.
    static let cancellation = 1e-10
    /// A restricted basic row is infeasible when its constant is below `-feasibility`; a row with
    /// `|constant| <= feasibility` is degenerate (its symbol sits at its bound).
    static let feasibility = 1e-9
    /// A component of a reduced cost (per priority level, unit weights) is zero below this.
    static let reducedCost = 1e-9
    /// Phase 1 succeeds when the artificial objective is at most this, relative to the row's scale.
    static let phaseOne = 1e-9
    /// An optional constraint counts as broken when its error exceeds this, relative to the
    /// magnitudes in its expression.
    static let violation = 1e-7
}
