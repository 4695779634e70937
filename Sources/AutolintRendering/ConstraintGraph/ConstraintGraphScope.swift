import AutolintModel

/// Which constraints and views a constraint graph shows.
///
/// Without a focus view: every view, and every constraint on the axis asked for (both axes when
/// none). With one: the constraints that determine it, found transitively: a constraint touching
/// a view in the set brings in the views it relates, until nothing changes. The root is the one
/// view not followed through, because the configuration fixes its frame; its constraints to the
/// views in the set are drawn, its constraints to anything else are not.
struct ConstraintGraphScope {
    /// Positions in `ConstraintGraphInput.constraints`, in their order.
    let constraintIndices: [Int]
    /// The views drawn as nodes (guides are drawn when a drawn constraint uses them).
    let views: Set<String>

    init(_ input: ConstraintGraphInput) throws {
        let onAxis = input.constraints.indices.filter { Self.isOn(input.axis, input.constraints[$0]) }
        guard let focus = input.focusView else {
            constraintIndices = onAxis
            views = Set(input.layout.views.map(\.id)).union(onAxis.flatMap { input.constraints[$0].items.map(\.view) })
            return
        }
        guard input.layout.view(focus) != nil else { throw RenderingError.unknownView(focus, layout: input.layout.name) }

        var touching: [String: [Int]] = [:]
        for index in onAxis {
            for view in Set(input.constraints[index].items.map(\.view)) { touching[view, default: []].append(index) }
        }
        let boundary = input.layout.root.id
        var reached: Set<String> = [focus]
        var pending = [focus]
        var taken = Set<Int>()
        while let view = pending.popLast() {
            for index in touching[view] ?? [] where taken.insert(index).inserted {
                for related in input.constraints[index].items.map(\.view) where reached.insert(related).inserted {
                    if related != boundary { pending.append(related) }
                }
            }
        }
        constraintIndices = onAxis.filter(taken.contains)
        views = reached
    }

    /// True when either side of the constraint is on the axis (an aspect ratio is on both).
    private static func isOn(_ axis: Axis?, _ constraint: LayoutConstraint) -> Bool {
        guard let axis else { return true }
        return constraint.first.attribute.axis == axis || constraint.second?.attribute.axis == axis
    }
}
