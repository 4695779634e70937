import Testing
import PropertyBased
@testable import AutolintSolver

/// The tableau's rows share a pool of blocks in chunks. Every operation must leave each row exactly
/// as a `SparseRow` of its own would be, cell for cell and bit for bit, and report the same
/// symbols appearing and cancelling, so that the solver's pivots and answers do not change.
@Suite struct RowPoolTests {
    /// One change to the pool, over twelve symbols. A row is made from `seed` (`row(_:)`); one in
    /// eight is long enough for a chunk of its own.
    enum Step: Sendable {
        case insert(symbol: Int32, seed: Int)
        case remove(symbol: Int32)
        case merge(basic: Int32, seed: Int, times: Double, dropsFirst: Bool)
        /// The cell at `position` (modulo the row's count); a symbol the row lacks when it is empty.
        case removeCell(position: Int, from: Int32)
        case shift(basic: Int32, by: Double)
        case truncate(count: Int)
        case append
    }

    static let symbols = 12

    static var step: Generator<Step, some SendableSequenceType> {
        zip(Gen.int(in: 0...99), Gen.int(in: 0...(symbols - 1)), Gen.int(in: 0...(symbols - 1)), Gen.int(in: 0...10_000)).map { kind, a, b, seed -> Step in
            let (a, b) = (Int32(a), Int32(b))
            let factors: [Double] = [1, -1, 2, -0.5, 3]
            switch kind {
            case ..<25: return .insert(symbol: a, seed: seed)
            case ..<35: return .remove(symbol: a)
            case ..<75: return .merge(basic: a, seed: seed, times: factors[seed % factors.count], dropsFirst: seed % 3 == 0)
            case ..<85: return .removeCell(position: seed, from: b)
            case ..<92: return .shift(basic: a, by: Double(seed % 7) - 3)
            case ..<95: return .truncate(count: Int(a))
            default: return .append
            }
        }
    }

    /// A row from a seed: sorted distinct symbols below 700, small whole coefficients (so that
    /// merges cancel cells), a long row one time in eight.
    static func row(_ seed: Int) -> SparseRow {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let count = seed % 8 == 0 ? 257 + next(400) : next(7)
        var symbols = Set<Int32>()
        while symbols.count < count { symbols.insert(Int32(next(700))) }
        var row = SparseRow(constant: Double(next(9)) - 4)
        for symbol in symbols.sorted() { row.append(symbol, Double(next(5) + 1) * (next(2) == 0 ? 1 : -1)) }
        return row
    }

    @Test func everyRowIsTheSparseRowItWouldBeOnItsOwn() async {
        await propertyCheck(count: 60, input: Self.step.array(of: 1...300)) { steps in
            Self.replay(steps)
        }
    }

    private static func replay(_ steps: [Step]) {
        var pool = RowPool(), reference: [SparseRow?] = []
        for _ in 0..<symbols { pool.appendSymbol(); reference.append(nil) }
        var poolScratch = SparseRow.MergeScratch(), referenceScratch = SparseRow.MergeScratch()
        for step in steps {
            // Symbols past the current count are skipped: the tableau never names them.
            switch step {
            case .insert(let symbol, let seed) where Int(symbol) < reference.count && reference[Int(symbol)] == nil:
                pool.insert(row(seed), for: symbol)
                reference[Int(symbol)] = row(seed)
            case .remove(let symbol) where Int(symbol) < reference.count && reference[Int(symbol)] != nil:
                var taken = SparseRow()
                pool.remove(symbol, into: &taken)
                #expect(same(taken, reference[Int(symbol)]!))
                reference[Int(symbol)] = nil
            case .merge(let basic, let seed, let k, let dropsFirst) where Int(basic) < reference.count && reference[Int(basic)] != nil:
                // The dropped symbol is one the other row does not mention, as in a substitution.
                let other = row(seed)
                let dropping = dropsFirst ? reference[Int(basic)]!.symbols.first { other.index(of: $0) == nil } : nil
                pool.add(other, times: k, dropping: dropping, to: basic, scratch: &poolScratch)
                reference[Int(basic)]!.add(other, times: k, dropping: dropping, scratch: &referenceScratch)
                #expect(poolScratch.added == referenceScratch.added)
                #expect(poolScratch.removed == referenceScratch.removed)
            case .removeCell(let position, let basic) where Int(basic) < reference.count && reference[Int(basic)] != nil:
                let cells = reference[Int(basic)]!.symbols
                let symbol = cells.isEmpty ? Int32(position % 700) : cells[position % cells.count]
                pool.removeCell(symbol, from: basic)
                reference[Int(basic)]!.remove(symbol)
            case .shift(let basic, let delta) where Int(basic) < reference.count && reference[Int(basic)] != nil:
                #expect(pool.shiftConstant(of: basic, by: delta) == reference[Int(basic)]!.constant + delta)
                reference[Int(basic)]!.constant += delta
            case .truncate(let count):
                pool.truncate(to: min(count, reference.count))
                reference.removeSubrange(min(count, reference.count)...)
            case .append:
                pool.appendSymbol()
                reference.append(nil)
            default:
                continue
            }
            #expect(pool.count == reference.count)
            for symbol in 0..<reference.count {
                let row = pool[Int32(symbol)]
                #expect(pool.isBasic(Int32(symbol)) == (reference[symbol] != nil))
                if let row, let expected = reference[symbol] {
                    #expect(same(row, expected))
                    #expect(pool.constant(of: Int32(symbol)) == expected.constant)
                }
            }
        }
    }

