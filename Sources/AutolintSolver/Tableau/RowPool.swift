/// The tableau's rows: for each symbol, whether it is basic, its row's constant, and where the
/// row's cells are.
///
/// A large system has hundreds of thousands of rows of one to four cells. As an array each, a row
/// cost a heap allocation and 32 bytes of header, and merges that outgrew an array freed it for
/// a larger one. Here a row's cells are a block in a chunk of cells shared by many rows (as in
/// `ColumnIndex`). A block holds 1, 2, 3, 4, 6, 8, 12, 16, … cells (powers of two and the halves
/// between them), so a fitted block is at most a third empty. A block that a row outgrows, or that
/// is two classes too large for it, goes to a free list of its class for the next row needing one.
///
/// Chunks, not one growing array: a pool that doubles copies every row as it grows and holds both
/// copies meanwhile, and a dense row's outgrown blocks (the end of a long chain passes through
/// every class) would stay in it unused. A block larger than `sharedBlockLimit` cells is a chunk
/// of its own, freed with its row.
///
/// Cells are merged, in the same order and with the same arithmetic, as in `SparseRow`: the pool
/// changes where a row lives, never its values.
struct RowPool {
    typealias Cell = SparseRow.Cell

    /// A symbol's row. Sixteen bytes, as the optional array it replaces.
    private struct Slot {
        /// Where the block is: in a shared chunk, the chunk in the high bits and the offset in the
        /// low `offsetBits`; -2 - n for the chunk of its own numbered n; -1 for a parametric symbol
        /// (no row).
        var start: Int32 = -1
        /// The count in the low 26 bits, the size class in the high 6.
        private var packed: UInt32 = 0
        var constant: Double = 0

        private static let countMask: UInt32 = (1 << 26) - 1
        private static let sizeClassShift: UInt32 = 26

        var count: Int {
            get { Int(packed & Self.countMask) }
            set {
                precondition(newValue >= 0 && newValue <= Int(Self.countMask), "a row of 2^26 cells or more")
                packed = packed & ~Self.countMask | UInt32(newValue)
            }
        }

        var sizeClass: Int {
            get { Int(packed >> Self.sizeClassShift) }
            set { packed = packed & Self.countMask | UInt32(newValue) << Self.sizeClassShift }
        }

        var isBasic: Bool { start != -1 }
        var ownChunk: Int? { start < -1 ? Int(-2 - start) : nil }
        var chunk: Int { Int(start) >> RowPool.offsetBits }
        var offset: Int { Int(start) & (RowPool.chunkCapacity - 1) }
    }

    /// Bits of a block's start that give its offset in a shared chunk.
    static let offsetBits = 16
    /// Cells a shared chunk holds at most (one megabyte).
    static let chunkCapacity = 1 << offsetBits
    /// Cells the first shared chunk holds: a small system's rows fit in a small chunk (a console
    /// log's thousand blocks are a thousand small systems), and each chunk holds twice the last.
    static let firstChunkCapacity = 32
    /// Blocks of more cells than this are chunks of their own.
    static let sharedBlockLimit = 256

    private var chunks: [[Cell]] = []
    /// The shared chunk blocks are carved from (the last one made), -1 before the first, and the
    /// cells it holds.
    private var carving = -1
    private var carvingCapacity = 0
    /// Blocks of their own (a long row's), each freed with its row; the numbers of those freed,
    /// for the next to take.
    private var ownChunks: [[Cell]] = []
    private var freeOwnChunks: [Int] = []
    private var slots: [Slot] = []
    /// Starts of unused blocks in shared chunks, by size class.
    private var freeBlocks: [[Int32]] = []
    /// A row that moves to a larger block is assembled here first.
    private var moving: [Cell] = []

    /// The symbols, basic or not (tests).
    var count: Int { slots.count }
    /// Cells in every chunk, used or free (tests).
    var pooledCells: Int { (chunks + ownChunks).reduce(0) { $0 + $1.count } }

    /// A slot's size in the slots' array (tests).
    static var slotStride: Int { MemoryLayout<Slot>.stride }

    /// Room for `symbols` symbols.
    mutating func reserveCapacity(symbols: Int) {
        slots.reserveCapacity(symbols)
    }

    /// A parametric symbol, the next one.
    mutating func appendSymbol() { slots.append(Slot()) }

    /// Drops the symbols from `count` on, and their rows.
    mutating func truncate(to count: Int) {
        for symbol in count..<slots.count where slots[symbol].isBasic { freeBlock(of: slots[symbol]) }
        slots.removeSubrange(count...)
    }

