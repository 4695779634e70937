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
        /// The block's first cell: its chunk in the high bits, its offset in the chunk in the low
        /// `offsetBits`; -1 for a parametric symbol (no row).
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

        var chunk: Int { Int(start) >> RowPool.offsetBits }
        var offset: Int { Int(start) & (RowPool.chunkCapacity - 1) }
    }

    /// Cells a shared chunk holds at most (one megabyte), and at first: a small system's rows fit
    /// in a small chunk (a console log's thousand blocks are a thousand small systems), and each
    /// chunk holds twice the last, or the block it is made for.
    static let offsetBits = 16
    static let chunkCapacity = 1 << offsetBits
    static let firstChunkCapacity = 32
    /// Blocks of more cells than this are chunks of their own.
    static let sharedBlockLimit = 256

    private var chunks: [[Cell]] = []
    /// The shared chunk blocks are carved from (the last one made), -1 before the first, and the
    /// cells it holds.
    private var carving = -1
    private var carvingCapacity = 0
    /// Chunks of blocks of their own, freed with them, for the next chunk to take their place.
    private var freeChunks: [Int] = []
    private var slots: [Slot] = []
    /// Starts of unused blocks in shared chunks, by size class.
    private var freeBlocks: [[Int32]] = []
    /// A row that moves to a larger block is assembled here first.
    private var moving: [Cell] = []

    /// The symbols (basic or not).
    var count: Int { slots.count }
    /// Cells in every chunk, used or free (tests).
    var pooledCells: Int { chunks.reduce(0) { $0 + $1.count } }

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
        for symbol in count..<slots.count where slots[symbol].start >= 0 { freeBlock(of: slots[symbol]) }
        slots.removeSubrange(count...)
    }

    func isBasic(_ symbol: Int32) -> Bool { slots[Int(symbol)].start >= 0 }

    /// The row of `symbol`, nil when it is parametric. See `RowView` on how long to keep it.
    subscript(symbol: Int32) -> RowView? {
        let slot = slots[Int(symbol)]
        guard slot.start >= 0 else { return nil }
        return RowView(constant: slot.constant, cellSlice: chunks[slot.chunk][slot.offset..<slot.offset + slot.count])
    }

    func constant(of basic: Int32) -> Double { slots[Int(basic)].constant }

    /// Moves a basic symbol's constant by `delta`; returns the new constant.
    mutating func shiftConstant(of basic: Int32, by delta: Double) -> Double {
        precondition(slots[Int(basic)].start >= 0, "the constant of a parametric symbol")
        slots[Int(basic)].constant += delta
        return slots[Int(basic)].constant
    }

    /// Makes `symbol` basic with a copy of `row`.
    mutating func insert(_ row: some SparseRowReading, for symbol: Int32) {
        precondition(slots[Int(symbol)].start < 0, "inserting a row for a basic symbol")
        var slot = Slot()
        slot.constant = row.constant
        row.cellSlice.withUnsafeBufferPointer { cells in place(cells, in: &slot) }
        slots[Int(symbol)] = slot
    }

    /// Makes `symbol` parametric, freeing its block.
    mutating func remove(_ symbol: Int32) {
        let slot = slots[Int(symbol)]
        precondition(slot.start >= 0, "removing the row of a parametric symbol")
        freeBlock(of: slot)
        slots[Int(symbol)] = Slot()
    }

    /// Makes `symbol` parametric, its row copied into `row` (whose room is kept) first.
    mutating func remove(_ symbol: Int32, into row: inout SparseRow) {
        row.replace(with: self[symbol]!)
        remove(symbol)
    }

    /// Removes `symbol`'s cell from `basic`'s row, if there (the block stays).
    mutating func removeCell(_ symbol: Int32, from basic: Int32) {
        var slot = slots[Int(basic)]
        precondition(slot.start >= 0, "a cell of a parametric symbol's row")
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
        precondition(slot.start >= 0, "merging into a parametric symbol's row")
        slot.constant = SparseRow.sum(slot.constant, k * other.constant)
        var merged = scratch.merged
        scratch.merged = []
        defer { scratch.merged = merged }
        let count = slot.count
        let span = withBlock(of: slot) { cells in
            other.cellSlice.withUnsafeBufferPointer { theirs in
                SparseRow.merge(UnsafeBufferPointer(rebasing: cells[..<count]), theirs, times: k,
                                dropping: dropping, into: &merged, scratch: &scratch)
            }
        }
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

    /// Runs `body` on the block of `slot`, from its first cell to its capacity.
    private mutating func withBlock<T>(of slot: Slot, _ body: (UnsafeMutableBufferPointer<Cell>) -> T) -> T {
        let offset = slot.offset, capacity = Self.capacity(ofSizeClass: slot.sizeClass)
        return chunks[slot.chunk].withUnsafeMutableBufferPointer { chunk in
            body(UnsafeMutableBufferPointer(rebasing: chunk[offset..<offset + capacity]))
        }
    }

    private mutating func allocateBlock(sizeClass: Int) -> Int32 {
        let capacity = Self.capacity(ofSizeClass: sizeClass)
        if capacity > Self.sharedBlockLimit {
            // Not zero-filled: a chunk of its own is only ever read where the row has written it.
            let block = [Cell](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
            return Self.start(chunk: makeChunk(block), offset: 0)
        }
        if sizeClass < freeBlocks.count, let start = freeBlocks[sizeClass].popLast() { return start }
        if carving < 0 || chunks[carving].count + capacity > carvingCapacity {
            carvingCapacity = max(capacity, carving < 0 ? Self.firstChunkCapacity : min(Self.chunkCapacity, 2 * carvingCapacity))
            var chunk: [Cell] = []
            chunk.reserveCapacity(carvingCapacity)
            carving = makeChunk(chunk)
        }
        let offset = chunks[carving].count
        chunks[carving].append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: capacity))
        return Self.start(chunk: carving, offset: offset)
    }

    private mutating func makeChunk(_ chunk: [Cell]) -> Int {
        if let index = freeChunks.popLast() {
            chunks[index] = chunk
            return index
        }
        precondition(chunks.count < Int(Int32.max) >> Self.offsetBits, "row pool past 2^31 cells")
        chunks.append(chunk)
        return chunks.count - 1
    }

    private mutating func freeBlock(of slot: Slot) {
        if Self.capacity(ofSizeClass: slot.sizeClass) > Self.sharedBlockLimit {
            chunks[slot.chunk] = []
            freeChunks.append(slot.chunk)
            return
        }
        while freeBlocks.count <= slot.sizeClass { freeBlocks.append([]) }
        freeBlocks[slot.sizeClass].append(slot.start)
    }

    private static func start(chunk: Int, offset: Int) -> Int32 { Int32(chunk << offsetBits | offset) }
}
