import Testing
import PropertyBased
@testable import AutolintSolver

/// The subject of a row whose constant is zero (a constraint the current solution already
/// satisfies): a symbol whose objective coefficient is zero, or the sparsest symbol where Bland's
/// would be one a whole family of rows shares, instead of the constraint's own error or the
/// lowest id. The choice changes which of equally good bases the solver keeps, never the optimum:
/// these tests hold it to the optimum another insertion order reaches, and bound its work, which
/// grew with the square of a stack's length (and the fourth power of a proportional one's).
@Suite struct DegenerateSubjectTests {
    /// A vertical stack's cross axis: views `0..<n` with x_i (index 2i) and w_i (2i+1), the
    /// stack's width W (2n). Floors, intrinsic widths (compression @750, hugging @250), every view
    /// aligned with the first, and the first tied to the stack, whose width is `container` at
    /// `containerPriority` (the stack's own constraints, added before those UIKit adds for it).
    /// UIKit's order (`tiedLast`) aligns the views before the first is tied
    /// to the stack: the first view's symbols then reach every view's rows.
    static func alignedStack(views n: Int, widths: [Int], container: Int, containerPriority: Double, tiedLast: Bool) -> RandomSystem {
        let count = 2 * n + 1
        let item = RandomSystem.Item.over(count)
        let floors = (0..<n).map { item([(2 * $0 + 1, 1)], 0, .greaterThanOrEqual, 1000) }
        let intrinsic = (0..<n).flatMap { i in
            [item([(2 * i + 1, 1)], -widths[i % widths.count], .greaterThanOrEqual, 750),
             item([(2 * i + 1, 1)], -widths[i % widths.count], .lessThanOrEqual, 250)]
        }
        // Leading edges, then trailing edges, as `StackViewConstraintBuilder.align` adds them.
        let aligned = (1..<n).map { i in item([(2 * i, 1), (0, -1)], 0, .equal, 1000) }
            + (1..<n).map { i in item([(2 * i, 1), (2 * i + 1, 1), (0, -1), (1, -1)], 0, .equal, 1000) }
        let sized = [item([(2 * n, 1)], -container, .equal, containerPriority)]
        let tied = [item([(0, 1)], 0, .equal, 1000), item([(2 * n, 1), (0, -1), (1, -1)], 0, .equal, 1000)]
        return RandomSystem(items: floors + intrinsic + sized + (tiedLast ? aligned + tied : tied + aligned), variableCount: count)
    }

    /// A `fillProportionally` stack's axis: heights h_i (index i) and the stack's height H (n),
    /// the views' heights and gaps of 8 adding up to H, each view's share of H in proportion to
    /// its intrinsic height @999, added last as UIKit does, when the solution already meets them.
    static func proportionalStack(views n: Int, heights: [Int], shareFirst: Bool = false) -> RandomSystem {
        let count = n + 1
        let item = RandomSystem.Item.over(count)
        let height = { (i: Int) in heights[i % heights.count] }
        let total = (0..<n).reduce(0) { $0 + height($1) }
        let spacing = 8 * (n - 1)
        let floors = (0..<n).map { item([($0, 1)], 0, .greaterThanOrEqual, 1000) }
        let intrinsic = (0..<n).flatMap { i in
            [item([(i, 1)], -height(i), .greaterThanOrEqual, 750), item([(i, 1)], -height(i), .lessThanOrEqual, 250)]
        }
        let sum = item((0..<n).map { ($0, 1) } + [(n, -1)], spacing, .equal, 1000)
        // total·h_i == height_i·(H − spacing)
        let shares = (0..<n).map { i in item([(i, total), (n, -height(i))], height(i) * spacing, .equal, 999) }
        return RandomSystem(items: floors + (shareFirst ? shares + intrinsic : intrinsic + shares) + [sum], variableCount: count)
    }

    /// The error sum at each priority level, and which variables are ambiguous.
    static func outcome(of system: RandomSystem) -> (sums: [Double: Double], ambiguous: [Bool], rejected: Int) {
        let loaded = system.load()
        let values = loaded.variables.map { loaded.solver.value(of: $0) }
        var sums: [Double: Double] = [:]
        for (_, item) in loaded.accepted where item.priority < 1000 { sums[item.priority, default: 0] += SolutionCheck.error(of: item, at: values) }
        return (sums, loaded.variables.map { loaded.solver.ambiguity(of: $0) != nil }, loaded.rejected.count)
    }

    static func sameOptimum(_ a: [Double: Double], _ b: [Double: Double]) -> Bool {
        Set(a.keys).union(b.keys).allSatisfy { level in
            abs((a[level] ?? 0) - (b[level] ?? 0)) <= SolutionCheck.tolerance * max(1, abs(a[level] ?? 0))
        }
    }

    @Test func aLongAlignedStackReachesTheOptimumOfTheOtherOrder() async {
        let input = zip(Gen.int(in: 34...44), Gen.int(in: 3...90).array(of: 1...4), Gen.int(in: 0...120), Gen.int(in: 0...2))
        await propertyCheck(count: 25, input: input) { n, widths, container, level in
            let priority = [1000.0, 999, 500][level]
            let uikitOrder = Self.alignedStack(views: n, widths: widths, container: container, containerPriority: priority, tiedLast: true)
            let tiedFirst = Self.alignedStack(views: n, widths: widths, container: container, containerPriority: priority, tiedLast: false)
            let (a, b) = (Self.outcome(of: uikitOrder), Self.outcome(of: tiedFirst))
            #expect(a.rejected == 0 && b.rejected == 0)
            #expect(Self.sameOptimum(a.sums, b.sums), "\(n) views, widths \(widths), container \(container) @\(priority): \(a.sums) vs \(b.sums)")
            #expect(a.ambiguous == b.ambiguous, "\(n) views, widths \(widths), container \(container) @\(priority)")
        }
    }

    @Test func aProportionalStackReachesTheOptimumOfTheOtherOrder() async {
        let input = zip(Gen.int(in: 2...40), Gen.int(in: 0...60).array(of: 1...4))
        await propertyCheck(count: 25, input: input) { n, heights in
            let heights = heights.map { $0 + 1 }
            let (a, b) = (Self.outcome(of: Self.proportionalStack(views: n, heights: heights)),
                          Self.outcome(of: Self.proportionalStack(views: n, heights: heights, shareFirst: true)))
            #expect(a.rejected == 0 && b.rejected == 0)
            #expect(Self.sameOptimum(a.sums, b.sums), "\(n) views, heights \(heights): \(a.sums) vs \(b.sums)")
            #expect(a.ambiguous == b.ambiguous, "\(n) views, heights \(heights)")
        }
    }

    /// Each view added rewrote every earlier view's rows: 400 views, some 80,000 rows.
    @Test func aLongAlignedStackRewritesRowsInLinearNumber() {
        let n = 400
        let loaded = Self.alignedStack(views: n, widths: [100], container: 393, containerPriority: 1000, tiedLast: true).load()
        let rewritten = loaded.solver.tableau.rowsRewritten
        #expect(rewritten < 10 * n, "\(rewritten) rows rewritten for \(n) views")
    }

    /// Each share added set off degenerate pivots through the earlier ones: 200 views, some 80,000 pivots.
    @Test func aProportionalStackPivotsInLinearNumber() {
        let n = 200
        let loaded = Self.proportionalStack(views: n, heights: [21, 34, 13]).load()
        let pivots = loaded.solver.tableau.pivots
        #expect(pivots < 10 * n, "\(pivots) pivots for \(n) views")
    }
}
