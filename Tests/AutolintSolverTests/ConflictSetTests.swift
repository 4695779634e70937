import Testing
import PropertyBased
@testable import AutolintSolver

/// Rejected required constraints: really infeasible, conflict sets infeasible and minimal.
@Suite struct ConflictSetTests {
    @Test func conflictSetsAreInfeasibleAndMinimal() async {
        await propertyCheck(count: 2000, input: RandomSystem.generator) { system in
            let loaded = system.load()
            for (item, error) in loaded.rejected {
                let members = error.conflictingConstraints.map { system.items[$0.tag] }
                let n = RandomSystem.variableCount
                #expect(!LexicographicReference.isFeasible(members + [item], variableCount: n), "\(system)")
                for index in members.indices {
                    var rest = members
                    rest.remove(at: index)
                    #expect(LexicographicReference.isFeasible(rest + [item], variableCount: n), "not minimal: \(system)")
                }
                #expect(error.conflictingConstraints.allSatisfy { $0.constraint.isRequired })
                #expect(error.isVerifiedExactly)
            }
        }
    }

    @Test func acceptedConstraintsAreExactlyTheFeasibleOnes() async {
        await propertyCheck(count: 800, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let rejectedTags = Set(loaded.rejected.map { $0.1.constraint.tag })
            var kept: [RandomSystem.Item] = []
            for (index, item) in system.items.enumerated() where item.priority >= 1000 {
                let feasible = LexicographicReference.isFeasible(kept + [item], variableCount: RandomSystem.variableCount)
                #expect(feasible == !rejectedTags.contains(index), "\(system)")
                if feasible { kept.append(item) }
            }
        }
    }

    @Test func aRejectedAddLeavesTheSolverAsItWas() async {
        await propertyCheck(count: 300, input: RandomSystem.generator) { system in
            let loaded = system.load()
            guard let (item, _) = loaded.rejected.first else { return }
            let before = loaded.variables.map { loaded.solver.value(of: $0) }
            let ambiguityBefore = loaded.solver.ambiguousVariables()
            #expect(throws: UnsatisfiableConstraint.self) {
                try loaded.solver.add(system.constraint(item, variables: loaded.variables, tag: -1))
            }
            loaded.solver.updateVariables()
            #expect(loaded.variables.map { loaded.solver.value(of: $0) } == before)
            #expect(loaded.solver.ambiguousVariables() == ambiguityBefore)
        }
    }
}
