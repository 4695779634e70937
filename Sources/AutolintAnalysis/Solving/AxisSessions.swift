import AutolintModel

/// The solver sessions of one group of axes: one session, or one per group of `IndependentParts`
/// that a large axis was cut into to use both cores. Asked as one session: each question goes to
/// the sessions holding its unknowns, and the answers are joined as one session would give them
/// (an unknown both hold is fixed, so either answers for it).
final class AxisSessions {
    private let sessions: [SolverSession]

    init(_ sessions: [SolverSession]) {
        precondition(!sessions.isEmpty)
        self.sessions = sessions
    }

    /// How many solvers the axes took: 2 when both threads took parts of a large axis.
    var count: Int { sessions.count }

    /// The first session holding the unknown.
    private func session(holding unknown: Int) -> SolverSession? {
        sessions.first { $0.covers(unknown: unknown) }
    }

    func covers(unknown index: Int) -> Bool { session(holding: index) != nil }

    func value(ofUnknown index: Int) -> Double {
        session(holding: index)?.value(ofUnknown: index) ?? 0
    }

    func ambiguities() -> [SolverSession.Ambiguity] {
        sessions.flatMap { $0.ambiguities() }
    }

    func releaseAnswers() {
        for session in sessions { session.releaseAnswers() }
    }

    func broken(examining: (Int) -> Bool, explainingAll: Bool) -> [UnsatisfiedConstraint] {
        guard sessions.count > 1 else { return sessions[0].broken(examining: examining, explainingAll: explainingAll) }
        return sessions.flatMap { $0.broken(examining: examining, explainingAll: explainingAll) }
            .sorted { $0.constraint < $1.constraint }
    }

    /// The other sessions' unknowns keep their values: moving one session's unknowns moves nothing
    /// in another.
    func alternatives(moving index: Int, reading wanted: [Int]) -> [[Double]] {
        guard let moving = session(holding: index) else { return [] }
        guard sessions.count > 1 else { return moving.alternatives(moving: index, reading: wanted) }
        return moving.alternatives(moving: index, reading: wanted).map { solution in
            zip(wanted, solution).map { unknown, value in moving.covers(unknown: unknown) ? value : self.value(ofUnknown: unknown) }
        }
    }

    /// Pins in one session determine nothing in another: each session is asked with its own pins
    /// and candidates.
    func determined(byPinning pinned: [Int], among candidates: [Int]) -> [Int] {
        guard sessions.count > 1 else { return sessions[0].determined(byPinning: pinned, among: candidates) }
        var found = Set<Int>()
        for session in sessions {
            let own = candidates.filter { session.covers(unknown: $0) }
            guard !own.isEmpty else { continue }
            found.formUnion(session.determined(byPinning: pinned.filter { session.covers(unknown: $0) }, among: own))
        }
        return candidates.filter { found.contains($0) }
    }

    func constraintsDetermining(unknown index: Int) -> [Int] {
        session(holding: index)?.constraintsDetermining(unknown: index) ?? []
    }
}
