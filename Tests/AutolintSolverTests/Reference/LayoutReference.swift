import AutolintModel
import AutolintSolver

/// An independent reading of a small layout (`fixture-format.md` semantics, written again for the
/// tests, sharing no code with autolint's analysis): each view's frame relative to its superview
/// as four unknowns, every constraint as a row over them in the nearest common ancestor's
/// coordinates (right to left, a constraint that uses leading or trailing reads x as -x), size
/// >= 0 and intrinsic sizes as UIKit adds them, and the lexicographic problem solved exactly by
/// `ReferenceLP`, level by level.
struct LayoutReference {
    struct Row {
        var coefficients: [Fraction]
        var constant: Fraction
        var relation: Relation
        var priority: Double
        /// The written constraint it stands for, if any.
        var source: Int?
    }

    let layout: Layout
    let direction: WritingDirection
    let rootSize: (width: Int, height: Int)
    private(set) var rows: [Row] = []
    private var views: [String] = []

    init(layout: Layout, direction: WritingDirection, rootSize: (width: Int, height: Int)) {
        self.layout = layout
        self.direction = direction
        self.rootSize = rootSize
        views = layout.views.dropFirst().map(\.id)
        for view in layout.views.dropFirst() {
            for axis in [Axis.horizontal, .vertical] {
                let size = column(view.id, axis == .horizontal ? 2 : 3)
                rows.append(Row(coefficients: unit(size), constant: .zero, relation: .greaterThanOrEqual, priority: 1000))
                if let intrinsic = view.intrinsicSize[axis] {
                    let value = Fraction(Int(intrinsic))
                    rows.append(Row(coefficients: unit(size), constant: -value, relation: .greaterThanOrEqual,
                                    priority: Double(view.compressionResistance[axis].value)))
                    rows.append(Row(coefficients: unit(size), constant: -value, relation: .lessThanOrEqual, priority: Double(view.hugging[axis].value)))
                }
            }
        }
        for (index, constraint) in layout.constraints.enumerated() {
            rows.append(row(constraint, source: index))
        }
    }

    var variableCount: Int { views.count * 4 }

    /// The unknown: 0 x, 1 y, 2 width, 3 height of a view relative to its superview.
    func column(_ view: String, _ part: Int) -> Int { views.firstIndex(of: view)! * 4 + part }

    private func unit(_ column: Int) -> [Fraction] {
        var coefficients = [Fraction](repeating: .zero, count: variableCount)
        coefficients[column] = .one
        return coefficients
    }

    /// A linear expression: coefficients and a constant.
    private struct Linear {
        var coefficients: [Fraction]
        var constant: Fraction

        static func + (a: Linear, b: Linear) -> Linear {
            Linear(coefficients: zip(a.coefficients, b.coefficients).map { $0 + $1 }, constant: a.constant + b.constant)
        }
        static func * (k: Fraction, a: Linear) -> Linear {
            Linear(coefficients: a.coefficients.map { k * $0 }, constant: k * a.constant)
        }
    }

    private func constant(_ value: Fraction) -> Linear { Linear(coefficients: [Fraction](repeating: .zero, count: variableCount), constant: value) }

    /// The absolute (root) origin of a view along an axis, or its size.
    private func origin(_ view: String, _ axis: Axis) -> Linear {
        guard view != layout.root.id, let parent = layout.view(view)?.parent else { return constant(.zero) }
        return origin(parent, axis) + Linear(coefficients: unit(column(view, axis == .horizontal ? 0 : 1)), constant: .zero)
    }

    private func size(_ view: String, _ axis: Axis) -> Linear {
        guard view != layout.root.id else { return constant(Fraction(axis == .horizontal ? rootSize.width : rootSize.height)) }
        return Linear(coefficients: unit(column(view, axis == .horizontal ? 2 : 3)), constant: .zero)
    }

    private func ancestors(_ view: String) -> [String] {
        var chain = [view]
        while let parent = layout.view(chain.last!)?.parent { chain.append(parent) }
        return chain
    }

    /// An anchor's value in `ancestor`'s coordinates; `mirrored`: x read as -x.
    private func value(_ anchor: LayoutAnchor, in ancestor: String, mirrored: Bool) -> Linear {
        let view = anchor.item.view
        guard let axis = anchor.attribute.axis else { return constant(.zero) }
        let start = origin(view, axis) + Fraction(-1) * origin(ancestor, axis)
        let length = size(view, axis)
        let rtl = direction == .rightToLeft
        let raw: Linear
        switch anchor.attribute {
        case .left, .top: raw = start
        case .right, .bottom: raw = start + length
        case .leading: raw = rtl ? start + length : start
        case .trailing: raw = rtl ? start : start + length
        case .centerX, .centerY: raw = start + Fraction(1, 2) * length
        case .width, .height: return length
        default: return constant(.zero)
        }
        return mirrored && axis == .horizontal ? Fraction(-1) * raw : raw
    }

