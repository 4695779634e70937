/// An incremental linear constraint solver with strict priority levels, after Cassowary: required
/// constraints first, then level by level from 999 down the sum of absolute errors of that level,
/// never worsening a higher level.
///
/// Single-threaded; one instance per system. See docs/solver.md.
public final class Solver {
    public enum Mode: Sendable, Hashable {
        /// Lexicographic priorities, as Auto Layout's engine: no number of lower-priority
        /// constraints outweighs a higher one.
        case strict
        /// kiwisolver's weighted sum: an optional constraint's error costs its priority value
        /// (as a kiwi strength). Kept for differential tests against kiwisolver only.
        case weighted
    }

    public let mode: Mode
    // The properties every insertion reads and writes skip the runtime's exclusivity checks: the
    // solver is used from one thread, its accesses never overlap, and the checks (about ten per
    // insertion) cost a twelfth of the time spent adding constraints.
    @exclusivity(unchecked) var tableau = Tableau()
    private var names: [Int: String] = [:]
    @exclusivity(unchecked) private(set) var records: [ConstraintRecord?] = []
    /// How many records are held fixed (`add(_:heldFixed:)`): a conflict looks for them only then.
    private var heldFixedCount = 0
    /// Every constraint's terms as given, one after another: a record keeps its range, where an
    /// array per constraint was an allocation each (a large layout has hundreds of thousands).
    @exclusivity(unchecked) private(set) var termPool: [Expression.Term] = []
    /// The handle id that introduced each symbol, by symbol (-1: none, or no longer). 32 bits as
    /// the symbols' own ids are: a constraint makes at least one symbol, so there are no more
    /// handles than symbols.
    @exclusivity(unchecked) private var owners: [Int32] = []
    private var edits: [Variable: EditRecord] = [:]
    private var evaluator = DefinitionEvaluator()
    private var valuesAreCurrent = false
    /// The diagnosis of the current optimum, kept until the tableau changes: asking about many
    /// variables (every ambiguous view's alternatives) then costs one analysis, not one each.
    private var cachedAmbiguityAnalysis: AmbiguityAnalysis?
    /// The constraints by variable, kept until the tableau changes: explaining every broken
    /// constraint then indexes the constraints once, not once each.
    private var cachedConstraintIndex: VariableConstraintIndex?

    public init(mode: Mode = .strict) { self.mode = mode }

    /// Counts the tableau's changes: an answer computed at one generation holds while it lasts
    /// (a caller that keeps answers of its own compares the generation).
    public private(set) var generation = 0

    /// Called whenever the tableau changes: values and the diagnosis must be computed again.
    private func tableauChanged() {
        generation &+= 1
        valuesAreCurrent = false
        cachedAmbiguityAnalysis = nil
        cachedConstraintIndex = nil
    }

    /// The constraints by the variables they mention, for the current tableau.
    var constraintIndex: VariableConstraintIndex {
        if let cached = cachedConstraintIndex { return cached }
        let index = VariableConstraintIndex(solver: self, symbolCount: tableau.symbolCount)
        cachedConstraintIndex = index
        return index
    }

    /// The ambiguity analysis of the current optimum.
    var ambiguityAnalysis: AmbiguityAnalysis {
        if let cached = cachedAmbiguityAnalysis { return cached }
        let analysis = AmbiguityAnalysis(solver: self)
        cachedAmbiguityAnalysis = analysis
        return analysis
    }

    /// Makes room at once for `variables` more variables and `required` plus `optional` more
    /// constraints, so that a large system's per-symbol arrays are allocated once: grown by
    /// doubling, each regrowth copies them and holds both copies. Capacity only: what the solver
    /// does is the same with or without it. Returns the number of symbols made room for.
    @discardableResult
    public func reserveCapacity(variables: Int, required: Int, optional: Int) -> Int {
        // The markers `insert(_:)` makes: a required constraint one (a slack or a dummy), an
        // optional one two (a slack and an error, or two errors).
        let symbols = tableau.symbolCount + variables + required + 2 * optional
        tableau.reserveCapacity(symbols: symbols)
        owners.reserveCapacity(symbols)
        records.reserveCapacity(records.count + required + optional)
        // Most constraints relate two anchors or fix one; room past what is used is never touched.
        termPool.reserveCapacity(termPool.count + 3 * (required + optional))
        return symbols
    }

