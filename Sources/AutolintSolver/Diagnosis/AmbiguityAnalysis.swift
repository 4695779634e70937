/// Decides ambiguity from the optimal tableau (docs/solver.md, "Ambiguity").
///
/// The optimal face is the set of feasible points where every parametric symbol with a nonzero
/// reduced cost stays at 0. Its tangent cone at the current vertex is
/// `K = { δ over the free columns : δ_j >= 0 for restricted j, a_r·δ >= 0 for degenerate rows r }`,
/// where the free columns are parametric externals and restricted symbols of zero reduced cost,
/// and degenerate rows are restricted basic rows at value 0. A variable is ambiguous exactly when
/// some δ in K changes it. When none of the variable's free columns touches a degenerate row the
/// answer is immediate; otherwise a small LP over the connected free columns and degenerate rows
/// decides it. A verdict whose decisions came near a tolerance is confirmed by `ExactOptimalSet`.
struct AmbiguityAnalysis {
    /// Unowned: the solver keeps its analysis until its tableau changes.
    private unowned let solver: Solver
    /// The solver's tableau, read once: a computed copy per access would retain its every array.
    private let tableau: Tableau
    /// Free columns of the optimal face.
    private var isFree: [Bool]
    /// Free columns that some degenerate row mentions.
    private var touchesDegenerateRow: [Bool]
    /// Each external's coefficients on the free columns (the flat expansion, restricted to them),
    /// by external: `slotOfSymbol` gives a symbol's slot (-1 for none). 4 bytes a symbol, where
    /// an optional row per symbol took 24 (a large layout's tableau has hundreds of thousands).
    private var freeCoefficients: [SparseRow]
    private var slotOfSymbol: [Int32]
    /// For each free column, the externals whose value moves with it.
    private var dependents: [Int32: [(symbol: Int32, coefficient: Double)]] = [:]
    /// Externals whose definitions reach a parametric column with a reduced cost near the
    /// tolerance: whether that column counts as free may be a rounding artefact.
    private var dependsOnNearColumn: [Bool]
    /// Columns that no direction of the cone moves, found once per connected part.
    private let rigidity: ConeRigidity
    /// What moves along each single free column, and why: every variable that column moves has
    /// the same answer, and a column a thousand views hang from would otherwise be walked (and its
    /// changes sorted) a thousand times.
    private let alongColumn = ColumnMemo()

    private final class ColumnMemo {
        var answers: [Int32: (changes: [VariableDelta], cause: Ambiguity.Cause)] = [:]
    }

    /// Coefficients smaller than this (relative to the largest in the vector) are rounding residue.
    static let coefficientTolerance = 1e-9

