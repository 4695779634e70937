import AutolintModel

/// Turns one `LayoutConstraint` into `expression relation 0` over the layout's unknowns, with
/// UIKit's semantics for coordinates, multipliers and writing direction.
struct ConstraintTranslator {
    let resolver: AnchorResolver
    let direction: WritingDirection

    init(resolver: AnchorResolver, direction: WritingDirection) {
        self.resolver = resolver
        self.direction = direction
    }

    /// The translator of a layout's system: its views' hierarchy, unknowns and guides.
    init(layout: Layout, hierarchy: HierarchyIndex, unknowns: LayoutUnknowns, geometry: GuideGeometry, direction: WritingDirection) {
        self.init(resolver: AnchorResolver(layout: layout, hierarchy: hierarchy, unknowns: unknowns, geometry: geometry), direction: direction)
    }

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
        guard let firstItem = resolver.resolve(constraint.first.item) else { throw .unknownItem(constraint.first.item) }
        var secondItem: AnchorResolver.ResolvedItem?
        if let second = constraint.second {
            guard let resolved = resolver.resolve(second.item) else { throw .unknownItem(second.item) }
            secondItem = resolved
        }
        let ancestor = try coordinateSpace(firstItem, secondItem)
        let mirrored = direction == .rightToLeft
            && (constraint.first.attribute.isDirectional || constraint.second?.attribute.isDirectional == true)
        let first = value(constraint.first, item: firstItem, in: ancestor, mirrored: mirrored)
        var right = LinearExpression(constant: constraint.constant)
        if let second = constraint.second, let secondItem {
            right = constraint.multiplier * value(second, item: secondItem, in: ancestor, mirrored: mirrored) + constraint.constant
        }
        return LinearConstraint(expression: first - right, relation: constraint.relation, priority: constraint.priority, source: source)
    }

    /// `translate(_:source:)` of the view at `view`'s own size constraint, `size relation
    /// constant`, with no `LayoutConstraint` made and no item resolved: most of a layout's
    /// constraints are these (floors, compression resistance, hugging). The same expression as
    /// the general path, built by the same operations.
    func translateSize(ofViewAt view: Int, axis: Axis, relation: LayoutRelation, constant: Double,
                       priority: LayoutPriority, source: Int) -> LinearConstraint {
        // The unknowns of the first view with this id, as resolving the id finds (a lookup only
        // when two views share it).
        let id = resolver.layout.views[view].id
        let size = LinearExpression(variable: resolver.unknowns.index(ofViewAt: view, id: id, .size(axis)) ?? resolver.unknowns.index(viewAt: view, .size(axis)))
        return LinearConstraint(expression: size - LinearExpression(constant: constant), relation: relation, priority: priority, source: source)
    }

    /// Locations are compared in the nearest common ancestor's coordinates, which is where UIKit
    /// applies a multiplier; a location against a bare constant is measured in the item's container.
    private func coordinateSpace(_ first: AnchorResolver.ResolvedItem, _ second: AnchorResolver.ResolvedItem?) throws(Failure) -> Int? {
        guard let second else { return resolver.container(of: first) }
        guard let common = resolver.hierarchy.nearestCommonAncestor(first.view, second.view) else { throw .noCommonAncestor }
        return common
    }

    /// Right to left, a constraint that uses leading or trailing reads x as -x (leading is -maxX,
    /// trailing -minX, centerX -midX), as the fixture format specifies and UIKit does: the
    /// coordinate system does not flip, so `a.leading == b.leading + 20` keeps `a` 20 points inside
    /// `b`'s leading edge, and `a.trailing == 0.8 * b.trailing` is 0.8 of -maxX, not of a width
    /// measured from the right edge (docs/analysis.md).
    private func value(_ anchor: LayoutAnchor, item: AnchorResolver.ResolvedItem, in ancestor: Int?, mirrored: Bool) -> LinearExpression {
        let plain = resolver.value(of: anchor, item: item, in: ancestor, direction: direction)
        guard mirrored, anchor.attribute.axis == .horizontal, !anchor.attribute.isSize else { return plain }
        return -1 * plain
    }
}
