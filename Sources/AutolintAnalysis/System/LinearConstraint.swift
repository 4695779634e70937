import AutolintModel

/// One constraint as the solver sees it: `expression relation 0` at a priority, with the index of
/// the `LayoutConstraint` it was made from (the solver's tag).
public struct LinearConstraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: LayoutRelation
    public var priority: LayoutPriority
    /// Index into `LayoutSystem.constraints`.
    public var source: Int

    public init(expression: LinearExpression, relation: LayoutRelation, priority: LayoutPriority, source: Int) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.source = source
    }

    /// Whether its unknowns lie on both axes (an aspect ratio).
    public func couplesAxes(in unknowns: LayoutUnknowns) -> Bool {
        guard let first = expression.terms.first.map({ unknowns.component(ofVariable: $0.variable).axis }) else { return false }
        return expression.terms.contains { unknowns.component(ofVariable: $0.variable).axis != first }
    }
}
