/// For each symbol, the basic symbols whose rows mention it, in no particular order.
///
/// A column can grow with the whole system (the marker of a root constraint that every row
/// depending on the root mentions), so removing or renaming one entry must not scan it: long
/// columns keep each entry's position, short ones are searched, which is faster than hashing.
///
/// Every column lives in one shared pool, in a block whose capacity is a power of two. A large
/// system has hundreds of thousands of columns of one to four entries: as an array each, a column
/// cost a heap allocation and 32 bytes of header (48 with the allocator's), many times its entries.
/// A block a column outgrows or empties goes to a free list of its size, for the next column.
///
/// Entries move exactly as they did in an array per column (appended at the end, the last one
/// taking a removed one's place), so that the order the tableau visits rows in is unchanged.
struct ColumnIndex {
    /// Where a symbol's column is in the pool.
    ///
    /// Eight bytes, not twelve: the count, the size class and whether the column is indexed share
    /// one word (a large system has a slot per symbol, hundreds of thousands of them).
    private struct Slot {
        /// The block's first entry; -1 while the column has no block.
        var start: Int32 = -1
        /// The count in the low 26 bits, the size class in the next 5, whether indexed in the top one.
        private var packed: UInt32 = 0

        private static let countMask: UInt32 = (1 << 26) - 1
        private static let sizeClassShift: UInt32 = 26
        private static let indexedBit: UInt32 = 1 << 31

        var count: Int32 {
            get { Int32(packed & Self.countMask) }
            set {
                precondition(newValue >= 0 && UInt32(newValue) <= Self.countMask, "a column of 2^26 entries or more")
                packed = packed & ~Self.countMask | UInt32(newValue)
            }
        }

        /// The block holds `1 << sizeClass` entries.
        var sizeClass: UInt8 {
            get { UInt8(truncatingIfNeeded: packed >> Self.sizeClassShift) & 31 }
            set {
                precondition(newValue < 32, "a block of 2^32 entries or more")
                packed = packed & ~(31 << Self.sizeClassShift) | UInt32(newValue) << Self.sizeClassShift
            }
        }

        var isIndexed: Bool {
            get { packed & Self.indexedBit != 0 }
            set { packed = newValue ? packed | Self.indexedBit : packed & ~Self.indexedBit }
        }
    }

    private var pool: [Int32] = []
    private var slots: [Slot] = []
    /// Starts of unused blocks, by size class.
    private var freeBlocks: [[Int32]] = []
    /// Position of each entry of an indexed column, keyed by `key(symbol, basic)`.
    private var positions: [UInt64: Int32] = [:]
    /// Columns longer than this get positions.
    private static let indexedLength = 32

    var count: Int { slots.count }

    /// A slot's size in the slots' array (tests).
    static var slotStride: Int { MemoryLayout<Slot>.stride }

    /// The column's entries. A view of the pool: kept while columns change, it would make the pool
    /// copy itself once (correct, but a copy of every column), so callers read it and let it go.
    subscript(symbol: Int32) -> ArraySlice<Int32> {
        let slot = slots[Int(symbol)]
        guard slot.start >= 0 else { return [] }
        return pool[Int(slot.start)..<Int(slot.start + slot.count)]
    }

    func count(of symbol: Int32) -> Int { Int(slots[Int(symbol)].count) }

    mutating func reserveCapacity(_ symbols: Int) {
        slots.reserveCapacity(symbols)
    }

    /// A new, empty column for the next symbol.
    mutating func appendColumn() {
        slots.append(Slot())
    }

    /// Drops the columns of the symbols from `count` on (they are empty after a rollback).
    mutating func truncate(to count: Int) {
        for symbol in count..<slots.count { clear(Int32(symbol)) }
        slots.removeSubrange(count...)
    }

