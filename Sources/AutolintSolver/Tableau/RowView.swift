/// A row of the tableau, read where it lies in the tableau's `RowPool`.
///
/// Read it and let it go before the tableau changes: kept while a row of its chunk is written, it
/// would make the pool copy that chunk (correct, but up to a megabyte of other rows). Where a row
/// must outlive a change, copy it (`SparseRow(_:)`).
struct RowView: SparseRowReading {
    let constant: Double
    let cellSlice: ArraySlice<SparseRow.Cell>
}
