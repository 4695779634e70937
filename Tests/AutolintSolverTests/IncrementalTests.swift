import Testing
import PropertyBased
@testable import AutolintSolver

/// Removing constraints and moving edit variables give the same optimum as solving afresh.
@Suite struct IncrementalTests {
    @Test func removalsMatchAFreshSolve() async {
        await propertyCheck(count: 600, input: RandomSystem.generator, Gen.int(in: 0...63)) { system, mask in
            let loaded = system.load()
            var remaining: [RandomSystem.Item] = []
            for (position, (handle, item)) in loaded.accepted.enumerated() {
                if mask >> (position % 6) & 1 == 1 { loaded.solver.remove(handle) } else { remaining.append(item) }
            }
            guard let optima = LexicographicReference(variableCount: RandomSystem.variableCount, items: remaining).levelOptima() else {
                Issue.record("remaining required constraints infeasible: \(system)")
                return
            }
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            #expect(SolutionCheck.isOptimal(values, items: remaining, optima: optima), "\(system) mask \(mask)")
        }
    }

    @Test func suggestionsMatchAFreshSolveWithTheEditAsAConstraint() async {
        await propertyCheck(count: 400, input: RandomSystem.generator, Gen.int(in: -20...20).array(of: 1...4)) { system, suggestions in
            let loaded = system.load()
            let edited = loaded.variables[0]
            loaded.solver.addEditVariable(edited, priority: 999, initialValue: 0)
            for value in suggestions {
                loaded.solver.suggestValue(edited, Double(value))
                var items = loaded.accepted.map(\.1)
                items.append(.init(coefficients: [1, 0, 0], constant: -value, relation: .equal, priority: 999))
                guard let optima = LexicographicReference(variableCount: RandomSystem.variableCount, items: items).levelOptima() else { return }
                let values = loaded.variables.map { loaded.solver.value(of: $0) }
                #expect(SolutionCheck.isOptimal(values, items: items, optima: optima), "\(system) suggested \(value)")
            }
        }
    }
}
