/// A row of the tableau, read where it lies in the tableau's `RowPool`.
///
/// Read it and let it go before the tableau changes: kept while a row is written, it would make
/// the pool copy itself (correct, but a copy of every row). Where a row must outlive a change,
/// copy it (`SparseRow(_:)`).
struct RowView: SparseRowReading {
    let constant: Double
    let cellSlice: ArraySlice<SparseRow.Cell>
}
