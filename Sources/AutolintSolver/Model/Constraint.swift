/// `expression relation 0` at a priority, with a caller-chosen `tag` that maps it back to the
/// caller's own constraint (the solver never interprets the tag; it keeps it in 32 bits, and
/// `Solver.add` stops on a precondition failure for one that does not fit).
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority
    public var tag: Int

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, tag: Int = 0) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
                priority: Priority = .required, tag: Int = 0) {
        self.init(lhs.expression - rhs.expression, relation, priority: priority, tag: tag)
    }

    public var isRequired: Bool { priority.isRequired }

    /// How far the expression's value `value` is from satisfying the relation (0 when satisfied).
    public func violation(at value: Double) -> Double { Self.violation(at: value, relation) }

    /// How far an expression's value `value` is from satisfying `relation` with 0.
    static func violation(at value: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    }

    public var description: String {
        "\(expression) \(relation.rawValue) 0" + (isRequired ? "" : " @\(priority)")
    }
}
