import Testing
import PropertyBased
@testable import AutolintSolver

/// The columns share one pool of power-of-two blocks. The tableau visits rows in column order, so
/// every column must hold its entries in exactly the order an array per column held them: appended
/// at the end, the last entry taking a removed one's place, renamed in place.
@Suite struct ColumnIndexTests {
    /// One change to the index, over eight symbols and forty basic symbols.
    enum Step: Sendable {
        case insert(basic: Int32, symbol: Int32)
        case remove(basic: Int32, symbol: Int32)
        case rename(old: Int32, new: Int32, symbol: Int32)
        case removeAll(symbol: Int32)
        case truncate(count: Int)
        case append
    }

    /// Steps over `symbols` symbols and `basics` basic symbols. `until`: where each kind ends
    /// among 100 (insert, remove, rename, empty, truncate; the rest append); a truncation keeps
    /// `kept(symbol drawn)` symbols.
    static func step(symbols: Int, basics: Int, until: [Int], kept: @escaping @Sendable (Int) -> Int)
        -> Generator<Step, some SendableSequenceType> {
        zip(Gen.int(in: 0...99), Gen.int(in: 0...(basics - 1)), Gen.int(in: 0...(basics - 1)), Gen.int(in: 0...(symbols - 1))).map { kind, a, b, symbol -> Step in
            let (a, b, s) = (Int32(a), Int32(b), Int32(symbol))
            switch kind {
            case ..<until[0]: return .insert(basic: a, symbol: s)
            case ..<until[1]: return .remove(basic: a, symbol: s)
            case ..<until[2]: return .rename(old: a, new: b, symbol: s)
            case ..<until[3]: return .removeAll(symbol: s)
            case ..<until[4]: return .truncate(count: kept(symbol))
            default: return .append
            }
        }
    }

    /// Eight symbols and forty basic symbols: short columns, searched.
    static var shortColumnStep: Generator<Step, some SendableSequenceType> { step(symbols: 8, basics: 40, until: [55, 80, 90, 95, 97]) { $0 } }

    /// The array per column the pool replaced, as it behaved.
    struct Reference {
        var columns: [[Int32]] = []

        mutating func apply(_ step: Step) {
            switch step {
            case .insert(let basic, let symbol):
                columns[Int(symbol)].append(basic)
            case .remove(let basic, let symbol):
                guard let position = columns[Int(symbol)].firstIndex(of: basic) else { return }
                columns[Int(symbol)].swapAt(position, columns[Int(symbol)].count - 1)
                columns[Int(symbol)].removeLast()
            case .rename(let old, let new, let symbol):
                if let position = columns[Int(symbol)].firstIndex(of: old) { columns[Int(symbol)][position] = new }
            case .removeAll(let symbol):
                columns[Int(symbol)] = []
            case .truncate(let count):
                columns.removeSubrange(min(count, columns.count)...)
            case .append:
                columns.append([])
            }
        }
    }

    /// The same over two symbols and eighty basic symbols: columns pass 32 entries, get positions,
    /// and are emptied, truncated and filled again.
    static var longColumnStep: Generator<Step, some SendableSequenceType> { step(symbols: 2, basics: 80, until: [60, 85, 95, 97, 98]) { _ in 1 } }

    @Test func everyColumnHoldsItsEntriesInTheOrderAnArrayWould() async {
        await propertyCheck(count: 400, input: Self.shortColumnStep.array(of: 1...300)) { steps in
            Self.replay(steps)
        }
    }

    @Test func longColumnsHoldTheirEntriesInTheOrderAnArrayWould() async {
        await propertyCheck(count: 150, input: Self.longColumnStep.array(of: 200...600)) { steps in
            Self.replay(steps)
        }
    }