    func isBasic(_ symbol: Int32) -> Bool { slots[Int(symbol)].isBasic }

    /// The row of `symbol`, nil when it is parametric. See `RowView` on how long to keep it.
    subscript(symbol: Int32) -> RowView? {
        let slot = slots[Int(symbol)]
        guard slot.isBasic else { return nil }
        if let own = slot.ownChunk { return RowView(constant: slot.constant, cellSlice: ownChunks[own][..<slot.count]) }
        return RowView(constant: slot.constant, cellSlice: chunks[slot.chunk][slot.offset..<slot.offset + slot.count])
    }

    func constant(of basic: Int32) -> Double { slots[Int(basic)].constant }

    /// Moves a basic symbol's constant by `delta`; returns the new constant.
    mutating func shiftConstant(of basic: Int32, by delta: Double) -> Double {
        precondition(slots[Int(basic)].isBasic, "the constant of a parametric symbol")
        slots[Int(basic)].constant += delta
        return slots[Int(basic)].constant
    }

    /// Makes `symbol` basic with a copy of `row`.
    mutating func insert(_ row: some SparseRowReading, for symbol: Int32) {
        precondition(!slots[Int(symbol)].isBasic, "inserting a row for a basic symbol")
        var slot = Slot()
        slot.constant = row.constant
        row.cellSlice.withUnsafeBufferPointer { cells in place(cells, in: &slot) }
        slots[Int(symbol)] = slot
    }

    /// Makes `symbol` parametric, freeing its block.
    mutating func remove(_ symbol: Int32) {
        let slot = slots[Int(symbol)]
        precondition(slot.isBasic, "removing the row of a parametric symbol")
        freeBlock(of: slot)
        slots[Int(symbol)] = Slot()
    }

    /// Makes `symbol` parametric, its row copied into `row` (whose room is kept) first.
    mutating func remove(_ symbol: Int32, into row: inout SparseRow) {
        guard let view = self[symbol] else { preconditionFailure("taking the row of a parametric symbol") }
        row.replace(with: view)
        remove(symbol)
    }

    /// Removes `symbol`'s cell from `basic`'s row, if there (the block stays).
    mutating func removeCell(_ symbol: Int32, from basic: Int32) {
        var slot = slots[Int(basic)]
        precondition(slot.isBasic, "a cell of a parametric symbol's row")
        let count = slot.count
        let removed = withBlock(of: slot) { cells -> Bool in
            let position = SparseRow.lowerBound(symbol, in: UnsafeBufferPointer(rebasing: cells[..<count]))
            guard position < count, cells[position].symbol == symbol else { return false }
            for index in position..<count - 1 { cells[index] = cells[index + 1] }
            return true
        }
        if removed { slot.count -= 1 }
        slots[Int(basic)] = slot
    }

    /// `row(basic) += k·other`, and the cell of `dropping` removed, as `SparseRow.add(_:times:
    /// dropping:scratch:)` does to a row of its own; the row stays in its block while it fits.
    mutating func add(_ other: SparseRow, times k: Double, dropping: Int32?, to basic: Int32, scratch: inout SparseRow.MergeScratch) {
        var slot = slots[Int(basic)]
        precondition(slot.isBasic, "merging into a parametric symbol's row")
        slot.constant = SparseRow.sum(slot.constant, k * other.constant)
        let count = slot.count
        let span = withBlock(of: slot) { cells in
            other.cellSlice.withUnsafeBufferPointer { theirs in
                SparseRow.merge(UnsafeBufferPointer(rebasing: cells[..<count]), theirs, times: k,
                                dropping: dropping, scratch: &scratch)
            }
        }
        let merged = scratch.merged
        let grownCount = count - span.count + merged.count
        let fitting = Self.sizeClass(for: grownCount)
        if fitting <= slot.sizeClass && slot.sizeClass <= fitting + 1 {
            withBlock(of: slot) { cells in
                // The tail moves to follow the merged span (the two may overlap).
                let base = cells.baseAddress!
                UnsafeMutableRawPointer(base + span.lowerBound + merged.count)
                    .copyMemory(from: base + span.upperBound, byteCount: (count - span.upperBound) * MemoryLayout<Cell>.stride)
                for (offset, cell) in merged.enumerated() { cells[span.lowerBound + offset] = cell }
            }
            slot.count = grownCount
        } else {
            var moving = self.moving
            self.moving = []
            moving.removeAll(keepingCapacity: true)
            withBlock(of: slot) { cells in
                moving.append(contentsOf: cells[..<span.lowerBound])
                moving.append(contentsOf: merged)
                moving.append(contentsOf: cells[span.upperBound..<count])
            }
            freeBlock(of: slot)
            moving.withUnsafeBufferPointer { place($0, in: &slot) }
            self.moving = moving
        }
        slots[Int(basic)] = slot
    }

