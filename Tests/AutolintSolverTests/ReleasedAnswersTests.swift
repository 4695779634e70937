import Testing
import PropertyBased
@testable import AutolintSolver

/// `Solver.releaseAnswers()` frees what answering keeps (values, the ambiguity analysis, the
/// constraints by variable): every answer asked again is the one given before.
@Suite struct ReleasedAnswersTests {
    /// Everything a layout's analysis and its later questions ask of a solver, as text.
    static func answers(_ solver: Solver, _ variables: [Variable]) -> [String] {
        var found = variables.map { "\($0) = \(solver.value(of: $0))" }
        let ambiguous = solver.ambiguousVariables()
        found += ambiguous.map { "ambiguous \($0.variable) \($0.cause)" }
        found += ambiguous.map { "alternatives \(solver.alternativeSolutions(moving: $0.variable))" }
        let ids = Set(ambiguous.map(\.variable.id))
        for broken in solver.brokenConstraints() {
            found.append("broken \(broken.handle) \(broken.error) never met: \(String(describing: solver.isBrokenInEveryOptimalSolution(broken.handle, ambiguous: ids)))")
            found.append("beaten by \(String(describing: solver.explainBroken(broken.handle)))")
        }
        return found
    }

    /// Each system loaded twice: one solver asked once; the other asked for what `analysis()`
    /// reads (values, ambiguities, broken constraints), released, and asked everything.
    @Test func answersAskedAgainAfterTheReleaseAreTheSame() async {
        await propertyCheck(count: 300, input: RandomSystem.generator) { system in
            let fresh = system.load()
            let expected = Self.answers(fresh.solver, fresh.variables)
            let released = system.load()
            _ = released.variables.map { released.solver.value(of: $0) }
            _ = released.solver.ambiguousVariables()
            _ = released.solver.brokenConstraints()
            released.solver.releaseAnswers()
            #expect(Self.answers(released.solver, released.variables) == expected, "\(system)")
            released.solver.releaseAnswers()
            #expect(Self.answers(released.solver, released.variables) == expected, "\(system)")
        }
    }

    /// After a release the solver goes on: an edit moves the values as it would have.
    @Test func aReleasedSolverTakesEditsAndConstraints() throws {
        func solver(releasing: Bool) throws -> [Double] {
            let solver = Solver()
            let x = solver.makeVariable("x"), y = solver.makeVariable("y")
            try solver.add(Constraint(x, .greaterThanOrEqual, 0))
            try solver.add(Constraint(y, .equal, x + 10))
            solver.addEditVariable(x, priority: 500, initialValue: 5)
            _ = solver.value(of: y)
            if releasing { solver.releaseAnswers() }
            solver.suggestValue(x, 30)
            let afterEdit = solver.value(of: y)
            if releasing { solver.releaseAnswers() }
            try solver.add(Constraint(y, .lessThanOrEqual, 20))
            return [afterEdit, solver.value(of: x), solver.value(of: y)]
        }
        #expect(try solver(releasing: true) == solver(releasing: false))
        #expect(try solver(releasing: false) == [40, 10, 20])
    }
}
