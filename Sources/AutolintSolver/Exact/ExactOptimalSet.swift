/// The optimal set of a small system in exact rational arithmetic, as the solver defines it:
/// required constraints first, then level by level the sum of errors (one weighted sum in
/// `.weighted` mode); then a variable's least and greatest value over that set. It confirms the
/// ambiguity verdicts the floating-point analysis reaches near its tolerances.
///
/// A dense tableau with Bland's rule. Variables are split into positive and negative parts;
/// after each level, every column whose reduced cost is positive is locked at 0, which keeps
/// that level at its optimum while the next one is minimised.
struct ExactOptimalSet {
    /// One extreme of a variable over the optimal set: an optimal point, or a ray along which the
    /// variable is unbounded. Both as values per column.
    enum Extreme {
        case point([Rational])
        case ray([Rational])
    }

    private var rows: [[Rational]] = []
    private var basis: [Int] = []
    private var locked: [Bool]
    private let columnCount: Int
    /// Each variable's (positive part, negative part) columns, by variable id.
    private let variableColumns: [Int: (plus: Int, minus: Int)]
    /// Error columns with the index of their constraint.
    let errorColumns: [(column: Int, constraint: Int)]

    /// Nil when the system is over the exact check's budget or its required part is infeasible.
    init?(constraints: [Constraint], mode: Solver.Mode) {
        guard constraints.count <= ExactFeasibility.maximumConstraints else { return nil }
        let ids = Array(Set(constraints.flatMap { $0.expression.normalizedTerms.map(\.variable.id) })).sorted()
        var columns: [Int: (plus: Int, minus: Int)] = [:]
        for (index, id) in ids.enumerated() { columns[id] = (2 * index, 2 * index + 1) }
        var next = 2 * ids.count
        // Per constraint: its slack and error columns with their signs in `expression + … = 0`.
        var extra: [[(column: Int, sign: Int)]] = []
        var errors: [(column: Int, constraint: Int)] = []
        for (index, constraint) in constraints.enumerated() {
            var cells: [(column: Int, sign: Int)] = []
            let optional = !constraint.isRequired
            switch constraint.relation {
            case .equal:
                if optional {
                    cells = [(next, -1), (next + 1, 1)]
                    errors += [(next, index), (next + 1, index)]
                    next += 2
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign = constraint.relation == .lessThanOrEqual ? 1 : -1
                cells = [(next, sign)]
                next += 1
                if optional {
                    cells.append((next, -sign))
                    errors.append((next, index))
                    next += 1
                }
            }
            extra.append(cells)
        }
        let firstArtificial = next
        columnCount = next + constraints.count
        variableColumns = columns
        errorColumns = errors
        locked = [Bool](repeating: false, count: columnCount)
        for (index, constraint) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: columnCount + 1)
            for term in constraint.expression.normalizedTerms {
                let a = Rational(term.coefficient), pair = columns[term.variable.id]!
                row[pair.plus] = a
                row[pair.minus] = -a
            }
            for cell in extra[index] { row[cell.column] = Rational(cell.sign) }
            row[columnCount] = -Rational(constraint.expression.constant)
            if row[columnCount].isNegative { row = row.map { -$0 } }
            row[firstArtificial + index] = .one
            rows.append(row)
            basis.append(firstArtificial + index)
        }
        // Phase 1, then artificials out of the basis (a row with nothing else is redundant).
        var artificialCost = [Rational](repeating: .zero, count: columnCount)
        for j in firstArtificial..<columnCount { artificialCost[j] = .one }
        guard case .optimal = minimize(artificialCost) else { return nil }
        guard rows.indices.allSatisfy({ basis[$0] < firstArtificial || rows[$0][columnCount].isZero }) else { return nil }
        var i = 0
        while i < rows.count {
            if basis[i] >= firstArtificial {
                if let j = (0..<firstArtificial).first(where: { !rows[i][$0].isZero }) {
                    guard pivot(i, j) else { return nil }
                } else {
                    rows.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        for j in firstArtificial..<columnCount { locked[j] = true }
        // The levels, strongest first; each one's optimum is kept by locking.
        let levels: [[(column: Int, weight: Rational)]]
        switch mode {
        case .strict:
            let priorities = Set(errors.map { constraints[$0.constraint].priority.value }).sorted(by: >)
            levels = priorities.map { p in errors.filter { constraints[$0.constraint].priority.value == p }.map { ($0.column, .one) } }
        case .weighted:
            levels = [errors.map { ($0.column, Rational(constraints[$0.constraint].priority.value)) }]
        }
        for level in levels {
            var cost = [Rational](repeating: .zero, count: columnCount)
            for (column, weight) in level { cost[column] = weight }
            guard case .optimal(let reduced) = minimize(cost) else { return nil }
            for j in 0..<columnCount where reduced[j].isPositive { locked[j] = true }
        }
    }

    /// The variable's least and greatest extremes over the optimal set; nil when the variable is
    /// not in the system or the check runs over its budget.
    func extremes(of variable: Variable) -> (least: Extreme, greatest: Extreme)? {
        guard let pair = variableColumns[variable.id] else { return nil }
        var result: [Extreme] = []
        for sign in [1, -1] {
            var copy = self
            var cost = [Rational](repeating: .zero, count: columnCount)
            cost[pair.plus] = Rational(sign)
            cost[pair.minus] = Rational(-sign)
            switch copy.minimize(cost) {
            case nil: return nil
            case .optimal: result.append(.point(copy.values))
            case .unbounded(let ray): result.append(.ray(ray))
            }
        }
        return (result[0], result[1])
    }

    /// The least error of one constraint (by its index in `constraints`) over the optimal set: zero
    /// when some optimal solution meets it; nil over the budget, or for a required constraint.
    func leastError(ofConstraintAt index: Int) -> Rational? {
        let columns = errorColumns.filter { $0.constraint == index }.map(\.column)
        guard !columns.isEmpty else { return nil }
        var copy = self
        var cost = [Rational](repeating: .zero, count: columnCount)
        for column in columns { cost[column] = .one }
        guard case .optimal = copy.minimize(cost) else { return nil }
        let values = copy.values
        return columns.reduce(Rational.zero) { $0 + values[$1] }
    }

    /// A variable's value (or change, for a ray) in per-column values.
    func value(of variable: Variable, in columnValues: [Rational]) -> Rational {
        guard let pair = variableColumns[variable.id] else { return .zero }
        return columnValues[pair.plus] - columnValues[pair.minus]
    }

    var variables: [Variable] { variableColumns.keys.sorted().map { Variable(id: $0) } }

    private var values: [Rational] {
        var values = [Rational](repeating: .zero, count: columnCount)
        for (i, column) in basis.enumerated() { values[column] = rows[i][columnCount] }
        return values
    }

    private enum Outcome {
        case optimal(reduced: [Rational])
        case unbounded(ray: [Rational])
    }

    /// Bland's primal simplex over the unlocked columns; nil when numbers outgrow the budget.
    private mutating func minimize(_ cost: [Rational]) -> Outcome? {
        var reduced = cost
        for (i, row) in rows.enumerated() where !cost[basis[i]].isZero {
            let k = cost[basis[i]]
            for j in 0..<columnCount where !row[j].isZero { reduced[j] = reduced[j] - k * row[j] }
        }
        while let entering = (0..<columnCount).first(where: { !locked[$0] && reduced[$0].isNegative }) {
            var leaving: Int?
            var best = Rational.zero
            for i in rows.indices where rows[i][entering].isPositive {
                let ratio = rows[i][columnCount] / rows[i][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
                    leaving = i
                    best = ratio
                }
            }
            guard let r = leaving else {
                var ray = [Rational](repeating: .zero, count: columnCount)
                ray[entering] = .one
                for (i, column) in basis.enumerated() { ray[column] = -rows[i][entering] }
                return .unbounded(ray: ray)
            }
            guard pivot(r, entering) else { return nil }
            let k = reduced[entering]
            for j in 0..<columnCount where !rows[r][j].isZero { reduced[j] = reduced[j] - k * rows[r][j] }
        }
        return .optimal(reduced: reduced)
    }

    private mutating func pivot(_ r: Int, _ entering: Int) -> Bool {
        let pivot = rows[r][entering]
        rows[r] = rows[r].map { $0 / pivot }
        for i in rows.indices where i != r && !rows[i][entering].isZero {
            let k = rows[i][entering]
            for j in 0...columnCount where !rows[r][j].isZero { rows[i][j] = rows[i][j] - k * rows[r][j] }
        }
        basis[r] = entering
        return !rows[r].contains { $0.bitWidth > ExactFeasibility.maximumBitWidth }
    }
}
