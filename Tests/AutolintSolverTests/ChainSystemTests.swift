import Testing
import PropertyBased
@testable import AutolintSolver

/// Chain-shaped systems (a row of views with compression resistance and hugging, closed by a
/// container): they exercise definition rows, their flattening on removal, and edits on a chain.
@Suite struct ChainSystemTests {
    /// Views `0..<n` with variables x_i (index 2i), w_i (2i+1) and the container W (2n).
    static func chain(views n: Int, widths: [Int], container: Int, gap: Int) -> RandomSystem {
        let count = 2 * n + 1
        let item = RandomSystem.Item.over(count)
        var items: [RandomSystem.Item] = [item([(0, 1)], 0, .equal, 1000)]
        for i in 0..<n {
            if i > 0 { items.append(item([(2 * i, 1), (2 * i - 2, -1), (2 * i - 1, -1)], -gap, .equal, 1000)) }
            items.append(item([(2 * i + 1, 1)], -2, .greaterThanOrEqual, 1000))
            items.append(item([(2 * i + 1, 1)], -widths[i % widths.count], .greaterThanOrEqual, 750))
            items.append(item([(2 * i + 1, 1)], -widths[i % widths.count], .lessThanOrEqual, 250))
        }
        items.append(item([(2 * n, 1), (2 * n - 2, -1), (2 * n - 1, -1)], 0, .equal, 1000))
        items.append(item([(2 * n, 1)], -container, .equal, 999))
        return RandomSystem(items: items, variableCount: count)
    }

    static let generator = zip(
        Gen.int(in: 2...4), Gen.int(in: 3...9).array(of: 1...3), Gen.int(in: 0...60), Gen.int(in: 0...3), Gen.int(in: 0...4095)
    ).map { n, widths, container, gap, mask in (chain(views: n, widths: widths, container: container, gap: gap), mask) }

    @Test func chainsStayOptimalThroughRemovals() async {
        await propertyCheck(count: 80, input: Self.generator) { input in
            let (system, mask) = input
            let loaded = system.load()
            #expect(loaded.rejected.isEmpty)
            var remaining: [RandomSystem.Item] = []
            for (position, (handle, item)) in loaded.accepted.enumerated() {
                if mask >> (position % 12) & 1 == 1 && position % 3 == 0 { loaded.solver.remove(handle) } else { remaining.append(item) }
            }
            let reference = LexicographicReference(variableCount: system.variableCount, items: remaining)
            guard let optima = reference.levelOptima() else {
                Issue.record("remaining constraints infeasible: \(system)")
                return
            }
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            #expect(SolutionCheck.isOptimal(values, items: remaining, optima: optima), "\(system) mask \(mask) → \(values)")
            for (index, variable) in loaded.variables.enumerated() {
                #expect((loaded.solver.ambiguity(of: variable) != nil) == reference.isAmbiguous(index, optima: optima),
                        "v\(index) in \(system) mask \(mask)")
            }
        }
    }

    @Test func containerEditsMatchAFreshSolve() async {
        await propertyCheck(count: 60, input: Self.generator, Gen.int(in: 0...80).array(of: 1...4)) { input, targets in
            let (system, _) = input
            var items = system.items
            items.removeLast()
            let loaded = RandomSystem(items: items, variableCount: system.variableCount).load()
            let container = loaded.variables[system.variableCount - 1]
            loaded.solver.addEditVariable(container, priority: 999, initialValue: 0)
            for target in targets {
                loaded.solver.suggestValue(container, Double(target))
                var expected = items
                var coefficients = [Int](repeating: 0, count: system.variableCount)
                coefficients[system.variableCount - 1] = 1
                expected.append(.init(coefficients: coefficients, constant: -target, relation: .equal, priority: 999))
                guard let optima = LexicographicReference(variableCount: system.variableCount, items: expected).levelOptima() else { return }
                let values = loaded.variables.map { loaded.solver.value(of: $0) }
                #expect(SolutionCheck.isOptimal(values, items: expected, optima: optima), "\(system) target \(target)")
            }
        }
    }
    /// Container flips between shrinking and growing a chain of views whose constraints tie (equal
    /// priorities, often equal widths): the dual simplex passes most of the tied views with short
    /// pivots through the views' own rows instead of the dense container row; every flip must
    /// still end in a lexicographic optimum, including flips that push views onto their floors.
    @Test(arguments: [[5], [4, 6], [3, 5, 7]])
    func regimeFlipsOnATiedChainStayOptimal(widths: [Int]) {
        let n = 8, gap = 1
        let system = Self.chain(views: n, widths: widths, container: 0, gap: gap)
        var items = system.items
        items.removeLast()
        let loaded = RandomSystem(items: items, variableCount: system.variableCount).load()
        let container = loaded.variables[system.variableCount - 1]
        let natural = (0..<n).reduce(0) { $0 + widths[$1 % widths.count] } + gap * (n - 1)
        loaded.solver.addEditVariable(container, priority: 999, initialValue: Double(natural))
        for target in [natural - 7, natural + 7, natural - 7, natural + 20, natural - 20, natural + 1] {
            loaded.solver.suggestValue(container, Double(target))
            var expected = items
            var coefficients = [Int](repeating: 0, count: system.variableCount)
            coefficients[system.variableCount - 1] = 1
            expected.append(.init(coefficients: coefficients, constant: -target, relation: .equal, priority: 999))
            guard let optima = LexicographicReference(variableCount: system.variableCount, items: expected).levelOptima() else {
                Issue.record("flip target \(target) infeasible")
                return
            }
            let values = loaded.variables.map { loaded.solver.value(of: $0) }
            #expect(SolutionCheck.isOptimal(values, items: expected, optima: optima), "widths \(widths) target \(target) → \(values)")
        }
    }
}
