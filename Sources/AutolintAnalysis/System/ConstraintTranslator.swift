import AutolintModel

/// Turns one `LayoutConstraint` into `expression relation 0` over the layout's unknowns, with
/// UIKit's semantics for coordinates, multipliers and writing direction.
struct ConstraintTranslator {
    let resolver: AnchorResolver
    let direction: WritingDirection

    enum Failure: Error, Hashable {
        /// The items are in hierarchies that share no view.
        case noCommonAncestor
        /// An item that is neither a view of the layout nor one of its guides.
        case unknownItem(LayoutItem)

        var reason: String {
            switch self {
            case .noCommonAncestor: "its items have no common ancestor"
            case .unknownItem(let item): "\(item) is not a view or guide of this layout"
            }
        }
    }

    func translate(_ constraint: LayoutConstraint, source: Int) throws(Failure) -> LinearConstraint {
        let layout = resolver.layout
        for item in constraint.items where !layout.resolves(item) { throw .unknownItem(item) }
        let ancestor = try coordinateSpace(of: constraint)
        let mirrored = direction == .rightToLeft
            && (constraint.first.attribute.isDirectional || constraint.second?.attribute.isDirectional == true)
        let first = value(constraint.first, in: ancestor, mirrored: mirrored)
        var right = LinearExpression(constant: constraint.constant)
        if let second = constraint.second {
            right = constraint.multiplier * value(second, in: ancestor, mirrored: mirrored) + constraint.constant
        }
        return LinearConstraint(expression: first - right, relation: constraint.relation, priority: constraint.priority, source: source)
    }

    /// Locations are compared in the nearest common ancestor's coordinates, which is where UIKit
    /// applies a multiplier; a location against a bare constant is measured in the item's container.
    private func coordinateSpace(of constraint: LayoutConstraint) throws(Failure) -> String? {
        guard let second = constraint.second else { return resolver.container(of: constraint.first.item) }
        guard let common = resolver.hierarchy.nearestCommonAncestor(constraint.first.item.view, second.item.view) else {
            throw .noCommonAncestor
        }
        return common
    }

    /// Right to left, a constraint that uses leading or trailing reads x as -x (leading is -maxX,
    /// trailing -minX, centerX -midX), as the fixture format specifies and UIKit does: the
    /// coordinate system does not flip, so `a.leading == b.leading + 20` keeps `a` 20 points inside
    /// `b`'s leading edge, and `a.trailing == 0.8 * b.trailing` is 0.8 of -maxX, not of a width
    /// measured from the right edge (docs/analysis.md).
    private func value(_ anchor: LayoutAnchor, in ancestor: String?, mirrored: Bool) -> LinearExpression {
        let plain = resolver.value(of: anchor, in: ancestor, direction: direction)
        guard mirrored, anchor.attribute.axis == .horizontal, !anchor.attribute.isSize else { return plain }
        return -1 * plain
    }
}