    init(solver: Solver) {
        self.solver = solver
        let tableau = solver.tableau
        self.tableau = tableau
        let count = tableau.symbolCount
        isFree = [Bool](repeating: false, count: count)
        touchesDegenerateRow = [Bool](repeating: false, count: count)
        for s in 0..<Int32(count) where !tableau.isBasic(s) {
            let kind = tableau.kind(s)
            if kind == .external || (kind.isPivotable && tableau.objectiveCoefficient(s).sign(tolerance: Tolerance.reducedCost) == 0) {
                isFree[Int(s)] = true
                touchesDegenerateRow[Int(s)] = tableau.column(s).contains { AmbiguityAnalysis.isDegenerate($0, in: tableau) }
            }
        }
        rigidity = ConeRigidity(tableau: tableau, isFree: isFree) { AmbiguityAnalysis.isDegenerate($0, in: tableau) }
        dependsOnNearColumn = [Bool](repeating: false, count: count)
        var isNearColumn = [Bool](repeating: false, count: count)
        for s in 0..<Int32(count) where !tableau.isBasic(s) && tableau.kind(s).isPivotable {
            isNearColumn[Int(s)] = tableau.objectiveCoefficient(s).containsCoefficient {
                AmbiguityAnalysis.isNear($0, Tolerance.reducedCost)
            }
        }
        // A parametric external is a free column itself; a basic one's vector is found from its
        // definition (empty until then, as for one no definition reaches).
        freeCoefficients = []
        slotOfSymbol = [Int32](repeating: -1, count: count)
        for s in 0..<Int32(count) where tableau.kind(s) == .external {
            slotOfSymbol[Int(s)] = Int32(freeCoefficients.count)
            freeCoefficients.append(tableau.isBasic(s) ? SparseRow() : SparseRow(symbols: [s], coefficients: [1], constant: 0))
        }
        for s in tableau.definitionOrder() {
            let row = tableau.row(s)!
            var vector = SparseRow()
            for (index, t) in row.symbols.enumerated() {
                let a = row.coefficients[index]
                if isNearColumn[Int(t)] || dependsOnNearColumn[Int(t)] { dependsOnNearColumn[Int(s)] = true }
                if tableau.kind(t) == .external {
                    if let inner = freeVector(of: t), !inner.isEmpty { vector.add(inner, times: a) }
                } else if isFree[Int(t)] {
                    vector.add(t, a)
                }
            }
            freeCoefficients[Int(slotOfSymbol[Int(s)])] = vector
        }
        for s in 0..<Int32(count) where tableau.kind(s) == .external {
            guard let vector = freeVector(of: s) else { continue }
            for (index, column) in vector.symbols.enumerated() {
                dependents[column, default: []].append((s, vector.coefficients[index]))
            }
        }
    }

    /// Whether a value that a decision compared with `tolerance` lies within a factor of
    /// `nearFactor` of it, on either side (exact zeros are not near: they are exact).
    static func isNear(_ value: Double, _ tolerance: Double) -> Bool {
        let magnitude = abs(value)
        return magnitude >= tolerance / nearFactor && magnitude <= tolerance * nearFactor
    }

    /// How close to a tolerance a decision must come to be confirmed exactly.
    static let nearFactor = 1e3

    static func isDegenerate(_ basic: Int32, in tableau: Tableau) -> Bool {
        tableau.kind(basic).isRestricted && abs(tableau.row(basic)!.constant) <= Tolerance.feasibility
    }

    /// An external's coefficients on the free columns; nil for another symbol.
    private func freeVector(of symbol: Int32) -> SparseRow? {
        let slot = slotOfSymbol[Int(symbol)]
        return slot >= 0 ? freeCoefficients[Int(slot)] : nil
    }

    private func significantColumns(of symbol: Int32) -> [(column: Int32, coefficient: Double)] {
        guard let vector = freeVector(of: symbol), !vector.isEmpty else { return [] }
        let scale = vector.coefficients.map(abs).max() ?? 0
        return vector.symbols.indices.compactMap { index in
            abs(vector.coefficients[index]) > AmbiguityAnalysis.coefficientTolerance * max(1, scale)
                ? (vector.symbols[index], vector.coefficients[index]) : nil
        }
    }

    /// A free direction (sparse over free columns) that changes the variable, if there is one.
    func freeDirection(of variable: Variable) -> [(column: Int32, amount: Double)]? {
        let columns = significantColumns(of: Int32(variable.id))
        if columns.isEmpty { return nil }
        if let free = columns.first(where: { !touchesDegenerateRow[Int($0.column)] }) {
            return [(free.column, 1)]
        }
        if columns.allSatisfy({ rigidity.isRigid($0.column) }) { return nil }
        return coneDirection(columns)
    }

