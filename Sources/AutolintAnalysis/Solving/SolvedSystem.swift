import AutolintModel

/// A `LayoutSystem` solved as UIKit's engine would: the solvers stay alive so that later
/// questions (alternative solutions, what determines a view) are asked of the same solution.
///
/// Horizontal and vertical unknowns are solved apart, as UIKit does, unless a constraint couples
/// them (an aspect ratio), in which case one solver takes both.
///
/// Sendable by hand: a solved system is made and then asked about by one thread at a time (the
/// worker of its file), and it is kept by its `ConfigurationAnalysis` so that pictures and
/// debugging questions reuse the solve instead of solving again.
final class SolvedSystem: @unchecked Sendable {
    let system: LayoutSystem
    private let sessions: [(axes: [Axis], sessions: AxisSessions)]
    let conflicts: [Conflict]
    /// The unknowns some optimal solution moves, sorted: found by `analysis()`, kept for the
    /// questions asked after it (`UnderconstrainedGroup`) rather than analysed again.
    private var undetermined: [Int]?
    /// Whether the system has enough equations (`equationsKept`) for its solvers to let go of what
    /// answering keeps once `analysis()` has read it (`Solver.releaseAnswers()`).
    private let releasesAnswers: Bool

    /// `sideBySide`: whether a large system's axes (and a large axis's independent parts) may be
    /// solved on two threads. `equationsKept`: below this many equations, the system keeps them
    /// while and once solved (`EquationStore`, `EquationFeed`), and its solvers keep what answering
    /// found once read (`Solver.releaseAnswers()`).
    init(_ system: LayoutSystem, sideBySide: Bool = true, equationsKept: Int = EquationStore.releaseThreshold) {
        SolveCounter.shared.increment()
        self.system = system
        let (groups, solved, equationCount) = SolvedSystem.solveAll(system, sideBySide: sideBySide, equationsKept: equationsKept)
        releasesAnswers = equationCount >= equationsKept
        self.sessions = zip(groups, solved).map { ($0, $1.sessions) }
        self.conflicts = solved.flatMap(\.conflicts).sorted { $0.constraints.lexicographicallyPrecedes($1.constraints) }
        // The solvers hold every equation now, and only some questions read them afterwards
        // (`EquationStore`); a large system's were let go before solving already, unless a log's
        // reported recovery needed them whole. The solutions are read after this (`analysis()`),
        // on this thread: read on the solving threads, their memory came on top of the solvers at
        // their fullest (10,000 list rows: 10 MB, measured while the equations still were), and
        // read on a fresh thread, on top of the memory this one had freed (6 MB), for 10 to 15 ms
        // saved at 10,000 rows.
        system.equationStore.releaseIfLarge(threshold: equationsKept)
    }

    /// Every group of axes solved.
    private static func solveAll(_ system: LayoutSystem, sideBySide: Bool, equationsKept: Int)
        -> (groups: [[Axis]], solved: [(sessions: AxisSessions, conflicts: [Conflict])], equationCount: Int) {
        let reported = system.options.followsReportedRecovery ? system.layout.reportedRecoveryID : nil
        let planned = plan(system, sideBySide: sideBySide, reported: reported, equationsKept: equationsKept)
        let groups = planned.plans.map(\.axes)
        if sideBySide, groups.count == 2, SideBySide.isWorthSplitting(constraintCount: planned.equations.count) {
            return (groups, solveSideBySide(planned.plans[0], planned.plans[1], equations: planned.equations, of: system, reported: reported),
                    planned.equations.count)
        }
        let works = planned.plans.map { AxisWork($0, from: planned.equations) }
        let solved = works.map { work in
            let (session, conflicts) = solve(work, of: system, reported: reported)
            return (AxisSessions([session]), conflicts)
        }
        return (groups, solved, planned.equations.count)
    }

    /// Each group of axes' plan, and the system's equations for the works to copy theirs from
    /// (`EquationFeed`). From `equationsKept` equations on, unless a log's reported recovery needs
    /// them whole, the system lets its list go here (`feedsLetGo`): the list is freed once the last
    /// work has copied its equations, before the solvers grow, and the feeds let theirs go as they
    /// are added.
    private static func plan(_ system: LayoutSystem, sideBySide: Bool, reported: String?, equationsKept: Int)
        -> (plans: [AxisWork.Plan], equations: EquationHandoff) {
        let unknowns = system.unknowns
        let equations = system.equations
        let lettingGo = reported == nil && equations.count >= equationsKept
        if lettingGo { system.equationStore.release() }
        let coupled = equations.contains { $0.couplesAxes(in: unknowns) }
        let groups: [[Axis]] = coupled ? [[.horizontal, .vertical]] : [[.horizontal], [.vertical]]
        let planned = plans(for: groups, of: system, equations: equations, reported: reported,
                            sideBySide: sideBySide && SideBySide.isWorthSplitting(constraintCount: equations.count))
        return (planned, EquationHandoff(equations, takers: planned.count, feedsLetGo: lettingGo))
    }

