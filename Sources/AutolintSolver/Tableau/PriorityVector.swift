/// An objective coefficient: one number per priority level, strongest level first.
///
/// This is the symbolic weight of the lexicographic objective: a coefficient is negative when its
/// strongest nonzero level is negative, whatever the weaker levels hold. In `.weighted` mode every
/// vector has the single level 0, and the numbers carry the weights.
struct PriorityVector: Sendable, Equatable {
    /// One level and its coefficient.
    struct Entry: Sendable, Equatable {
        var level: Double
        var coefficient: Double
    }

    /// Levels in decreasing order, no zero coefficients. The strongest is kept inline: nearly
    /// every objective coefficient has one level (the error of one constraint), and a tableau has
    /// one vector per symbol, so a heap array per vector would be most of the solver's allocations.
    /// An empty vector's `first` has coefficient 0, which no level has: the count is not stored,
    /// so that a vector is 24 bytes, not 32.
    private var first = Entry(level: 0, coefficient: 0)
    private var rest: [Entry] = []

    var count: Int { first.coefficient == 0 ? 0 : 1 + rest.count }

    var isEmpty: Bool { first.coefficient == 0 }

    static let zero = PriorityVector()

    init() {}

    init(level: Double, coefficient: Double) {
        guard coefficient != 0 else { return }
        first = Entry(level: level, coefficient: coefficient)
    }

    private(set) subscript(index: Int) -> Entry {
        get { index == 0 ? first : rest[index - 1] }
        set { if index == 0 { first = newValue } else { rest[index - 1] = newValue } }
    }

    /// Whether some level's coefficient satisfies `predicate`.
    func containsCoefficient(where predicate: (Double) -> Bool) -> Bool {
        (0..<count).contains { predicate(self[$0].coefficient) }
    }

    static func == (a: PriorityVector, b: PriorityVector) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }

    private mutating func insert(_ entry: Entry, at index: Int) {
        if index == 0 {
            if !isEmpty { rest.insert(first, at: 0) }
            first = entry
        } else {
            rest.insert(entry, at: index - 1)
        }
    }

    private mutating func remove(at index: Int) {
        if index == 0 {
            first = rest.isEmpty ? Entry(level: 0, coefficient: 0) : rest.removeFirst()
        } else {
            rest.remove(at: index - 1)
        }
    }

    /// `self += k·other`, dropping cancelled levels.
    mutating func add(_ other: PriorityVector, times k: Double) {
        for index in 0..<other.count {
            let entry = other[index]
            add(level: entry.level, k * entry.coefficient)
        }
    }

    mutating func add(level: Double, _ value: Double) {
        if value == 0 { return }
        let count = self.count
        var i = 0
        while i < count && self[i].level > level { i += 1 }
        if i < count && self[i].level == level {
            let old = self[i].coefficient, sum = old + value
            if SparseRow.cancels(sum, old, value) || abs(sum) <= Tolerance.reducedCost * 1e-3 {
                remove(at: i)
            } else {
                self[i].coefficient = sum
            }
        } else {
            insert(Entry(level: level, coefficient: value), at: i)
        }
    }

    /// The sign of the strongest level whose coefficient is beyond `tolerance`: -1, 0 or 1.
    func sign(tolerance: Double) -> Int {
        for index in 0..<count {
            let c = self[index].coefficient
            if abs(c) > tolerance { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Compares `a / ka` with `b / kb` (ka, kb > 0) level by level: -1, 0 or 1.
    static func compareRatios(_ a: PriorityVector, _ ka: Double, _ b: PriorityVector, _ kb: Double, tolerance: Double) -> Int {
        // The counts are derived: read once, not at every test.
        let aCount = a.count, bCount = b.count
        var i = 0, j = 0
        while i < aCount || j < bCount {
            let level: Double
            if j == bCount || (i < aCount && a[i].level > b[j].level) { level = a[i].level }
            else { level = b[j].level }
            let x = (i < aCount && a[i].level == level) ? a[i].coefficient / ka : 0
            let y = (j < bCount && b[j].level == level) ? b[j].coefficient / kb : 0
            if i < aCount && a[i].level == level { i += 1 }
            if j < bCount && b[j].level == level { j += 1 }
            if abs(x - y) > tolerance { return x < y ? -1 : 1 }
        }
        return 0
    }
}
