import Collections

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
            // Extreme coefficients can make the ratio infinite or NaN: it still takes part, ranked last.
            guard !ratio.isNaN else { continue }
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// Phase 1: minimises `artificialObjective` (a copy of the row being added).
    ///
    /// Bland's rule: the lowest symbol whose coefficient is negative enters. A pivot changes the
    /// artificial row only in the symbols of the entering symbol's new row, so candidates wait in
    /// a heap and only those symbols are queued again: a dense row (the end of a long chain) is
    /// scanned once, not once per pivot.
    mutating func optimizeArtificial() {
        guard let start = artificialObjective else { return }
        var candidates = Heap(start.symbols)
        while let artificial = artificialObjective, let entering = candidates.popMin() {
            guard kind(entering).isPivotable, !isBasic(entering),
                  artificial.coefficient(of: entering) < -Tolerance.reducedCost else { continue }
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
            for s in row(entering)!.symbols { candidates.insert(s) }
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
    ///
    /// When the entering symbol costs nothing (a tie between optional constraints of equal
    /// priority) and pivoting it in would drive another row negative, the classic dual step hands
    /// the infeasibility to that row: a flip on a chain of N tied views then walks the whole chain
    /// with the dense infeasible row as pivot row every time, O(N) per pivot, O(N²) per flip.
    /// Instead such a symbol enters through the blocking row (a primal ratio test): values stay
    /// feasible, the objective does not move because the symbol costs nothing, the infeasible row
    /// improves or stays, and the pivot row is the blocking one, usually short. The walk becomes
    /// one short pivot per view plus one dual pivot. This inner loop is Bland's primal simplex
    /// maximising the infeasible row over the zero-cost columns (lowest-id entering, lowest-id
    /// min-ratio leaving), so it cannot cycle; it ends in the basis the classic walk reaches when
    /// each of the walk's steps makes one row negative.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var repaired = true
        rows: while let leaving = mostInfeasibleRow() {
            // A row no symbol can raise is given up (dropped from the queue, not retried forever).
            guard var entering = dualEnteringSymbol(for: leaving) else {
                repaired = false
                infeasibleRows.removeAll { $0 == leaving }
                continue
            }
            // The zero-cost candidates of the leaving row, lowest id first, so that the walk does
            // not rescan the dense row at each step; entries are checked again when popped.
            var free = Heap<Int32>()
            if isFreeCandidate(entering, in: leaving) {
                let row = row(leaving)!
                for s in row.symbols where isFreeCandidate(s, in: leaving) { free.insert(s) }
            }
            while isFreeCandidate(entering, in: leaving) {
                let rise = -row(leaving)!.constant / row(leaving)!.coefficient(of: entering)
                guard let blocking = feasibleRowBlocking(entering, before: rise) else { break }
                let touched = Array(row(blocking)!.symbols)
                pivot(entering: entering, leaving: blocking)
                // The leaving row changed in the blocking row's cells only.
                for s in touched where isFreeCandidate(s, in: leaving) { free.insert(s) }
                guard let next = popFreeCandidate(&free, in: leaving) ?? dualEnteringSymbol(for: leaving) else {
                    repaired = false
                    infeasibleRows.removeAll { $0 == leaving }
                    continue rows
                }
                entering = next
            }
            pivot(entering: entering, leaving: leaving)
        }
        return repaired
    }

    /// Whether `s` may enter through `leaving` at no cost: a positive coefficient and a dual ratio
    /// of zero at every level.
    private func isFreeCandidate(_ s: Int32, in leaving: Int32) -> Bool {
        guard kind(s).isPivotable, !isBasic(s) else { return false }
        let a = row(leaving)!.coefficient(of: s)
        return a > 0 && PriorityVector.compareRatios(objectiveCoefficient(s), a, .zero, 1, tolerance: Tolerance.reducedCost) == 0
    }

    private func popFreeCandidate(_ free: inout Heap<Int32>, in leaving: Int32) -> Int32? {
        while let s = free.popMin() {
            if isFreeCandidate(s, in: leaving) { return s }
        }
        return nil
    }

    /// Dual ratio test: the least d_j / a_j over the row's positive coefficients (compared
    /// lexicographically); among tied candidates the lowest id, so that the pick never depends on
    /// storage order.
    private func dualEnteringSymbol(for leaving: Int32) -> Int32? {
        let row = row(leaving)!
        var best: (coefficient: Double, cost: PriorityVector)?
        for (index, s) in row.symbols.enumerated() {
            let a = row.coefficients[index]
            guard a > 0, kind(s).isPivotable else { continue }
            let cost = objectiveCoefficient(s)
            if best == nil || PriorityVector.compareRatios(cost, a, best!.cost, best!.coefficient, tolerance: Tolerance.reducedCost) < 0 {
                best = (a, cost)
            }
        }
        guard let best else { return nil }
        return row.symbols.indices.first { index in
            let s = row.symbols[index], a = row.coefficients[index]
            return a > 0 && kind(s).isPivotable && PriorityVector.compareRatios(
                objectiveCoefficient(s), a, best.cost, best.coefficient, tolerance: Tolerance.reducedCost) == 0
        }.map { row.symbols[$0] }
    }

    /// The feasible restricted row that `entering` drives to zero first while rising by less than
    /// `limit` (lowest id on ties), or nil when none does. Rows already infeasible are left to
    /// their own repair; a degenerate row (within the tolerance of 0) blocks at once.
    private func feasibleRowBlocking(_ entering: Int32, before limit: Double) -> Int32? {
        var best: Int32?
        var bestRatio = limit
        for basic in column(entering) where kind(basic).isRestricted {
            let row = row(basic)!
            let a = row.coefficient(of: entering)
            guard a < 0, row.constant >= -Tolerance.feasibility else { continue }
            let ratio = max(0, row.constant) / -a
            if ratio < bestRatio || (ratio == bestRatio && best != nil && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }
}