    private static func replay(_ steps: [Step]) {
        var index = ColumnIndex(), reference = Reference()
        for _ in 0..<8 { index.appendColumn(); reference.apply(.append) }
        var emptied: [Int32] = []
        for step in steps {
            // Symbols past the current count are skipped: the tableau never names them.
            switch step {
            case .insert(let basic, let symbol) where Int(symbol) < index.count:
                // A row mentions a symbol once: the tableau never inserts an entry twice.
                guard !reference.columns[Int(symbol)].contains(basic) else { continue }
                index.insert(basic, into: symbol)
            case .remove(let basic, let symbol) where Int(symbol) < index.count:
                index.remove(basic, from: symbol)
            case .rename(let old, let new, let symbol) where Int(symbol) < index.count:
                guard !reference.columns[Int(symbol)].contains(new) else { continue }
                index.rename(old, to: new, in: symbol)
            case .removeAll(let symbol) where Int(symbol) < index.count:
                index.removeAll(symbol, into: &emptied)
                #expect(emptied == reference.columns[Int(symbol)])
            case .truncate(let count):
                index.truncate(to: min(count, index.count))
            case .append:
                index.appendColumn()
            default:
                continue
            }
            reference.apply(step)
            #expect(index.count == reference.columns.count)
            for symbol in 0..<index.count {
                #expect(Array(index[Int32(symbol)]) == reference.columns[symbol])
                #expect(index.count(of: Int32(symbol)) == reference.columns[symbol].count)
            }
        }
    }

    /// Past 32 entries a column keeps each entry's position; removing and renaming through the
    /// positions must move entries as the search does.
    @Test func aLongColumnMovesItsEntriesAsAShortOneDoes() {
        var index = ColumnIndex(), reference = Reference()
        index.appendColumn(); reference.apply(.append)
        for basic in Int32(0)..<80 { index.insert(basic, into: 0); reference.apply(.insert(basic: basic, symbol: 0)) }
        for basic in stride(from: Int32(0), to: 80, by: 3) { index.remove(basic, from: 0); reference.apply(.remove(basic: basic, symbol: 0)) }
        for basic in stride(from: Int32(1), to: 80, by: 7) { index.rename(basic, to: basic + 1000, in: 0); reference.apply(.rename(old: basic, new: basic + 1000, symbol: 0)) }
        for basic in Int32(200)..<240 { index.insert(basic, into: 0); reference.apply(.insert(basic: basic, symbol: 0)) }
        #expect(Array(index[0]) == reference.columns[0])
        for basic in reference.columns[0].reversed() { index.remove(basic, from: 0) }
        #expect(index[0].isEmpty && index.count(of: 0) == 0)
    }

    /// A slot packs a column's count, size class and indexing into one word: a column as long as
    /// a root's (every row of a large layout mentions its marker) grows past 2^16 entries (size
    /// class 17) and keeps its entries, beside a column that grows and is indexed while it does.
    @Test func aColumnOfMoreThan65536EntriesKeepsThem() {
        var index = ColumnIndex(), reference = Reference()
        for _ in 0..<3 { index.appendColumn(); reference.apply(.append) }
        for basic in Int32(0)..<70_000 {
            index.insert(basic, into: 1); reference.apply(.insert(basic: basic, symbol: 1))
            if basic % 1_000 == 0 { index.insert(basic, into: 0); reference.apply(.insert(basic: basic, symbol: 0)) }
        }
        for basic in stride(from: Int32(5), to: 70_000, by: 997) { index.remove(basic, from: 1); reference.apply(.remove(basic: basic, symbol: 1)) }
        index.rename(69_999, to: 80_000, in: 1); reference.apply(.rename(old: 69_999, new: 80_000, symbol: 1))
        index.insert(7, into: 2); reference.apply(.insert(basic: 7, symbol: 2))
        for symbol in 0..<3 {
            #expect(Array(index[Int32(symbol)]) == reference.columns[symbol])
            #expect(index.count(of: Int32(symbol)) == reference.columns[symbol].count)
        }
        #expect(ColumnIndex.slotStride == 8)
    }
}
