import AutolintFormats
import AutolintModel

/// A `LayoutSystem` solved as UIKit's engine would: the solvers stay alive so that later
/// questions (alternative solutions, what determines a view) are asked of the same solution.
///
/// Horizontal and vertical unknowns are solved apart, as UIKit does, unless a constraint couples
/// them (an aspect ratio), in which case one solver takes both.
final class SolvedSystem {
    let system: LayoutSystem
    private let sessions: [(axes: [Axis], session: SolverSession)]
    let conflicts: [Conflict]

    init(_ system: LayoutSystem) {
        self.system = system
        let unknowns = system.unknowns
        let coupled = system.equations.contains { $0.axes(in: unknowns).count > 1 }
        let groups: [[Axis]] = coupled ? [[.horizontal, .vertical]] : [[.horizontal], [.vertical]]
        var sessions: [(axes: [Axis], session: SolverSession)] = []
        var conflicts: [Conflict] = []
        for axes in groups {
            let viewUnknowns = (0..<unknowns.viewCount * 4).filter { axes.contains(unknowns.component(ofVariable: $0).axis) }
            let session = SolverSession(unknowns: unknowns, unknownsToCreate: viewUnknowns)
            let onAxes = system.equations.filter { equation in
                equation.expression.terms.contains { axes.contains(unknowns.component(ofVariable: $0.variable).axis) }
            }
            // The `size >= 0` floors rarely bind: added after the relations, they leave the
            // tableau's rows short (a third faster on long lists) and conflict the same way.
            let isFloor = { (equation: LinearConstraint) in system.constraints[equation.source].origin == .nonNegativeSize }
            let equations = onAxes.filter { !isFloor($0) } + onAxes.filter(isFloor)
            let reported = system.options.followsReportedRecovery ? system.layout.reportedRecoveryID : nil
            conflicts += SolvedSystem.addAll(equations, to: session, constraints: system.constraints, reportedRecovery: reported)
            sessions.append((axes, session))
        }
        self.sessions = sessions
        self.conflicts = conflicts.sorted { $0.constraints.lexicographicallyPrecedes($1.constraints) }
    }

    func session(for axis: Axis) -> SolverSession {
        sessions.first { $0.axes.contains(axis) }!.session
    }

    /// Adds in order; a required constraint that cannot hold makes a conflict, and UIKit's pick
    /// among its members is left out (removed if it was already in) before going on.
    private static func addAll(_ equations: [LinearConstraint], to session: SolverSession, constraints: [LayoutConstraint],
                               reportedRecovery: String?) -> [Conflict] {
        var conflicts: [Conflict] = []
        for equation in equations {
            var attempts = 0
            while case .conflict(let members) = session.add(equation), attempts <= equations.count {
                attempts += 1
                let pick = RecoveryChoice.pick(among: members, of: constraints, reported: reportedRecovery)
                conflicts.append(Conflict(constraints: members, broken: pick.broken, reason: pick.reason))
                if pick.broken == equation.source { break }
                session.remove(source: pick.broken)
            }
        }
        return conflicts
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
            broken += session.broken { !self.system.constraints[$0].origin.isSystem }
        }
        let frames = system.layout.views.map { view -> (view: String, frame: Rect) in
            func value(_ component: FrameComponent) -> Double {
                unknowns.index(.view(view.id), component).map { values[$0] } ?? 0
            }
            return (view.id, Rect(x: value(.minX), y: value(.minY), width: value(.width), height: value(.height)))
        }
        return ConfigurationAnalysis(
            system: system, frames: frames, ambiguities: viewAmbiguities(ambiguous),
            conflicts: conflicts, broken: broken.sorted { $0.constraint < $1.constraint })
    }

    private func viewAmbiguities(_ ambiguous: [Int: ViewAmbiguity.Cause]) -> [ViewAmbiguity] {
        var result: [ViewAmbiguity] = []
        for view in system.layout.views {
            for axis in Axis.allCases {
                let free = [FrameComponent.position(axis), .size(axis)].compactMap { component -> (FrameComponent, ViewAmbiguity.Cause)? in
                    guard let index = system.unknowns.index(.view(view.id), component), let cause = ambiguous[index] else { return nil }
                    return (component, cause)
                }
                guard let firstCause = free.first?.1 else { continue }
                let cause = free.contains { $0.1 == .underconstrained } ? .underconstrained : firstCause
                result.append(ViewAmbiguity(view: view.id, axis: axis, components: free.map(\.0), cause: cause))
            }
        }
        return result
    }
}
