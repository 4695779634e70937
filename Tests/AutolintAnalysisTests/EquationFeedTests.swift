import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

/// An axis's equations copied out for its solvers, and let go chunk by chunk once added.
@Suite struct EquationFeedTests {
    /// `count` equations of one to five terms (four and five: the array form), every third optional.
    static func equations(_ count: Int) -> [LinearConstraint] {
        (0..<count).map { index in
            var expression = LinearExpression(constant: Double(index) * 0.5)
            for term in 0..<(1 + index % 5) { expression.add(index + term * 7, term.isMultiple(of: 2) ? 1 : -1.5) }
            return LinearConstraint(expression: expression, relation: index.isMultiple(of: 2) ? .equal : .lessThanOrEqual,
                                    priority: index.isMultiple(of: 3) ? LayoutPriority(250) : .required, source: count - index)
        }
    }

    /// Chunks of 64 equations: a feed of a few hundred has several.
    static let chunkShift = 6

    @Test func aFeedHoldsItsEquationsInOrderAcrossChunks() {
        let all = Self.equations(2 * 64 + 17)
        let feed = EquationFeed(all, lettingGo: false, chunkShift: Self.chunkShift)
        #expect(feed.count == all.count)
        #expect(Array(feed) == all)
        #expect(feed.heldChunkCount == 3)
        #expect(feed.requiredCount == all.count { $0.priority.isRequired })
        let empty = EquationFeed([LinearConstraint](), lettingGo: true)
        #expect(empty.isEmpty && empty.heldChunkCount == 0)
    }

    /// A chunk goes once its last equation is let go, in whatever order they were; the others
    /// still read as before. A feed that does not let go keeps every chunk.
    @Test func aChunkGoesOnceEveryEquationInItIsLetGo() {
        let size = 64
        let all = Self.equations(3 * size)
        let feed = EquationFeed(all, lettingGo: true, chunkShift: Self.chunkShift)
        // The middle chunk, its odd positions first, but for its last one.
        let middle = Array(size..<2 * size)
        let odd = middle.filter { !$0.isMultiple(of: 2) }, even = middle.filter { $0.isMultiple(of: 2) }
        feed.letGo(odd + even.dropLast())
        #expect(feed.heldChunkCount == 3)
        #expect(feed[even.last!] == all[even.last!])
        feed.letGo([even.last!])
        #expect(feed.heldChunkCount == 2)
        #expect(feed[0] == all[0] && feed[3 * size - 1] == all[3 * size - 1])
        feed.letGo(0..<size)
        feed.letGo((2 * size..<3 * size).reversed())
        #expect(feed.heldChunkCount == 0)

        let kept = EquationFeed(all, lettingGo: false, chunkShift: Self.chunkShift)
        kept.letGo(0..<3 * size)
        #expect(kept.heldChunkCount == 3 && Array(kept) == all)
    }

    /// Two solvers let a part's scattered positions go from two threads at once (`solveParts`):
    /// every chunk goes exactly when its last position does.
    @Test func positionsLetGoFromTwoThreadsFreeEveryChunk() {
        let all = Self.equations(5 * 4_096 + 100)
        let feed = EquationFeed(all, lettingGo: true)
        #expect(feed.chunkSize == 4_096)
        // Parts of every fifth position, as a list's rows lie in several runs of the order.
        let parts = (0..<5).map { part in Array(stride(from: part, to: all.count, by: 5)) }
        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
            for run in stride(from: 0, to: parts[index].count, by: 64) {
                feed.letGo(parts[index][run..<min(run + 64, parts[index].count)])
            }
        }
        #expect(feed.heldChunkCount == 0)
    }
}
