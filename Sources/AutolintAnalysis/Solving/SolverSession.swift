import AutolintModel
import AutolintSolver

/// One `Solver` fed with a layout system's linear constraints, speaking in the system's indices
/// (unknowns and constraint sources) so that nothing above it sees solver handles.
final class SolverSession {
    let solver = Solver()
    private let unknowns: LayoutUnknowns
    // Unchecked as `Solver`'s own: used from one thread, and read and written for every
    // constraint added.
    // The indexes are dense, so arrays, of 32-bit ids with -1 for none: sized to the whole layout
    // in every session, an optional's padding doubled them.
    /// Variable id by unknown index.
    @exclusivity(unchecked) private var variableIDs: [Int32]
    /// Unknown index by solver variable id.
    @exclusivity(unchecked) private var unknownByVariable: [Int32] = []
    /// Handle id per constraint source (a handle's source is its constraint's tag in the solver),
    /// -1 for none: made from the solver's records at the first removal, since most sessions
    /// remove nothing, and it is 4 bytes a constraint of the whole system in each session.
    @exclusivity(unchecked) private var handleIDs: [Int32]?
    /// Unknowns some constraint mentions; the others are free by definition.
    @exclusivity(unchecked) private var mentioned: [Bool]
    /// The terms of the constraint being added, in the solver's variables: one array reused for
    /// every constraint (the solver copies the terms into its own pool).
    @exclusivity(unchecked) private var termsBeingAdded: [Expression.Term] = []

    /// A feed's equations will be added, over at most `unknownCount` unknowns: room is made for
    /// them in the solver's arrays (capacity only), or for about `share` of them (a session that
    /// takes some of an axis's independent parts). Counted when the feed was made: a feed that
    /// lets go may hold only some of them by now.
    init(unknowns: LayoutUnknowns, unknownsToCreate: [Int], feed: EquationFeed, over unknownCount: Int, share: Double = 1) {
        self.unknowns = unknowns
        variableIDs = Array(repeating: -1, count: unknowns.count)
        mentioned = Array(repeating: false, count: unknowns.count)
        let shareOf = { (count: Int) in share < 1 ? Int((Double(count) * share).rounded(.up)) : count }
        let required = shareOf(feed.requiredCount)
        let equationCount = shareOf(feed.count)
        // A sixteenth more for what comes on top: phase 1's artificial variables, and the pins
        // and probes of later questions. Past the room made, the arrays double as before.
        let variableCount = max(shareOf(unknownCount), unknownsToCreate.count)
        solver.reserveCapacity(variables: variableCount + (variableCount + equationCount) / 16,
                               required: required, optional: max(0, equationCount - required))
        unknownByVariable.reserveCapacity(unknownsToCreate.count)
        create(unknownsToCreate)
    }

    /// Makes the unknowns' variables now, in this order, as `unknownsToCreate` does: an
    /// independent part's views' unknowns, before its equations.
    func create(_ indices: some Sequence<Int>) {
        for index in indices { _ = variable(index) }
    }

    private func variable(_ index: Int) -> Variable {
        if let existing = existingVariable(index) { return existing }
        // Unnamed: `LayoutUnknowns.name(ofVariable:)` names it when asked, not once per unknown.
        let made = solver.makeVariable()
        variableIDs[index] = Int32(made.id)
        // Appended one by one: a filler array per variable was an allocation each.
        while made.id >= unknownByVariable.count { unknownByVariable.append(-1) }
        unknownByVariable[made.id] = Int32(index)
        return made
    }

    /// The unknown's variable in this session, if made.
    private func existingVariable(_ index: Int) -> Variable? {
        variableIDs[index] >= 0 ? solver.variable(id: Int(variableIDs[index])) : nil
    }

    private func unknown(of variable: Variable) -> Int? {
        variable.id < unknownByVariable.count && unknownByVariable[variable.id] >= 0 ? Int(unknownByVariable[variable.id]) : nil
    }

    /// What the session found is read (`Solver.releaseAnswers()`); its ambiguities and broken
    /// constraints stay known.
    func releaseAnswers() {
        solver.releaseAnswers()
    }

