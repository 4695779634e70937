/// An optional constraint the solution does not satisfy.
public struct UnsatisfiedConstraint: Hashable, Sendable {
    /// Index into `LayoutSystem.constraints`.
    public var constraint: Int
    /// How far from holding it is, in points.
    public var error: Double
    /// The constraints at its own or higher priority that together force it to break; found for
    /// the constraints never met, or every one with `LayoutSystem.Options.explainsEveryBrokenConstraint`.
    public var beatenBy: [Int]
    /// True when it loses a trade-off against constraints of its own priority.
    public var isSameLevelTradeOff: Bool
    /// Broken in every optimal solution, not only in the one the solver chose (decided over the
    /// whole optimal set); nil when the exact check was over its budget.
    public var isNeverMet: Bool? = false
}
