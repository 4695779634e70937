import Foundation

/// An axis's equations in the order its solvers add them, copied out of the system's list so that
/// the list can go before solving starts, and let go chunk by chunk once added. The solvers copy
/// every equation into their own records: at 10,000 list rows the list was 15 MB held to the end
/// of solving, on top of solvers that had all of it already.
///
/// A feed that lets go (`lettingGo`) frees a chunk once every equation in it has been added
/// (`letGo(_:)`), in any order: a part's equations lie in several runs of the order (floors,
/// intrinsic sizes, written constraints), and two solvers take parts from both ends. The equations
/// on shared unknowns, which every part's solver adds, are never let go. Reading an equation let go
/// is a programming error: a caller that needs them all again (a conflict that breaks a shared
/// equation) makes them again from the system. Positions may be let go from two threads at once.
final class EquationFeed: RandomAccessCollection, @unchecked Sendable {
    /// 4,096 equations (288 KB) a chunk: a chunk let go is one piece of room that any later
    /// allocation can take, and a feed lets its equations go steadily as they are added.
    static let defaultChunkShift = 12
    let chunkShift: Int
    var chunkSize: Int { 1 << chunkShift }

    let count: Int
    /// How many are required (room made in a solver before adding).
    let requiredCount: Int
    let lettingGo: Bool
    private let chunks: [UnsafeMutablePointer<LinearConstraint>]
    private let lock = NSLock()
    /// Per chunk, the equations not let go yet; -1 once the chunk is freed.
    private var remaining: [Int]

    /// `equations`, in their order; `chunkShift`: chunks of `1 << chunkShift` equations (smaller in
    /// tests, so that a small layout's feed has several).
    init(_ equations: some Collection<LinearConstraint>, lettingGo: Bool, chunkShift: Int = EquationFeed.defaultChunkShift) {
        count = equations.count
        self.lettingGo = lettingGo
        self.chunkShift = chunkShift
        let chunkSize = 1 << chunkShift
        var chunks: [UnsafeMutablePointer<LinearConstraint>] = []
        chunks.reserveCapacity((count + chunkSize - 1) >> chunkShift)
        var remaining: [Int] = []
        var required = 0
        var iterator = equations.makeIterator()
        var left = count
        while left > 0 {
            let size = Swift.min(left, chunkSize)
            let chunk = UnsafeMutablePointer<LinearConstraint>.allocate(capacity: size)
            for offset in 0..<size {
                let equation = iterator.next()!
                if equation.priority.isRequired { required += 1 }
                chunk.advanced(by: offset).initialize(to: equation)
            }
            chunks.append(chunk)
            remaining.append(size)
            left -= size
        }
        self.chunks = chunks
        self.remaining = remaining
        requiredCount = required
    }

    deinit {
        for (index, chunk) in chunks.enumerated() where remaining[index] >= 0 {
            chunk.deinitialize(count: chunkCount(index))
            chunk.deallocate()
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> LinearConstraint {
        precondition(position >= 0 && position < count, "equation position out of range")
        // Checked in debug builds (the tests) only: a lock per read in the solver's loop.
        assert(isHeld(chunk: position >> chunkShift), "an equation read after it was let go")
        return chunks[position >> chunkShift][position & (chunkSize - 1)]
    }

    private func isHeld(chunk index: Int) -> Bool {
        lock.withLock { remaining[index] >= 0 }
    }

    /// How many chunks are held (tests).
    var heldChunkCount: Int { lock.withLock { remaining.count { $0 >= 0 } } }

    /// The equations at `positions` have been added and will not be read again: a chunk none of
    /// whose equations is left is freed (when the feed lets go). Each position once.
    func letGo(_ positions: some Sequence<Int>) {
        guard lettingGo else { return }
        lock.withLock {
            for position in positions {
                let index = position >> chunkShift
                precondition(remaining[index] > 0, "an equation let go twice")
                remaining[index] -= 1
                if remaining[index] == 0 {
                    chunks[index].deinitialize(count: chunkCount(index))
                    chunks[index].deallocate()
                    remaining[index] = -1
                }
            }
        }
    }

    private func chunkCount(_ index: Int) -> Int {
        Swift.min(chunkSize, count - (index << chunkShift))
    }
}
