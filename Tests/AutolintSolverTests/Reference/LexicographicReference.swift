import AutolintSolver

/// The brute-force meaning of strict priorities: level by level, from the highest, the least sum
/// of absolute errors that keeps every higher level at its optimum. Exact, for tiny systems.
struct LexicographicReference {
    let variableCount: Int
    let items: [RandomSystem.Item]

    /// Errors are extra LP variables after the system's variables, one per optional item.
    private var optionalIndices: [Int] { items.indices.filter { items[$0].priority < 1000 } }
    var levels: [Double] { Array(Set(items.filter { $0.priority < 1000 }.map(\.priority))).sorted(by: >) }

    private func row(_ item: RandomSystem.Item, errorColumn: Int?, errorSign: Int, width: Int, relation: Relation) -> ReferenceLP.Row {
        var coefficients = [Fraction](repeating: .zero, count: width)
        for (j, a) in item.coefficients.enumerated() { coefficients[j] = Fraction(a) }
        if let errorColumn { coefficients[errorColumn] = Fraction(errorSign) }
        return ReferenceLP.Row(coefficients: coefficients, relation: relation, rhs: Fraction(-item.constant))
    }

    /// Required items as rows; optional items with their error columns; higher levels capped.
    func program(capping optima: [Double: Fraction]) -> ReferenceLP {
        let optional = optionalIndices
        let width = variableCount + optional.count
        var lp = ReferenceLP(variableCount: width)
        for item in items where item.priority >= 1000 {
            lp.rows.append(row(item, errorColumn: nil, errorSign: 0, width: width, relation: item.relation))
        }
        for (k, index) in optional.enumerated() {
            let item = items[index], e = variableCount + k
            switch item.relation {
            case .equal:
                lp.rows.append(row(item, errorColumn: e, errorSign: -1, width: width, relation: .lessThanOrEqual))
                lp.rows.append(row(item, errorColumn: e, errorSign: 1, width: width, relation: .greaterThanOrEqual))
            case .lessThanOrEqual:
                lp.rows.append(row(item, errorColumn: e, errorSign: -1, width: width, relation: .lessThanOrEqual))
            case .greaterThanOrEqual:
                lp.rows.append(row(item, errorColumn: e, errorSign: 1, width: width, relation: .greaterThanOrEqual))
            }
            var nonnegative = [Fraction](repeating: .zero, count: width)
            nonnegative[e] = .one
            lp.rows.append(.init(coefficients: nonnegative, relation: .greaterThanOrEqual, rhs: .zero))
        }
        for (level, optimum) in optima {
            lp.rows.append(.init(coefficients: levelSum(level, width: width), relation: .lessThanOrEqual, rhs: optimum))
        }
        return lp
    }

    private func levelSum(_ level: Double, width: Int) -> [Fraction] {
        var sum = [Fraction](repeating: .zero, count: width)
        for (k, index) in optionalIndices.enumerated() where items[index].priority == level { sum[variableCount + k] = .one }
        return sum
    }

    /// The optimum of each level, highest first; nil when the required items are infeasible.
    func levelOptima() -> [(level: Double, optimum: Fraction)]? {
        var optima: [Double: Fraction] = [:]
        var result: [(Double, Fraction)] = []
        let width = variableCount + optionalIndices.count
        guard program(capping: [:]).isFeasible() else { return nil }
        for level in levels {
            guard case .optimal(let value) = program(capping: optima).minimize(levelSum(level, width: width)) else { return nil }
            optima[level] = value
            result.append((level, value))
        }
        return result
    }

    /// Whether every lexicographically optimal solution gives the variable the same value: the
    /// per-variable min/max LP over the optimal set.
    func isAmbiguous(_ variable: Int, optima: [(level: Double, optimum: Fraction)]) -> Bool {
        let capped = Dictionary(uniqueKeysWithValues: optima.map { ($0.level, $0.optimum) })
        let lp = program(capping: capped)
        var objective = [Fraction](repeating: .zero, count: lp.variableCount)
        objective[variable] = .one
        guard case .optimal(let low) = lp.minimize(objective) else { return true }
        objective[variable] = -.one
        guard case .optimal(let negativeHigh) = lp.minimize(objective) else { return true }
        return -negativeHigh > low
    }

    /// Feasibility of items all taken as required.
    static func isFeasible(_ items: [RandomSystem.Item], variableCount: Int) -> Bool {
        LexicographicReference(variableCount: variableCount, items: items.map {
            var item = $0; item.priority = 1000; return item
        }).program(capping: [:]).isFeasible()
    }
}