    private static func same(_ row: some SparseRowReading, _ expected: SparseRow) -> Bool {
        row.constant.bitPattern == expected.constant.bitPattern
            && Array(row.symbols) == Array(expected.symbols)
            && zip(row.coefficients, expected.coefficients).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    /// Blocks hold 1, 2, 3, 4, 6, 8, … cells, and a row gets the smallest that holds it.
    @Test func aRowGetsTheSmallestSizeClassThatHoldsIt() {
        #expect((0..<12).map(RowPool.capacity(ofSizeClass:)) == [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64])
        for count in 1...70_000 {
            let sizeClass = RowPool.sizeClass(for: count)
            #expect(RowPool.capacity(ofSizeClass: sizeClass) >= count)
            if sizeClass > 0 { #expect(RowPool.capacity(ofSizeClass: sizeClass - 1) < count) }
        }
        #expect(RowPool.sizeClass(for: 0) == 0)
        #expect(RowPool.slotStride == 16)
    }

    /// 140,000 rows fill the doubling chunks (32 cells, 64, … 2^16) and a whole chunk of the
    /// largest size, to the last offset a start can hold, each read back as written; truncated,
    /// their blocks serve new rows without the pool growing.
    @Test func manyRowsFillSeveralChunksAndComeBackFromTruncation() {
        var pool = RowPool()
        let count = 140_000
        for _ in 0..<count { pool.appendSymbol() }
        func row(_ symbol: Int) -> SparseRow { SparseRow(symbols: [Int32(symbol)], coefficients: [Double(symbol)], constant: -Double(symbol)) }
        for symbol in 0..<count { pool.insert(row(symbol), for: Int32(symbol)) }
        for symbol in 0..<count {
            let view = pool[Int32(symbol)]!
            #expect(Array(view.symbols) == [Int32(symbol)] && view.coefficients.first == Double(symbol) && view.constant == -Double(symbol))
        }
        let pooled = pool.pooledCells
        #expect(pooled >= count && pooled < count + RowPool.chunkCapacity)
        pool.truncate(to: 0)
        for _ in 0..<count { pool.appendSymbol() }
        for symbol in 0..<count { pool.insert(row(count - symbol), for: Int32(symbol)) }
        #expect(pool.pooledCells == pooled)
        #expect(pool[Int32(count - 1)].map { Array($0.symbols) } == [1])
    }

    /// Freed blocks serve the next rows of their class, and a long row's chunk of its own goes
    /// with it: rows made and dropped over and over do not grow the pool.
    @Test func freedBlocksAreReusedAndLongRowsGiveTheirChunkBack() {
        var pool = RowPool()
        for _ in 0..<4 { pool.appendSymbol() }
        let short = Self.row(3), long = Self.row(8)
        #expect(short.count < RowPool.sharedBlockLimit && long.count > RowPool.sharedBlockLimit)
        pool.insert(short, for: 0)
        pool.insert(short, for: 1)
        let shared = pool.pooledCells
        pool.insert(long, for: 2)
        #expect(pool.pooledCells >= shared + long.count)
        for _ in 0..<50 {
            pool.remove(1)
            pool.remove(2)
            pool.insert(short, for: 1)
            pool.insert(long, for: 2)
        }
        pool.remove(2)
        #expect(pool.pooledCells == shared)
        // Two long rows at once take two chunks of their own, and give both back.
        pool.insert(long, for: 2)
        pool.insert(long, for: 3)
        #expect(Array(pool[2]!.symbols) == Array(long.symbols) && Array(pool[3]!.symbols) == Array(long.symbols))
        pool.truncate(to: 2)
        #expect(pool.pooledCells == shared)
        for _ in 0..<2 { pool.appendSymbol() }
        // A row that grows past the shared limit moves to a chunk of its own, and back when it shrinks.
        var scratch = SparseRow.MergeScratch()
        pool.add(long, times: 1, dropping: nil, to: 0, scratch: &scratch)
        #expect(pool.pooledCells > shared)
        pool.add(long, times: -1, dropping: nil, to: 0, scratch: &scratch)
        #expect(Array(pool[0]!.symbols) == Array(short.symbols))
        #expect(pool.pooledCells == shared)
    }
}
