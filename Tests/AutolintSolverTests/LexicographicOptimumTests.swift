import Testing
import PropertyBased
@testable import AutolintSolver

/// The solver's solutions against the exact level-by-level reference, on random small systems.
@Suite struct LexicographicOptimumTests {
    @Test func solutionsAreOptimalLevelByLevel() async {
        await propertyCheck(count: 1500, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let items = loaded.accepted.map(\.1)
            let reference = LexicographicReference(variableCount: RandomSystem.variableCount, items: items)
            guard let optima = reference.levelOptima() else {
                Issue.record("the accepted required constraints are infeasible: \(system)")
                return
            }
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            #expect(SolutionCheck.isOptimal(values, items: items, optima: optima), "\(system) → \(values)")
        }
    }

    @Test func brokenConstraintsAreExactlyThoseWithErrors() async {
        await propertyCheck(count: 300, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            let expected = loaded.accepted.filter { $0.1.priority < 1000 && SolutionCheck.error(of: $0.1, at: values) > 1e-6 }.map(\.0)
            #expect(loaded.solver.brokenConstraints().map(\.handle) == expected, "\(system)")
        }
    }

    @Test func sameInputGivesBitIdenticalResults() async {
        await propertyCheck(count: 200, input: RandomSystem.generator) { system in
            let first = system.load(), second = system.load()
            let a = first.variables.map { first.solver.value(of: $0).bitPattern }
            let b = second.variables.map { second.solver.value(of: $0).bitPattern }
            #expect(a == b)
            #expect(first.solver.ambiguousVariables() == second.solver.ambiguousVariables())
            let explanationsA = first.solver.brokenConstraints().map { first.solver.explainBroken($0.handle) }
            let explanationsB = second.solver.brokenConstraints().map { second.solver.explainBroken($0.handle) }
            #expect(explanationsA == explanationsB)
        }
    }
}
