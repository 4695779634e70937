/// Shrinks an infeasible set of required constraints to a minimal one with a deletion filter
/// (Chinneck & Dravnieks 1991): drop each member in turn and keep it out when the rest is still
/// infeasible. Start from a Farkas certificate's support, so the sets are small. When that support
/// is the only linear dependence among its rows (`SparseRowRank`), it is minimal already, and the
/// filter, one feasibility test per member, is skipped: long chains stay near-linear.
struct ConflictSetFilter {
    let mode: Solver.Mode

    /// A candidate: an id for the caller, and the hard constraints it stands for.
    struct Candidate {
        let id: Int
        let constraints: [Constraint]
    }

    struct Result {
        let members: [Int]
        let isVerifiedExactly: Bool
    }

    /// Minimal subset of `candidates` that is infeasible together with `rejected`.
    /// `isCertificateSupport`: every candidate carries a nonzero multiplier of one Farkas
    /// certificate of `rejected + candidates`. `verifyingExactly`: confirm the set in rational
    /// arithmetic (`Result.isVerifiedExactly`); callers that do not read the verdict skip it, as
    /// it costs one exact phase 1 per member.
    func minimalConflict(rejected: [Constraint], candidates: [Candidate], isCertificateSupport: Bool,
                         verifyingExactly: Bool = true) -> Result {
        func result(_ members: [Candidate]) -> Result {
            let verified = verifyingExactly && ExactFeasibility.confirmsMinimalConflict(rejected: rejected, members: members.map(\.constraints))
            return Result(members: members.map(\.id).sorted(), isVerifiedExactly: verified)
        }
        if isCertificateSupport, Self.isOnlyDependence(rejected + candidates.flatMap(\.constraints), members: candidates) {
            return result(candidates)
        }
        var members = candidates
        var index = 0
        while index < members.count {
            var trial = members
            trial.remove(at: index)
            if isFeasible(rejected + trial.flatMap(\.constraints)) {
                index += 1
            } else {
                members = trial
            }
        }
        return result(members)
    }

    /// Convenience for the add path: candidates are single constraints known by handle.
    func minimalConflict(rejected: Constraint, candidates: [(ConstraintHandle, Constraint)]) -> (members: [(ConstraintHandle, Constraint)], isVerifiedExactly: Bool) {
        let result = minimalConflict(
            rejected: [rejected],
            candidates: candidates.map { Candidate(id: $0.0.id, constraints: [$0.1]) },
            isCertificateSupport: true)
        let byID = Dictionary(uniqueKeysWithValues: candidates.map { ($0.0.id, $0) })
        return (result.members.map { byID[$0]! }, result.isVerifiedExactly)
    }

    /// Whether the rows of `constraints` have exactly one linear dependence. Candidates standing for
    /// two rows (an equality held within an error) bring a dependence of their own, so the test
    /// applies only to single-row candidates.
    static func isOnlyDependence(_ constraints: [Constraint], members: [Candidate]) -> Bool {
        guard members.allSatisfy({ $0.constraints.count == 1 }) else { return false }
        let rows = constraints.map { $0.expression.normalizedTerms.map { (variable: $0.variable.id, coefficient: $0.coefficient) } }
        return SparseRowRank.rank(of: rows) == rows.count - 1
    }

    /// Whether the constraints, all taken as required, admit a solution.
    func isFeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver(mode: mode)
        var variables: [Int: Variable] = [:]
        for constraint in constraints {
            var expression = Expression(constant: constraint.expression.constant)
            for term in constraint.expression.normalizedTerms {
                let variable = variables[term.variable.id] ?? solver.makeVariable("v\(term.variable.id)")
                variables[term.variable.id] = variable
                expression.terms.append(.init(variable, term.coefficient))
            }
            if case .failed = solver.insert(Constraint(expression, constraint.relation, priority: .required)) {
                return false
            }
        }
        return true
    }
}
