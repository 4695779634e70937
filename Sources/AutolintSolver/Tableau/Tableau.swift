import Collections

/// The simplex tableau: one sparse row per basic symbol, a column index from each symbol to the
/// basic symbols whose rows mention it, and the objective's priority vector of each symbol (kept
/// for the symbols whose coefficient is not zero).
///
/// Invariants:
/// - a restricted basic symbol never appears in any row, and restricted rows and the objective
///   mention only parametric, non-external symbols;
/// - the row of a basic external may mention other basic externals ("definition rows": a chain
///   `x[i] = x[i-1] + w[i-1] + 8` stays one short row per link instead of filling in); those
///   references never form a cycle;
/// - `columns[s]` lists exactly the basic symbols whose rows mention `s`.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    private var rows = RowPool()
    private var columns = ColumnIndex()
    private var objective = ObjectiveCoefficients()
    /// Symbols whose objective coefficient changed since they were last considered for entering.
    private var enteringCandidates = Heap<Int32>()
    /// Whether a symbol is in `enteringCandidates`, so that each is queued once.
    private var isEnteringCandidate: [Bool] = []
    /// Restricted basic symbols whose constant may have gone negative (may repeat).
    var infeasibleRows: [Int32] = []
    /// Phase 1's objective while a constraint is added through an artificial variable.
    var artificialObjective: SparseRow?
    /// Bumped whenever the set of definition rows changes, so that evaluation orders can be cached.
    private(set) var definitionVersion = 0
    /// Definition rows whose cells or constant changed since `takeChangedDefinitions()`, so that
    /// values can be updated for what changed only; nil when too many to be worth tracking.
    private var changedDefinitions: [Int32]? = []

    private var journal: Journal?
    /// The symbol count at `beginTransaction()`, while a transaction is open.
    private var transactionSymbolCount: Int?
    var mergeScratch = SparseRow.MergeScratch()
    /// The row `pivot(entering:leaving:)` works on, kept from one pivot to the next.
    private var pivotRow = SparseRow()
    /// The column `substitute(_:by:)` empties and works through, kept from one call to the next.
    private var columnScratch: [Int32] = []
    /// `flattened(_:)`'s marks, taken out while it runs.
    var flatteningScratch = FlatteningScratch()

    /// The solver's work so far: rows rewritten by substitutions (a pivot's included), and pivots.
    /// Tests bound them to keep the work linear in the constraints added, where a timing would
    /// depend on the machine.
    private(set) var rowsRewritten = 0
    private(set) var pivots = 0

    var symbolCount: Int { kinds.count }

    /// The symbols room was made for (`reserveCapacity(symbols:)`), which the flattening scratch
    /// grows to at once.
    private(set) var reservedSymbols = 0

    /// Room for `symbols` symbols in every per-symbol array (`Solver.reserveCapacity`).
    mutating func reserveCapacity(symbols: Int) {
        reservedSymbols = max(reservedSymbols, symbols)
        kinds.reserveCapacity(symbols)
        rows.reserveCapacity(symbols: symbols)
        columns.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        isEnteringCandidate.reserveCapacity(symbols)
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.appendSymbol()
        columns.appendColumn()
        objective.append()
        isEnteringCandidate.append(false)
        return id
    }

    func kind(_ s: Int32) -> SymbolKind { kinds[Int(s)] }
    func isBasic(_ s: Int32) -> Bool { rows.isBasic(s) }
    /// The row of basic `s`, read in place: read it and let it go before the tableau changes
    /// (see `RowView`).
    func row(_ s: Int32) -> RowView? { rows[s] }
    /// The basic symbols whose rows mention `s`: read it and let it go before the tableau changes
    /// (see `ColumnIndex.subscript`).
    func column(_ s: Int32) -> ArraySlice<Int32> { columns[s] }
    func columnCount(_ s: Int32) -> Int { columns.count(of: s) }
    func objectiveCoefficient(_ s: Int32) -> PriorityVector { objective[s] }
    /// Every symbol's objective coefficient, in symbol order.
    var objectiveCoefficients: [PriorityVector] { objective.all }

    /// A symbol that no row mentions and that is not basic: a fresh variable.
    func isUnused(_ s: Int32) -> Bool { !rows.isBasic(s) && columns.count(of: s) == 0 }

    // MARK: Rows

    /// Makes `basic` basic with a copy of `row` (into the pool).
    mutating func insertRow(_ basic: Int32, _ row: SparseRow) {
        saveRow(basic)
        for s in row.symbols { columns.insert(basic, into: s) }
        rows.insert(row, for: basic)
        if kinds[Int(basic)] == .external { definitionVersion += 1 }
        if kinds[Int(basic)].isRestricted && row.constant < -Tolerance.feasibility { infeasibleRows.append(basic) }
    }

    mutating func removeRow(_ basic: Int32) {
        saveRow(basic)
        guard let row = rows[basic] else { preconditionFailure("removing the row of a parametric symbol") }
        for s in row.symbols { columns.remove(basic, from: s) }
        rows.remove(basic)
        if kinds[Int(basic)] == .external { definitionVersion += 1 }
    }

    /// Removes `basic`'s row and returns a copy of it.
    mutating func takeRow(_ basic: Int32) -> SparseRow {
        guard let row = rows[basic].map(SparseRow.init) else { preconditionFailure("taking the row of a parametric symbol") }
        removeRow(basic)
        return row
    }

    /// Adds `delta` to the constant of a basic symbol's row (an edit moved its constraint).
    mutating func shiftConstant(of basic: Int32, by delta: Double) {
        saveRow(basic)
        noteChange(basic)
        let constant = rows.shiftConstant(of: basic, by: delta)
        if kinds[Int(basic)].isRestricted && constant < -Tolerance.feasibility {
            infeasibleRows.append(basic)
        }
    }

    /// Empties `symbol`'s column into the kept scratch array and hands it over; the caller gives it
    /// back (`columnScratch = column`) once it has worked through it.
    private mutating func takeColumn(_ symbol: Int32) -> [Int32] {
        var column = columnScratch
        columnScratch = []
        columns.removeAll(symbol, into: &column)
        return column
    }

    /// Replaces `symbol` by `replacement` in every row that mentions it, in the objective and in
    /// phase 1's objective. Costs the rows in the symbol's column, never a scan of the tableau.
    mutating func substitute(_ symbol: Int32, by replacement: SparseRow) {
        let column = takeColumn(symbol)
        defer { columnScratch = column }
        for basic in column {
            rowsRewritten += 1
            saveRow(basic)
            noteChange(basic)
            let k = rows[basic]!.coefficient(of: symbol)
            rows.add(replacement, times: k, dropping: symbol, to: basic, scratch: &mergeScratch)
            for s in mergeScratch.added { columns.insert(basic, into: s) }
            for s in mergeScratch.removed { columns.remove(basic, from: s) }
            if kinds[Int(basic)].isRestricted && rows.constant(of: basic) < -Tolerance.feasibility { infeasibleRows.append(basic) }
        }
        let weight = objective[symbol]
        if !weight.isEmpty {
            saveObjective(symbol)
            objective[symbol] = .zero
            for (index, s) in replacement.symbols.enumerated() {
                saveObjective(s)
                objective.add(weight, times: replacement.coefficients[index], to: s)
                markEnteringCandidate(s)
            }
        }
        if var artificial = artificialObjective {
            let k = artificial.coefficient(of: symbol)
            if k != 0 {
                artificial.remove(symbol)
                artificial.add(replacement, times: k, scratch: &mergeScratch)
                artificialObjective = artificial
            }
        }
    }

    /// Makes `entering` basic in place of `leaving`. The row changes owner, so its symbols'
    /// column entries are renamed rather than removed and added again.
    mutating func pivot(entering: Int32, leaving: Int32) {
        pivots += 1
        saveRow(leaving)
        // The row is taken out into the kept pivot row: it is substituted into the rows that mention
        // `entering`, which change the pool while it is read.
        var row = pivotRow
        pivotRow = SparseRow()
        rows.remove(leaving, into: &row)
        if kinds[Int(leaving)] == .external { definitionVersion += 1 }
        for s in row.symbols where s != entering { columns.rename(leaving, to: entering, in: s) }
        columns.remove(leaving, from: entering)
        row.solve(for: entering, replacing: leaving)
        columns.insert(entering, into: leaving)
        substitute(entering, by: row)
        saveRow(entering)
        rows.insert(row, for: entering)
        if kinds[Int(entering)] == .external { definitionVersion += 1 }
        if kinds[Int(entering)].isRestricted && row.constant < -Tolerance.feasibility { infeasibleRows.append(entering) }
        pivotRow = row
    }

    /// Removes every trace of a symbol that no constraint owns any more (rounding residue).
    mutating func purge(_ symbol: Int32) {
        if isBasic(symbol) { removeRow(symbol) }
        let column = takeColumn(symbol)
        defer { columnScratch = column }
        for basic in column {
            saveRow(basic)
            noteChange(basic)
            rows.removeCell(symbol, from: basic)
        }
        if !objective[symbol].isEmpty {
            saveObjective(symbol)
            objective[symbol] = .zero
        }
    }

    private mutating func noteChange(_ basic: Int32) {
        guard kinds[Int(basic)] == .external, changedDefinitions != nil else { return }
        if changedDefinitions!.count >= kinds.count { changedDefinitions = nil } else { changedDefinitions!.append(basic) }
    }

    /// The definitions changed since the last call (nil: assume all), and starts a new record.
    mutating func takeChangedDefinitions() -> [Int32]? {
        defer { changedDefinitions = [] }
        return changedDefinitions
    }

    // MARK: Objective

    private mutating func markEnteringCandidate(_ s: Int32) {
        guard !isEnteringCandidate[Int(s)] else { return }
        isEnteringCandidate[Int(s)] = true
        enteringCandidates.insert(s)
    }

    /// The lowest-id queued candidate, removed from the queue.
    mutating func popEnteringCandidate() -> Int32? {
        while let s = enteringCandidates.popMin() {
            // After a rollback the queue may name symbols that no longer exist.
            guard Int(s) < kinds.count else { continue }
            isEnteringCandidate[Int(s)] = false
            return s
        }
        return nil
    }

    mutating func addObjective(_ symbol: Int32, _ weight: PriorityVector, times k: Double) {
        if let row = rows[symbol] {
            for (index, s) in row.symbols.enumerated() {
                saveObjective(s)
                objective.add(weight, times: k * row.coefficients[index], to: s)
                markEnteringCandidate(s)
            }
        } else {
            saveObjective(symbol)
            objective.add(weight, times: k, to: symbol)
            markEnteringCandidate(symbol)
        }
    }

    // MARK: Transactions

    /// Starts a transaction: `rollBack()` drops the symbols made from here on, and restores what
    /// was overwritten once `recordOverwrites()` has been called.
    ///
    /// Recording is a separate step because it is costly and rarely needed: saving a row copies its
    /// cells out of the pool. An insertion changes existing rows and objective entries only once
    /// it cannot fail any more, except in phase 1.
    mutating func beginTransaction() {
        transactionSymbolCount = kinds.count
        journal = nil
    }

    /// From here on, every row and objective entry overwritten is saved for `rollBack()`.
    mutating func recordOverwrites() {
        guard journal == nil, transactionSymbolCount != nil else { return }
        journal = Journal()
    }

    mutating func commit() {
        journal = nil
        transactionSymbolCount = nil
    }

    /// Restores the tableau exactly as it was at `beginTransaction()`.
    mutating func rollBack() {
        guard let count = transactionSymbolCount else { return }
        let journal = self.journal ?? Journal()
        self.journal = nil
        transactionSymbolCount = nil
        for (basic, old) in journal.rows {
            if let current = rows[basic] {
                for s in current.symbols { columns.remove(basic, from: s) }
                rows.remove(basic)
            }
            if let old {
                rows.insert(old, for: basic)
                for s in old.symbols { columns.insert(basic, into: s) }
            }
        }
        for (symbol, old) in journal.objective { objective[symbol] = old }
        kinds.removeSubrange(count...)
        rows.truncate(to: count)
        columns.truncate(to: count)
        objective.truncate(to: count)
        isEnteringCandidate.removeSubrange(count...)
        artificialObjective = nil
        infeasibleRows = []
        definitionVersion += 1
    }

    private mutating func saveRow(_ basic: Int32) {
        guard journal != nil, journal!.savedRows.insert(basic).inserted else { return }
        journal!.rows.append((basic, rows[basic].map(SparseRow.init)))
    }

    private mutating func saveObjective(_ symbol: Int32) {
        guard journal != nil, journal!.savedObjective.insert(symbol).inserted else { return }
        journal!.objective.append((symbol, objective[symbol]))
    }

    /// Per-symbol marks for `flattened(_:)`, valid where they equal `epoch`, so that a call
    /// costs the cone it walks rather than a clearing of every symbol. A symbol's weight and
    /// whether it was expanded are kept per member of the cone (`slot`), not per symbol: 8 bytes a
    /// symbol rather than 20, and a large system's two axes make theirs at the same time.
    struct FlatteningScratch {
        var epoch: UInt32 = 0
        /// `epoch` where the symbol is in the current cone.
        var inCone: [UInt32] = []
        /// Where a symbol of the current cone is in `weight` and `expanded`.
        var slot: [UInt32] = []
        var weight: [Double] = []
        var expanded: [Bool] = []
        var stack: [Int32] = []
        var postorder: [Int32] = []
        var parametric = SparseRow()
    }

    /// Frees the scratch that adding constraints keeps from one addition to the next (about 8
    /// bytes a symbol, and the merge's, pivot's and columns' buffers); the next addition makes it
    /// again.
    mutating func releaseScratch() {
        flatteningScratch = FlatteningScratch()
        mergeScratch = SparseRow.MergeScratch()
        pivotRow = SparseRow()
        rows.releaseScratch()
        columnScratch = []
    }

    /// Grows the scratch to every symbol and gives it a fresh epoch (its marks cleared when the
    /// epoch wraps). `flattened(_:)` swaps the scratch out of the tableau while it works: a copy
    /// of its arrays would be retained and released on every flattening.
    static func prepare(_ scratch: inout FlatteningScratch, symbolCount: Int, reserved: Int = 0) {
        if scratch.inCone.count < symbolCount {
            // To the room reserved for the tableau while it holds, else by a quarter, not double:
            // two arrays per symbol, and the tableau grows steadily.
            let extra = symbolCount <= reserved
                ? reserved - scratch.inCone.count
                : max(symbolCount - scratch.inCone.count, scratch.inCone.count / 4)
            scratch.inCone += [UInt32](repeating: 0, count: extra)
            scratch.slot += [UInt32](repeating: 0, count: extra)
        }
        scratch.epoch &+= 1
        if scratch.epoch == 0 {
            for index in scratch.inCone.indices { scratch.inCone[index] = 0 }
            scratch.epoch = 1
        }
    }

    /// What a transaction overwrote, each row and objective entry saved once (before its first
    /// change). Kept only through phase 1 (`recordOverwrites()`), so its marks are sets rather
    /// than a stamp per symbol of the tableau.
    private struct Journal {
        var rows: [(Int32, SparseRow?)] = []
        var objective: [(Int32, PriorityVector)] = []
        var savedRows: Set<Int32> = []
        var savedObjective: Set<Int32> = []
    }
}
