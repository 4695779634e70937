/// An objective coefficient: one number per priority level, strongest level first.
///
/// This is the symbolic weight of the lexicographic objective: a coefficient is negative when its
/// strongest nonzero level is negative, whatever the weaker levels hold. In `.weighted` mode every
/// vector has the single level 0, and the numbers carry the weights.
struct PriorityVector: Sendable, Equatable {
    /// Levels in decreasing order, with their coefficients; no zero coefficients.
    var levels: [Double] = []
    var coefficients: [Double] = []

    var isEmpty: Bool { levels.isEmpty }

    static let zero = PriorityVector()

    init() {}

    init(level: Double, coefficient: Double) {
        levels = [level]
        coefficients = [coefficient]
    }

    /// `self += k·other`, dropping cancelled levels.
    mutating func add(_ other: PriorityVector, times k: Double) {
        for (index, level) in other.levels.enumerated() {
            add(level: level, k * other.coefficients[index])
        }
    }

    mutating func add(level: Double, _ value: Double) {
        if value == 0 { return }
        var i = 0
        while i < levels.count && levels[i] > level { i += 1 }
        if i < levels.count && levels[i] == level {
            let old = coefficients[i], sum = old + value
            if SparseRow.cancels(sum, old, value) || abs(sum) <= Tolerance.reducedCost * 1e-3 {
                levels.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else {
            levels.insert(level, at: i)
            coefficients.insert(value, at: i)
        }
    }

    /// The sign of the strongest level whose coefficient is beyond `tolerance`: -1, 0 or 1.
    func sign(tolerance: Double) -> Int {
        for c in coefficients where abs(c) > tolerance { return c < 0 ? -1 : 1 }
        return 0
    }

    func coefficient(atLevel level: Double) -> Double {
        for (i, l) in levels.enumerated() where l == level { return coefficients[i] }
        return 0
    }

    /// Compares `a / ka` with `b / kb` (ka, kb > 0) level by level: -1, 0 or 1.
    static func compareRatios(_ a: PriorityVector, _ ka: Double, _ b: PriorityVector, _ kb: Double, tolerance: Double) -> Int {
        var i = 0, j = 0
        while i < a.levels.count || j < b.levels.count {
            let level: Double
            if j == b.levels.count || (i < a.levels.count && a.levels[i] > b.levels[j]) { level = a.levels[i] }
            else { level = b.levels[j] }
            let x = (i < a.levels.count && a.levels[i] == level) ? a.coefficients[i] / ka : 0
            let y = (j < b.levels.count && b.levels[j] == level) ? b.coefficients[j] / kb : 0
            if i < a.levels.count && a.levels[i] == level { i += 1 }
            if j < b.levels.count && b.levels[j] == level { j += 1 }
            if abs(x - y) > tolerance { return x < y ? -1 : 1 }
        }
        return 0
    }
}
