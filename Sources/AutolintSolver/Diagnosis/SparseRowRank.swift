import HeapModule

/// The rank of a set of sparse linear forms (the variable parts of constraints), by Gaussian
/// elimination in minimum-degree order.
///
/// A conflict's Farkas certificate is a linear dependence among its members' rows. When those rows
/// have rank one less than their number, that dependence is the only one, so no proper subset has
/// a certificate of its own: a certificate whose support is the whole set proves the set minimal
/// without a feasibility test per member. Layout systems are sparse and nearly tree-shaped (chains,
/// nested pins), so eliminating the least-shared variable first keeps rows short and the work
/// linear; a work budget bounds the rest, and nil means "not decided".
struct SparseRowRank {
    /// Coefficient updates allowed per row before giving up; generous for layouts.
    static let workPerRow = 64

    /// The rank of `rows` (each a list of distinct variable ids with coefficients), or nil when
    /// elimination would take more than the budget.
    static func rank(of rows: [[(variable: Int, coefficient: Double)]]) -> Int? {
        var elimination = SparseRowRank(rows: rows)
        return elimination.run(budget: max(1_000, rows.count * workPerRow))
    }

    private var rows: [[Int: Double]]
    private var rowsOfVariable: [Int: Set<Int>] = [:]
    /// Each row's largest coefficient when read: a cancellation below it is a zero.
    private let scale: [Double]

    private init(rows: [[(variable: Int, coefficient: Double)]]) {
        self.rows = rows.map { Dictionary($0.map { ($0.variable, $0.coefficient) }, uniquingKeysWith: +) }
        scale = rows.map { $0.reduce(1) { max($0, abs($1.coefficient)) } }
        for (index, row) in self.rows.enumerated() {
            for variable in row.keys { rowsOfVariable[variable, default: []].insert(index) }
        }
    }

    private struct Candidate: Comparable {
        let degree: Int
        let variable: Int
        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.degree, lhs.variable) < (rhs.degree, rhs.variable)
        }
    }

    private mutating func run(budget: Int) -> Int? {
        var queue = Heap(rowsOfVariable.map { Candidate(degree: $0.value.count, variable: $0.key) })
        var work = 0
        var rank = 0
        while let next = queue.popMin() {
            guard let column = rowsOfVariable[next.variable], !column.isEmpty else { continue }
            // A stale entry: the variable's degree changed since it was queued.
            guard column.count == next.degree else {
                queue.insert(Candidate(degree: column.count, variable: next.variable))
                continue
            }
            let members = column.sorted()
            // The pivot: the largest coefficient of the column relative to its row, shortest row on ties.
            let pivot = members.max { lhs, rhs in
                let left = abs(rows[lhs][next.variable]!) / scale[lhs], right = abs(rows[rhs][next.variable]!) / scale[rhs]
                return left != right ? left < right : rows[lhs].count > rows[rhs].count
            }!
            let pivotRow = rows[pivot]
            let pivotCoefficient = pivotRow[next.variable]!
            for variable in pivotRow.keys { rowsOfVariable[variable]?.remove(pivot) }
            rows[pivot] = [:]
            rank += 1
            for target in members where target != pivot {
                let factor = rows[target][next.variable]! / pivotCoefficient
                for (variable, coefficient) in pivotRow {
                    work += 1
                    let updated = (rows[target][variable] ?? 0) - factor * coefficient
                    if variable == next.variable || abs(updated) <= Tolerance.cancellation * max(scale[target], abs(factor) * scale[pivot]) {
                        if rows[target].removeValue(forKey: variable) != nil { rowsOfVariable[variable]?.remove(target) }
                    } else {
                        if rows[target].updateValue(updated, forKey: variable) == nil { rowsOfVariable[variable, default: []].insert(target) }
                    }
                }
                guard work <= budget else { return nil }
            }
            for variable in pivotRow.keys where variable != next.variable {
                if let count = rowsOfVariable[variable]?.count, count > 0 {
                    queue.insert(Candidate(degree: count, variable: variable))
                }
            }
        }
        return rank
    }
}
