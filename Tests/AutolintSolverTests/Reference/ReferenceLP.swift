import AutolintSolver

/// A textbook dense two-phase simplex over exact fractions with Bland's rule, written for the
/// tests independently of the solver: every variable is free (split into a positive and a
/// negative part), every constraint is `Σ a·x (<=, >=, ==) rhs`.
struct ReferenceLP {
    struct Row {
        var coefficients: [Fraction]
        var relation: Relation
        var rhs: Fraction
    }

    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case optimal(Fraction)
    }

    let variableCount: Int
    var rows: [Row] = []

    init(variableCount: Int) { self.variableCount = variableCount }

    func isFeasible() -> Bool { minimize([Fraction](repeating: .zero, count: variableCount)) != .infeasible }

    /// Minimum of `objective·x` over the rows.
    func minimize(_ objective: [Fraction]) -> Outcome {
        let n = variableCount
        let slackCount = rows.filter { $0.relation != .equal }.count
        let m = rows.count
        let width = 2 * n + slackCount + m
        var table: [[Fraction]] = []
        var basis: [Int] = []
        var slack = 0
        for (i, row) in rows.enumerated() {
            var line = [Fraction](repeating: .zero, count: width + 1)
            for j in 0..<n { line[j] = row.coefficients[j]; line[n + j] = -row.coefficients[j] }
            if row.relation == .lessThanOrEqual { line[2 * n + slack] = .one; slack += 1 }
            if row.relation == .greaterThanOrEqual { line[2 * n + slack] = -.one; slack += 1 }
            line[width] = row.rhs
            if row.rhs < .zero { line = line.map { -$0 } }
            line[2 * n + slackCount + i] = .one
            table.append(line)
            basis.append(2 * n + slackCount + i)
        }
        let artificialStart = 2 * n + slackCount
        var phaseOne = [Fraction](repeating: .zero, count: width + 1)
        for j in artificialStart..<width { phaseOne[j] = .one }
        guard Self.run(&table, &basis, cost: phaseOne, allowed: width) != nil else { return .unbounded }
        let infeasibility = basis.enumerated().reduce(Fraction.zero) { $0 + ($1.element >= artificialStart ? table[$1.offset][width] : .zero) }
        if infeasibility > .zero { return .infeasible }
        // Drive artificial variables at zero out of the basis, dropping redundant rows.
        var r = 0
        while r < table.count {
            if basis[r] >= artificialStart {
                if let j = (0..<artificialStart).first(where: { !table[r][$0].isZero }) {
                    Self.pivot(&table, &basis, row: r, column: j)
                } else {
                    table.remove(at: r); basis.remove(at: r); continue
                }
            }
            r += 1
        }
        var cost = [Fraction](repeating: .zero, count: width + 1)
        for j in 0..<n { cost[j] = objective[j]; cost[n + j] = -objective[j] }
        guard let value = Self.run(&table, &basis, cost: cost, allowed: artificialStart) else { return .unbounded }
        return .optimal(value)
    }

    /// Bland's simplex from a feasible basis; nil when unbounded, else the optimal value.
    private static func run(_ table: inout [[Fraction]], _ basis: inout [Int], cost: [Fraction], allowed: Int) -> Fraction? {
        let width = cost.count - 1
        while true {
            var reduced = cost
            for (i, b) in basis.enumerated() where !cost[b].isZero {
                for j in 0...width where !table[i][j].isZero { reduced[j] = reduced[j] - cost[b] * table[i][j] }
            }
            guard let entering = (0..<allowed).first(where: { reduced[$0] < .zero && !basis.contains($0) }) else {
                return -reduced[width]
            }
            var leaving: Int?
            var best = Fraction.zero
            for i in table.indices where table[i][entering] > .zero {
                let ratio = table[i][width] / table[i][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) { leaving = i; best = ratio }
            }
            guard let row = leaving else { return nil }
            pivot(&table, &basis, row: row, column: entering)
        }
    }

    private static func pivot(_ table: inout [[Fraction]], _ basis: inout [Int], row: Int, column: Int) {
        let p = table[row][column]
        table[row] = table[row].map { $0 / p }
        for i in table.indices where i != row && !table[i][column].isZero {
            let k = table[i][column]
            for j in table[i].indices where !table[row][j].isZero { table[i][j] = table[i][j] - k * table[row][j] }
        }
        basis[row] = column
    }
}