    /// The degenerate case: maximise, then minimise, `a_v·δ` over K within the box |δ| <= 1.
    private func coneDirection(_ objective: [(column: Int32, coefficient: Double)]) -> [(column: Int32, amount: Double)]? {
        // The free columns and degenerate rows connected to the variable's columns.
        var columns: [Int32] = []
        var seenColumns = Set<Int32>()
        var rows: [Int32] = []
        var seenRows = Set<Int32>()
        var queue = objective.map(\.column)
        while let column = queue.popLast() {
            guard seenColumns.insert(column).inserted else { continue }
            columns.append(column)
            for basic in tableau.column(column) where AmbiguityAnalysis.isDegenerate(basic, in: tableau) {
                guard seenRows.insert(basic).inserted else { continue }
                rows.append(basic)
                for s in tableau.row(basic)!.symbols where isFree[Int(s)] && !seenColumns.contains(s) { queue.append(s) }
            }
        }
        columns.sort()
        rows.sort()
        let lp = Solver(mode: .strict)
        var deltas: [Int32: Variable] = [:]
        for column in columns {
            let delta = lp.makeVariable("δ\(column)")
            deltas[column] = delta
            let lower: Double = tableau.kind(column).isRestricted ? 0 : -1
            _ = try? lp.add(Constraint(Expression(delta), .greaterThanOrEqual, Expression(lower)))
            _ = try? lp.add(Constraint(Expression(delta), .lessThanOrEqual, Expression(1)))
        }
        for basic in rows {
            let row = tableau.row(basic)!
            var expression = Expression()
            for (index, s) in row.symbols.enumerated() where isFree[Int(s)] {
                expression.terms.append(.init(deltas[s]!, row.coefficients[index]))
            }
            _ = try? lp.add(Constraint(expression, .greaterThanOrEqual))
        }
        var target = Expression()
        for (column, coefficient) in objective { target.terms.append(.init(deltas[column]!, coefficient)) }
        let bound: Double = objective.reduce(1.0) { (sum: Double, term) in sum + abs(term.coefficient) }
        let scale = objective.map { abs($0.coefficient) }.max() ?? 1
        for goal in [bound, -bound] {
            let handle = try? lp.add(Constraint(target - goal, .equal, priority: 1))
            let reached = target.value { lp.value(of: $0) }
            if abs(reached) > AmbiguityAnalysis.coefficientTolerance * scale {
                return columns.compactMap { column in
                    let amount = lp.value(of: deltas[column]!)
                    return abs(amount) > AmbiguityAnalysis.coefficientTolerance ? (column, amount) : nil
                }
            }
            if let handle { lp.remove(handle) }
        }
        return nil
    }

    /// Every external's change along a direction, sorted by variable.
    func changes(along direction: [(column: Int32, amount: Double)]) -> [VariableDelta] {
        var total: [Int32: Double] = [:]
        for (column, amount) in direction {
            for (symbol, coefficient) in dependents[column] ?? [] { total[symbol, default: 0] += coefficient * amount }
        }
        let scale = total.values.map(abs).max() ?? 0
        return total.filter { abs($0.value) > AmbiguityAnalysis.coefficientTolerance * max(1, scale) }
            .map { VariableDelta(variable: Variable(id: Int($0.key)), delta: $0.value) }
            .sorted { $0.variable < $1.variable }
    }

    /// How each restricted basic row's value changes along a direction.
    func rowSlopes(along direction: [(column: Int32, amount: Double)]) -> [(basic: Int32, slope: Double)] {
        var slopes: [Int32: Double] = [:]
        for (column, amount) in direction {
            for basic in tableau.column(column) where tableau.kind(basic).isRestricted {
                slopes[basic, default: 0] += tableau.row(basic)!.coefficient(of: column) * amount
            }
        }
        return slopes.map { ($0.key, $0.value) }.sorted { $0.basic < $1.basic }
    }

    /// The optional constraints whose errors move along the direction.
    func tiedConstraints(along direction: [(column: Int32, amount: Double)]) -> [ConstraintHandle] {
        var handles = Set<Int>()
        for (column, _) in direction where tableau.kind(column) == .error {
            if let owner = solver.owner(of: column) { handles.insert(owner) }
        }
        for (basic, slope) in rowSlopes(along: direction)
        where tableau.kind(basic) == .error && abs(slope) > AmbiguityAnalysis.coefficientTolerance {
            if let owner = solver.owner(of: basic) { handles.insert(owner) }
        }
        return handles.sorted().map { ConstraintHandle(id: $0) }
    }

