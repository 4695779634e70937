import AutolintModel
import Foundation

extension SolvedSystem {
    /// Two groups of axes (horizontal, vertical) on two threads. When the larger has independent
    /// parts, they are handed out as the threads come free: the first thread finds them and takes
    /// them from the front while the second solves the smaller group, which then takes them from
    /// the back, so that neither thread waits long for the other (a list's horizontal axis is two
    /// thirds of its solving). Each thread's parts go to a solver of its own; a conflict that breaks
    /// an equation on shared unknowns sends the larger group to one solver again (`solveParts`).
    /// The solutions are read afterwards, on the checking thread (`SolvedSystem.analysis()`).
    static func solveSideBySide(_ first: AxisWork.Plan, _ second: AxisWork.Plan, equations: EquationHandoff, of system: LayoutSystem,
                                reported: String?) -> [(sessions: AxisSessions, conflicts: [Conflict])] {
        let firstIsLarger = first.order.count >= second.order.count
        let (largerPlan, smallerPlan) = firstIsLarger ? (first, second) : (second, first)
        let queue = PartQueue()
        // Room in each solver for about the share of the group it will take (and a fifth more):
        // the first, about half of all the equations; the second, which starts once it has solved
        // the smaller group, about half of the parts left then.
        let largerCount = Double(largerPlan.order.count)
        let frontShare = min(1, Double(largerPlan.order.count + smallerPlan.order.count) / 2 / largerCount * 1.2)
        // Each thread copies out the equations of the group it starts with (`EquationHandoff`).
        let onFirstThread = { () -> PartsSolved in
            let larger = AxisWork(largerPlan, from: equations)
            let parts = reported == nil
                ? IndependentParts.find(in: larger.equations, viewUnknowns: larger.plan.viewUnknowns, shared: larger.plan.sharedUnknowns) : nil
            queue.publish(parts.map { ($0, larger) })
            guard let parts else { return .whole(solve(larger, of: system, reported: reported)) }
            let front = solveParts(parts, of: larger, in: system, isFirst: true, share: frontShare, take: queue.takeFront)
            if front.conflicted { queue.abandon() }
            return .parts(front.session, front.conflicts)
        }
        let onSecondThread = { () -> (small: (session: SolverSession, conflicts: [Conflict]), back: (session: SolverSession?, conflicts: [Conflict])) in
            let smaller = AxisWork(smallerPlan, from: equations)
            let small = solve(smaller, of: system, reported: reported)
            guard let (parts, larger) = queue.waitForParts() else { return (small, (nil, [])) }
            let left = queue.left
            let backShare = min(1, Double(parts.sharedEquations.count + parts.equationCount(ofParts: left) / 2) / largerCount * 1.2)
            let back = solveParts(parts, of: larger, in: system, isFirst: false, share: backShare, take: queue.takeBack)
            if back.conflicted { queue.abandon() }
            return (small, (back.session, back.conflicts))
        }
        let (front, (small, back)) = SideBySide.run(onFirstThread, alongside: onSecondThread)
        let largerSolved: (sessions: AxisSessions, conflicts: [Conflict])
        switch front {
        case .whole(let whole):
            largerSolved = (AxisSessions([whole.session]), whole.conflicts)
        case .parts(let frontSession?, let frontConflicts) where !queue.isAbandoned:
            largerSolved = (AxisSessions([frontSession] + (back.session.map { [$0] } ?? [])), frontConflicts + back.conflicts)
        case .parts:
            // As one solver, from the system's equations: the parts' feed let go of those it added
            // (the system makes them again if it let its own go, `EquationStore`), and what it
            // holds still goes now.
            queue.forgetParts()
            let larger = AxisWork(largerPlan, equations: system.equations, lettingGo: equations.feedsLetGo)
            let whole = solve(larger, of: system, reported: reported)
            largerSolved = (AxisSessions([whole.session]), whole.conflicts)
        }
        let smallerSolved = (AxisSessions([small.session]), small.conflicts)
        return firstIsLarger ? [largerSolved, smallerSolved] : [smallerSolved, largerSolved]
    }

