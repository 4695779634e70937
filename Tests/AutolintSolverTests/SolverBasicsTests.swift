import Testing
import PropertyBased
@testable import AutolintSolver

@Suite struct SolverBasicsTests {
    /// A record keeps its tag in 32 bits (40 bytes a record): every tag in that range comes back
    /// as it was given.
    @Test func aConstraintKeepsItsTagAcrossThe32BitRange() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let tags = [Int(Int32.max), Int(Int32.min), -1, 0, 1 << 20]
        let handles = try tags.map { tag in try solver.add(Constraint(Expression(x), .equal, tag: tag)) }
        #expect(handles.map { solver.tag(of: $0) } == tags)
        #expect(MemoryLayout<ConstraintRecord?>.stride == 40)
    }

    @Test func requiredEqualitiesPropagateAlongAChain() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w"), y = solver.makeVariable("y")
        try solver.add(Constraint(Expression(x), .equal, 10))
        try solver.add(Constraint(Expression(w), .equal, 30))
        try solver.add(Constraint(Expression(y), .equal, x + w + 8))
        #expect(solver.value(of: y) == 48)
        #expect(solver.name(of: y) == "y")
    }

    @Test func strictPrioritiesNeverLetManyLowerConstraintsOutweighOneHigher() throws {
        for mode in [Solver.Mode.strict, .weighted] {
            let solver = Solver(mode: mode)
            let x = solver.makeVariable("x")
            try solver.add(Constraint(Expression(x), .equal, 0, priority: 250))
            for _ in 0..<3 { try solver.add(Constraint(Expression(x), .equal, 10, priority: 249)) }
            // Weighted: 3 × 249 > 250, so x moves to 10; strict: the single 250 wins.
            #expect(solver.value(of: x) == (mode == .strict ? 0 : 10))
        }
    }

    @Test func inequalitiesAndOptionalPreferences() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, 10))
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, 55, priority: 750))
        try solver.add(Constraint(Expression(w), .lessThanOrEqual, 50, priority: 250))
        #expect(solver.value(of: w) == 55)
        #expect(solver.brokenConstraints().map(\.error) == [5])
    }

    @Test func unsatisfiableRequiredConstraintReportsAMinimalSetAndRollsBack() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let sum = try solver.add(Constraint(x + y, .equal, 10, tag: 1))
        let atLeast8 = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 8, tag: 2))
        try solver.add(Constraint(Expression(z), .equal, 3, tag: 3))
        let before = (solver.value(of: x), solver.value(of: y))
        #expect(throws: UnsatisfiableConstraint.self) {
            try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 5, tag: 4))
        }
        do {
            try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 5, tag: 4))
        } catch {
            #expect(error.conflictingConstraints.map(\.handle) == [sum, atLeast8])
            #expect(error.conflictingConstraints.map(\.tag) == [1, 2])
            #expect(error.isVerifiedExactly)
        }
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.value(of: x) >= 8)
        // The rejected constraint left no trace: removing x >= 8 lets y >= 5 in.
        solver.remove(atLeast8)
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 5))
        #expect(solver.value(of: y) >= 5)
        #expect(abs(solver.value(of: x) + solver.value(of: y) - 10) < 1e-9)
    }

    @Test func removingAConstraintFreesItsVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(Expression(x), .equal, 5))
        let link = try solver.add(Constraint(Expression(y), .equal, x + 1))
        try solver.add(Constraint(Expression(y), .equal, 0, priority: 1))
        #expect(solver.value(of: y) == 6)
        solver.remove(link)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == 5)
    }

    @Test func editVariablesStartAtTheirInitialValueAndFollowSuggestions() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add(Constraint(Expression(left), .equal, 0))
        try solver.add(Constraint(Expression(right), .equal, left + width))
        try solver.add(Constraint(Expression(width), .greaterThanOrEqual, 20))
        solver.addEditVariable(right, priority: .strong, initialValue: 100)
        #expect(solver.value(of: width) == 100)
        solver.suggestValue(right, 150)
        #expect(solver.value(of: width) == 150)
        solver.suggestValue(right, 5)
        #expect(solver.value(of: width) == 20)
        #expect(solver.value(of: right) == 20)
    }

    @Test func ambiguityOfAMissingConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w")
        try solver.add(Constraint(Expression(w), .equal, 50))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
        #expect(solver.ambiguity(of: w) == nil)
        let ambiguity = try #require(solver.ambiguity(of: x))
        #expect(ambiguity.cause == .underconstrained)
        #expect(ambiguity.direction.map(\.variable) == [x])
        #expect(!solver.alternativeSolutions(moving: x).isEmpty)
    }

    @Test func ambiguityOfATieBetweenEqualPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let a = try solver.add(Constraint(Expression(x), .equal, 0, priority: 500))
        let b = try solver.add(Constraint(Expression(x), .equal, 10, priority: 500))
        let ambiguity = try #require(solver.ambiguity(of: x))
        #expect(ambiguity.cause == .tie(priority: 500, constraints: [a, b]))
        let alternatives = solver.alternativeSolutions(moving: x)
        #expect(alternatives.count == 1)
        #expect(alternatives.first?.value(of: x) == 10 - solver.value(of: x) || alternatives.first?.value(of: x).map { abs($0 - 5) <= 5 } == true)
    }

    @Test func explainsABrokenConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let cap = try solver.add(Constraint(Expression(x), .lessThanOrEqual, 5))
        let high = try solver.add(Constraint(Expression(x), .equal, 10, priority: 750))
        let low = try solver.add(Constraint(Expression(x), .equal, 0, priority: 500))
        #expect(solver.value(of: x) == 5)
        let explanation = try #require(solver.explainBroken(low))
        #expect(explanation.reasons.map(\.handle) == [high])
        #expect(explanation.reasons.map(\.kind) == [.higherPriority])
        let capped = try #require(solver.explainBroken(high))
        #expect(capped.reasons.map(\.handle) == [cap])
        #expect(capped.isForcedByRequiredConstraints)
    }

    /// A variable a required equality fixes (a root's width) is a constant: it joins nothing.
    /// What explains a broken constraint is looked for among the constraints connected to it
    /// through the other variables, and the pins of the fixed ones it meets.
    @Test func aPinnedVariableJoinsNoComponents() throws {
        let solver = Solver()
        let width = solver.makeVariable("width"), a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let pin = try solver.add(Constraint(Expression(width), .equal, 400))
        let aEdge = try solver.add(Constraint(Expression(a), .lessThanOrEqual, width - 8))
        let bEdge = try solver.add(Constraint(Expression(b), .lessThanOrEqual, width - 8))
        let wide = try solver.add(Constraint(Expression(a), .equal, 500, priority: 750))
        _ = try solver.add(Constraint(Expression(b), .equal, 500, priority: 750))
        #expect(solver.connectedConstraints(of: wide, atLeast: Priority(750)) == [pin, aEdge, wide])
        #expect(solver.connectedConstraints(of: bEdge, atLeast: Priority(1)).contains(aEdge) == false)
        let explanation = try #require(solver.explainBroken(wide))
        #expect(explanation.reasons.map(\.handle) == [pin, aEdge])
    }
}

/// `Solver.reserveCapacity` makes room only: the same systems solve to the same values, and the
/// room it counts covers every symbol an insertion makes but phase 1's artificial variables.
@Suite struct SolverCapacityTests {
    @Test func reservingCapacityChangesNoResult() async {
        await propertyCheck(count: 600, input: RandomSystem.generator) { system in
            let plain = system.load()
            let solver = Solver()
            let required = system.items.count { $0.priority >= 1000 }
            let room = solver.reserveCapacity(variables: system.variableCount, required: required, optional: system.items.count - required)
            let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
            var rejected: [String] = []
            for (index, item) in system.items.enumerated() {
                do { try solver.add(system.constraint(item, variables: variables, tag: index)) } catch { rejected.append(item.description) }
            }
            #expect(rejected == plain.rejected.map(\.0.description))
            #expect(variables.map { solver.value(of: $0) } == plain.variables.map { plain.solver.value(of: $0) })
            #expect(solver.tableau.kinds.count { $0 != .artificial } <= room)
        }
    }
}