    /// Frees what adding constraints keeps for the next addition (about 8 bytes a symbol), once
    /// a system has been added: while its diagnosis runs, the memory is better given back. The
    /// next addition (a pin or a probe of the diagnosis, too) makes it again, at the room reserved;
    /// nothing the solver answers changes.
    public func releaseScratch() {
        tableau.releaseScratch()
    }

    /// Frees what answering questions keeps for the next question: the values of every symbol
    /// (and their evaluation order), the ambiguity analysis and the constraints by variable, about
    /// 30 bytes a symbol. For a caller that has read what it needs of a large system: the next
    /// question makes them again, and its answer is the same.
    public func releaseAnswers() {
        evaluator = DefinitionEvaluator()
        valuesAreCurrent = false
        cachedAmbiguityAnalysis = nil
        cachedConstraintIndex = nil
    }

    // MARK: Variables

    public func makeVariable(_ name: String) -> Variable {
        let variable = makeVariable()
        names[variable.id] = name
        return variable
    }

    /// A variable without a name (it prints as `v12`): callers that keep their own names for
    /// their unknowns need not build one string per variable.
    public func makeVariable() -> Variable {
        let symbol = tableau.makeSymbol(.external)
        tableauChanged()
        return Variable(id: Int(symbol))
    }

    /// The variable with this `id`, for a caller that keeps ids in compact arrays.
    public func variable(id: Int) -> Variable {
        precondition(id >= 0 && id < tableau.symbolCount && tableau.kind(Int32(id)) == .external, "no variable has id \(id)")
        return Variable(id: id)
    }

    /// The tag a constraint was added with, while it is in the solver.
    public func tag(of handle: ConstraintHandle) -> Int? {
        handle.id < records.count ? records[handle.id]?.tag : nil
    }

    /// The handle with this `id`, for a caller that keeps ids in compact arrays.
    public func handle(id: Int) -> ConstraintHandle {
        precondition(id >= 0 && id < records.count, "no constraint has id \(id)")
        return ConstraintHandle(id: id)
    }

    public func name(of variable: Variable) -> String { names[variable.id] ?? variable.description }

    /// Every variable made by this solver, in creation order.
    public var variables: [Variable] {
        (0..<tableau.symbolCount).filter { tableau.kind(Int32($0)) == .external }.map { Variable(id: $0) }
    }

    // MARK: Constraints

    /// Adds a constraint. A required one that contradicts the required constraints already added
    /// throws, carrying a minimal conflicting set, and leaves the solver exactly as it was. Its tag
    /// must fit in 32 bits (a precondition).
    ///
    /// `heldFixed`: a required constraint the caller never gives up (Auto Layout's `size >= 0`).
    /// A conflicting set is then minimal in what may be given up with every such constraint held:
    /// none of its other members can be spared because a held one does its part. The held ones
    /// a set rests on are in it too, as few as do.
    @discardableResult
    public func add(_ constraint: Constraint, heldFixed: Bool = false) throws(UnsatisfiableConstraint) -> ConstraintHandle {
        switch insert(constraint, heldFixed: heldFixed) {
        case .added(let handle):
            return handle
        case .failed(let support):
            let conflict = minimalConflict(rejecting: constraint, support: support)
            throw UnsatisfiableConstraint(
                constraint: constraint,
                conflictingConstraints: conflict.members.map { .init(handle: ConstraintHandle(id: $0), constraint: storedConstraint($0)!) },
                isVerifiedExactly: conflict.isVerifiedExactly)
        }
    }

    /// The minimal set among the certificate's `support` and the held constraints on the
    /// variables it reaches (`add`).
    private func minimalConflict(rejecting constraint: Constraint, support: [Int]) -> ConflictSetFilter.Result {
        func candidate(_ id: Int) -> ConflictSetFilter.Candidate { .init(id: id, constraints: [storedConstraint(id)!]) }
        let held = heldFixedConstraints(reaching: constraint, support)
        return ConflictSetFilter(mode: mode).minimalConflict(
            rejected: [constraint], candidates: support.filter { !records[$0]!.isHeldFixed }.map(candidate),
            heldFixed: held.map(candidate), isCertificateSupport: held.isEmpty)
    }

