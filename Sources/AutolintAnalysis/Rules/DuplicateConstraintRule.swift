import AutolintModel

/// The same relation stated twice: as written, mirrored (`a == b` and `b == a`), or once as an
/// equation and once through a VFL line. The copy adds nothing but work and confusion, and when
/// one of them is later changed the two start to conflict.
public struct DuplicateConstraintRule: LayoutRule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-constraint", name: "Duplicate Constraint", defaultSeverity: .warning,
        description: """
            States a relation that another constraint already states: the same equation, its mirror \
            (a == b and b == a, a.top == b.bottom + 8 and b.bottom == a.top - 8), or the expansion of \
            a VFL line. Priorities are not compared: the same relation at two priorities is still redundant.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: title}]
            constraints:
              - title.width == 100
              - title.width == 100
            """,
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.width == b.width
              - b.width == a.width
            """,
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - b.top == a.bottom + 8
              - a.bottom == b.top - 8
            """,
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - "H:[a]-8-[b]"
              - b.leading == a.trailing + 8
            """,
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.height == 2 * b.height
              - b.height == 0.5 * a.height
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.width == b.width
              - a.height == b.height
              - b.top == a.bottom + 8
              - b.top >= a.bottom
            """,
            """
            root:
              subviews: [{id: a}]
            constraints:
              - a.width >= 100
              - a.width <= 100 @750
            """,
        ])

    public func validate(_ layout: Layout) -> [Diagnostic] {
        let base = layout.constraints.indices.filter { layout.constraints[$0].isAuthored }.map { Statement.base($0) }
        var diagnostics = duplicates(among: base, reportingFrom: 0, layout: layout)
        for (variationIndex, variation) in layout.variations.enumerated() {
            let removed = Set(variation.remove)
            let kept = base.filter { statement in
                guard case .base(let index) = statement, let id = layout.constraints[index].id else { return true }
                return !removed.contains(id)
            }
            let added = variation.add.indices.filter { variation.add[$0].isAuthored }.map { Statement.added(variation: variationIndex, $0) }
            diagnostics += duplicates(among: kept + added, reportingFrom: kept.count, layout: layout)
        }
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.location) \($0.message)").inserted }
    }

    /// Where a constraint is stated, so that large layouts are compared without copying constraints.
    private enum Statement {
        case base(Int)
        case added(variation: Int, Int)

        func constraint(in layout: Layout) -> LayoutConstraint {
            switch self {
            case .base(let index): layout.constraints[index]
            case .added(let variation, let index): layout.variations[variation].add[index]
            }
        }
    }

    /// Every statement at position `reportingFrom` or later that repeats an earlier one.
    private func duplicates(among statements: [Statement], reportingFrom start: Int, layout: Layout) -> [Diagnostic] {
        let form = { (position: Int) in CanonicalRelation(statements[position].constraint(in: layout)) }
        return RepeatedKeys.repeats(count: statements.count, from: start, key: { form($0).key }).map { position, first in
            diagnostic(statements[position], repeating: statements[first], mirrored: form(first).isMirrored != form(position).isMirrored, layout: layout)
        }
    }

    private func diagnostic(_ statement: Statement, repeating first: Statement, mirrored: Bool, layout: Layout) -> Diagnostic {
        let constraint = statement.constraint(in: layout)
        let original = first.constraint(in: layout)
        let line = original.location.map { " (line \($0.line))" } ?? ""
        return Self.description.diagnostic(
            at: constraint.reportLocation(in: layout), views: constraint.viewIDs, axis: constraint.first.attribute.axis,
            constraints: [original.label, constraint.label],
            message: "\(equation(of: constraint, in: layout)) states the same relation as \(equation(of: original, in: layout))\(line)\(mirrored ? ", mirrored" : "")",
            fixes: ["Remove one of the two constraints"])
    }

    /// The equation a message shows: over the views' names in an IB document, where ids are
    /// object ids (the constraint's own id stays in `constraints`).
    private func equation(of constraint: LayoutConstraint, in layout: Layout) -> String {
        guard layout.origin == .interfaceBuilder else { return constraint.equation }
        var unnamed = constraint
        unnamed.id = nil
        return unnamed.described(in: layout)
    }
}
