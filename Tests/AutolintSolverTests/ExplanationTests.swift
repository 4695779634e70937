import Testing
import PropertyBased
@testable import AutolintSolver

/// Explanations of broken constraints: the reasons, held at their errors, force the break, and
/// every reason is needed.
@Suite struct ExplanationTests {
    @Test func explanationsAreValidAndMinimal() async {
        await propertyCheck(count: 600, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            let itemOfHandle = Dictionary(uniqueKeysWithValues: loaded.accepted.map { ($0.0, $0.1) })
            for broken in loaded.solver.brokenConstraints() {
                guard let explanation = loaded.solver.explainBroken(broken.handle) else {
                    Issue.record("no explanation for \(broken.constraint) in \(system)")
                    continue
                }
                var brokenItem = itemOfHandle[broken.handle]!
                brokenItem.priority = 1000
                var held: [(item: RandomSystem.Item, error: Fraction)] = []
                for reason in explanation.reasons {
                    let item = itemOfHandle[reason.handle]!
                    #expect(item.priority >= broken.constraint.priority.value)
                    #expect((reason.kind == .samePriorityTradeOff) == (item.priority == broken.constraint.priority.value))
                    guard let error = SolutionCheck.fraction(near: SolutionCheck.error(of: item, at: values)) else { return }
                    held.append((item, error))
                }
                let n = RandomSystem.variableCount
                #expect(!SolutionCheck.isFeasible(held + [(brokenItem, .zero)], variableCount: n), "\(system)")
                for index in held.indices {
                    var rest = held
                    rest.remove(at: index)
                    #expect(SolutionCheck.isFeasible(rest + [(brokenItem, .zero)], variableCount: n), "not minimal: \(system)")
                }
            }
        }
    }
}
