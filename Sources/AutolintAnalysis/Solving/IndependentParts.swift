import AutolintModel

/// An axis's equations as parts that share only unknowns a required equality fixes (the root's
/// frame), so that two solvers on two cores, each taking whole parts, reach exactly what one solver
/// reaches (docs/solver.md, "Independent parts on two solvers").
///
/// Why the result is the same: a shared unknown is fixed before any equation with another unknown
/// mentions it, so wherever a solver substitutes it the row gets a constant (and the fixing
/// constraint's marker, which never enters), and two parts never meet in a row, a column or a
/// choice. The shared unknowns and the equations on them come first in every solver, as in one
/// (`SolvedSystem.AxisWork` orders them so), and each part's own symbols are made in one solver's
/// order; so every symbol a row or a column holds keeps its rank, every choice (the lowest id
/// among them) and every sum over a row's cells is the same, whichever solver takes the part and
/// whatever it took before. The shared equations are required, so no solver reports them broken.
/// A conflict met within a part is the one solver's too (its failing row and certificate hold the
/// part's constraints and the shared equations only); the caller solves the axis again as one
/// only when the constraint UIKit would break is a shared equation, which every part would lose.
struct IndependentParts {
    /// Equations on shared unknowns alone, by index, in order: every solver adds them first (the
    /// caller puts them first for one solver too, `SolvedSystem.AxisWork`).
    let sharedEquations: [Int]
    /// Unknowns to make first in every solver (the shared ones), and in the first only (those of
    /// no equation, which it reports free).
    let sharedUnknowns: [Int]
    let unmentionedUnknowns: [Int]
    /// Each part's equations (by index, in order) and view unknowns, parts in the order they first
    /// appear.
    private let equationsByPart: [Int32]
    private let equationStarts: [Int]
    private let unknownsByPart: [Int32]
    private let unknownStarts: [Int]

    var partCount: Int { equationStarts.count - 1 }

    /// How many equations the parts in `parts` hold.
    func equationCount(ofParts parts: Range<Int>) -> Int { equationStarts[parts.upperBound] - equationStarts[parts.lowerBound] }

    func equations(ofPart part: Int) -> ArraySlice<Int32> { equationsByPart[equationStarts[part]..<equationStarts[part + 1]] }
    func unknowns(ofPart part: Int) -> ArraySlice<Int32> { unknownsByPart[unknownStarts[part]..<unknownStarts[part + 1]] }

    /// `shared`: `sharedUnknowns(of:viewUnknowns:unknownCount:)` of these equations. Nil when
    /// there is one part, or when the parts other than the largest hold fewer than `minimumSplit`
    /// equations between them (nothing worth a second solver), or when an equation ties shared
    /// unknowns together.
    static func find(in equations: some Collection<LinearConstraint>, viewUnknowns: [Int], shared: [Bool],
                     minimumSplit: Int = SideBySide.minimumConstraints / 2) -> IndependentParts? {
        let unknownCount = shared.count
        var sets = UnionFind(count: unknownCount)
        for equation in equations where equation.expression.terms.count > 1 {
            var first: Int?
            for term in equation.expression.terms where !shared[term.variable] {
                if let first { sets.union(first, term.variable) } else { first = term.variable }
            }
        }

        // Parts numbered in the order they first appear; each equation's part (-1: on shared
        // unknowns alone).
        var partOfRoot = [Int32](repeating: -1, count: unknownCount)
        var partOfEquation = [Int32](repeating: -1, count: equations.count)
        var equationCounts: [Int] = []
        for (index, equation) in equations.enumerated() {
            guard let term = equation.expression.terms.first(where: { !shared[$0.variable] }) else {
                // Shared unknowns tied together: the second solver would not hold that tie.
                if !isOnShared(equation, shared) { return nil }
                continue
            }
            let root = sets.find(term.variable)
            if partOfRoot[root] < 0 {
                partOfRoot[root] = Int32(equationCounts.count)
                equationCounts.append(0)
            }
            partOfEquation[index] = partOfRoot[root]
            equationCounts[Int(partOfRoot[root])] += 1
        }
        let largest = equationCounts.max() ?? 0
        guard equationCounts.count > 1, equationCounts.reduce(0, +) - largest >= minimumSplit else { return nil }

        let sharedEquations = partOfEquation.indices.filter { partOfEquation[$0] < 0 }
        let (equationsByPart, equationStarts) = grouped(partOfEquation, partCount: equationCounts.count) { $0 }

        var sharedUnknowns: [Int] = [], unmentioned: [Int] = []
        var partOfUnknown = [Int32](repeating: -1, count: viewUnknowns.count)
        for (position, unknown) in viewUnknowns.enumerated() {
            if shared[unknown] {
                sharedUnknowns.append(unknown)
            } else if case let part = partOfRoot[sets.find(unknown)], part >= 0 {
                partOfUnknown[position] = part
            } else {
                unmentioned.append(unknown)
            }
        }
        let (unknownsByPart, unknownStarts) = grouped(partOfUnknown, partCount: equationCounts.count) { viewUnknowns[$0] }
        return IndependentParts(sharedEquations: sharedEquations, sharedUnknowns: sharedUnknowns, unmentionedUnknowns: unmentioned,
                                equationsByPart: equationsByPart, equationStarts: equationStarts,
                                unknownsByPart: unknownsByPart, unknownStarts: unknownStarts)
    }