    private func row(_ constraint: LayoutConstraint, source: Int) -> Row {
        let directional: (LayoutAttribute) -> Bool = { $0 == .leading || $0 == .trailing }
        let mirrored = direction == .rightToLeft && (directional(constraint.first.attribute) || constraint.second.map { directional($0.attribute) } == true)
        var right = constant(Self.fraction(constraint.constant))
        let ancestor: String
        if let second = constraint.second {
            let above = Set(ancestors(constraint.first.item.view))
            ancestor = ancestors(second.item.view).first(where: above.contains) ?? layout.root.id
            right = Self.fraction(constraint.multiplier) * value(second, in: ancestor, mirrored: mirrored) + right
        } else {
            ancestor = layout.view(constraint.first.item.view)?.parent ?? layout.root.id
        }
        let left = value(constraint.first, in: ancestor, mirrored: mirrored)
        let difference = left + Fraction(-1) * right
        return Row(coefficients: difference.coefficients, constant: difference.constant, relation: Self.relation(constraint.relation),
                   priority: Double(constraint.priority.value), source: source)
    }

    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Data in halves and integers only (the generator's), as exact fractions.
    static func fraction(_ value: Double) -> Fraction { Fraction(Int((value * 2).rounded()), 2) }

    // MARK: The lexicographic problem

    private var optional: [Int] { rows.indices.filter { rows[$0].priority < 1000 } }
    private var levels: [Double] { Array(Set(optional.map { rows[$0].priority })).sorted(by: >) }
    private var width: Int { variableCount + optional.count }

    /// Required rows as they are, optional ones with an error column each, levels capped.
    private func program(capping optima: [Double: Fraction], requiredOnly: Bool = false) -> ReferenceLP {
        var lp = ReferenceLP(variableCount: width)
        let errors = optional
        for (index, row) in rows.enumerated() {
            var coefficients = row.coefficients + [Fraction](repeating: .zero, count: errors.count)
            let rhs = -row.constant
            if row.priority >= 1000 || requiredOnly {
                if row.priority >= 1000 { lp.rows.append(.init(coefficients: coefficients, relation: row.relation, rhs: rhs)) }
                continue
            }
            let e = variableCount + errors.firstIndex(of: index)!
            switch row.relation {
            case .equal:
                coefficients[e] = -.one
                lp.rows.append(.init(coefficients: coefficients, relation: .lessThanOrEqual, rhs: rhs))
                coefficients[e] = .one
                lp.rows.append(.init(coefficients: coefficients, relation: .greaterThanOrEqual, rhs: rhs))
            case .lessThanOrEqual:
                coefficients[e] = -.one
                lp.rows.append(.init(coefficients: coefficients, relation: .lessThanOrEqual, rhs: rhs))
            case .greaterThanOrEqual:
                coefficients[e] = .one
                lp.rows.append(.init(coefficients: coefficients, relation: .greaterThanOrEqual, rhs: rhs))
            }
            var nonnegative = [Fraction](repeating: .zero, count: width)
            nonnegative[e] = .one
            lp.rows.append(.init(coefficients: nonnegative, relation: .greaterThanOrEqual, rhs: .zero))
        }
        for (level, optimum) in optima {
            var sum = [Fraction](repeating: .zero, count: width)
            for (k, index) in errors.enumerated() where rows[index].priority == level { sum[variableCount + k] = .one }
            lp.rows.append(.init(coefficients: sum, relation: .lessThanOrEqual, rhs: optimum))
        }
        return lp
    }

    var isFeasible: Bool { program(capping: [:], requiredOnly: true).isFeasible() }

    /// Every level at its optimum; nil when the required rows are infeasible.
    func optimalSet() -> ReferenceLP? {
        guard isFeasible else { return nil }
        var optima: [Double: Fraction] = [:]
        for level in levels {
            var sum = [Fraction](repeating: .zero, count: width)
            for (k, index) in optional.enumerated() where rows[index].priority == level { sum[variableCount + k] = .one }
            guard case .optimal(let value) = program(capping: optima).minimize(sum) else { return nil }
            optima[level] = value
        }
        return program(capping: optima)
    }

    /// Least and greatest value of an unknown over the optimal set (nil bounds: unbounded).
    static func range(of column: Int, in set: ReferenceLP) -> (low: Fraction?, high: Fraction?) {
        var objective = [Fraction](repeating: .zero, count: set.variableCount)
        objective[column] = .one
        let low: Fraction? = if case .optimal(let value) = set.minimize(objective) { value } else { nil }
        objective[column] = -.one
        let high: Fraction? = if case .optimal(let value) = set.minimize(objective) { -value } else { nil }
        return (low, high)
    }

    /// The least error of the written optional constraint over the optimal set.
    func leastError(ofSource source: Int, in set: ReferenceLP) -> Fraction? {
        guard let index = rows.firstIndex(where: { $0.source == source }), let k = optional.firstIndex(of: index) else { return nil }
        var objective = [Fraction](repeating: .zero, count: set.variableCount)
        objective[variableCount + k] = .one
        if case .optimal(let value) = set.minimize(objective) { return value }
        return nil
    }
}
