import Testing
import PropertyBased
@testable import AutolintSolver

/// Conflicts with constraints held fixed (`Solver.add(_:heldFixed:)`, Auto Layout's `size >= 0`):
/// the members that may be given up are minimal with every held constraint in place, and the held
/// members are the fewest those need.
@Suite struct HeldFixedConflictTests {
    /// Every variable at least 0, held, then random constraints, checked against the reference LP.
    @Test func setsAreMinimalWithTheHeldConstraintsInPlace() async {
        await propertyCheck(count: 1000, input: RandomSystem.generator) { system in
            let n = RandomSystem.variableCount
            let floors = (0..<n).map { index -> RandomSystem.Item in
                var coefficients = [Int](repeating: 0, count: n)
                coefficients[index] = 1
                return RandomSystem.Item(coefficients: coefficients, constant: 0, relation: .greaterThanOrEqual, priority: 1000)
            }
            let solver = Solver()
            let variables = (0..<n).map { solver.makeVariable("v\($0)") }
            for (index, floor) in floors.enumerated() {
                _ = try? solver.add(system.constraint(floor, variables: variables, tag: -1 - index), heldFixed: true)
            }
            for (index, item) in system.items.enumerated() {
                do {
                    try solver.add(system.constraint(item, variables: variables, tag: index))
                } catch let error as UnsatisfiableConstraint {
                    let given = error.conflictingConstraints.filter { $0.tag >= 0 }.map { system.items[$0.tag] }
                    let held = error.conflictingConstraints.filter { $0.tag < 0 }.map { floors[-1 - $0.tag] }
                    #expect(!LexicographicReference.isFeasible(given + held + [item], variableCount: n), "\(system)")
                    for position in given.indices {
                        var rest = given
                        rest.remove(at: position)
                        #expect(LexicographicReference.isFeasible(rest + floors + [item], variableCount: n),
                                "a floor does its part: \(system)")
                    }
                    for position in held.indices {
                        var rest = held
                        rest.remove(at: position)
                        #expect(LexicographicReference.isFeasible(given + rest + [item], variableCount: n), "\(system)")
                    }
                    #expect(error.isVerifiedExactly)
                } catch {
                    Issue.record("\(error)")
                }
            }
        }
    }

    /// A member a held bound makes redundant is left out: with `x >= 0` held, `x == 5` is not
    /// needed for `y == x + 1` to contradict `y == 0`.
    @Test func aMemberAHeldBoundStandsInForIsLeftOut() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0, tag: 1), heldFixed: true)
        try solver.add(Constraint(x, .equal, 5, tag: 2))
        try solver.add(Constraint(y, .equal, x + 1, tag: 3))
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(y, .equal, 0, tag: 4)) }
        #expect(error?.conflictingConstraints.map(\.tag).sorted() == [1, 3])
    }
}
