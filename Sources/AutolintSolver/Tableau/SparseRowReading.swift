/// Reading `constant + Σ coefficient·symbol`, the same for a row being built (`SparseRow`, which
/// owns its cells) and a row of the tableau (`RowView`, a view of the tableau's pool).
protocol SparseRowReading {
    var constant: Double { get }
    /// The cells, sorted by symbol: all of an array, or a row's block of the pool.
    var cellSlice: ArraySlice<SparseRow.Cell> { get }
}

extension SparseRowReading {
    /// The cells' symbols, in order (a view of the cells, not a copy).
    var symbols: SparseRow.Symbols { SparseRow.Symbols(cells: cellSlice) }
    /// The cells' coefficients, in the symbols' order.
    var coefficients: SparseRow.Coefficients { SparseRow.Coefficients(cells: cellSlice) }

    var isEmpty: Bool { cellSlice.isEmpty }
    var count: Int { cellSlice.count }

    /// The position of `symbol`'s cell, counted from the row's first cell.
    func index(of symbol: Int32) -> Int? {
        cellSlice.withUnsafeBufferPointer { cells in
            let low = SparseRow.lowerBound(symbol, in: cells)
            return low < cells.count && cells[low].symbol == symbol ? low : nil
        }
    }

    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Reads the cells without copying them.
    @inline(__always)
    func withCells<T>(_ body: (Double, UnsafeBufferPointer<SparseRow.Cell>) -> T) -> T {
        cellSlice.withUnsafeBufferPointer { cells in body(constant, cells) }
    }
}

extension SparseRow {
    /// A row's symbols, indexed from 0 whether the cells are an array or a block of the pool.
    struct Symbols: RandomAccessCollection {
        fileprivate let cells: ArraySlice<Cell>
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(index: Int) -> Int32 { cells[cells.startIndex + index].symbol }
    }

    /// A row's coefficients, indexed as its `Symbols`.
    struct Coefficients: RandomAccessCollection {
        fileprivate let cells: ArraySlice<Cell>
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(index: Int) -> Double { cells[cells.startIndex + index].coefficient }
    }

    /// The index of the first cell whose symbol is not below `symbol`.
    static func lowerBound(_ symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
