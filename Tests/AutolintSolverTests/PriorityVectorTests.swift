import Testing
@testable import AutolintSolver

/// An objective coefficient keeps no count of its own: an empty vector is one whose inline level
/// has coefficient 0. These hold it to a plain list of levels under every way levels come and go.
@Suite struct PriorityVectorTests {
    /// The levels, strongest first, read through the vector's own subscript.
    private func levels(_ vector: PriorityVector) -> [PriorityVector.Entry] {
        (0..<vector.count).map { vector[$0] }
    }

    @Test func aCancelledOnlyLevelLeavesAnEmptyVector() {
        var vector = PriorityVector(level: 750, coefficient: 2)
        vector.add(level: 750, -2)
        #expect(vector.isEmpty && vector.count == 0 && vector == .zero)
        vector.add(level: 250, 3)
        #expect(levels(vector) == [.init(level: 250, coefficient: 3)])
    }

    @Test func cancellingTheStrongestLevelKeepsTheWeakerOnes() {
        var vector = PriorityVector(level: 1000, coefficient: 1)
        vector.add(level: 250, 4)
        vector.add(level: 500, -1)
        #expect(levels(vector).map(\.level) == [1000, 500, 250])
        vector.add(level: 1000, -1)
        #expect(levels(vector) == [.init(level: 500, coefficient: -1), .init(level: 250, coefficient: 4)])
        vector.add(level: 500, 1)
        vector.add(level: 250, -4)
        #expect(vector.isEmpty && vector == .zero)
    }

    @Test func zeroAddsNothingAndAZeroCoefficientMakesNoLevel() {
        #expect(PriorityVector(level: 750, coefficient: 0).isEmpty)
        var vector = PriorityVector()
        vector.add(level: 750, 0)
        vector.add(level: 750, -0.0)
        #expect(vector.isEmpty)
    }

    /// Random additions against a reference that keeps its levels in a list.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func matchesAListOfLevels(_ seed: UInt64) {
        // Knuth's MMIX linear congruential steps: deterministic, and enough to mix the draws.
        var state = seed
        func draw(_ bound: UInt64) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % bound)
        }
        var vector = PriorityVector()
        var reference: [(level: Double, coefficient: Double)] = []
        for _ in 0..<200 {
            let level = Double([1000, 750, 500, 250, 1][draw(5)])
            // Small integers, so that sums cancel exactly as often as they do in a tableau.
            let value = Double(draw(7) - 3)
            vector.add(level: level, value)
            if value != 0 {
                if let index = reference.firstIndex(where: { $0.level == level }) {
                    reference[index].coefficient += value
                    if reference[index].coefficient == 0 { reference.remove(at: index) }
                } else {
                    reference.append((level, value))
                }
            }
            let expected = reference.sorted { $0.level > $1.level }
            #expect(vector.count == expected.count)
            #expect(vector.isEmpty == expected.isEmpty)
            #expect(levels(vector).map(\.level) == expected.map(\.level))
            #expect(levels(vector).map(\.coefficient) == expected.map(\.coefficient))
        }
    }
}