    /// Every equation has been added for now (`Solver.releaseScratch()`).
    func finishAdding() {
        solver.releaseScratch()
    }

    enum Outcome {
        case added
        /// The constraint cannot hold with the ones added so far; a minimal conflicting set
        /// (sources), the new one included.
        case conflict([Int])
    }

    /// `heldFixed`: the engine never gives it up (`size >= 0`): conflicting sets are minimal in
    /// what may be given up with it held (`Solver.add(_:heldFixed:)`).
    func add(_ equation: LinearConstraint, heldFixed: Bool = false) -> Outcome {
        termsBeingAdded.removeAll(keepingCapacity: true)
        for term in equation.expression.terms {
            mentioned[term.variable] = true
            termsBeingAdded.append(Expression.Term(variable(term.variable), term.coefficient))
        }
        let constraint = Constraint(Expression(terms: termsBeingAdded, constant: equation.expression.constant), relation(equation.relation),
                                    priority: Priority(Double(equation.priority.value)), tag: equation.source)
        do {
            let handle = try solver.add(constraint, heldFixed: heldFixed)
            if handleIDs != nil { Self.record(handle.id, for: equation.source, in: &handleIDs!) }
            return .added
        } catch {
            let members = error.conflictingConstraints.map(\.tag) + [equation.source]
            return .conflict(Array(Set(members)).sorted())
        }
    }

    /// `ids[source] = handleID`, the index grown with -1 (no handle) up to `source`.
    private static func record(_ handleID: Int, for source: Int, in ids: inout [Int32]) {
        while source >= ids.count { ids.append(-1) }
        ids[source] = Int32(handleID)
    }

    /// The source of a constraint this session added (pins and probes are tagged -1).
    private func sourceIndex(of handle: ConstraintHandle) -> Int? {
        solver.tag(of: handle).flatMap { $0 >= 0 ? $0 : nil }
    }

    func remove(source: Int) {
        if handleIDs == nil {
            // In the order added: a source added again after its removal maps to its new handle.
            var made: [Int32] = []
            for handle in solver.handles {
                if let source = sourceIndex(of: handle) { Self.record(handle.id, for: source, in: &made) }
            }
            handleIDs = made
        }
        guard source < handleIDs!.count, handleIDs![source] >= 0 else { return }
        let handle = solver.handle(id: Int(handleIDs![source]))
        handleIDs![source] = -1
        solver.remove(handle)
    }

