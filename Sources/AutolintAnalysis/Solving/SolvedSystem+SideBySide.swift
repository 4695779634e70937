import AutolintModel
import Foundation

extension SolvedSystem {
    /// Two groups of axes (horizontal, vertical) on two threads. When the larger has independent
    /// parts, they are handed out as the threads come free: the first thread takes them from the
    /// front while the second solves the smaller group, which then takes them from the back, so
    /// that neither thread waits long for the other (a list's horizontal axis is two thirds of its
    /// solving). Each thread's parts go to a solver of its own; a conflict in either sends the
    /// larger group to one solver again (`IndependentParts`).
    static func solveSideBySide(_ first: AxisWork, _ second: AxisWork, of system: LayoutSystem,
                                reported: String?) -> [(sessions: AxisSessions, conflicts: [Conflict])] {
        let firstIsLarger = first.equations.count >= second.equations.count
        let (larger, smaller) = firstIsLarger ? (first, second) : (second, first)
        guard reported == nil,
              let parts = IndependentParts.find(in: larger.equations, viewUnknowns: larger.viewUnknowns, unknownCount: system.unknowns.count) else {
            let (one, other) = SideBySide.run({ solve(first, of: system, reported: reported) },
                                              alongside: { solve(second, of: system, reported: reported) })
            return [(AxisSessions([one.session]), one.conflicts), (AxisSessions([other.session]), other.conflicts)]
        }
        let queue = PartQueue(count: parts.partCount)
        // Room in each solver for about the share of the group it will take (and a fifth more):
        // the first, about half of all the equations; the second, which starts once it has solved
        // the smaller group, about half of the parts left then.
        let largerCount = Double(larger.equations.count)
        let frontShare = min(1, Double(larger.equations.count + smaller.equations.count) / 2 / largerCount * 1.2)
        let (front, (small, back)) = SideBySide.run({
            solveParts(parts, of: larger, in: system, isFirst: true, queue: queue, take: queue.takeFront) { _ in frontShare }
        }, alongside: {
            (solve(smaller, of: system, reported: nil),
             solveParts(parts, of: larger, in: system, isFirst: false, queue: queue, take: queue.takeBack) { left in
                 min(1, Double(parts.sharedEquations.count + parts.equationCount(ofParts: left) / 2) / largerCount * 1.2)
             })
        })
        let largerSolved: (sessions: AxisSessions, conflicts: [Conflict])
        if !queue.isAbandoned, let frontSession = front {
            largerSolved = (AxisSessions([frontSession] + (back.map { [$0] } ?? [])), [])
        } else {
            let whole = solve(larger, of: system, reported: nil)
            largerSolved = (AxisSessions([whole.session]), whole.conflicts)
        }
        let smallerSolved = (AxisSessions([small.session]), small.conflicts)
        return firstIsLarger ? [largerSolved, smallerSolved] : [smallerSolved, largerSolved]
    }

    /// A solver fed whole parts as `take` hands them out, after the equations on shared unknowns
    /// alone; nil when it got no part, or met a conflict (the queue is then abandoned).
    /// `share`: about how much of the group it will take, given the parts not yet taken when it
    /// starts, for the room made in its arrays.
    private static func solveParts(_ parts: IndependentParts, of work: AxisWork, in system: LayoutSystem, isFirst: Bool,
                                   queue: PartQueue, take: () -> Int?, share: (Range<Int>) -> Double) -> SolverSession? {
        let left = queue.left
        guard var part = take() else { return nil }
        let session = SolverSession(unknowns: system.unknowns, unknownsToCreate: parts.sharedUnknowns + (isFirst ? parts.unmentionedUnknowns : []),
                                    reservingFor: work.equations, over: work.unknownCount, share: share(left))
        let shared = parts.sharedEquations.map { work.equations[$0] }.filter { isFirst || $0.expression.terms.count == 1 }
        guard addAll(shared, to: session, constraints: system.constraints, reportedRecovery: nil).isEmpty else {
            queue.abandon()
            return nil
        }
        while true {
            session.create(parts.unknowns(ofPart: part).lazy.map { Int($0) })
            let equations = parts.equations(ofPart: part).map { work.equations[Int($0)] }
            guard addAll(equations, to: session, constraints: system.constraints, reportedRecovery: nil).isEmpty else {
                queue.abandon()
                return nil
            }
            guard let next = take() else { return session }
            part = next
        }
    }
}

/// An axis's parts handed out to two solvers, from the front to one and from the back to the
/// other, each part once; abandoned when either meets a conflict.
private final class PartQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var front = 0
    private var back: Int
    private var abandoned = false

    init(count: Int) { back = count }

    var isAbandoned: Bool { lock.withLock { abandoned } }

    /// The parts not taken yet.
    var left: Range<Int> { lock.withLock { front..<max(front, back) } }

    func takeFront() -> Int? {
        lock.withLock {
            guard !abandoned, front < back else { return nil }
            front += 1
            return front - 1
        }
    }

    func takeBack() -> Int? {
        lock.withLock {
            guard !abandoned, front < back else { return nil }
            back -= 1
            return back
        }
    }

    func abandon() { lock.withLock { abandoned = true } }
}
