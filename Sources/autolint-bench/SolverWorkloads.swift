import AutolintSolver

/// The solver workloads of `../shared/bench/solver-workloads.md`, built exactly as the kiwisolver
/// peer builds them, plus `A1`: the ambiguity analysis of the W1 system.
enum SolverWorkloads {
    static let medium = Priority(750)
    static let weak = Priority(250)
    static let strong = Priority(999)

    static let all: [BenchmarkWorkload] = [
        BenchmarkWorkload(name: "W1", repeats: 3) { n in build(grid(n)) },
        BenchmarkWorkload(name: "W2", repeats: 3) { n in build(chain(n)) },
        BenchmarkWorkload(name: "E1", repeats: 3) { n in editGrid(n, suggestions: 1000) },
        BenchmarkWorkload(name: "E2a", repeats: 1) { n in editChain(n, deltas: [100, 150, 200], suggestions: 300) },
        BenchmarkWorkload(name: "E2b", repeats: 1) { n in editChain(n, deltas: [-150, 150], suggestions: 4) },
        BenchmarkWorkload(name: "A1", repeats: 3) { n in ambiguityOfGrid(n) },
    ]

    /// A system to build: its solver with variables made, the constraints to add, and the
    /// variables the checksums sum.
    struct System {
        let solver: Solver
        let constraints: [Constraint]
        let all: [Variable]
        let widths: [Variable]
        let xs: [Variable]
    }

    static func grid(_ n: Int) -> System {
        let solver = Solver()
        let columns = Int((Double(n)).squareRoot().rounded(.up))
        var xs: [Variable] = [], ys: [Variable] = [], ws: [Variable] = [], hs: [Variable] = []
        var constraints: [Constraint] = []
        for i in 0..<n {
            let (row, column) = i.quotientAndRemainder(dividingBy: columns)
            let x = solver.makeVariable("x\(i)"), y = solver.makeVariable("y\(i)")
            let w = solver.makeVariable("w\(i)"), h = solver.makeVariable("h\(i)")
            xs.append(x); ys.append(y); ws.append(w); hs.append(h)
            constraints.append(column == 0 ? Constraint(x, .equal, 0) : Constraint(x, .equal, xs[i - 1] + ws[i - 1] + 8))
            constraints.append(row == 0 ? Constraint(y, .equal, 0) : Constraint(y, .equal, ys[i - columns] + hs[i - columns] + 8))
            constraints.append(Constraint(w, .equal, Double(40 + i % 7), priority: medium))
            constraints.append(Constraint(h, .equal, Double(20 + i % 5), priority: medium))
        }
        return System(solver: solver, constraints: constraints, all: xs + ys + ws + hs, widths: ws, xs: xs)
    }

    static func chain(_ n: Int) -> System {
        let solver = Solver()
        var xs: [Variable] = [], ws: [Variable] = []
        var constraints: [Constraint] = []
        for i in 0..<n {
            let x = solver.makeVariable("x\(i)"), w = solver.makeVariable("w\(i)")
            xs.append(x); ws.append(w)
            constraints.append(i == 0 ? Constraint(x, .equal, 0) : Constraint(x, .equal, xs[i - 1] + ws[i - 1] + 8))
            constraints.append(Constraint(w, .greaterThanOrEqual, 10))
            constraints.append(Constraint(w, .greaterThanOrEqual, Double(50 + i % 10), priority: medium))
            constraints.append(Constraint(w, .lessThanOrEqual, Double(50 + i % 10), priority: weak))
        }
        return System(solver: solver, constraints: constraints, all: xs + ws, widths: ws, xs: xs)
    }

    static func addAll(_ system: System) {
        for constraint in system.constraints {
            do { try system.solver.add(constraint) } catch { fatalError("workload constraint rejected: \(error)") }
        }
    }

    static func sum(_ variables: [Variable], in solver: Solver) -> Double {
        variables.reduce(0) { $0 + solver.value(of: $1) }
    }

    static func build(_ system: System) -> (Double, Double) {
        let seconds = BenchmarkWorkload.time {
            addAll(system)
            system.solver.updateVariables()
        }
        return (seconds, sum(system.all, in: system.solver))
    }

    static func editGrid(_ n: Int, suggestions: Int) -> (Double, Double) {
        let system = grid(n)
        addAll(system)
        let solver = system.solver, w0 = system.widths[0]
        solver.addEditVariable(w0, priority: strong, initialValue: 40)
        solver.updateVariables()
        let seconds = BenchmarkWorkload.time {
            for k in 0..<suggestions {
                solver.suggestValue(w0, Double(60 + k % 50))
                solver.updateVariables()
            }
        }
        return (seconds / Double(suggestions), sum(system.widths, in: solver))
    }

    static func editChain(_ n: Int, deltas: [Double], suggestions: Int) -> (Double, Double) {
        let system = chain(n)
        let solver = system.solver
        let natural = Double((0..<n).reduce(0) { $0 + 50 + $1 % 10 } + 8 * n)
        let container = solver.makeVariable("W")
        addAll(system)
        do {
            try solver.add(Constraint(system.xs[n - 1] + system.widths[n - 1] + 8, .equal, container))
        } catch { fatalError("workload constraint rejected: \(error)") }
        solver.addEditVariable(container, priority: strong, initialValue: natural)
        solver.updateVariables()
        let seconds = BenchmarkWorkload.time {
            for k in 0..<suggestions {
                solver.suggestValue(container, natural + deltas[k % deltas.count])
                solver.updateVariables()
            }
        }
        return (seconds / Double(suggestions), sum(system.widths, in: solver))
    }

    /// Time of `ambiguousVariables()` on the solved W1 system; the checksum counts the ambiguous
    /// variables (0: the grid is fully determined).
    static func ambiguityOfGrid(_ n: Int) -> (Double, Double) {
        let system = grid(n)
        addAll(system)
        var count = 0
        let seconds = BenchmarkWorkload.time { count = system.solver.ambiguousVariables().count }
        return (seconds, Double(count))
    }
}