    /// The held constraints that share a variable with `constraint` or a member of `support`, or,
    /// in turn, with one of those: the ones a set of them could rest on. Sorted.
    private func heldFixedConstraints(reaching constraint: Constraint, _ support: [Int]) -> [Int] {
        guard heldFixedCount > 0 else { return [] }
        var reached = Set(constraint.expression.variables.map(\.id))
        for id in support { reached.formUnion(variables(of: records[id]!).map(\.id)) }
        var held: [Int] = []
        var found = Set<Int>()
        var grew = true
        // Held constraints are mostly bounds on one variable (`size >= 0`), which bring no new
        // variable: one pass finds them; only held constraints over several variables make another.
        while grew {
            grew = false
            for (id, record) in records.enumerated() where record?.isHeldFixed == true && !found.contains(id) {
                let terms = terms(of: record!)
                guard terms.contains(where: { reached.contains($0.variable.id) }) else { continue }
                found.insert(id)
                held.append(id)
                for term in terms where reached.insert(term.variable.id).inserted { grew = true }
            }
        }
        return held.sorted()
    }

    /// Removes a constraint added earlier; unknown or already removed handles are ignored.
    public func remove(_ handle: ConstraintHandle) {
        guard handle.id < records.count, let record = records[handle.id] else { return }
        for error in record.errors { tableau.addObjective(error, weight(record.priority), times: -1) }
        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.removeRow(marker)
        } else {
            while let leaving = markerLeavingRow(marker) {
                if tableau.kind(leaving) == .external && tableau.columnCount(marker) > 1
                    && tableau.row(leaving)!.symbols.contains(where: { tableau.kind($0) == .external && tableau.isBasic($0) }) {
                    // The marker's row will be substituted into other rows: it must not carry
                    // references to definitions, or a reference cycle could form. Flattening may
                    // cancel the marker from this row, so the choice is made again.
                    let definition = tableau.takeRow(leaving)
                    let flat = tableau.flattened(definition)
                    tableau.insertRow(leaving, flat)
                    continue
                }
                tableau.pivot(entering: marker, leaving: leaving)
                tableau.removeRow(marker)
                break
            }
        }
        for symbol in record.symbols {
            tableau.purge(symbol)
            owners[Int(symbol)] = -1
        }
        tableau.dualOptimize()
        tableau.optimize()
        if record.isHeldFixed { heldFixedCount -= 1 }
        records[handle.id] = nil
        if let variable = edits.first(where: { $0.value.handle == handle })?.key { edits[variable] = nil }
        tableauChanged()
    }

    /// The constraint a handle stands for, if it is still in the solver.
    public func constraint(_ handle: ConstraintHandle) -> Constraint? { storedConstraint(handle.id) }

    /// The constraint of handle id `id` as it was added, if it is still in the solver.
    func storedConstraint(_ id: Int) -> Constraint? {
        guard id < records.count, let record = records[id] else { return nil }
        return Constraint(Expression(terms: Array(terms(of: record)), constant: record.constant), record.relation,
                          priority: record.priority, tag: record.tag)
    }

    /// The first constraint, by handle, whose expression mentions `variable` (with a nonzero
    /// coefficient once its terms are merged); each constraint is made only if its terms name it.
    func firstHandle(mentioning variable: Variable) -> ConstraintHandle? {
        records.indices.first { id in
            guard let record = records[id] else { return false }
            let terms = terms(of: record)
            return terms.contains { $0.variable == variable } && variables(of: record).contains(variable)
        }.map { ConstraintHandle(id: $0) }
    }

    /// The variables a record's expression mentions, as `Expression.variables` gives them (terms
    /// merged, zeros dropped, sorted).
    func variables(of record: ConstraintRecord) -> [Variable] {
        Expression(terms: Array(terms(of: record))).variables
    }

    /// A record's terms, as added.
    func terms(of record: ConstraintRecord) -> ArraySlice<Expression.Term> {
        termPool[Int(record.termStart)..<Int(record.termStart) + Int(record.termCount)]
    }

    /// Handles of every constraint in the solver, in insertion order.
    public var handles: [ConstraintHandle] {
        records.indices.filter { records[$0] != nil }.map { ConstraintHandle(id: $0) }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority` (optional), starting at `initialValue`.
    @discardableResult
    public func addEditVariable(_ variable: Variable, priority: Priority, initialValue: Double) -> ConstraintHandle {
        precondition(!priority.isRequired, "an edit variable must be optional")
        if let existing = edits[variable] { remove(existing.handle) }
        let constraint = Constraint(Expression(variable) - initialValue, .equal, priority: priority)
        guard case .added(let handle) = insert(constraint) else {
            preconditionFailure("an optional constraint is always accepted")
        }
        edits[variable] = EditRecord(handle: handle, value: initialValue)
        return handle
    }

    public func removeEditVariable(_ variable: Variable) {
        if let edit = edits[variable] { remove(edit.handle) }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Moves an edit variable's target and re-solves with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) {
        guard var edit = edits[variable] else { preconditionFailure("\(name(of: variable)) is not an edit variable") }
        precondition(value.isFinite, "suggested values must be finite")
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        records[edit.handle.id]!.constant = -value
        // The edit constraint reads `v - value = e⁺ - e⁻`: moving the value by delta is the
        // substitution e⁺ → e⁺ + delta in every row that mentions e⁺.
        let marker = records[edit.handle.id]!.marker
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -delta)
        } else {
            for basic in tableau.column(marker) {
                tableau.shiftConstant(of: basic, by: tableau.row(basic)!.coefficient(of: marker) * delta)
            }
        }
        tableau.dualOptimize()
        tableauChanged()
    }

    // MARK: Values

    /// Brings every variable's value up to date (only what changed since the last update is
    /// evaluated). `value(of:)` calls it when needed.
    public func updateVariables() {
        evaluator.update(&tableau)
        valuesAreCurrent = true
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        if !valuesAreCurrent || variable.id >= evaluator.values.count { updateVariables() }
        return evaluator.values[variable.id]
    }

    func currentValues() -> [Double] {
        if !valuesAreCurrent || evaluator.values.count != tableau.symbolCount { updateVariables() }
        return evaluator.values
    }

    /// The handle id of the constraint that introduced a symbol.
    func owner(of symbol: Int32) -> Int? {
        Int(symbol) < owners.count && owners[Int(symbol)] >= 0 ? Int(owners[Int(symbol)]) : nil
    }

    // MARK: Insertion

    enum InsertOutcome {
        case added(ConstraintHandle)
        /// The handles whose markers carry nonzero Farkas multipliers in the failing row.
        case failed(support: [Int])
    }

    func weight(_ priority: Priority) -> PriorityVector {
        switch mode {
        case .strict: PriorityVector(level: priority.value, coefficient: 1)
        case .weighted: PriorityVector(level: 0, coefficient: priority.value)
        }
    }

    /// Adds the constraint as one transaction; on failure the tableau is rolled back.
    func insert(_ constraint: Constraint, heldFixed: Bool = false) -> InsertOutcome {
        precondition(constraint.expression.isFinite, "constraint coefficients must be finite")
        tableau.beginTransaction()
        let handleID = records.count
        var row = SparseRow(constant: constraint.expression.constant)
        let terms = constraint.expression.normalizedTerms
        // Room for the terms and the symbols the constraint adds (one when required, two when
        // optional), reserved up front: the row is allocated once, not at each append.
        let cells = terms.count + (constraint.isRequired ? 1 : 2)
        row.reserveCapacity(cells)
        for term in terms { row.append(Int32(term.variable.id), term.coefficient) }
        let rowScale = max(1, abs(constraint.expression.constant))
        let marker: Int32
        var other: Int32?
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                let error = tableau.makeSymbol(.error)
                row.add(error, -sign)
                other = error
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                other = minus
            }
        }
        let record = ConstraintRecord(
            termStart: Int32(termPool.count), termCount: Int32(constraint.expression.terms.count), constant: constraint.expression.constant,
            relation: constraint.relation, priority: constraint.priority, tag: constraint.tag, marker: marker, other: other,
            isHeldFixed: heldFixed && required)
        for error in record.errors { tableau.addObjective(error, weight(constraint.priority), times: 1) }

        if let fresh = row.symbols.first(where: { tableau.kind($0) == .external && tableau.isUnused($0) }) {
            // A variable no row mentions yet becomes the subject without expanding definitions:
            // nothing depends on it, so no reference cycle can form.
            row.solve(for: fresh)
            tableau.insertRow(fresh, row)
        } else {
            row = tableau.flattened(row)
            if let subject = externalSubject(of: row) {
                row.solve(for: subject)
                tableau.substitute(subject, by: row)
                tableau.insertRow(subject, row)
            } else if row.symbols.allSatisfy({ tableau.kind($0) == .dummy }) {
                guard abs(row.constant) <= Tolerance.phaseOne * rowScale else {
                    let support = row.symbols.compactMap { owner(of: $0) }
                    tableau.rollBack()
                    return .failed(support: support.sorted())
                }
                row.solve(for: marker)
                tableau.insertRow(marker, row)
            } else {
                if row.constant < 0 { row.multiply(by: -1) }
                var subject = restrictedSubject(of: row, marker: marker, other: other)
                if let usual = subject, other != nil, let neutral = neutralSubject(of: &row, insteadOf: usual) { subject = neutral }
                if let subject = subject ?? subjectEndingPhaseOne(of: &row) {
                    row.solve(for: subject)
                    tableau.substitute(subject, by: row)
                    tableau.insertRow(subject, row)
                } else if let certificate = addWithArtificialVariable(row, scale: rowScale) {
                    let support = certificate.symbols.compactMap { owner(of: $0) }
                    tableau.rollBack()
                    return .failed(support: Array(Set(support)).sorted())
                }
            }
        }
        tableau.optimize()
        tableau.commit()
        termPool += constraint.expression.terms
        records.append(record)
        if record.isHeldFixed { heldFixedCount += 1 }
        for symbol in record.symbols {
            while Int(symbol) >= owners.count { owners.append(-1) }
            owners[Int(symbol)] = Int32(handleID)
        }
        tableauChanged()
        return .added(ConstraintHandle(id: handleID))
    }

    /// Among the row's parametric externals, the one with the fewest rows mentioning it (least
    /// fill-in when substituted), lowest id on ties.
    private func externalSubject(of row: SparseRow) -> Int32? {
        var best: Int32?
        var bestCount = Int.max
        for s in row.symbols where tableau.kind(s) == .external {
            let count = tableau.columnCount(s)
            if count < bestCount { best = s; bestCount = count }
        }
        return best
    }

    /// For an optional constraint the solution already satisfies (its row's constant is zero)
    /// where Cassowary's choice (`usual`, from `restrictedSubject`) would set off degenerate
    /// pivots: an older slack or error whose objective coefficient is zero, fewest rows first.
    /// Cassowary makes one of the constraint's own errors basic, and the objective takes its row:
    /// where that gives a symbol a negative reduced cost, pivots that gain nothing follow, about
    /// as many as the rows the constraint shares symbols with (a proportional stack of 200 views
    /// took 38 s). With a neutral subject the objective does not change and the constraint's
    /// errors stay parametric at zero with their full weight: the tableau stays optimal
    /// (`sparseSubject(of:accepting:)` says why any pivotable symbol will do).
    private func neutralSubject(of row: inout SparseRow, insteadOf usual: Int32) -> Int32? {
        guard row.constant == 0, leavesNegativeReducedCost(row, solvedFor: usual) else { return nil }
        return sparseSubject(of: &row) { tableau.objectiveCoefficient($0).isEmpty }
    }

    /// Whether the objective, once `subject`'s row (this one, solved for it) replaces it there,
    /// gives another of the row's symbols a negative reduced cost.
    private func leavesNegativeReducedCost(_ row: SparseRow, solvedFor subject: Int32) -> Bool {
        let weight = tableau.objectiveCoefficient(subject)
        guard !weight.isEmpty else { return false }
        let pivot = row.coefficient(of: subject)
        return zip(row.symbols, row.coefficients).contains { symbol, coefficient in
            guard symbol != subject, tableau.kind(symbol).isPivotable else { return false }
            var reducedCost = tableau.objectiveCoefficient(symbol)
            reducedCost.add(weight, times: -coefficient / pivot)
            return reducedCost.sign(tolerance: Tolerance.reducedCost) < 0
        }
    }

    /// Cassowary's choice for a row with a nonnegative constant: the new marker or error when its
    /// coefficient is negative, which makes it basic at a feasible value.
    private func restrictedSubject(of row: SparseRow, marker: Int32, other: Int32?) -> Int32? {
        if tableau.kind(marker).isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if let other, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase 1's first pivot, taken without the artificial variable when that pivot ends phase 1:
    /// the symbol `optimizeArtificial` would bring in (the lowest id with a negative coefficient,
    /// Bland's rule) and the new row leaving by the ratio test, strictly ahead of every restricted
    /// row in that symbol's column (a tie goes to the older row, which the artificial variable's id
    /// comes after). The tableau ends as phase 1 and the purge of the artificial variable would
    /// leave it; a required size set after its `>= 0` floor is added this way, not through phase 1.
    ///
    /// Except where Bland's symbol is one a whole family of rows mentions and the row's constant
    /// is zero (`sparseSubject(of:accepting:)`): substituting it would rewrite the family, and as
    /// the family grows with every row added (every view of a stack aligned with the first), a
    /// long stack took the square of its length.
    private func subjectEndingPhaseOne(of row: inout SparseRow) -> Int32? {
        guard let index = row.symbols.indices.first(where: {
            tableau.kind(row.symbols[$0]).isPivotable && row.coefficients[$0] < -Tolerance.reducedCost
        }) else { return nil }
        let entering = row.symbols[index]
        if row.constant == 0, tableau.columnCount(entering) > Self.longColumn { return sparseSubject(of: &row) }
        let ratio = row.constant / -row.coefficients[index]
        for basic in tableau.column(entering) where tableau.kind(basic).isRestricted {
            let other = tableau.row(basic)!
            let a = other.coefficient(of: entering)
            guard a < 0 else { continue }
            let otherRatio = -other.constant / a
            if !otherRatio.isNaN, otherRatio <= ratio { return nil }
        }
        return entering
    }

    /// A column longer than this makes Bland's subject give way to the sparsest. Below it, what
    /// a substitution costs is bounded, and layouts of common size keep the optimal solution
    /// (among equally good ones) that Bland's rule has always given them.
    private static let longColumn = 32

    /// The subject of a row whose constant is zero: the pivotable symbol `accepted` takes that the
    /// fewest rows mention (lowest id among equals), the row negated when its coefficient there is
    /// positive. Any pivotable symbol will do: the negated row still holds at zero, and every ratio
    /// is zero, so the pivot leaves every other row's constant, and the tableau's feasibility, as
    /// they were.
    private func sparseSubject(of row: inout SparseRow, accepting accepted: (Int32) -> Bool = { _ in true }) -> Int32? {
        var best: (rows: Int, symbol: Int32, coefficient: Double)?
        for (symbol, coefficient) in zip(row.symbols, row.coefficients)
        where tableau.kind(symbol).isPivotable && abs(coefficient) > Tolerance.reducedCost && accepted(symbol) {
            let candidate = (rows: tableau.columnCount(symbol), symbol: symbol, coefficient: coefficient)
            if best.map({ (candidate.rows, candidate.symbol) < ($0.rows, $0.symbol) }) ?? true { best = candidate }
        }
        guard let best else { return nil }
        if best.coefficient > 0 { row.multiply(by: -1) }
        return best.symbol
    }

    /// Phase 1 for a row with no subject. Returns nil on success, or the final artificial
    /// objective on failure, whose marker coefficients are the Farkas multipliers.
    private func addWithArtificialVariable(_ row: SparseRow, scale: Double) -> SparseRow? {
        // Until here an insertion has changed nothing but symbols of its own; phase 1 may fail
        // after pivoting existing rows.
        tableau.recordOverwrites()
        let artificial = tableau.makeSymbol(.artificial)
        tableau.insertRow(artificial, row)
        tableau.artificialObjective = row
        tableau.optimizeArtificial()
        let final = tableau.artificialObjective!
        tableau.artificialObjective = nil
        if final.constant > Tolerance.phaseOne * scale { return final }
        if tableau.isBasic(artificial) {
            var artificialRow = tableau.takeRow(artificial)
            let entering = artificialRow.symbols.first { tableau.kind($0).isPivotable }
                ?? artificialRow.symbols.first { tableau.kind($0) != .artificial }
            if let entering {
                artificialRow.solve(for: entering, replacing: artificial)
                tableau.substitute(entering, by: artificialRow)
                tableau.insertRow(entering, artificialRow)
            }
        }
        tableau.purge(artificial)
        return nil
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped:
    /// a restricted row first (by the ratio that keeps the tableau feasible), else a definition.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32?, second: Int32?, third: Int32?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in tableau.column(marker).sorted() {
            let row = tableau.row(basic)!
            let c = row.coefficient(of: marker)
            if tableau.kind(basic) == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }
}

/// What the solver keeps per constraint: the constraint as added, its terms in the solver's
/// `termPool`. The symbol lists are derived, not stored: a large layout has hundreds of thousands
/// of records, and two small arrays each were two allocations each.
struct ConstraintRecord {
    // The wide fields first, the second symbol as -1 for none and the tag in 32 bits: 40 bytes a
    // record, not 48 (a large system holds one per constraint, hundreds of thousands).
    /// The expression's constant (an edit variable's moves with its suggested value).
    var constant: Double
    let priority: Priority
    private let storedTag: Int32
    /// Where its terms are in the pool.
    let termStart: Int32
    let termCount: Int32
    /// Slack, dummy or positive error: the symbol that identifies the constraint in the tableau.
    let marker: Int32
    private let storedOther: Int32
    let relation: Relation
    /// Never given up in a conflict (`Solver.add(_:heldFixed:)`); in the padding after `relation`.
    let isHeldFixed: Bool

    init(termStart: Int32, termCount: Int32, constant: Double, relation: Relation, priority: Priority, tag: Int, marker: Int32, other: Int32?,
         isHeldFixed: Bool = false) {
        self.constant = constant
        self.priority = priority
        precondition(Int(Int32.min)...Int(Int32.max) ~= tag, "a constraint's tag past 32 bits")
        storedTag = Int32(tag)
        self.termStart = termStart
        self.termCount = termCount
        self.marker = marker
        storedOther = other ?? -1
        self.relation = relation
        self.isHeldFixed = isHeldFixed
    }

    /// The constraint's tag (`Constraint.tag`).
    var tag: Int { Int(storedTag) }

    /// The second symbol of an optional constraint (negative error, or error of an inequality).
    var other: Int32? { storedOther >= 0 ? storedOther : nil }

    var isRequired: Bool { priority.isRequired }

    /// The symbols weighted in the objective: an optional equality's two errors, an optional
    /// inequality's one (its marker is its slack); none for a required constraint.
    var errors: Symbols {
        guard let other else { return Symbols(first: nil, second: nil) }
        return relation == .equal ? Symbols(first: marker, second: other) : Symbols(first: other, second: nil)
    }

    /// Every symbol the constraint introduced.
    var symbols: Symbols { Symbols(first: marker, second: other) }

    /// At most two symbols, iterated without an array: every insertion walks them.
    struct Symbols: Sequence, IteratorProtocol {
        var first: Int32?
        var second: Int32?

        mutating func next() -> Int32? {
            if let symbol = first { first = nil; return symbol }
            defer { second = nil }
            return second
        }
    }
}

struct EditRecord {
    let handle: ConstraintHandle
    var value: Double
}
