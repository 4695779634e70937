/// The diagnosis surface: ambiguity, alternative solutions, broken constraints and why.
extension Solver {
    /// The variable's ambiguity, or nil when every optimal solution gives it the same value.
    public func ambiguity(of variable: Variable) -> Ambiguity? {
        ambiguityAnalysis.ambiguity(of: variable)
    }

    /// Every ambiguous variable, sorted by variable.
    public func ambiguousVariables() -> [Ambiguity] {
        let analysis = ambiguityAnalysis
        return variables.compactMap { analysis.ambiguity(of: $0) }
    }

    /// Distinct optimal solutions that move the variable (empty when it is not ambiguous).
    public func alternativeSolutions(moving variable: Variable) -> [AlternativeSolution] {
        ambiguityAnalysis.alternativeSolutions(moving: variable)
    }

    /// Optional constraints the current solution does not satisfy, sorted by handle.
    public func brokenConstraints() -> [BrokenConstraint] {
        let values = currentValues()
        // From the records: a constraint is made (its terms copied) only when it is broken.
        return records.indices.compactMap { id in
            guard let record = records[id], !record.isRequired else { return nil }
            let error = Self.error(terms: terms(of: record), constant: record.constant, relation: record.relation, values: values)
            return error > 0 ? BrokenConstraint(handle: ConstraintHandle(id: id), constraint: storedConstraint(id)!, error: error) : nil
        }
    }

    /// The constraint's error in the current solution, 0 when within tolerance.
    func error(of constraint: Constraint, values: [Double]) -> Double {
        Self.error(terms: constraint.expression.terms[...], constant: constraint.expression.constant, relation: constraint.relation, values: values)
    }

