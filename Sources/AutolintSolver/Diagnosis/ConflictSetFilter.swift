/// Shrinks an infeasible set of required constraints to a minimal one with a deletion filter
/// (Chinneck & Dravnieks 1991): drop each member in turn and keep it out when the rest is still
/// infeasible. Start from a Farkas certificate's support, so the sets are small. When that support
/// is the only linear dependence among its rows (`SparseRowRank`), it is minimal already, and the
/// filter is skipped. The filter works on one solver, a removal and an insertion a member, so long
/// chains stay near-linear either way.
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

    /// Minimal subset of `candidates` that is infeasible together with `rejected`, and with
    /// `heldFixed`, which are never given up: the held ones the set rests on join it, as few as
    /// do. `isCertificateSupport`: every candidate carries a nonzero multiplier of one Farkas
    /// certificate of `rejected + candidates` (and nothing is held). `verifyingExactly`: confirm
    /// the set in rational arithmetic (`Result.isVerifiedExactly`); callers that do not read the
    /// verdict skip it, as it costs one exact phase 1 per member.
    func minimalConflict(rejected: [Constraint], candidates: [Candidate], heldFixed: [Candidate] = [], isCertificateSupport: Bool,
                         verifyingExactly: Bool = true) -> Result {
        func result(_ members: [Candidate]) -> Result {
            let verified = verifyingExactly && ExactFeasibility.confirmsMinimalConflict(rejected: rejected, members: members.map(\.constraints))
            return Result(members: members.map(\.id).sorted(), isVerifiedExactly: verified)
        }
        if heldFixed.isEmpty, isCertificateSupport, Self.isOnlyDependence(rejected + candidates.flatMap(\.constraints), members: candidates) {
            return result(candidates)
        }
        guard !heldFixed.isEmpty else {
            return result(deletionFilter(holding: rejected, candidates: candidates))
        }
        guard let leaning = certificate(leaningOn: heldFixed, rejected: rejected, candidates: candidates) else {
            return result(deletionFilter(holding: rejected, candidates: candidates + heldFixed))
        }
        let support = leaning.given + leaning.held
        let isPlainMinimal = Self.isOnlyDependence(rejected + support.flatMap(\.constraints), members: support)
        // The held constraints the set reaches are all in the certificate, whose rows have one
        // dependence: every member is needed with every held constraint in place.
        if isPlainMinimal, Self.reached(from: rejected + leaning.given.flatMap(\.constraints), among: heldFixed).count == leaning.held.count {
            return result(support)
        }
        // Past the limit the filter's tests, each a removal and an insertion along the set, make a
        // long chain quadratic: the set is minimal as a set of constraints, the held ones counted
        // as members (`docs/solver.md`).
        guard leaning.given.count <= Self.heldFilterLimit else {
            return result(isPlainMinimal ? support : deletionFilter(holding: rejected, candidates: support))
        }
        let given = deletionFilter(holding: rejected + heldFixed.flatMap(\.constraints), candidates: leaning.given)
        // Of the held ones, those the members given up need: each is needed with the others held,
        // so the whole is minimal both ways.
        return result(given + deletionFilter(holding: rejected + given.flatMap(\.constraints), candidates: heldFixed))
    }

    /// The most members given up that are filtered with the held constraints in place.
    static let heldFilterLimit = 256

    /// A certificate found with the held constraints in first and the candidates on one variable
    /// (fixed sizes, the ones a held bound can stand in for) last: the candidates and held
    /// constraints of its support, with the candidate that could not go in. Nil when the probe
    /// finds none.
    private func certificate(leaningOn held: [Candidate], rejected: [Constraint], candidates: [Candidate])
        -> (given: [Candidate], held: [Candidate])? {
        let probe = Probe(mode: mode)
        var heldOfHandle: [Int: Int] = [:], candidateOfHandle: [Int: Int] = [:]
        for (index, candidate) in held.enumerated() {
            guard let handles = probe.add(candidate.constraints) else { return nil }
            for handle in handles { heldOfHandle[handle.id] = index }
        }
        if case .failed(let support) = probe.addOrSupport(rejected) {
            let leaned = Set(support.compactMap { heldOfHandle[$0] })
            return ([], held.indices.filter(leaned.contains).map { held[$0] })
        }
        let ordered = candidates.indices.filter { !Self.isOnOneVariable(candidates[$0]) }
            + candidates.indices.filter { Self.isOnOneVariable(candidates[$0]) }
        for index in ordered {
            switch probe.addOrSupport(candidates[index].constraints) {
            case .added(let handles):
                for handle in handles { candidateOfHandle[handle.id] = index }
            case .failed(let support):
                let given = Set(support.compactMap { candidateOfHandle[$0] } + [index])
                let leaned = Set(support.compactMap { heldOfHandle[$0] })
                return (candidates.indices.filter(given.contains).map { candidates[$0] }, held.indices.filter(leaned.contains).map { held[$0] })
            }
        }
        return nil
    }

    private static func isOnOneVariable(_ candidate: Candidate) -> Bool {
        candidate.constraints.allSatisfy { $0.expression.normalizedTerms.count <= 1 }
    }

    /// The held candidates that share a variable with `constraints`, or in turn with one of those.
    static func reached(from constraints: [Constraint], among held: [Candidate]) -> [Candidate] {
        var variables = Set(constraints.flatMap { $0.expression.normalizedTerms.map(\.variable.id) })
        var reached: [Bool] = Array(repeating: false, count: held.count)
        var grew = true
        while grew {
            grew = false
            for (index, candidate) in held.enumerated() where !reached[index] {
                let ids = candidate.constraints.flatMap { $0.expression.normalizedTerms.map(\.variable.id) }
                guard ids.contains(where: variables.contains) else { continue }
                reached[index] = true
                for id in ids where variables.insert(id).inserted { grew = true }
            }
        }
        return held.indices.filter { reached[$0] }.map { held[$0] }
    }

    /// A deletion filter on one solver: the solver holds `holding` and every remaining candidate
    /// but one (the hole, known to be needed). A candidate is tested by taking it out and putting
    /// the hole back: if the hole goes in, the rest without the candidate is feasible, the
    /// candidate is needed and becomes the hole; if not, it is dropped. One removal and one
    /// insertion a test, where a fresh solver a test made long conflicts quadratic.
    private func deletionFilter(holding: [Constraint], candidates: [Candidate]) -> [Candidate] {
        let probe = Probe(mode: mode)
        guard probe.add(holding) != nil else { return [] }
        var kept: [Candidate] = []
        var handles: [[ConstraintHandle]] = []
        var hole: Int?
        // The first candidate that cannot go in closes the prefix that is infeasible; those after
        // it are not needed.
        for candidate in candidates {
            kept.append(candidate)
            guard let added = probe.add(candidate.constraints) else { hole = kept.count - 1; break }
            handles.append(added)
        }
        guard var hole else { return candidates }
        handles.append([])
        var dropped = Array(repeating: false, count: kept.count)
        for position in kept.indices where position != hole {
            probe.remove(handles[position])
            if let added = probe.add(kept[hole].constraints) {
                handles[hole] = added
                hole = position
            } else {
                dropped[position] = true
            }
        }
        return kept.indices.filter { !dropped[$0] }.map { kept[$0] }
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
        Probe(mode: mode).add(constraints) != nil
    }

    /// A solver of its own over the constraints' variables, all taken as required.
    private final class Probe {
        let solver: Solver
        private var variables: [Int: Variable] = [:]

        init(mode: Solver.Mode) { solver = Solver(mode: mode) }

        enum Outcome {
            case added([ConstraintHandle])
            /// The handles of the Farkas support of the constraint that could not go in.
            case failed(support: [Int])
        }

        /// Adds all, or none when one cannot go in: the handles, or nil.
        func add(_ constraints: [Constraint]) -> [ConstraintHandle]? {
            if case .added(let handles) = addOrSupport(constraints) { return handles }
            return nil
        }

        /// Adds all, or none and the support of the one that could not go in.
        func addOrSupport(_ constraints: [Constraint]) -> Outcome {
            var added: [ConstraintHandle] = []
            for constraint in constraints {
                var expression = Expression(constant: constraint.expression.constant)
                for term in constraint.expression.normalizedTerms {
                    let variable = variables[term.variable.id] ?? solver.makeVariable("v\(term.variable.id)")
                    variables[term.variable.id] = variable
                    expression.terms.append(.init(variable, term.coefficient))
                }
                switch solver.insert(Constraint(expression, constraint.relation, priority: .required)) {
                case .added(let handle):
                    added.append(handle)
                case .failed(let support):
                    remove(added)
                    return .failed(support: support.filter { id in !added.contains { $0.id == id } })
                }
            }
            return .added(added)
        }

        func remove(_ handles: [ConstraintHandle]) {
            for handle in handles.reversed() { solver.remove(handle) }
        }
    }
}
