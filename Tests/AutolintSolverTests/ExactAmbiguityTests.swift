import Testing
import PropertyBased
@testable import AutolintSolver

/// The exact confirmation of ambiguity verdicts: `ExactOptimalSet` against the brute-force
/// reference, and verdicts whose reduced costs come near the tolerance decided exactly.
@Suite struct ExactAmbiguityTests {
    @Test func exactVerdictsMatchTheMinMaxReference() async {
        await propertyCheck(count: 300, input: RandomSystem.generator) { system in
            let loaded = system.load()
            let reference = LexicographicReference(variableCount: RandomSystem.variableCount, items: loaded.accepted.map(\.1))
            guard let optima = reference.levelOptima() else { return }
            let analysis = AmbiguityAnalysis(solver: loaded.solver)
            for (index, variable) in loaded.variables.enumerated() {
                // A variable no constraint mentions has no exact verdict (it is plainly free).
                guard let verdict = analysis.exactVerdict(of: variable) else { continue }
                switch verdict {
                case .unique:
                    #expect(!reference.isAmbiguous(index, optima: optima), "v\(index) in \(system)")
                case .ambiguous(let ambiguity, let solutions):
                    #expect(reference.isAmbiguous(index, optima: optima), "v\(index) in \(system)")
                    #expect(ambiguity.direction.contains { $0.variable == variable })
                    #expect(!solutions.isEmpty)
                }
            }
        }
    }

    @Test func aTieBrokenBelowTheToleranceIsNotReportedAsAmbiguous() throws {
        // |x - 10| + |(1 + 5e-10)·x - 20| at one level: the second slope is steeper by 5e-10, so
        // the optimum is the single point x = 20 / (1 + 5e-10), though the floating-point reduced
        // cost of that difference is below the tolerance (1e-9) and reads as a tie.
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(x, .equal, 10, priority: 500))
        try solver.add(Constraint(1.0000000005 * x, .equal, 20, priority: 500))
        #expect(AmbiguityAnalysis(solver: solver).isNearTolerance(x))
        #expect(solver.ambiguity(of: x) == nil)
        #expect(solver.alternativeSolutions(moving: x).isEmpty)
    }

    @Test func anExactTieIsConfirmedWithItsConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let low = try solver.add(Constraint(x, .equal, 10, priority: 500))
        let high = try solver.add(Constraint(x, .equal, 20, priority: 500))
        guard case .ambiguous(let ambiguity, let solutions) = AmbiguityAnalysis(solver: solver).exactVerdict(of: x) else {
            Issue.record("an exact tie is ambiguous")
            return
        }
        #expect(ambiguity.cause == .tie(priority: 500, constraints: [low, high]))
        #expect(solutions.allSatisfy { ($0.value(of: x) ?? 0) >= 10 && ($0.value(of: x) ?? 0) <= 20 })
        #expect(solver.ambiguity(of: x)?.cause == .tie(priority: 500, constraints: [low, high]))
    }

    @Test func aMissingConstraintIsAnExactRay() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x + y, .equal, 10))
        guard case .ambiguous(let ambiguity, _) = AmbiguityAnalysis(solver: solver).exactVerdict(of: x) else {
            Issue.record("x + y == 10 leaves x free")
            return
        }
        #expect(ambiguity.cause == .underconstrained)
        #expect(ambiguity.direction.map(\.variable) == [x, y])
    }
}
