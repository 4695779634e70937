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
        while let s = enteringCandidates.popMin() {
            guard Int(s) < symbolCount, kind(s).isPivotable, !isBasic(s) else { continue }
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

    /// Dual simplex: restores feasibility of restricted rows whose constants went negative after an
    /// edit, keeping the objective optimal. Returns false if some row cannot be repaired.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var repaired = true
        while let leaving = infeasibleRows.popMin() {
            guard Int(leaving) < symbolCount, let row = row(leaving), kind(leaving).isRestricted,
                  row.constant < -Tolerance.feasibility else { continue }
            var entering: Int32?
            var enteringCoefficient = 0.0
            var enteringCost = PriorityVector.zero
            for (index, s) in row.symbols.enumerated() {
                let a = row.coefficients[index]
                guard a > 0, kind(s).isPivotable else { continue }
                let cost = objectiveCoefficient(s)
                if entering == nil || PriorityVector.compareRatios(
                    cost, a, enteringCost, enteringCoefficient, tolerance: Tolerance.reducedCost) < 0 {
                    entering = s
                    enteringCoefficient = a
                    enteringCost = cost
                }
            }
            guard let entering else { repaired = false; continue }
            pivot(entering: entering, leaving: leaving)
        }
        return repaired
    }
}
