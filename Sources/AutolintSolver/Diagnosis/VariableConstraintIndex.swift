/// The solver's constraints by the variables they mention, for the diagnosis's walks over
/// connected constraints (explaining a broken constraint, the exact optimal set of a component):
/// built once per tableau state, not once per question.
struct VariableConstraintIndex {
    /// Handle ids of the constraints on each variable, in insertion order, by variable id.
    private var constraints: [[Int]] = []
    /// The variable ids each constraint mentions, by handle id (empty for a removed one).
    private var variables: [[Int]] = []
    /// Per variable id, the required equalities on that variable alone (`a·x == c`). They fix it
    /// in every feasible solution, so it is a constant that joins no other constraints to one
    /// another: the root's frame, which every pin to the root's edges would otherwise join into
    /// one component the size of the layout.
    private var pins: [[Int]] = []

    /// The solver's constraints, over the tableau's symbols (`symbolCount`, above every variable id).
    init(solver: Solver, symbolCount: Int) {
        let records = solver.records
        variables = Array(repeating: [], count: records.count)
        constraints = Array(repeating: [], count: symbolCount)
        pins = Array(repeating: [], count: symbolCount)
        for (id, record) in records.enumerated() {
            guard let record else { continue }
            let ids = solver.variables(of: record).map(\.id)
            variables[id] = ids
            for variable in ids { constraints[variable].append(id) }
            if ids.count == 1, record.relation == .equal, record.isRequired {
                pins[ids[0]].append(id)
            }
        }
    }

    /// Constraints `joins` accepts that are connected to `start` through shared variables, with
    /// `start`, sorted by handle id. A pinned variable connects nothing: the constraints through it
    /// are replaced by its pins. Exact for a conflict or an optimal set: with pinned variables
    /// held at their values the system splits into these components, and any infeasible part (or
    /// the optimal face of the part) holding `start` lies in its component with those pins.
    func connected(to start: Int, joins: (Int) -> Bool) -> [Int] {
        var seen: Set<Int> = [start]
        // Each variable's constraints are looked at once, however many constraints reach it
        // (50,000 copies of one constraint made this quadratic).
        var expanded: Set<Int> = []
        var queue = [start]
        while let current = queue.popLast() {
            for variable in variables[current] where expanded.insert(variable).inserted {
                if !pins[variable].isEmpty {
                    for pin in pins[variable] where seen.insert(pin).inserted { queue.append(pin) }
                    continue
                }
                for next in constraints[variable] where joins(next) && seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen.sorted()
    }
}
