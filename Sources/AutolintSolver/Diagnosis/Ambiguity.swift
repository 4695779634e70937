/// A variable whose value is not decided: another optimal solution (equally good at every
/// priority level) gives it a different value.
public struct Ambiguity: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// The free direction moves no optional constraint's error: constraints are missing.
        case underconstrained
        /// The free direction trades errors between optional constraints of equal priority
        /// (Auto Layout's "content priority ambiguity"); the constraints are sorted by handle.
        case tie(priority: Priority, constraints: [ConstraintHandle])
    }

    public let variable: Variable
    /// A direction along which the optimal solutions move: every variable that changes, with its
    /// change per unit step, sorted by variable. The ambiguous variable is among them.
    public let direction: [VariableDelta]
    public let cause: Cause
}

/// A variable's change along a direction, or its value in an alternative solution.
public struct VariableDelta: Hashable, Sendable {
    public let variable: Variable
    public let delta: Double
}

/// Another optimal solution: every variable whose value differs from the current solution, with
/// its value there, sorted by variable.
public struct AlternativeSolution: Hashable, Sendable {
    /// How far along the ambiguity's direction this solution lies.
    public let step: Double
    public let values: [VariableDelta]

    /// Along a direction no constraint bounds, solutions are taken at this distance (in the
    /// moved variable's units, points in a layout) from the current one.
    public static let unboundedTravel = 100.0

    public func value(of variable: Variable) -> Double? {
        values.first { $0.variable == variable }?.delta
    }
}