    /// The verdict of the tableau, confirmed in exact arithmetic when one of its decisions came
    /// near a tolerance (and the variable's component is within the exact check's budget).
    func ambiguity(of variable: Variable) -> Ambiguity? {
        let found = floatingAmbiguity(of: variable)
        guard isNearTolerance(variable), let exact = exactVerdict(of: variable) else { return found }
        switch exact {
        case .unique: return nil
        case .ambiguous(let ambiguity, _): return found ?? ambiguity
        }
    }

    private func floatingAmbiguity(of variable: Variable) -> Ambiguity? {
        guard let direction = freeDirection(of: variable) else { return nil }
        let single = direction.count == 1 && direction[0].amount == 1 ? direction[0].column : nil
        if let single, let known = alongColumn.answers[single] {
            return Ambiguity(variable: variable, direction: known.changes, cause: known.cause)
        }
        let (changes, cause) = movement(along: direction)
        if let single { alongColumn.answers[single] = (changes, cause) }
        return Ambiguity(variable: variable, direction: changes, cause: cause)
    }

    /// The variables that change along a direction, and whether it trades errors (a tie) or moves
    /// none (underconstrained).
    private func movement(along direction: [(column: Int32, amount: Double)]) -> (changes: [VariableDelta], cause: Ambiguity.Cause) {
        let tied = tiedConstraints(along: direction)
        let cause: Ambiguity.Cause
        if tied.isEmpty {
            cause = .underconstrained
        } else {
            // A direction may trade errors at several levels at once (each level's sum staying
            // constant); the tie that matters is the one at the highest of them.
            let priority = tied.compactMap { solver.constraint($0)?.priority }.max()!
            cause = .tie(priority: priority, constraints: tied.filter { solver.constraint($0)?.priority == priority })
        }
        return (changes(along: direction), cause)
    }

    /// Up to two other optimal solutions moving the variable: one each way along its free
    /// direction when both ways stay optimal, at the far end of the optimal face (or at
    /// `AlternativeSolution.unboundedTravel` when nothing bounds the move).
    func alternativeSolutions(moving variable: Variable) -> [AlternativeSolution] {
        if isNearTolerance(variable), let exact = exactVerdict(of: variable) {
            switch exact {
            case .unique: return []
            case .ambiguous(_, let solutions) where freeDirection(of: variable) == nil: return solutions
            case .ambiguous: break
            }
        }
        guard let direction = freeDirection(of: variable) else { return [] }
        let changes = changes(along: direction)
        guard let moved = changes.first(where: { $0.variable == variable })?.delta, moved != 0 else { return [] }
        let slopes = rowSlopes(along: direction)
        let values = solver.currentValues()
        var solutions: [AlternativeSolution] = []
        for sign in [1.0, -1.0] {
            if sign < 0 {
                let reversible = direction.allSatisfy { tableau.kind($0.column) == .external }
                    && slopes.allSatisfy { !AmbiguityAnalysis.isDegenerate($0.basic, in: tableau) || abs($0.slope) <= AmbiguityAnalysis.coefficientTolerance }
                if !reversible { continue }
            }
            var step = AlternativeSolution.unboundedTravel / abs(moved)
            for (basic, slope) in slopes where sign * slope < -AmbiguityAnalysis.coefficientTolerance {
                step = min(step, max(0, tableau.row(basic)!.constant) / -(sign * slope))
            }
            if step <= 0 { continue }
            solutions.append(AlternativeSolution(
                step: sign * step,
                values: changes.map { VariableValue(variable: $0.variable, value: values[$0.variable.id] + sign * step * $0.delta) }))
        }
        return solutions
    }