    private static func error(terms: ArraySlice<Expression.Term>, constant: Double, relation: Relation, values: [Double]) -> Double {
        let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable.id] }
        let magnitude = terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.variable.id]) }
        let error = Constraint.violation(at: value, relation)
        return error > Tolerance.violation * max(1, magnitude) ? error : 0
    }

    /// Whether an optional constraint is broken in every optimal solution, not only the current
    /// one: its least error over the whole optimal set (every priority level at its optimum) is
    /// positive. Settled cheaply when none of its variables is ambiguous (`ambiguous`: the ids of
    /// those that are), since its error is then the same in every optimal solution; otherwise by
    /// `ExactOptimalSet` on its connected component. Nil when that is over the exact budget:
    /// undecided, and a verdict must not rest on a guess.
    public func isBrokenInEveryOptimalSolution(_ handle: ConstraintHandle, ambiguous: Set<Int>) -> Bool? {
        guard let constraint = self.constraint(handle), !constraint.isRequired else { return false }
        guard error(of: constraint, values: currentValues()) > 0 else { return false }
        guard constraint.expression.variables.contains(where: { ambiguous.contains($0.id) }) else { return true }
        let component = connectedConstraints(of: handle, atLeast: Priority(1))
        guard let position = component.firstIndex(of: handle),
              let set = ExactOptimalSet(constraints: component.map { self.constraint($0)! }, mode: mode),
              let least = set.leastError(ofConstraintAt: position) else { return nil }
        return least.isPositive
    }

    /// Why an optional constraint is broken; nil when it is not broken.
    ///
    /// Every other constraint at the same or a higher priority is held at its current error (a
    /// satisfied one exactly); the broken constraint, made required, then contradicts them, and
    /// a deletion filter keeps a minimal set of them. Only the broken constraint's connected
    /// component takes part.
    public func explainBroken(_ handle: ConstraintHandle) -> BrokenConstraintExplanation? {
        guard let constraint = constraint(handle), !constraint.isRequired else { return nil }
        let values = currentValues()
        guard error(of: constraint, values: values) > 0 else { return nil }
        let participants = connectedConstraints(of: handle, atLeast: constraint.priority)
        var candidates: [ConflictSetFilter.Candidate] = []
        // A copy of a constraint adds nothing to a conflict its original is in: one of each is
        // filtered (50,000 copies of one Masonry line made the filter quadratic).
        var held: Set<[Constraint]> = []
        for other in participants where other != handle {
            let member = storedConstraint(other.id)!
            let slack = error(of: member, values: values)
            let bound = slack == 0 ? 0 : slack * (1 + 1e-9) + Tolerance.violation
            let constraints = Self.heldAt(member, error: bound)
            guard held.insert(constraints).inserted else { continue }
            candidates.append(.init(id: other.id, constraints: constraints))
        }
        let rejected = [Constraint(constraint.expression, constraint.relation, priority: .required)]
        let filter = ConflictSetFilter(mode: .strict)
        guard !filter.isFeasible(rejected + candidates.flatMap(\.constraints)) else { return nil }
        let support = supportOfConflict(rejected: rejected[0], candidates: candidates)
        // An explanation names what beats the constraint; no verdict rests on its minimality, so
        // the exact confirmation (most of an explanation's cost) is not run.
        let result = filter.minimalConflict(rejected: rejected, candidates: support ?? candidates, isCertificateSupport: support != nil,
                                            verifyingExactly: false)
        let reasons = result.members.map { id -> BrokenConstraintExplanation.Reason in
            let member = storedConstraint(id)!
            let kind: BrokenConstraintExplanation.Reason.Kind =
                member.isRequired ? .required : member.priority == constraint.priority ? .samePriorityTradeOff : .higherPriority
            return .init(handle: ConstraintHandle(id: id), constraint: member, kind: kind, error: error(of: member, values: values))
        }
        return BrokenConstraintExplanation(broken: handle, constraint: constraint, reasons: reasons)
    }

    /// The candidates whose markers carry Farkas multipliers when `rejected` is added after them;
    /// nil when the probe finds no certificate.
    private func supportOfConflict(rejected: Constraint, candidates: [ConflictSetFilter.Candidate]) -> [ConflictSetFilter.Candidate]? {
        let probe = Solver(mode: .strict)
        var variables: [Int: Variable] = [:]
        func translated(_ constraint: Constraint, tag: Int) -> Constraint {
            var expression = Expression(constant: constraint.expression.constant)
            for term in constraint.expression.normalizedTerms {
                let variable = variables[term.variable.id] ?? probe.makeVariable(name(of: term.variable))
                variables[term.variable.id] = variable
                expression.terms.append(.init(variable, term.coefficient))
            }
            return Constraint(expression, constraint.relation, priority: .required, tag: tag)
        }
        var candidateOfHandle: [Int: Int] = [:]
        for (index, candidate) in candidates.enumerated() {
            for member in candidate.constraints {
                if case .added(let added) = probe.insert(translated(member, tag: index)) { candidateOfHandle[added.id] = index }
            }
        }
        guard case .failed(let support) = probe.insert(translated(rejected, tag: -1)) else { return nil }
        let chosen = Set(support.compactMap { candidateOfHandle[$0] })
        return candidates.indices.filter { chosen.contains($0) }.map { candidates[$0] }
    }

    /// Hard constraints that keep `constraint`'s error at most `error`.
    static func heldAt(_ constraint: Constraint, error: Double) -> [Constraint] {
        let expression = constraint.expression
        switch constraint.relation {
        case .equal where error == 0:
            return [Constraint(expression, .equal)]
        case .equal:
            return [Constraint(expression - error, .lessThanOrEqual), Constraint(expression + error, .greaterThanOrEqual)]
        case .lessThanOrEqual:
            return [Constraint(expression - error, .lessThanOrEqual)]
        case .greaterThanOrEqual:
            return [Constraint(expression + error, .greaterThanOrEqual)]
        }
    }

    /// Constraints at `priority` or above connected to `handle` through shared variables, sorted;
    /// a variable a required equality fixes contributes its pins and joins nothing else
    /// (`VariableConstraintIndex.connected`).
    func connectedConstraints(of handle: ConstraintHandle, atLeast priority: Priority) -> [ConstraintHandle] {
        constraintIndex.connected(to: handle.id) { $0 == handle.id || self.records[$0]!.priority >= priority }
            .map { ConstraintHandle(id: $0) }
    }
}
