/// An optional constraint the current solution does not satisfy.
public struct BrokenConstraint: Hashable, Sendable {
    public let handle: ConstraintHandle
    public let constraint: Constraint
    /// How far the solution is from satisfying it (the constraint's error).
    public let error: Double
}

/// Why an optional constraint is broken: a minimal set of constraints at its own or a higher
/// priority that cannot all hold, at their current errors, together with it.
public struct BrokenConstraintExplanation: Hashable, Sendable {
    public let broken: ConstraintHandle
    public let constraint: Constraint
    /// Every member is needed: relaxing any one of them would let the broken constraint improve.
    /// Sorted by handle.
    public let reasons: [Reason]

    public struct Reason: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A required constraint.
            case required
            /// An optional constraint at a higher priority, held at its current error.
            case higherPriority
            /// An optional constraint at the same priority: a same-level trade-off, where the
            /// sum of errors at that level is what is minimised.
            case samePriorityTradeOff
        }
        public let handle: ConstraintHandle
        public let constraint: Constraint
        public let kind: Kind
        /// The reason's own error in the current solution (0 when it is satisfied).
        public let error: Double
        public var priority: Priority { constraint.priority }
    }

    /// True when only required constraints force it: no optional constraint could make room.
    public var isForcedByRequiredConstraints: Bool { reasons.allSatisfy { $0.kind == .required } }
}