    /// The order of each group's equations and its unknowns, two groups side by side if asked.
    private static func plans(for groups: [[Axis]], of system: LayoutSystem, equations: [LinearConstraint], reported: String?,
                              sideBySide: Bool) -> [AxisWork.Plan] {
        // Per equation, read once: the `size >= 0` floors go in first, and the constraint a log
        // says UIKit broke last (see `AxisWork.Plan`).
        let isFloor = equations.map { system.constraints.origin(at: $0.source) == .nonNegativeSize }
        let isReported = equations.map { reported != nil && system.constraints[$0.source].id == reported }
        let plan = { (axes: [Axis]) in AxisWork.Plan(axes, of: system, equations: equations, isFloor: isFloor, isReported: isReported) }
        if sideBySide, groups.count == 2 {
            let (first, second) = SideBySide.run({ plan(groups[0]) }, alongside: { plan(groups[1]) })
            return [first, second]
        }
        return groups.map(plan)
    }

    /// One solver for a group of axes, fed its equations, and the conflicts met on the way.
    static func solve(_ work: AxisWork, of system: LayoutSystem, reported: String?) -> (session: SolverSession, conflicts: [Conflict]) {
        let equations = work.equations
        // A reported recovery reads the equations again once added (`conflictHolding`): its feed
        // keeps them (`plan`).
        precondition(reported == nil || !equations.lettingGo, "a feed that lets go no longer holds the equations added")
        let session = SolverSession(unknowns: system.unknowns, unknownsToCreate: work.plan.viewUnknowns, feed: equations,
                                    over: work.plan.unknownCount)
        var found = addAll(from: equations, to: session, constraints: system.constraints, reportedRecovery: reported)
        if let reported, let source = system.constraints.firstIndex(where: { $0.id == reported }),
           equations.contains(where: { $0.source == source }),
           !found.isEmpty, !found.contains(where: { $0.constraints.contains(source) }),
           let holding = conflictHolding(source, after: found, in: session, equations: equations) {
            found.append(holding)
        }
        session.finishAdding()
        return (session, found)
    }

    /// The unknowns some optimal solution moves (ambiguous), sorted.
    var undeterminedUnknowns: [Int] {
        if let undetermined { return undetermined }
        let found = Set(sessions.flatMap { $0.sessions.ambiguities().map(\.unknown) }).sorted()
        undetermined = found
        return found
    }

    /// The axes each solver takes, in order: horizontal and vertical apart, or both together.
    var axisGroups: [[Axis]] { sessions.map(\.axes) }

    /// `SolverSession.determined(byPinning:among:)` in the solver that takes `axis`.
    func determined(byPinning pinned: [Int], among candidates: [Int], axis: Axis) -> [Int] {
        sessions(for: axis).determined(byPinning: pinned, among: candidates)
    }

    /// How many solvers took `axis` (`IndependentParts`).
    func solverCount(for axis: Axis) -> Int { sessions(for: axis).count }

    func sessions(for axis: Axis) -> AxisSessions {
        sessions.first { $0.axes.contains(axis) }!.sessions
    }

    /// Adds in order; a required constraint that cannot hold makes a conflict, and UIKit's pick
    /// among its members is left out (removed if it was already in) before going on.
    /// `attemptLimit`: how many times one equation may be tried again (each time without a
    /// constraint it conflicted with), the collection's count unless given.
    static func addAll(_ equations: some Collection<LinearConstraint>, to session: SolverSession, constraints: SystemConstraints,
                       reportedRecovery: String?, attemptLimit: Int? = nil) -> [Conflict] {
        let attemptLimit = attemptLimit ?? equations.count
        var conflicts: [Conflict] = []
        for equation in equations {
            var attempts = 0
            let isFloor = constraints.origin(at: equation.source) == .nonNegativeSize
            while case .conflict(let members) = session.add(equation, heldFixed: isFloor), attempts <= attemptLimit {
                attempts += 1
                let pick = RecoveryChoice.pick(among: members, of: constraints, reported: reportedRecovery)
                conflicts.append(Conflict(constraints: members, broken: pick.broken, reason: pick.reason))
                if pick.broken == equation.source { break }
                session.remove(source: pick.broken)
            }
        }
        return conflicts
    }

    /// `addAll` over a feed, in its order, letting each chunk go once it is in: what a solver
    /// holds is no longer held twice.
    static func addAll(from feed: EquationFeed, to session: SolverSession, constraints: SystemConstraints,
                       reportedRecovery: String?) -> [Conflict] {
        var conflicts: [Conflict] = []
        var start = 0
        while start < feed.count {
            let end = min(feed.count, start + feed.chunkSize)
            conflicts += addAll(feed[start..<end], to: session, constraints: constraints, reportedRecovery: reportedRecovery,
                                attemptLimit: feed.count)
            feed.letGo(start..<end)
            start = end
        }
        return conflicts
    }

