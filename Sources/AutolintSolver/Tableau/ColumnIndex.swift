/// For each symbol, the basic symbols whose rows mention it, in no particular order.
///
/// A column can grow with the whole system (the marker of a root constraint that every row
/// depending on the root mentions), so removing or renaming one entry must not scan it: long
/// columns keep each entry's position, short ones are searched, which is faster than hashing.
struct ColumnIndex {
    private var entries: [[Int32]] = []
    /// Position of each entry of an indexed column, keyed by `key(symbol, basic)`.
    private var positions: [UInt64: Int32] = [:]
    private var isIndexed: [Bool] = []
    /// Columns longer than this get positions.
    private static let indexedLength = 32

    var count: Int { entries.count }

    subscript(symbol: Int32) -> [Int32] { entries[Int(symbol)] }

    mutating func reserveCapacity(_ symbols: Int) {
        entries.reserveCapacity(symbols)
        isIndexed.reserveCapacity(symbols)
    }

    /// A new, empty column for the next symbol.
    mutating func appendColumn() {
        entries.append([])
        isIndexed.append(false)
    }

    /// Drops the columns of the symbols from `count` on (they are empty after a rollback).
    mutating func truncate(to count: Int) {
        for symbol in count..<entries.count { _ = removeAll(Int32(symbol)) }
        entries.removeSubrange(count...)
        isIndexed.removeSubrange(count...)
    }

    mutating func insert(_ basic: Int32, into symbol: Int32) {
        let i = Int(symbol)
        if isIndexed[i] {
            positions[Self.key(symbol, basic)] = Int32(entries[i].count)
            entries[i].append(basic)
        } else {
            entries[i].append(basic)
            if entries[i].count > Self.indexedLength {
                isIndexed[i] = true
                for (position, entry) in entries[i].enumerated() { positions[Self.key(symbol, entry)] = Int32(position) }
            }
        }
    }

    /// Removes `basic` from the column (if there); the last entry takes its place.
    mutating func remove(_ basic: Int32, from symbol: Int32) {
        let i = Int(symbol)
        if isIndexed[i] {
            guard let position = positions.removeValue(forKey: Self.key(symbol, basic)).map(Int.init) else { return }
            let last = entries[i].removeLast()
            if position < entries[i].count {
                entries[i][position] = last
                positions[Self.key(symbol, last)] = Int32(position)
            }
        } else {
            // One uniqueness check for the search and swap.
            let found = entries[i].withUnsafeMutableBufferPointer { column -> Bool in
                guard let position = column.firstIndex(of: basic) else { return false }
                column.swapAt(position, column.count - 1)
                return true
            }
            if found { entries[i].removeLast() }
        }
    }

    /// Replaces `old` by `new` in place (a pivot hands a row to another basic symbol).
    mutating func rename(_ old: Int32, to new: Int32, in symbol: Int32) {
        let i = Int(symbol)
        if isIndexed[i] {
            guard let position = positions.removeValue(forKey: Self.key(symbol, old)) else { return }
            entries[i][Int(position)] = new
            positions[Self.key(symbol, new)] = position
        } else if let position = entries[i].firstIndex(of: old) {
            entries[i][position] = new
        }
    }

    /// Empties the column and returns what it held.
    mutating func removeAll(_ symbol: Int32) -> [Int32] {
        let i = Int(symbol)
        let column = entries[i]
        entries[i] = []
        if isIndexed[i] {
            for basic in column { positions[Self.key(symbol, basic)] = nil }
            isIndexed[i] = false
        }
        return column
    }

    private static func key(_ symbol: Int32, _ basic: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: symbol)) << 32 | UInt64(UInt32(bitPattern: basic))
    }
}
