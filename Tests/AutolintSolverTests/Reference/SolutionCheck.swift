import AutolintSolver

/// Checks of a floating-point solution against the exact reference.
enum SolutionCheck {
    static let tolerance = 1e-6

    static func error(of item: RandomSystem.Item, at values: [Double]) -> Double {
        let value = zip(item.coefficients, values).reduce(Double(item.constant)) { $0 + Double($1.0) * $1.1 }
        switch item.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Whether `values` is lexicographically optimal: required items hold and each level's
    /// error sum equals the reference optimum.
    static func isOptimal(_ values: [Double], items: [RandomSystem.Item], optima: [(level: Double, optimum: Fraction)]) -> Bool {
        for item in items where item.priority >= 1000 && error(of: item, at: values) > tolerance { return false }
        for (level, optimum) in optima {
            let sum = items.filter { $0.priority == level }.reduce(0) { $0 + error(of: $1, at: values) }
            if abs(sum - optimum.double) > tolerance * max(1, abs(optimum.double)) { return false }
        }
        return true
    }

    /// The exact fraction a floating-point vertex value stands for (small denominators only).
    static func fraction(near value: Double) -> Fraction? {
        for denominator in 1...2000 {
            let scaled = value * Double(denominator)
            if abs(scaled - scaled.rounded()) < 1e-7 * Double(denominator) { return Fraction(Int(scaled.rounded()), denominator) }
        }
        return nil
    }

    /// Feasibility of items held at given errors (`|expr| <= error`, `expr <= error`, ...).
    static func isFeasible(_ held: [(item: RandomSystem.Item, error: Fraction)], variableCount: Int) -> Bool {
        var lp = ReferenceLP(variableCount: variableCount)
        for (item, error) in held {
            let coefficients = item.coefficients.map { Fraction($0) }
            let rhs = Fraction(-item.constant)
            switch item.relation {
            case .equal where error.isZero:
                lp.rows.append(.init(coefficients: coefficients, relation: .equal, rhs: rhs))
            case .equal:
                lp.rows.append(.init(coefficients: coefficients, relation: .lessThanOrEqual, rhs: rhs + error))
                lp.rows.append(.init(coefficients: coefficients, relation: .greaterThanOrEqual, rhs: rhs - error))
            case .lessThanOrEqual:
                lp.rows.append(.init(coefficients: coefficients, relation: .lessThanOrEqual, rhs: rhs + error))
            case .greaterThanOrEqual:
                lp.rows.append(.init(coefficients: coefficients, relation: .greaterThanOrEqual, rhs: rhs - error))
            }
        }
        return lp.isFeasible()
    }
}
