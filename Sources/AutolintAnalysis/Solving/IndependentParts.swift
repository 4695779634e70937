import AutolintModel

/// An axis's equations as parts that share only unknowns a required equality fixes (the root's
/// frame), so that two solvers on two cores, each taking whole parts, reach exactly what one solver
/// reaches (docs/solver.md, "Independent parts").
///
/// Why the result is the same: a shared unknown is fixed before any equation with another unknown
/// mentions it, so wherever one solver substitutes it the row gets a constant (and the fixing
/// constraint's marker, which never enters), and two parts never meet in a row, a column or a
/// choice. Every choice the solver makes is the lowest id among symbols of one row or one column,
/// so of one part, and each part's symbols are made in the order one solver makes them; the
/// arithmetic is cell by cell. So each part gets the pivots and the numbers one solver gives it,
/// whichever solver takes it and whatever it took before. Equations on shared unknowns alone (a
/// fixing equality, a `>= 0` floor) go to every solver first; they are required, so no solver
/// reports them broken. A conflict is not split: the caller solves the axis again as one, since
/// which of several minimal sets is found may depend on other parts.
struct IndependentParts {
    /// Equations on shared unknowns alone, by index, in order: every solver adds the single-term
    /// ones first, and the first solver the others.
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

    /// Nil when there is one part, or when the parts other than the largest hold fewer than
    /// `minimumSplit` equations between them (nothing worth a second solver).
    static func find(in equations: [LinearConstraint], viewUnknowns: [Int], unknownCount: Int,
                     minimumSplit: Int = SideBySide.minimumConstraints / 2) -> IndependentParts? {
        let shared = sharedUnknowns(equations, unknownCount: unknownCount)
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
            guard let term = equation.expression.terms.first(where: { !shared[$0.variable] }) else { continue }
            let root = sets.find(term.variable)
            if partOfRoot[root] < 0 {
                partOfRoot[root] = Int32(equationCounts.count)
                equationCounts.append(0)
            }
            partOfEquation[index] = partOfRoot[root]
            equationCounts[Int(partOfRoot[root])] += 1
        }
        let largest = equationCounts.max() ?? 0
        guard equationCounts.count > 1, equations.count - largest >= minimumSplit else { return nil }

        let sharedEquations = equations.indices.filter { partOfEquation[$0] < 0 }
        let equationStarts = runningStarts(equationCounts)
        var equationsByPart = [Int32](repeating: 0, count: equationStarts.last!)
        var next = equationStarts
        for index in equations.indices where partOfEquation[index] >= 0 {
            let part = Int(partOfEquation[index])
            equationsByPart[next[part]] = Int32(index)
            next[part] += 1
        }

        var sharedUnknowns: [Int] = [], unmentioned: [Int] = []
        var unknownCounts = [Int](repeating: 0, count: equationCounts.count)
        var partOfUnknown = [Int32](repeating: -1, count: viewUnknowns.count)
        for (position, unknown) in viewUnknowns.enumerated() {
            if shared[unknown] {
                sharedUnknowns.append(unknown)
            } else if case let part = partOfRoot[sets.find(unknown)], part >= 0 {
                partOfUnknown[position] = part
                unknownCounts[Int(part)] += 1
            } else {
                unmentioned.append(unknown)
            }
        }
        let unknownStarts = runningStarts(unknownCounts)
        var unknownsByPart = [Int32](repeating: 0, count: unknownStarts.last!)
        next = unknownStarts
        for (position, unknown) in viewUnknowns.enumerated() where partOfUnknown[position] >= 0 {
            let part = Int(partOfUnknown[position])
            unknownsByPart[next[part]] = Int32(unknown)
            next[part] += 1
        }
        return IndependentParts(sharedEquations: sharedEquations, sharedUnknowns: sharedUnknowns, unmentionedUnknowns: unmentioned,
                                equationsByPart: equationsByPart, equationStarts: equationStarts,
                                unknownsByPart: unknownsByPart, unknownStarts: unknownStarts)
    }

    /// `[0, c0, c0 + c1, ...]`: where each part's entries start, and the total last.
    private static func runningStarts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    /// Unknowns a required equality on them alone fixes before any equation with another unknown
    /// mentions them, and that no optional equation on them alone holds (both solvers would
    /// report it broken).
    private static func sharedUnknowns(_ equations: [LinearConstraint], unknownCount: Int) -> [Bool] {
        enum State: UInt8 { case unseen, fixed, linked }
        var state = [State](repeating: .unseen, count: unknownCount)
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
        return state.map { $0 == .fixed }
    }
}

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
