import Foundation
import Testing
@testable import AutolintSolver

/// Differential tests against kiwisolver (pip package kiwisolver==1.5.1), on random systems where
/// the answer does not depend on the priority semantics: strict and weighted modes agree and no
/// variable is ambiguous, so kiwi's weighted optimum is unique and must be ours. Skipped when
/// python3 or kiwisolver is missing.
@Suite(.enabled(if: KiwiPeer.isAvailable, "needs python3 with kiwisolver"))
struct KiwiDifferentialTests {
    @Test func agreesWithKiwisolverWhereTheOptimumIsUnique() throws {
        var random = SplitMix(state: 2026)
        var systems: [RandomSystem] = []
        var expected: [[Double]] = []
        while systems.count < 300 {
            let items = (0..<Int.random(in: 2...7, using: &random)).map { _ in
                RandomSystem.Item(
                    coefficients: (0..<RandomSystem.variableCount).map { _ in Int.random(in: -2...2, using: &random) },
                    constant: Int.random(in: -10...10, using: &random),
                    relation: Relation.allCases.randomElement(using: &random)!,
                    priority: [1000, 1000, 999, 750, 500, 250, 10].randomElement(using: &random)!)
            }
            let system = RandomSystem(items: items)
            let strict = system.load(mode: .strict), weighted = system.load(mode: .weighted)
            guard strict.rejected.isEmpty, weighted.rejected.isEmpty,
                  strict.solver.ambiguousVariables().isEmpty, weighted.solver.ambiguousVariables().isEmpty else { continue }
            let a = strict.variables.map { strict.solver.value(of: $0) }
            let b = weighted.variables.map { weighted.solver.value(of: $0) }
            guard zip(a, b).allSatisfy({ abs($0 - $1) <= 1e-9 * max(1, abs($0)) }) else { continue }
            systems.append(system)
            expected.append(b)
        }
        let payload = systems.map { system -> [String: Any] in
            ["variables": RandomSystem.variableCount,
             "constraints": system.items.map { ["coefficients": $0.coefficients, "constant": $0.constant,
                                                 "relation": $0.relation.rawValue, "priority": $0.priority] }]
        }
        let result = try KiwiPeer.python(["-c", KiwiPeer.script], input: JSONSerialization.data(withJSONObject: payload))
        try #require(result.status == 0)
        let kiwi = try #require(JSONSerialization.jsonObject(with: result.output) as? [[Double]])
        try #require(kiwi.count == systems.count)
        for (index, values) in kiwi.enumerated() {
            #expect(zip(values, expected[index]).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) },
                    "\(systems[index]): kiwi \(values), ours \(expected[index])")
        }
    }
}
