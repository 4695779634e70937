import AutolintSolver
import PropertyBased

/// A small random constraint system with integer data, and how to load it into a solver.
struct RandomSystem: CustomStringConvertible, Sendable {
    struct Item: Sendable, CustomStringConvertible {
        var coefficients: [Int]
        var constant: Int
        var relation: Relation
        var priority: Double

        /// Makes items over `variableCount` variables from (variable index, coefficient) terms,
        /// for systems written out by hand (chains, stacks).
        static func over(_ variableCount: Int) -> (_ terms: [(Int, Int)], _ constant: Int, _ relation: Relation, _ priority: Double) -> Item {
            { terms, constant, relation, priority in
                var coefficients = [Int](repeating: 0, count: variableCount)
                for (index, a) in terms { coefficients[index] += a }
                return Item(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
            }
        }

        var description: String {
            let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)*v\($0.offset)" }
            return "\(terms.joined(separator: " + ")) + \(constant) \(relation.rawValue) 0 @\(Int(priority))"
        }
    }

    static let variableCount = 3
    static let priorities: [Double] = [1000, 1000, 750, 500, 250]

    var items: [Item]
    var variableCount = RandomSystem.variableCount

    var description: String { items.map(\.description).joined(separator: "; ") }

    static let item = zip(
        Gen.int(in: -2...2), Gen.int(in: -2...2), Gen.int(in: -2...2),
        Gen.int(in: -10...10), Gen.int(in: 0...2), Gen.int(in: 0...(priorities.count - 1))
    ).map { a, b, c, constant, relation, priority in
        Item(coefficients: [a, b, c], constant: constant,
             relation: Relation.allCases[relation], priority: priorities[priority])
    }

    static let generator = item.array(of: 1...6).map { RandomSystem(items: $0) }

    func constraint(_ item: Item, variables: [Variable], tag: Int) -> Constraint {
        var expression = Expression(Double(item.constant))
        for (index, a) in item.coefficients.enumerated() where a != 0 {
            expression.terms.append(.init(variables[index], Double(a)))
        }
        return Constraint(expression, item.relation, priority: Priority(item.priority), tag: tag)
    }

    /// Loads the system as the analysis does: a rejected required constraint is recorded and
    /// the rest go on. Returns the solver, its variables and the items accepted, by handle.
    func load(mode: Solver.Mode = .strict) -> (solver: Solver, variables: [Variable], accepted: [(ConstraintHandle, Item)], rejected: [(Item, UnsatisfiableConstraint)]) {
        let solver = Solver(mode: mode)
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var accepted: [(ConstraintHandle, Item)] = []
        var rejected: [(Item, UnsatisfiableConstraint)] = []
        for (index, item) in items.enumerated() {
            do {
                accepted.append((try solver.add(constraint(item, variables: variables, tag: index)), item))
            } catch {
                rejected.append((item, error))
            }
        }
        return (solver, variables, accepted, rejected)
    }
}
