/// Which free columns of the optimal face's tangent cone `K` cannot move at all, decided once per
/// connected part of the cone instead of with one LP per variable.
///
/// `K = { δ : δ_j >= 0 (restricted j), a_r·δ >= 0 (degenerate rows r) }` is a polyhedral cone; its
/// linear span is cut out by its implicit equalities, the inequalities that are 0 on all of K. One
/// LP finds them: give each inequality a level `t_i` in [0, 1] below its slack and maximise the sum;
/// since K is a cone, scaling any δ that makes an inequality positive makes its level 1, so at the
/// optimum every inequality is at level 1 or is implicit (level 0). A column whose own sign
/// constraint is implicit is 0 on the span, and so is a column left alone in an implicit row once
/// the others are known to be 0. A variable all of whose columns are such *rigid* columns is the
/// same in every optimal solution; the others are decided by the per-variable LP as before, so the
/// per-variable work, linear in the part's size, is only spent where a move may exist.
final class ConeRigidity {
    private let tableau: Tableau
    private let isFree: [Bool]
    private let isDegenerate: (Int32) -> Bool
    /// Each column's part, named by its smallest column, and each part's rigid columns.
    private var partOfColumn: [Int32: Int32] = [:]
    private var rigidByPart: [Int32: Set<Int32>] = [:]

    init(tableau: Tableau, isFree: [Bool], isDegenerate: @escaping (Int32) -> Bool) {
        self.tableau = tableau
        self.isFree = isFree
        self.isDegenerate = isDegenerate
    }

    /// Whether the column stays 0 along every direction of the cone.
    func isRigid(_ column: Int32) -> Bool {
        if partOfColumn[column] == nil {
            let (columns, rows) = part(containing: column)
            for member in columns { partOfColumn[member] = columns[0] }
            rigidByPart[columns[0]] = rigidColumns(columns: columns, rows: rows)
        }
        return rigidByPart[partOfColumn[column]!]!.contains(column)
    }

    /// The free columns and degenerate rows connected to `column`, sorted.
    private func part(containing column: Int32) -> (columns: [Int32], rows: [Int32]) {
        var columns: Set<Int32> = [column]
        var rows: Set<Int32> = []
        var queue = [column]
        while let next = queue.popLast() {
            for basic in tableau.column(next) where isDegenerate(basic) && rows.insert(basic).inserted {
                for s in tableau.row(basic)!.symbols where isFree[Int(s)] && columns.insert(s).inserted { queue.append(s) }
            }
        }
        return (columns.sorted(), rows.sorted())
    }

    private func rigidColumns(columns: [Int32], rows: [Int32]) -> Set<Int32> {
        let lp = Solver(mode: .strict)
        var delta: [Int32: Variable] = [:]
        for column in columns { delta[column] = lp.makeVariable("δ\(column)") }
        // The cone's inequalities, each with a level in [0, 1] held below its slack.
        var levels: [Variable] = []
        func addInequality(_ slack: Expression) {
            let level = lp.makeVariable("t\(levels.count)")
            levels.append(level)
            _ = try? lp.add(Constraint(slack - Expression(level), .greaterThanOrEqual))
            _ = try? lp.add(Constraint(Expression(level), .greaterThanOrEqual))
            _ = try? lp.add(Constraint(Expression(level), .lessThanOrEqual, Expression(1)))
            _ = try? lp.add(Constraint(Expression(level), .greaterThanOrEqual, Expression(1), priority: 1))
        }
        let restricted = columns.filter { tableau.kind($0).isRestricted }
        for column in restricted { addInequality(Expression(delta[column]!)) }
        for basic in rows {
            let row = tableau.row(basic)!
            var slack = Expression()
            for (index, s) in row.symbols.enumerated() where isFree[Int(s)] {
                slack.terms.append(.init(delta[s]!, row.coefficients[index]))
            }
            addInequality(slack)
        }
        func isImplicit(_ index: Int) -> Bool { lp.value(of: levels[index]) < 0.5 }
        var rigid = Set(restricted.indices.filter(isImplicit).map { restricted[$0] })
        // Implicit rows with one column not yet known to be rigid make that column rigid too.
        var open = rows.indices.filter { isImplicit(restricted.count + $0) }.map { rows[$0] }
        var changed = true
        while changed {
            changed = false
            open = open.filter { basic in
                let row = tableau.row(basic)!
                let movable = row.symbols.indices.filter {
                    isFree[Int(row.symbols[$0])] && !rigid.contains(row.symbols[$0])
                        && abs(row.coefficients[$0]) > AmbiguityAnalysis.coefficientTolerance
                }
                if movable.count > 1 { return true }
                if let only = movable.first { rigid.insert(row.symbols[only]) }
                changed = true
                return false
            }
        }
        return rigid
    }
}
