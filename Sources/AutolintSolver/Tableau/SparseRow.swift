/// `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// As the row of a basic symbol `b` it reads `b = constant + Σ…`; as a constraint being added it
/// reads `0 = constant + Σ…`. Sorted cells keep merges linear and iteration deterministic.
struct SparseRow: Sendable {
    /// A symbol and its coefficient.
    struct Cell: Sendable {
        var symbol: Int32
        var coefficient: Double
    }

    /// One array of cells, not one of symbols and one of coefficients: a large system's tableau
    /// holds hundreds of thousands of rows of two to four cells, and each array is a heap
    /// allocation with 32 bytes of header (48 with the allocator's), more than the cells.
    private(set) var cells: [Cell] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(symbols: [Int32], coefficients: [Double], constant: Double) {
        precondition(symbols.count == coefficients.count, "a coefficient per symbol")
        cells = zip(symbols, coefficients).map { Cell(symbol: $0, coefficient: $1) }
        self.constant = constant
    }

    /// The cells' symbols, in order (a view of the cells, not a copy).
    var symbols: Symbols { Symbols(cells: cells) }
    /// The cells' coefficients, in the symbols' order.
    var coefficients: Coefficients { Coefficients(cells: cells) }

    struct Symbols: RandomAccessCollection {
        fileprivate let cells: [Cell]
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(index: Int) -> Int32 { cells[index].symbol }
    }

    struct Coefficients: RandomAccessCollection {
        fileprivate let cells: [Cell]
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(index: Int) -> Double { cells[index].coefficient }
    }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    func index(of symbol: Int32) -> Int? {
        let low = lowerBound(symbol)
        return low < cells.count && cells[low].symbol == symbol ? low : nil
    }

    /// Reads the cells without copying them.
    @inline(__always)
    func withCells<T>(_ body: (Double, UnsafeBufferPointer<Cell>) -> T) -> T {
        cells.withUnsafeBufferPointer { cells in body(constant, cells) }
    }

    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Appends a cell after the last, whose symbol is below `symbol` (a row built in order).
    mutating func append(_ symbol: Int32, _ coefficient: Double) {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

    /// Gives back the room past its cells when more than a quarter of it, and two cells, are
    /// empty (a copy). Not less: the allocator rounds a copy up by as much as a quarter, and a
    /// tighter bound would copy that row again at every rewrite.
    mutating func trimExcessCapacity() {
        if cells.capacity > cells.count + cells.count >> 2 + 2 { cells = cells.withUnsafeBufferPointer { Array($0) } }
    }

    /// Removes every cell, keeping the room (a row reused as scratch).
    mutating func removeAllCells() { cells.removeAll(keepingCapacity: true) }

    /// Adds `coefficient·symbol`; returns +1 when a cell appeared, -1 when one cancelled, else 0.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let low = lowerBound(symbol)
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
    /// and the buffers it merges into, kept from one merge to the next so that substituting a
    /// row allocates nothing once they have grown.
    struct MergeScratch {
        var added: [Int32] = []
        var removed: [Int32] = []
        fileprivate var cells: [Cell] = []
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
        guard let firstOther = other.cells.first?.symbol, let lastOther = other.cells.last?.symbol else {
            if let dropping { remove(dropping) }
            return
        }
        let low = lowerBound(min(firstOther, dropping ?? firstOther))
        let high = lowerBound(max(lastOther, dropping ?? lastOther) + 1)
        var out = scratch.cells
        scratch.cells = []
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(high - low + other.cells.count)
        var i = low, j = 0
        let m = other.cells.count
        while i < high || j < m {
            if i < high && cells[i].symbol == dropping {
                i += 1
            } else if j == m || (i < high && cells[i].symbol < other.cells[j].symbol) {
                out.append(cells[i]); i += 1
            } else if i == high || other.cells[j].symbol < cells[i].symbol {
                let value = k * other.cells[j].coefficient
                if value != 0 {
                    out.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
                    scratch.added.append(other.cells[j].symbol)
                }
                j += 1
            } else {
                let old = cells[i].coefficient, delta = k * other.cells[j].coefficient
                let sum = old + delta
                if SparseRow.cancels(sum, old, delta) {
                    scratch.removed.append(cells[i].symbol)
                } else {
                    out.append(Cell(symbol: cells[i].symbol, coefficient: sum))
                }
                i += 1; j += 1
            }
        }
        let grownCount = cells.count - (high - low) + out.count
        if grownCount > cells.capacity {
            // Grown by an eighth, not doubled as `replaceSubrange` would: most rows stop growing
            // soon, and a tableau's worth of half-empty rows was a tenth of its memory.
            var grown: [Cell] = []
            grown.reserveCapacity(grownCount + grownCount >> 3)
            grown.append(contentsOf: cells[..<low])
            grown.append(contentsOf: out)
            grown.append(contentsOf: cells[high...])
            cells = grown
        } else {
            cells.replaceSubrange(low..<high, with: out)
        }
        scratch.cells = out
    }

    /// The index of the first cell whose symbol is not below `symbol`.
    private func lowerBound(_ symbol: Int32) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
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

    /// Whether `sum = a + b` is a cancellation (rounding residue) rather than a value.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b))
    }
}
