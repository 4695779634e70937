/// Thrown when a required constraint cannot be added: the constraint contradicts some of the
/// required constraints already in the solver. The solver is left exactly as before the call.
public struct UnsatisfiableConstraint: Error, Sendable, CustomStringConvertible {
    /// The constraint that was rejected.
    public let constraint: Constraint
    /// A minimal conflicting set: the already-added required constraints that, together with the
    /// rejected one, admit no solution, and of which every member is needed (dropping any one
    /// leaves a satisfiable system). Sorted by handle. Empty when the constraint alone is
    /// unsatisfiable (`0 == 5`).
    public let conflictingConstraints: [ConflictMember]
    /// Whether the set's infeasibility and minimality were confirmed in exact rational arithmetic
    /// (false only when the numbers were too large for the exact check's budget).
    public let isVerifiedExactly: Bool

    public struct ConflictMember: Hashable, Sendable {
        public let handle: ConstraintHandle
        public let constraint: Constraint
        public var tag: Int { constraint.tag }
    }

    public var description: String {
        "unsatisfiable: \(constraint) conflicts with " + conflictingConstraints.map { "\($0.handle): \($0.constraint)" }.joined(separator: ", ")
    }
}
