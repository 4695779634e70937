import Testing
import PropertyBased
@testable import AutolintSolver

/// Ambiguity verdicts from the tableau against the per-variable min/max LP over the optimal set.
@Suite struct AmbiguityTests {
    @Test func verdictsMatchTheMinMaxReference() async {
        await propertyCheck(count: 700, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let items = loaded.accepted.map(\.1)
            let reference = LexicographicReference(variableCount: RandomSystem.variableCount, items: items)
            guard let optima = reference.levelOptima() else { return }
            let batch = loaded.solver.ambiguousVariables()
            for (index, variable) in loaded.variables.enumerated() {
                let expected = reference.isAmbiguous(index, optima: optima)
                let ambiguity = loaded.solver.ambiguity(of: variable)
                #expect((ambiguity != nil) == expected, "v\(index) in \(system)")
                #expect(batch.contains { $0.variable == variable } == expected)
                guard let ambiguity else { continue }
                #expect(ambiguity.direction.contains { $0.variable == variable })
                if case .tie(let priority, let constraints) = ambiguity.cause {
                    #expect(!constraints.isEmpty)
                    #expect(constraints.allSatisfy { loaded.solver.constraint($0)?.priority == priority }, "\(system)")
                }
            }
        }
    }

    @Test func alternativeSolutionsAreOptimalAndMoveTheVariable() async {
        await propertyCheck(count: 400, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let items = loaded.accepted.map(\.1)
            guard let optima = LexicographicReference(variableCount: RandomSystem.variableCount, items: items).levelOptima() else { return }
            let current = loaded.variables.map { loaded.solver.value(of: $0) }
            for ambiguity in loaded.solver.ambiguousVariables() {
                let alternatives = loaded.solver.alternativeSolutions(moving: ambiguity.variable)
                #expect(!alternatives.isEmpty, "\(system)")
                for alternative in alternatives {
                    let values = loaded.variables.map { alternative.value(of: $0) ?? current[$0.id] }
                    #expect(SolutionCheck.isOptimal(values, items: items, optima: optima), "\(system) → \(values)")
                    #expect(abs(values[ambiguity.variable.id] - current[ambiguity.variable.id]) > 1e-6)
                }
            }
        }
    }

    @Test func causeIsATieExactlyWhenOptionalErrorsTrade() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        let hug = try solver.add(Constraint(x, .lessThanOrEqual, 20, priority: 250))
        let other = try solver.add(Constraint(x, .greaterThanOrEqual, 40, priority: 250))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(solver.ambiguity(of: x)?.cause == .tie(priority: 250, constraints: [hug, other]))
        #expect(solver.ambiguity(of: y)?.direction.map(\.variable) == [x, y])
    }

    /// Variables hanging from one free variable all move along its column: each is told the whole
    /// direction and the same cause, whether asked first, last or alone (the answer is kept per
    /// column once found).
    @Test func variablesMovedByOneColumnShareItsAnswer() throws {
        let solver = Solver()
        let anchor = solver.makeVariable("anchor")
        let hanging = (0..<4).map { solver.makeVariable("v\($0)") }
        for (index, variable) in hanging.enumerated() { try solver.add(Constraint(variable, .equal, anchor + Double(10 * index))) }
        let all = solver.ambiguousVariables()
        #expect(all.map(\.variable) == [anchor] + hanging)
        #expect(all.allSatisfy { $0.direction.map(\.variable) == [anchor] + hanging && $0.cause == .underconstrained })
        #expect(Set(all.map(\.direction)).count == 1)

        let alone = Solver()
        let free = alone.makeVariable("free"), last = alone.makeVariable("last")
        try alone.add(Constraint(last, .equal, free + 5))
        #expect(alone.ambiguity(of: last)?.direction.map(\.variable) == [free, last])
        #expect(alone.ambiguity(of: free)?.direction.map(\.variable) == [free, last])
    }

    @Test func degenerateRowsDoNotHideOrInventAmbiguity() throws {
        // x + y is pinned by two inequalities meeting at a point: neither variable alone is.
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x + y, .lessThanOrEqual, 10))
        try solver.add(Constraint(x + y, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 0))
        #expect(solver.ambiguousVariables().isEmpty)
        let z = solver.makeVariable("z")
        try solver.add(Constraint(z, .greaterThanOrEqual, x))
        try solver.add(Constraint(z, .lessThanOrEqual, y - 10))
        #expect(solver.ambiguity(of: z) == nil)
    }
}