    /// `value(position)` for every position with a part (`partOf` >= 0), grouped by part in their
    /// order, and where each part's run starts (the total last): a counting sort.
    private static func grouped(_ partOf: [Int32], partCount: Int, value: (Int) -> Int) -> (values: [Int32], starts: [Int]) {
        var starts = [Int](repeating: 0, count: partCount + 1)
        for part in partOf where part >= 0 { starts[Int(part) + 1] += 1 }
        for part in 0..<partCount { starts[part + 1] += starts[part] }
        var values = [Int32](repeating: 0, count: starts[partCount])
        var next = starts
        for (position, part) in partOf.enumerated() where part >= 0 {
            values[next[Int(part)]] = Int32(value(position))
            next[Int(part)] += 1
        }
        return (values, starts)
    }

    /// The unknowns parts may share: the first of the views' unknowns (in their order: the root's
    /// frame), as long as a required equality on each alone fixes it before any equation with
    /// another unknown mentions it, and no optional equation on it alone holds it (both solvers
    /// would report it broken). Only a leading run, so that shared unknowns come before every
    /// part's in each solver as in one: a view's width fixed alone further on stays in its part.
    static func sharedUnknowns(of equations: some Sequence<LinearConstraint>, viewUnknowns: [Int], unknownCount: Int) -> [Bool] {
        var state = [SharingState](repeating: .unseen, count: unknownCount)
        for equation in equations {
            let terms = equation.expression.terms
            if terms.count == 1 {
                let unknown = terms[0].variable
                if !equation.priority.isRequired {
                    state[unknown] = .linked
                } else if equation.relation == .equal, state[unknown] == .unseen {
                    state[unknown] = .fixed
                }
            } else {
                for term in terms where state[term.variable] == .unseen { state[term.variable] = .linked }
            }
        }
        var shared = [Bool](repeating: false, count: unknownCount)
        for unknown in viewUnknowns {
            guard state[unknown] == .fixed else { break }
            shared[unknown] = true
        }
        return shared
    }

    /// Whether the equation is on shared unknowns alone: one of them, by itself.
    static func isOnShared(_ equation: LinearConstraint, _ shared: [Bool]) -> Bool {
        equation.expression.terms.count == 1 && shared[equation.expression.terms[0].variable]
    }
}

/// What an equation scan has seen of an unknown: nothing yet, a required equality on it alone
/// first, or another equation first.
private enum SharingState: UInt8 { case unseen, fixed, linked }

/// Disjoint sets of unknowns, joined by the equations that mention them together.
private struct UnionFind {
    private var parent: [Int32]

    init(count: Int) { parent = (0..<Int32(count)).map { $0 } }

    /// The set's root, halving the path on the way (iterative: a chain of any length is fine).
    mutating func find(_ element: Int) -> Int {
        var current = Int32(element)
        while parent[Int(current)] != current {
            let grandparent = parent[Int(parent[Int(current)])]
            parent[Int(current)] = grandparent
            current = grandparent
        }
        return Int(current)
    }

    mutating func union(_ a: Int, _ b: Int) {
        let rootA = find(a), rootB = find(b)
        if rootA < rootB { parent[rootB] = Int32(rootA) } else if rootB < rootA { parent[rootA] = Int32(rootB) }
    }
}
