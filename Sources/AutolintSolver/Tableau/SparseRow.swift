/// `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// As the row of a basic symbol `b` it reads `b = constant + Σ…`; as a constraint being added it
/// reads `0 = constant + Σ…`. Sorted arrays keep merges linear and iteration deterministic.
struct SparseRow: Sendable {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(symbols: [Int32], coefficients: [Double], constant: Double) {
        self.symbols = symbols
        self.coefficients = coefficients
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    func index(of symbol: Int32) -> Int? {
        let low = lowerBound(symbol)
        return low < symbols.count && symbols[low] == symbol ? low : nil
    }

    /// Reads the cells without copying the arrays.
    @inline(__always)
    func withCells<T>(_ body: (Double, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) -> T) -> T {
        symbols.withUnsafeBufferPointer { symbols in
            coefficients.withUnsafeBufferPointer { coefficients in body(constant, symbols, coefficients) }
        }
    }

    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Adds `coefficient·symbol`; returns +1 when a cell appeared, -1 when one cancelled, else 0.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let low = lowerBound(symbol)
        if low < symbols.count && symbols[low] == symbol {
            let old = coefficients[low]
            let sum = old + coefficient
            if SparseRow.cancels(sum, old, coefficient) {
                symbols.remove(at: low)
                coefficients.remove(at: low)
                return -1
            }
            coefficients[low] = sum
            return 0
        }
        if coefficient == 0 { return 0 }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return 1
    }

    mutating func remove(_ symbol: Int32) {
        if let i = index(of: symbol) {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    /// What a merge leaves for its caller (the symbols that appeared and those that cancelled),
    /// and the buffers it merges into, kept from one merge to the next so that substituting a
    /// row allocates nothing once they have grown.
    struct MergeScratch {
        var added: [Int32] = []
        var removed: [Int32] = []
        fileprivate var symbols: [Int32] = []
        fileprivate var coefficients: [Double] = []
    }

    /// `self += k·other`, and the cell of `dropping` removed (a symbol being replaced by
    /// `k·other`, which does not mention it). Symbols that appear are put in `scratch.added`,
    /// those that cancel in `scratch.removed`, so that the caller can keep its column index current.
    ///
    /// Only the span of cells between the first and the last symbol concerned is merged, then
    /// spliced back: a short pivot row substituted into a dense row costs its own span plus one
    /// move of the dense row's tail, not a copy of the dense row.
    mutating func add(_ other: SparseRow, times k: Double, dropping: Int32? = nil, scratch: inout MergeScratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        let newConstant = constant + k * other.constant
        constant = SparseRow.cancels(newConstant, constant, k * other.constant) ? 0 : newConstant
        guard let firstOther = other.symbols.first, let lastOther = other.symbols.last else {
            if let dropping { remove(dropping) }
            return
        }
        let low = lowerBound(min(firstOther, dropping ?? firstOther))
        let high = lowerBound(max(lastOther, dropping ?? lastOther) + 1)
        var outSymbols = scratch.symbols, outCoefficients = scratch.coefficients
        scratch.symbols = []; scratch.coefficients = []
        outSymbols.removeAll(keepingCapacity: true); outCoefficients.removeAll(keepingCapacity: true)
        outSymbols.reserveCapacity(high - low + other.symbols.count)
        outCoefficients.reserveCapacity(high - low + other.symbols.count)
        var i = low, j = 0
        let m = other.symbols.count
        while i < high || j < m {
            if i < high && symbols[i] == dropping {
                i += 1
            } else if j == m || (i < high && symbols[i] < other.symbols[j]) {
                outSymbols.append(symbols[i]); outCoefficients.append(coefficients[i]); i += 1
            } else if i == high || other.symbols[j] < symbols[i] {
                let value = k * other.coefficients[j]
                if value != 0 {
                    outSymbols.append(other.symbols[j]); outCoefficients.append(value)
                    scratch.added.append(other.symbols[j])
                }
                j += 1
            } else {
                let old = coefficients[i], delta = k * other.coefficients[j]
                let sum = old + delta
                if SparseRow.cancels(sum, old, delta) {
                    scratch.removed.append(symbols[i])
                } else {
                    outSymbols.append(symbols[i]); outCoefficients.append(sum)
                }
                i += 1; j += 1
            }
        }
        symbols.replaceSubrange(low..<high, with: outSymbols)
        coefficients.replaceSubrange(low..<high, with: outCoefficients)
        scratch.symbols = outSymbols; scratch.coefficients = outCoefficients
    }

    /// The index of the first cell whose symbol is not below `symbol`.
    private func lowerBound(_ symbol: Int32) -> Int {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `self += k·other` when the caller keeps no column index.
    mutating func add(_ other: SparseRow, times k: Double) {
        var scratch = MergeScratch()
        add(other, times: k, scratch: &scratch)
    }

    mutating func multiply(by k: Double) {
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Reads `0 = self` as `symbol = …` and keeps that right-hand side (the symbol's cell goes).
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { preconditionFailure("solving for a symbol not in the row") }
        let coefficient = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        multiply(by: -1 / coefficient)
    }

    /// Reads the row of basic `lhs` (`lhs = self`) as a row for `rhs`.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Whether `sum = a + b` is a cancellation (rounding residue) rather than a value.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b))
    }
}
