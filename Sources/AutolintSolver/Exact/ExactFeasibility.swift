/// Feasibility of a small system of constraints (all taken as required) in exact rational
/// arithmetic: phase 1 of a dense simplex with Bland's rule. Used to confirm the conflict sets the
/// floating-point solver finds, so that no "conflict" is a rounding artefact.
enum ExactFeasibility {
    /// Beyond these sizes the check is skipped (reported as not verified) to bound its cost.
    static let maximumConstraints = 64
    static let maximumBitWidth = 8192

    /// True when `rejected + members` is infeasible and dropping any one member makes it feasible.
    static func confirmsMinimalConflict(rejected: [Constraint], members: [[Constraint]]) -> Bool {
        guard isFeasible(rejected + members.flatMap { $0 }) == false else { return false }
        for index in members.indices {
            var rest = members
            rest.remove(at: index)
            guard isFeasible(rejected + rest.flatMap { $0 }) == true else { return false }
        }
        return true
    }

    /// Whether the constraints admit a real solution; nil when the system is over the budget.
    static func isFeasible(_ constraints: [Constraint]) -> Bool? {
        guard constraints.count <= maximumConstraints else { return nil }
        var variableIDs: [Int] = []
        for constraint in constraints {
            for term in constraint.expression.normalizedTerms where !variableIDs.contains(term.variable.id) {
                variableIDs.append(term.variable.id)
            }
        }
        variableIDs.sort()
        let n = variableIDs.count
        let slackCount = constraints.filter { $0.relation != .equal }.count
        let m = constraints.count
        let columnCount = 2 * n + slackCount + m
        var tableau: [[Rational]] = []
        var basis: [Int] = []
        var slack = 0
        for (i, constraint) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: columnCount + 1)
            for term in constraint.expression.normalizedTerms {
                let j = variableIDs.firstIndex(of: term.variable.id)!
                let a = Rational(term.coefficient)
                row[j] = a
                row[n + j] = -a
            }
            switch constraint.relation {
            case .lessThanOrEqual: row[2 * n + slack] = .one; slack += 1
            case .greaterThanOrEqual: row[2 * n + slack] = -.one; slack += 1
            case .equal: break
            }
            row[columnCount] = -Rational(constraint.expression.constant)
            if row[columnCount].isNegative { row = row.map { -$0 } }
            row[2 * n + slackCount + i] = .one
            tableau.append(row)
            basis.append(2 * n + slackCount + i)
        }
        let firstArtificial = 2 * n + slackCount
        var objective = [Rational](repeating: .zero, count: columnCount + 1)
        for row in tableau {
            for j in 0..<firstArtificial { objective[j] = objective[j] - row[j] }
            objective[columnCount] = objective[columnCount] - row[columnCount]
        }
        while let entering = (0..<firstArtificial).first(where: { objective[$0].isNegative }) {
            var leaving: Int?
            var best = Rational.zero
            for i in 0..<m where tableau[i][entering].isPositive {
                let ratio = tableau[i][columnCount] / tableau[i][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
                    leaving = i
                    best = ratio
                }
            }
            guard let r = leaving else { return nil }
            let pivot = tableau[r][entering]
            tableau[r] = tableau[r].map { $0 / pivot }
            for i in 0..<m where i != r && !tableau[i][entering].isZero {
                let k = tableau[i][entering]
                for j in 0...columnCount where !tableau[r][j].isZero { tableau[i][j] = tableau[i][j] - k * tableau[r][j] }
            }
            let k = objective[entering]
            for j in 0...columnCount where !tableau[r][j].isZero { objective[j] = objective[j] - k * tableau[r][j] }
            basis[r] = entering
            if tableau[r].contains(where: { $0.bitWidth > maximumBitWidth }) { return nil }
        }
        return objective[columnCount].isZero
    }
}