    /// A minimal conflicting set that holds `reported`, the constraint a log says UIKit broke,
    /// when the sets found while adding hold none of it: breaking an earlier pick made room for
    /// it. Each pick is put back in turn; while the set it conflicts with leaves `reported` out,
    /// another member of that set is set aside and the pick is tried again, so that every
    /// set the search meets is a real minimal set of the printed constraints. The session is left
    /// as it was. Nil when no set with `reported` turns up.
    private static func conflictHolding(_ reported: Int, after found: [Conflict], in session: SolverSession,
                                        equations: EquationFeed) -> Conflict? {
        let equationOfSource = Dictionary(equations.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
        for pick in found.map(\.broken) {
            guard let pickEquation = equationOfSource[pick] else { continue }
            var setAside: [Int] = []
            defer { for source in setAside.reversed() { _ = equationOfSource[source].map { session.add($0) } } }
            while setAside.count < equations.count {
                switch session.add(pickEquation) {
                case .added:
                    session.remove(source: pick)
                case .conflict(let members) where members.contains(reported):
                    return Conflict(constraints: members, broken: reported, reason: "the log says UIKit broke it")
                case .conflict(let members):
                    guard let other = members.first(where: { $0 != pick && $0 != reported }) else { break }
                    session.remove(source: other)
                    setAside.append(other)
                    continue
                }
                break
            }
        }
        return nil
    }

    func analysis() -> ConfigurationAnalysis {
        let unknowns = system.unknowns
        var values = [Double](repeating: 0, count: unknowns.count)
        var ambiguous: [Int: ViewAmbiguity.Cause] = [:]
        var broken: [UnsatisfiedConstraint] = []
        for (axes, session) in sessions {
            for index in 0..<unknowns.count where axes.contains(unknowns.component(ofVariable: index).axis) {
                values[index] = session.value(ofUnknown: index)
            }
            for ambiguity in session.ambiguities() where ambiguous[ambiguity.unknown] == nil {
                ambiguous[ambiguity.unknown] = ambiguity.cause
            }
            broken += session.broken(examining: { !self.system.constraints[$0].origin.isSystem },
                                     explainingAll: system.options.explainsEveryBrokenConstraint)
            // Read: at 10,000 list rows what answering keeps was 15 MB on top of the solvers.
            if releasesAnswers { session.releaseAnswers() }
        }
        undetermined = ambiguous.keys.sorted()
        // By position: a view is a large value, and `enumerated()` would copy each one.
        let frames = system.layout.views.indices.map { position -> (view: String, frame: Rect) in
            let id = system.layout.views[position].id
            func value(_ component: FrameComponent) -> Double {
                unknowns.index(ofViewAt: position, id: id, component).map { values[$0] } ?? 0
            }
            return (id, Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height)))
        }
        var analysis = ConfigurationAnalysis(
            system: system, frames: frames, ambiguities: viewAmbiguities(ambiguous),
            conflicts: conflicts, broken: broken.sorted { $0.constraint < $1.constraint },
            scrollableContentAmbiguities: scrollableContentAmbiguities(ambiguous))
        analysis.solved = self
        return analysis
    }

    /// A scroll view whose content layout guide's size is free: its scrollable content size is
    /// ambiguous (the guide's origin is the scroll view's, so only its size counts).
    private func scrollableContentAmbiguities(_ ambiguous: [Int: ViewAmbiguity.Cause]) -> [ViewAmbiguity] {
        guard !ambiguous.isEmpty else { return [] }
        return system.layout.views.flatMap { view in scrollableContentAmbiguities(of: view, ambiguous) }
    }

    private func scrollableContentAmbiguities(of view: LayoutView, _ ambiguous: [Int: ViewAmbiguity.Cause]) -> [ViewAmbiguity] {
        guard !ListContentSize.isSetByTheListItself(view) else { return [] }
        let guide = LayoutItem(view: view.id, guide: .contentLayout)
        return Axis.allCases.compactMap { axis in
            guard let index = system.unknowns.index(guide, .size(axis)), let cause = ambiguous[index] else { return nil }
            return ViewAmbiguity(view: view.id, axis: axis, components: [.size(axis)], cause: cause, isScrollableContent: true)
        }
    }

    private func viewAmbiguities(_ ambiguous: [Int: ViewAmbiguity.Cause]) -> [ViewAmbiguity] {
        // Most layouts have no ambiguity: no walk over every view for them.
        guard !ambiguous.isEmpty else { return [] }
        var result: [ViewAmbiguity] = []
        // By position, as the frames are read.
        for position in system.layout.views.indices {
            let id = system.layout.views[position].id
            for axis in Axis.allCases {
                let free = [FrameComponent.position(axis), .size(axis)].compactMap { component -> (FrameComponent, ViewAmbiguity.Cause)? in
                    guard let index = system.unknowns.index(ofViewAt: position, id: id, component), let cause = ambiguous[index] else { return nil }
                    return (component, cause)
                }
                guard let firstCause = free.first?.1 else { continue }
                let cause = free.contains { $0.1 == .underconstrained } ? .underconstrained : firstCause
                result.append(ViewAmbiguity(view: id, axis: axis, components: free.map(\.0), cause: cause))
            }
        }
        return result
    }
}
