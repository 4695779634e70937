/// The three simplex loops: primal on the lexicographic objective, phase 1 on an artificial
/// objective, and dual after edits. Every pick is the lowest id among equals (Bland's rule), so
/// the loops cannot cycle and never depend on storage order.
extension Tableau {
    /// Primal simplex: pivots while some parametric symbol has a lexicographically negative
    /// reduced cost. Returns false when the objective is unbounded (no row limits the entering
    /// symbol), which a sum of nonnegative errors never is.
    @discardableResult
    mutating func optimize() -> Bool {
        while let entering = nextEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    private mutating func nextEnteringSymbol() -> Int32? {
        while let s = popEnteringCandidate() {
            guard kind(s).isPivotable, !isBasic(s) else { continue }
            if objectiveCoefficient(s).sign(tolerance: Tolerance.reducedCost) < 0 { return s }
        }
        return nil
    }

    /// The ratio test over the entering symbol's column: the restricted row that hits zero first.
    func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        for basic in column(entering) where kind(basic).isRestricted {
            let row = row(basic)!
            let a = row.coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -row.constant / a
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// Phase 1: minimises `artificialObjective` (a copy of the row being added).
    mutating func optimizeArtificial() {
        while let artificial = artificialObjective {
            guard let index = artificial.coefficients.indices.first(where: {
                artificial.coefficients[$0] < -Tolerance.reducedCost && kind(artificial.symbols[$0]).isPivotable
            }) else { return }
            let entering = artificial.symbols[index]
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The candidate row with the most negative constant (lowest id on ties), dropping candidates
    /// that are feasible again. The classic dual rule; picking by id instead walks a degenerate
    /// chain one link per pivot.
    private mutating func mostInfeasibleRow() -> Int32? {
        var best: Int32?
        var bestConstant = -Tolerance.feasibility
        var kept: [Int32] = []
        for candidate in infeasibleRows {
            guard Int(candidate) < symbolCount, kind(candidate).isRestricted, let row = row(candidate),
                  row.constant < -Tolerance.feasibility else { continue }
            if kept.last != candidate { kept.append(candidate) }
            if row.constant < bestConstant || (row.constant == bestConstant && candidate < best!) {
                best = candidate
                bestConstant = row.constant
            }
        }
        infeasibleRows = kept
        return best
    }

    /// Dual simplex: restores feasibility of restricted rows whose constants went negative after an
    /// edit, keeping the objective optimal. Returns false if some row cannot be repaired.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var repaired = true
        while let leaving = mostInfeasibleRow() {
            let row = row(leaving)!
            // Dual ratio test: the least d_j / a_j over the row's positive coefficients.
            var best: (coefficient: Double, cost: PriorityVector)?
            for (index, s) in row.symbols.enumerated() {
                let a = row.coefficients[index]
                guard a > 0, kind(s).isPivotable else { continue }
                let cost = objectiveCoefficient(s)
                if best == nil || PriorityVector.compareRatios(cost, a, best!.cost, best!.coefficient, tolerance: Tolerance.reducedCost) < 0 {
                    best = (a, cost)
                }
            }
            // Among tied candidates the lowest id, so that the pick never depends on storage order.
            var entering: Int32?
            if let best {
                entering = row.symbols.indices.first { index in
                    let s = row.symbols[index], a = row.coefficients[index]
                    return a > 0 && kind(s).isPivotable && PriorityVector.compareRatios(
                        objectiveCoefficient(s), a, best.cost, best.coefficient, tolerance: Tolerance.reducedCost) == 0
                }.map { row.symbols[$0] }
            }
            guard let entering else { repaired = false; continue }
            pivot(entering: entering, leaving: leaving)
        }
        return repaired
    }
}