    private func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Whether this session holds the unknown (it solves the unknown's axis).
    func covers(unknown index: Int) -> Bool { variableIDs[index] >= 0 }

    func value(ofUnknown index: Int) -> Double {
        existingVariable(index).map { solver.value(of: $0) } ?? 0
    }

    struct Ambiguity {
        var unknown: Int
        var cause: ViewAmbiguity.Cause
    }

    /// The ambiguities and the broken constraints, kept while the solver's tableau does not
    /// change: found once for the analysis and every later question.
    private var ambiguitiesFound = KeptWhileUnchanged<[Ambiguity]>()
    private var brokenFound = KeptWhileUnchanged<[BrokenConstraint]>()

    func ambiguities() -> [Ambiguity] {
        ambiguitiesFound.value(at: solver.generation, findAmbiguities)
    }

    private func brokenReports() -> [BrokenConstraint] {
        brokenFound.value(at: solver.generation, solver.brokenConstraints)
    }

    private func findAmbiguities() -> [Ambiguity] {
        let unmentioned = variableIDs.indices.filter { variableIDs[$0] >= 0 && !mentioned[$0] }
            .map { Ambiguity(unknown: $0, cause: .underconstrained) }
        return unmentioned + solver.ambiguousVariables().compactMap { report in
            guard let index = unknown(of: report.variable) else { return nil }
            switch report.cause {
            case .underconstrained:
                return Ambiguity(unknown: index, cause: .underconstrained)
            case .tie(let priority, let constraints):
                return Ambiguity(unknown: index, cause: .tie(priority: LayoutPriority(Float(priority.value)),
                                                             constraints: constraints.compactMap { sourceIndex(of: $0) }.sorted()))
            }
        }
    }

    /// The broken optional constraints; those `examining` accepts are decided over the whole
    /// optimal set (`isNeverMet`), and explained (`beatenBy`) when never met or when `explainingAll`:
    /// an explanation costs a solve, and only a constraint that is never met can be reported.
    func broken(examining: (Int) -> Bool, explainingAll: Bool) -> [UnsatisfiedConstraint] {
        let reports = brokenReports()
        // Whether each is broken in every optimal solution needs the ambiguous variables, once.
        let ambiguous = reports.contains { sourceIndex(of: $0.handle).map(examining) ?? false }
            ? Set(solver.ambiguousVariables().map(\.variable.id)) : []
        return reports.compactMap { report in
            guard let source = sourceIndex(of: report.handle) else { return nil }
            var unsatisfied = UnsatisfiedConstraint(constraint: source, error: report.error, beatenBy: [], isSameLevelTradeOff: false)
            guard examining(source) else { return unsatisfied }
            unsatisfied.isNeverMet = solver.isBrokenInEveryOptimalSolution(report.handle, ambiguous: ambiguous)
            if unsatisfied.isNeverMet == true || explainingAll, let explanation = solver.explainBroken(report.handle) {
                unsatisfied.beatenBy = explanation.reasons.compactMap { sourceIndex(of: $0.handle) }.sorted()
                unsatisfied.isSameLevelTradeOff = explanation.reasons.contains { $0.kind == .samePriorityTradeOff }
            }
            return unsatisfied
        }.sorted { $0.constraint < $1.constraint }
    }

    /// Distinct optimal solutions that move one unknown: each a value per requested unknown.
    func alternatives(moving index: Int, reading wanted: [Int]) -> [[Double]] {
        guard let moving = existingVariable(index) else { return [] }
        return solver.alternativeSolutions(moving: moving).map { solution in
            wanted.map { index in
                guard let variable = existingVariable(index) else { return 0 }
                return solution.value(of: variable) ?? solver.value(of: variable)
            }
        }
    }

    /// Which of `candidates` (unknowns now ambiguous) no other optimal solution moves once every
    /// unknown of `pinned` is held at its current value: those the pinned ones determine. The
    /// current solution is optimal, so the pins keep the optimum and only cut the optimal set.
    func determined(byPinning pinned: [Int], among candidates: [Int]) -> [Int] {
        let pins = pinned.compactMap { index -> ConstraintHandle? in
            guard let variable = existingVariable(index) else { return nil }
            return try? solver.add(Constraint(Expression(variable) - solver.value(of: variable), .equal, priority: .required, tag: -1))
        }
        defer { for pin in pins.reversed() { solver.remove(pin) } }
        let ambiguous = Set(solver.ambiguousVariables().compactMap { unknown(of: $0.variable) })
        return candidates.filter { variableIDs[$0] >= 0 && mentioned[$0] && !ambiguous.contains($0) }
    }

    /// The constraints that hold an unknown where it is: a probe at the lowest priority pulls it
    /// 10 points one way, then the other, and the solver explains what keeps the probe broken.
    /// Empty when nothing does (the unknown is free).
    func constraintsDetermining(unknown index: Int) -> [Int] {
        guard let variable = existingVariable(index) else { return [] }
        let current = solver.value(of: variable)
        var found = Set<Int>()
        for offset in [10.0, -10.0] {
            let probe = Constraint(Expression(variable) - (current + offset), .equal, priority: Priority(1), tag: -1)
            guard let handle = try? solver.add(probe) else { continue }
            if let explanation = solver.explainBroken(handle) {
                found.formUnion(explanation.reasons.compactMap { sourceIndex(of: $0.handle) })
            }
            solver.remove(handle)
        }
        return found.sorted()
    }
}

/// A value computed at one generation of a solver's tableau, kept until the tableau changes.
private struct KeptWhileUnchanged<Value> {
    private var kept: (generation: Int, value: Value)?

    mutating func value(at generation: Int, _ make: () -> Value) -> Value {
        if let kept, kept.generation == generation { return kept.value }
        let value = make()
        kept = (generation, value)
        return value
    }
}