    /// What the first thread made of the larger group: one solver (no parts), or the session of the
    /// parts it took (nil when it took none or a conflict abandoned the parts) and their conflicts.
    private enum PartsSolved {
        case whole((session: SolverSession, conflicts: [Conflict]))
        case parts(SolverSession?, [Conflict])
    }

    /// A solver fed whole parts as `take` hands them out, after the equations on shared unknowns,
    /// and the conflicts its parts met; nil when `take` gave it no part. A conflict within a part
    /// is the one solver's too (its rows, its certificate and UIKit's pick are the part's), unless
    /// the constraint broken is one on shared unknowns, which every part would lose:
    /// `conflicted` then, and the solver stops there. `share`: about how much of the group it will
    /// take, for the room made in its arrays.
    static func solveParts(_ parts: IndependentParts, of work: AxisWork, in system: LayoutSystem, isFirst: Bool, share: Double,
                           take: () -> Int?) -> (session: SolverSession?, conflicts: [Conflict], conflicted: Bool) {
        guard var part = take() else { return (nil, [], false) }
        let session = SolverSession(unknowns: system.unknowns, unknownsToCreate: parts.sharedUnknowns + (isFirst ? parts.unmentionedUnknowns : []),
                                    feed: work.equations, over: work.plan.unknownCount, share: share)
        let shared = parts.sharedEquations.map { work.equations[$0] }
        guard addAll(shared, to: session, constraints: system.constraints, reportedRecovery: nil).isEmpty else { return (nil, [], true) }
        let sharedSources = Set(shared.map(\.source))
        var conflicts: [Conflict] = []
        while true {
            session.create(parts.unknowns(ofPart: part).lazy.map { Int($0) })
            let positions = parts.equations(ofPart: part).lazy.map { Int($0) }
            let found = addAll(positions.map { work.equations[$0] }, to: session, constraints: system.constraints, reportedRecovery: nil)
            // The shared equations stay: every part's solver adds them.
            work.equations.letGo(positions)
            if found.contains(where: { sharedSources.contains($0.broken) }) { return (nil, [], true) }
            conflicts += found
            guard let next = take() else {
                session.finishAdding()
                return (session, conflicts, false)
            }
            part = next
        }
    }
}

/// An axis's parts, published by the thread that finds them, handed out to two solvers, from the
/// front to one and from the back to the other, each part once; abandoned when either meets a
/// conflict.
private final class PartQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var published = false
    private var parts: (parts: IndependentParts, work: SolvedSystem.AxisWork)?
    private var front = 0
    private var back = 0
    private var abandoned = false

    /// Hands the parts (nil: none), and the work they are of, to the thread waiting for them.
    func publish(_ parts: (parts: IndependentParts, work: SolvedSystem.AxisWork)?) {
        condition.withLock {
            self.parts = parts
            back = parts?.parts.partCount ?? 0
            published = true
            condition.broadcast()
        }
    }

    func waitForParts() -> (parts: IndependentParts, work: SolvedSystem.AxisWork)? {
        condition.withLock {
            while !published { condition.wait() }
            return parts
        }
    }

    var isAbandoned: Bool { condition.withLock { abandoned } }

    /// The parts not taken yet.
    var left: Range<Int> { condition.withLock { front..<max(front, back) } }

    func takeFront() -> Int? {
        condition.withLock {
            guard !abandoned, front < back else { return nil }
            front += 1
            return front - 1
        }
    }

    func takeBack() -> Int? {
        condition.withLock {
            guard !abandoned, front < back else { return nil }
            back -= 1
            return back
        }
    }

    func abandon() { condition.withLock { abandoned = true } }

    /// Lets go of the parts and their work, once both threads are done with them.
    func forgetParts() { condition.withLock { parts = nil } }
}
