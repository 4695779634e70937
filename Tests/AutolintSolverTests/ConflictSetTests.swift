import Testing
import PropertyBased
@testable import AutolintSolver

/// Rejected required constraints: really infeasible, conflict sets infeasible and minimal.
@Suite struct ConflictSetTests {
    @Test func conflictSetsAreInfeasibleAndMinimal() async {
        await propertyCheck(count: 1500, input: RandomSystem.generator) { system in
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
            let tableauBefore = TableauState(loaded.solver.tableau)
            #expect(throws: UnsatisfiableConstraint.self) {
                try loaded.solver.add(system.constraint(item, variables: loaded.variables, tag: -1))
            }
            #expect(TableauState(loaded.solver.tableau) == tableauBefore, "\(system)")
            loaded.solver.updateVariables()
            #expect(loaded.variables.map { loaded.solver.value(of: $0) } == before)
            #expect(loaded.solver.ambiguousVariables() == ambiguityBefore)
        }
    }

    /// The two ways an insertion is rejected: before any existing row is rewritten (the tableau
    /// then records nothing it would overwrite), and after phase 1 has pivoted existing rows
    /// (`Tableau.recordOverwrites`). Both leave the tableau exactly as it was.
    @Test func aRejectionBeforeOrAfterPhaseOnePivotsLeavesTheTableauAsItWas() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), w = solver.makeVariable("w")
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 3))
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, 3))
        try solver.add(Constraint(Expression(w), .lessThanOrEqual, 2))
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x + y, .equal, 5))
        let before = TableauState(solver.tableau)

        // Phase 1 brings the slack of `w <= 2` in, in place of the row of `w >= 0`, before finding
        // that x + y - w cannot reach 10.
        var pivots = solver.tableau.pivots
        #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(x + y - w, .greaterThanOrEqual, 10)) }
        #expect(solver.tableau.pivots > pivots)
        #expect(TableauState(solver.tableau) == before)

        // x + y == 6 reduces to 0 == 1 in the symbols already there: rejected before phase 1.
        pivots = solver.tableau.pivots
        let rewritten = solver.tableau.rowsRewritten
        #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(x + y, .equal, 6)) }
        #expect(solver.tableau.pivots == pivots && solver.tableau.rowsRewritten == rewritten)
        #expect(TableauState(solver.tableau) == before)
    }

    /// Every symbol's kind, row, column (the rows that mention it, in any order) and objective
    /// coefficient, compared exactly.
    private struct TableauState: Equatable {
        struct Row: Equatable {
            var symbols: [Int32]
            var coefficients: [Double]
            var constant: Double
        }
        var kinds: [SymbolKind]
        var rows: [Row?]
        var columns: [[Int32]]
        var objective: [PriorityVector]

        init(_ tableau: Tableau) {
            kinds = tableau.kinds
            rows = (0..<Int32(tableau.symbolCount)).map { tableau.row($0).map { Row(symbols: Array($0.symbols), coefficients: Array($0.coefficients), constant: $0.constant) } }
            columns = (0..<Int32(tableau.symbolCount)).map { tableau.column($0).sorted() }
            objective = tableau.objectiveCoefficients
        }
    }
}