    mutating func insert(_ basic: Int32, into symbol: Int32) {
        let i = Int(symbol)
        var slot = slots[i]
        if slot.start < 0 {
            slot.start = allocateBlock(sizeClass: 0)
            slot.sizeClass = 0
        } else if slot.count == 1 << slot.sizeClass {
            let grown = allocateBlock(sizeClass: slot.sizeClass + 1)
            let old = Int(slot.start), new = Int(grown)
            pool.withUnsafeMutableBufferPointer { pool in
                for offset in 0..<Int(slot.count) { pool[new + offset] = pool[old + offset] }
            }
            freeBlock(slot.start, sizeClass: slot.sizeClass)
            slot.start = grown
            slot.sizeClass += 1
        }
        pool[Int(slot.start + slot.count)] = basic
        slot.count += 1
        if slot.isIndexed {
            positions[Self.key(symbol, basic)] = slot.count - 1
        } else if slot.count > Self.indexedLength {
            slot.isIndexed = true
            for position in 0..<Int(slot.count) { positions[Self.key(symbol, pool[Int(slot.start) + position])] = Int32(position) }
        }
        slots[i] = slot
    }

    /// Removes `basic` from the column (if there); the last entry takes its place.
    mutating func remove(_ basic: Int32, from symbol: Int32) {
        let i = Int(symbol)
        var slot = slots[i]
        guard slot.start >= 0 else { return }
        let start = Int(slot.start)
        if slot.isIndexed {
            guard let position = positions.removeValue(forKey: Self.key(symbol, basic)).map(Int.init) else { return }
            slot.count -= 1
            if position < Int(slot.count) {
                let last = pool[start + Int(slot.count)]
                pool[start + position] = last
                positions[Self.key(symbol, last)] = Int32(position)
            }
        } else {
            let end = start + Int(slot.count)
            let found = pool.withUnsafeMutableBufferPointer { pool -> Bool in
                guard let position = pool[start..<end].firstIndex(of: basic) else { return false }
                pool.swapAt(position, end - 1)
                return true
            }
            guard found else { return }
            slot.count -= 1
        }
        if slot.count == 0 {
            freeBlock(slot.start, sizeClass: slot.sizeClass)
            slot = Slot()
        }
        slots[i] = slot
    }

    /// Replaces `old` by `new` in place (a pivot hands a row to another basic symbol).
    mutating func rename(_ old: Int32, to new: Int32, in symbol: Int32) {
        let slot = slots[Int(symbol)]
        guard slot.start >= 0 else { return }
        let start = Int(slot.start)
        if slot.isIndexed {
            guard let position = positions.removeValue(forKey: Self.key(symbol, old)) else { return }
            pool[start + Int(position)] = new
            positions[Self.key(symbol, new)] = position
        } else {
            let end = start + Int(slot.count)
            pool.withUnsafeMutableBufferPointer { pool in
                if let position = pool[start..<end].firstIndex(of: old) { pool[position] = new }
            }
        }
    }

    /// Empties the column into `entries` (replacing what it held), in the column's order.
    mutating func removeAll(_ symbol: Int32, into entries: inout [Int32]) {
        entries.removeAll(keepingCapacity: true)
        entries.append(contentsOf: self[symbol])
        clear(symbol)
    }

    private mutating func clear(_ symbol: Int32) {
        let slot = slots[Int(symbol)]
        guard slot.start >= 0 else { return }
        if slot.isIndexed {
            for entry in self[symbol] { positions[Self.key(symbol, entry)] = nil }
        }
        freeBlock(slot.start, sizeClass: slot.sizeClass)
        slots[Int(symbol)] = Slot()
    }

    private mutating func allocateBlock(sizeClass: UInt8) -> Int32 {
        let c = Int(sizeClass)
        if c < freeBlocks.count, let start = freeBlocks[c].popLast() { return start }
        let start = pool.count
        pool.append(contentsOf: repeatElement(0, count: 1 << c))
        precondition(pool.count <= Int(Int32.max), "column pool past 2^31 entries")
        return Int32(start)
    }

    private mutating func freeBlock(_ start: Int32, sizeClass: UInt8) {
        let c = Int(sizeClass)
        while freeBlocks.count <= c { freeBlocks.append([]) }
        freeBlocks[c].append(start)
    }

    private static func key(_ symbol: Int32, _ basic: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: symbol)) << 32 | UInt64(UInt32(bitPattern: basic))
    }
}
