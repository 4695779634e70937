import AutolintModel

extension SolvedSystem {
    /// What the solver of a group of axes is fed: its plan, and the equations that mention the
    /// axes, in the order they go in, copied out of the system's list.
    struct AxisWork {
        let plan: Plan
        let equations: EquationFeed

        /// Which of the system's equations go in, in which order, and the unknowns: everything but
        /// the copies of the equations, which the thread that solves them makes (`EquationHandoff`).
        struct Plan {
            let axes: [Axis]
            /// Positions in the system's equations, in the order they are added.
            let order: [Int32]
            /// The views' unknowns on the axes, made first (a view no constraint mentions is free).
            let viewUnknowns: [Int]
            /// How many unknowns the axes have, views' and guides' (room made in the solver).
            let unknownCount: Int
            /// The unknowns independent parts may share, by unknown (`IndependentParts`).
            let sharedUnknowns: [Bool]

            init(_ axes: [Axis], of system: LayoutSystem, equations: [LinearConstraint], isFloor: [Bool], isReported: [Bool]) {
                self.axes = axes
                let unknowns = system.unknowns
                viewUnknowns = (0..<unknowns.viewCount * 4).filter { axes.contains(unknowns.component(ofVariable: $0).axis) }
                let onAxes = equations.indices.filter { index in
                    equations[index].expression.terms.contains { axes.contains(unknowns.component(ofVariable: $0.variable).axis) }
                }
                // The `size >= 0` floors go in first: every size then enters later rows as its
                // floor's nonnegative slack, so a required chain too long for its container fails the
                // moment it closes, in one row. Added last, each floor of such a chain needed a phase-1
                // walk along the chain's dense row (a 10,000-view VFL chain: minutes and gigabytes).
                // The constraint a log says UIKit broke goes in last, so that the conflict found is
                // the one it was broken for: its minimal set includes it.
                let ordered = onAxes.filter { isFloor[$0] } + onAxes.filter { !isFloor[$0] }
                let inOrder = ordered.filter { !isReported[$0] } + ordered.filter { isReported[$0] }
                // The equations on the unknowns independent parts may share (the root's frame) go first
                // of all, so that one solver adds them where each part's solver does
                // (`IndependentParts`): their markers then rank below every part's symbols in both.
                let shared = IndependentParts.sharedUnknowns(of: inOrder.lazy.map { equations[$0] }, viewUnknowns: viewUnknowns,
                                                             unknownCount: unknowns.count)
                let goesFirst = { (index: Int) in !isReported[index] && IndependentParts.isOnShared(equations[index], shared) }
                order = (inOrder.filter(goesFirst) + inOrder.filter { !goesFirst($0) }).map { Int32($0) }
                sharedUnknowns = shared
                unknownCount = (0..<unknowns.count).count { axes.contains(unknowns.component(ofVariable: $0).axis) }
            }
        }

        /// The plan's equations copied out of `equations`, the system's list; `chunkShift`: the
        /// feed's chunks (`EquationFeed`).
        init(_ plan: Plan, equations: [LinearConstraint], lettingGo: Bool, chunkShift: Int = EquationFeed.defaultChunkShift) {
            self.plan = plan
            self.equations = EquationFeed(plan.order.lazy.map { equations[Int($0)] }, lettingGo: lettingGo, chunkShift: chunkShift)
        }

        /// The plan's equations taken from the handoff, for the thread about to solve them.
        init(_ plan: Plan, from handoff: EquationHandoff) {
            self.init(plan, equations: handoff.take(), lettingGo: handoff.feedsLetGo)
        }

        /// A work that keeps its equations, or lets them go in chunks of `1 << chunkShift` (tests).
        init(_ axes: [Axis], of system: LayoutSystem, equations: [LinearConstraint], isFloor: [Bool], isReported: [Bool],
             lettingGo: Bool = false, chunkShift: Int = EquationFeed.defaultChunkShift) {
            self.init(Plan(axes, of: system, equations: equations, isFloor: isFloor, isReported: isReported), equations: equations,
                      lettingGo: lettingGo, chunkShift: chunkShift)
        }
    }
}
