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
        var diagnostics = duplicates(in: layout.constraints.filter(\.isAuthored), reportingFrom: 0, layout: layout)
        for variation in layout.variations {
            let kept = layout.constraints.filter { $0.isAuthored && !variation.remove.contains($0.id ?? "") }
            let added = variation.add.filter(\.isAuthored)
            diagnostics += duplicates(in: kept + added, reportingFrom: kept.count, layout: layout)
        }
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.location) \($0.message)").inserted }
    }

    /// Every constraint at index `reportingFrom` or later that repeats an earlier one.
    private func duplicates(in constraints: [LayoutConstraint], reportingFrom start: Int, layout: Layout) -> [Diagnostic] {
        var firstByKey: [String: (constraint: LayoutConstraint, mirrored: Bool)] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, constraint) in constraints.enumerated() {
            let form = CanonicalRelation(constraint)
            guard let original = firstByKey[form.key] else {
                firstByKey[form.key] = (constraint, form.isMirrored)
                continue
            }
            guard index >= start else { continue }
            let mirrored = original.mirrored != form.isMirrored
            let line = original.constraint.location.map { " (line \($0.line))" } ?? ""
            diagnostics.append(Self.description.diagnostic(
                at: constraint.reportLocation(in: layout), views: constraint.viewIDs, axis: constraint.first.attribute.axis,
                constraints: [original.constraint.label, constraint.label],
                message: "\(constraint.equation) states the same relation as \(original.constraint.equation)\(line)\(mirrored ? ", mirrored" : "")",
                fixes: ["Remove one of the two constraints"]))
        }
        return diagnostics
    }
}

/// A relation written one fixed way round, so that mirrored and re-scaled statements of it compare equal.
///
/// `A rel m * B + k` is also `B rel' (1/m) * A - k/m`, where `rel'` is `rel` flipped when `m > 0`.
/// The canonical form puts the anchor that sorts first on the left.
struct CanonicalRelation {
    let key: String
    /// Whether the canonical form is the constraint read right to left.
    let isMirrored: Bool

    init(_ constraint: LayoutConstraint) {
        let first = constraint.first.description
        guard let secondAnchor = constraint.second else {
            key = "\(first) \(constraint.relation.rawValue) \(Self.number(constraint.constant))"
            isMirrored = false
            return
        }
        let second = secondAnchor.description
        let multiplier = constraint.multiplier
        if second < first, multiplier != 0 {
            let relation = multiplier > 0 ? constraint.relation.flipped : constraint.relation
            key = "\(second) \(relation.rawValue) \(Self.number(1 / multiplier)) * \(first) + \(Self.number(-constraint.constant / multiplier))"
            isMirrored = true
        } else {
            key = "\(first) \(constraint.relation.rawValue) \(Self.number(multiplier)) * \(second) + \(Self.number(constraint.constant))"
            isMirrored = false
        }
    }

    /// Six decimals, so that `0.5` and `1 / 2.0` agree and float noise does not.
    private static func number(_ value: Double) -> String {
        let scaled = (value * 1_000_000).rounded()
        return scaled == 0 ? "0" : String(Int64(scaled))
    }
}