    // MARK: Exact confirmation

    /// Whether some decision behind the variable's verdict came near its tolerance: a reduced
    /// cost its definitions reach, a coefficient on a free column, or the constant of a row that
    /// mentions one of its free columns.
    func isNearTolerance(_ variable: Variable) -> Bool {
        let symbol = Int32(variable.id)
        if dependsOnNearColumn[Int(symbol)] { return true }
        guard let vector = freeVector(of: symbol), !vector.isEmpty else { return false }
        let scale = max(1, vector.coefficients.map(abs).max() ?? 0)
        for (index, column) in vector.symbols.enumerated() {
            if AmbiguityAnalysis.isNear(vector.coefficients[index] / scale, AmbiguityAnalysis.coefficientTolerance) { return true }
            for basic in tableau.column(column) where tableau.kind(basic).isRestricted {
                if AmbiguityAnalysis.isNear(tableau.row(basic)!.constant, Tolerance.feasibility) { return true }
            }
        }
        return false
    }

    enum ExactVerdict {
        case unique
        /// With the ambiguity read from the exact extremes and those extremes as solutions.
        case ambiguous(Ambiguity, [AlternativeSolution])
    }

    /// The verdict of `ExactOptimalSet` on the variable's connected component; nil when the
    /// component is over the exact check's budget or no constraint mentions the variable.
    func exactVerdict(of variable: Variable) -> ExactVerdict? {
        guard let anchor = solver.firstHandle(mentioning: variable) else { return nil }
        let component = solver.connectedConstraints(of: anchor, atLeast: Priority(1))
        let constraints = component.map { solver.constraint($0)! }
        guard let set = ExactOptimalSet(constraints: constraints, mode: solver.mode),
              let (least, greatest) = set.extremes(of: variable) else { return nil }
        // A direction between the two extremes (or along a ray) that moves the variable.
        let direction: [Rational]
        switch (least, greatest) {
        case (_, .ray(let ray)), (.ray(let ray), _):
            direction = ray
        case (.point(let low), .point(let high)):
            guard set.value(of: variable, in: low) < set.value(of: variable, in: high) else { return .unique }
            direction = zip(high, low).map { $0 - $1 }
        }
        let deltas = set.variables.compactMap { v -> VariableDelta? in
            let delta = set.value(of: v, in: direction)
            return delta.isZero ? nil : VariableDelta(variable: v, delta: delta.doubleValue)
        }
        let moving = Set(set.errorColumns.filter { !direction[$0.column].isZero }.map { $0.constraint })
        let cause: Ambiguity.Cause
        if let priority = moving.map({ constraints[$0].priority }).max() {
            cause = .tie(priority: priority, constraints: moving.filter { constraints[$0].priority == priority }.map { component[$0] }.sorted())
        } else {
            cause = .underconstrained
        }
        // The extremes as solutions; a point's step is measured on the variable's own change.
        let current = solver.currentValues()
        let moved = deltas.first { $0.variable == variable }!.delta
        var solutions: [AlternativeSolution] = []
        for extreme in [least, greatest] {
            switch extreme {
            case .point(let point):
                let values = set.variables.map { VariableValue(variable: $0, value: set.value(of: $0, in: point).doubleValue) }
                let value = values.first { $0.variable == variable }!.value
                if value != current[variable.id] {
                    solutions.append(AlternativeSolution(
                        step: (value - current[variable.id]) / moved, values: values.filter { $0.value != current[$0.variable.id] }))
                }
            case .ray:
                let step = AlternativeSolution.unboundedTravel / abs(moved)
                solutions.append(AlternativeSolution(step: step, values: deltas.map {
                    VariableValue(variable: $0.variable, value: current[$0.variable.id] + step * $0.delta)
                }))
            }
        }
        return .ambiguous(Ambiguity(variable: variable, direction: deltas, cause: cause), solutions)
    }
}
