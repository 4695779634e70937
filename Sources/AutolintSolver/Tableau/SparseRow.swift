/// `constant + Σ coefficient·symbol`, cells sorted by symbol id, in an array of its own: a row
/// being built, or one taken out of the tableau (whose rows live in its `RowPool`).
///
/// As the row of a basic symbol `b` it reads `b = constant + Σ…`; as a constraint being added it
/// reads `0 = constant + Σ…`. Sorted cells keep merges linear and iteration deterministic.
struct SparseRow: Sendable, SparseRowReading {
    /// A symbol and its coefficient.
    struct Cell: Sendable {
        var symbol: Int32
        var coefficient: Double
    }

    /// One array of cells, not one of symbols and one of coefficients: each array is a heap
    /// allocation with 32 bytes of header, and a row has two to four cells as a rule.
    private(set) var cells: [Cell] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(symbols: [Int32], coefficients: [Double], constant: Double) {
        precondition(symbols.count == coefficients.count, "a coefficient per symbol")
        cells = zip(symbols, coefficients).map { Cell(symbol: $0, coefficient: $1) }
        self.constant = constant
    }

    /// A copy of `row`'s cells and constant (a row of the tableau taken out of its pool).
    init(_ row: some SparseRowReading) {
        cells = Array(row.cellSlice)
        constant = row.constant
    }

    var cellSlice: ArraySlice<Cell> { cells[...] }

    /// Appends a cell after the last, whose symbol is below `symbol` (a row built in order).
    mutating func append(_ symbol: Int32, _ coefficient: Double) {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

    /// Removes every cell, keeping the room (a row reused as scratch).
    mutating func removeAllCells() { cells.removeAll(keepingCapacity: true) }

    /// Replaces the cells and constant by a copy of `row`'s, keeping the room.
    mutating func replace(with row: some SparseRowReading) {
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: row.cellSlice)
        constant = row.constant
    }

    /// Adds `coefficient·symbol`; returns +1 when a cell appeared, -1 when one cancelled, else 0.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let low = cells.withUnsafeBufferPointer { SparseRow.lowerBound(symbol, in: $0) }
        if low < cells.count && cells[low].symbol == symbol {
            let old = cells[low].coefficient
            let sum = old + coefficient
            if SparseRow.cancels(sum, old, coefficient) {
                cells.remove(at: low)
                return -1
            }
            cells[low].coefficient = sum
            return 0
        }
        if coefficient == 0 { return 0 }
        // Grown by an eighth, as a merge grows a row (a pivot adds the leaving symbol's cell).
        if cells.count == cells.capacity { cells.reserveCapacity(cells.count + 1 + cells.count >> 3) }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        return 1
    }

    mutating func remove(_ symbol: Int32) {
        if let i = index(of: symbol) { cells.remove(at: i) }
    }

    /// What a merge leaves for its caller (the symbols that appeared and those that cancelled),
    /// and the buffer it merges into, kept from one merge to the next so that substituting a
    /// row allocates nothing once they have grown.
    struct MergeScratch {
        var added: [Int32] = []
        var removed: [Int32] = []
        /// The merged span (`merge`), which the caller splices back.
        fileprivate(set) var merged: [Cell] = []
    }

    /// `self += k·other`, and the cell of `dropping` removed (a symbol being replaced by
    /// `k·other`, which does not mention it). Symbols that appear are put in `scratch.added`,
    /// those that cancel in `scratch.removed`, so that the caller can keep its column index current.
    mutating func add(_ other: SparseRow, times k: Double, dropping: Int32? = nil, scratch: inout MergeScratch) {
        constant = SparseRow.sum(constant, k * other.constant)
        let span = cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in SparseRow.merge(mine, theirs, times: k, dropping: dropping, scratch: &scratch) }
        }
        let merged = scratch.merged
        let grownCount = cells.count - span.count + merged.count
        if grownCount > cells.capacity {
            // Grown by an eighth, not doubled as `replaceSubrange` would: most rows stop growing soon.
            var grown: [Cell] = []
            grown.reserveCapacity(grownCount + grownCount >> 3)
            grown.append(contentsOf: cells[..<span.lowerBound])
            grown.append(contentsOf: merged)
            grown.append(contentsOf: cells[span.upperBound...])
            cells = grown
        } else {
            cells.replaceSubrange(span, with: merged)
        }
    }

    /// `self += k·other` when the caller keeps no column index.
    mutating func add(_ other: SparseRow, times k: Double) {
        var scratch = MergeScratch()
        add(other, times: k, scratch: &scratch)
    }

    /// The cells of `cells + k·other`, without `dropping`'s, over the span of `cells` from the
    /// first to the last symbol concerned, into `scratch.merged`; returns that span, which the
    /// caller replaces by `scratch.merged`. A short pivot row substituted into a dense row costs
    /// its own span plus one move of the dense row's tail, not a copy of the dense row.
    static func merge(
        _ cells: UnsafeBufferPointer<Cell>, _ other: UnsafeBufferPointer<Cell>, times k: Double,
        dropping: Int32?, scratch: inout MergeScratch
    ) -> Range<Int> {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        // Merged into a local array, handed back at the end: appending through `scratch` would
        // check its uniqueness at every cell.
        var merged = scratch.merged
        scratch.merged = []
        defer { scratch.merged = merged }
        merged.removeAll(keepingCapacity: true)
        guard let first = other.first?.symbol ?? dropping, let last = other.last?.symbol ?? dropping else { return 0..<0 }
        let low = lowerBound(min(first, dropping ?? first), in: cells)
        let high = lowerBound(max(last, dropping ?? last) + 1, in: cells)
        merged.reserveCapacity(high - low + other.count)
        var i = low, j = 0
        let m = other.count
        while i < high || j < m {
            if i < high && cells[i].symbol == dropping {
                i += 1
            } else if j == m || (i < high && cells[i].symbol < other[j].symbol) {
                merged.append(cells[i]); i += 1
            } else if i == high || other[j].symbol < cells[i].symbol {
                let value = k * other[j].coefficient
                if value != 0 {
                    merged.append(Cell(symbol: other[j].symbol, coefficient: value))
                    scratch.added.append(other[j].symbol)
                }
                j += 1
            } else {
                let old = cells[i].coefficient, delta = k * other[j].coefficient
                let sum = old + delta
                if SparseRow.cancels(sum, old, delta) {
                    scratch.removed.append(cells[i].symbol)
                } else {
                    merged.append(Cell(symbol: cells[i].symbol, coefficient: sum))
                }
                i += 1; j += 1
            }
        }
        return low..<high
    }

    mutating func multiply(by k: Double) {
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Reads `0 = self` as `symbol = …` and keeps that right-hand side (the symbol's cell goes).
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { preconditionFailure("solving for a symbol not in the row") }
        let coefficient = cells[i].coefficient
        cells.remove(at: i)
        multiply(by: -1 / coefficient)
    }

    /// Reads the row of basic `lhs` (`lhs = self`) as a row for `rhs`.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// `a + b`, or 0 when the sum is a cancellation.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return cancels(sum, a, b) ? 0 : sum
    }

    /// Whether `sum = a + b` is a cancellation (rounding residue) rather than a value.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b))
    }
}