    /// Cells a block of size class `sizeClass` holds: 1, 2, 3, 4, 6, 8, 12, 16, 24, …
    static func capacity(ofSizeClass sizeClass: Int) -> Int {
        if sizeClass == 0 { return 1 }
        return sizeClass & 1 == 1 ? 1 << ((sizeClass + 1) >> 1) : 3 << ((sizeClass >> 1) - 1)
    }

    /// The smallest size class whose blocks hold `count` cells.
    static func sizeClass(for count: Int) -> Int {
        if count <= 1 { return 0 }
        // The power of two at or above `count` is 1 << bits; the class below it holds 3/4 of that.
        let bits = Int.bitWidth - (count - 1).leadingZeroBitCount
        if bits >= 2 && count <= 3 << (bits - 2) { return 2 * bits - 2 }
        return 2 * bits - 1
    }

    /// Copies `cells` into a new block fitted to them, which `slot` then describes.
    private mutating func place(_ cells: UnsafeBufferPointer<Cell>, in slot: inout Slot) {
        slot.sizeClass = Self.sizeClass(for: cells.count)
        slot.start = allocateBlock(sizeClass: slot.sizeClass)
        slot.count = cells.count
        withBlock(of: slot) { block in
            for (offset, cell) in cells.enumerated() { block[offset] = cell }
        }
    }

    /// Frees the buffer rows that move to a larger block are assembled in (`Tableau.releaseScratch`).
    mutating func releaseScratch() { moving = [] }

    /// Runs `body` on the block of `slot`, from its first cell to its capacity.
    private mutating func withBlock<T>(of slot: Slot, _ body: (UnsafeMutableBufferPointer<Cell>) -> T) -> T {
        if let own = slot.ownChunk { return ownChunks[own].withUnsafeMutableBufferPointer { body($0) } }
        let offset = slot.offset, capacity = Self.capacity(ofSizeClass: slot.sizeClass)
        return chunks[slot.chunk].withUnsafeMutableBufferPointer { chunk in
            body(UnsafeMutableBufferPointer(rebasing: chunk[offset..<offset + capacity]))
        }
    }

    private mutating func allocateBlock(sizeClass: Int) -> Int32 {
        let capacity = Self.capacity(ofSizeClass: sizeClass)
        if capacity > Self.sharedBlockLimit {
            // Not zero-filled (cells are plain values, nothing to initialise): a chunk of its own
            // is only ever read where its row has written it.
            let block = [Cell](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
            let number: Int
            if let free = freeOwnChunks.popLast() {
                number = free
                ownChunks[number] = block
            } else {
                number = ownChunks.count
                precondition(number < Int(Int32.max) - 2, "more than 2^31 long rows")
                ownChunks.append(block)
            }
            return Int32(-2 - number)
        }
        if sizeClass < freeBlocks.count, let start = freeBlocks[sizeClass].popLast() { return start }
        if carving < 0 || chunks[carving].count + capacity > carvingCapacity {
            carvingCapacity = max(capacity, carving < 0 ? Self.firstChunkCapacity : min(Self.chunkCapacity, 2 * carvingCapacity))
            precondition(chunks.count < 1 << (Int32.bitWidth - 1 - Self.offsetBits), "row pool past 2^31 cells")
            var chunk: [Cell] = []
            chunk.reserveCapacity(carvingCapacity)
            chunks.append(chunk)
            carving = chunks.count - 1
        }
        let offset = chunks[carving].count
        chunks[carving].append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: capacity))
        return Self.start(chunk: carving, offset: offset)
    }

    private mutating func freeBlock(of slot: Slot) {
        if let own = slot.ownChunk {
            ownChunks[own] = []
            freeOwnChunks.append(own)
            return
        }
        while freeBlocks.count <= slot.sizeClass { freeBlocks.append([]) }
        freeBlocks[slot.sizeClass].append(slot.start)
    }

    private static func start(chunk: Int, offset: Int) -> Int32 { Int32(chunk << offsetBits | offset) }
}
