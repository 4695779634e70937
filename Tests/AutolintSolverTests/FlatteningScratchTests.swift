import Testing
@testable import AutolintSolver

/// The flattening's marks are stamped with an epoch per call: when the epoch wraps, every mark of
/// an earlier call must be cleared, or a symbol marked 2^32 calls ago would read as in the cone.
@Suite struct FlatteningScratchTests {
    @Test func aWrappingEpochClearsEveryMark() {
        var scratch = Tableau.FlatteningScratch()
        Tableau.prepare(&scratch, symbolCount: 5)
        #expect(scratch.epoch == 1)
        #expect(scratch.inCone.count == 5)
        scratch.inCone = [1, 0, UInt32.max, 7, 1]
        scratch.epoch = UInt32.max
        Tableau.prepare(&scratch, symbolCount: 5)
        #expect(scratch.epoch == 1)
        #expect(scratch.inCone == [0, 0, 0, 0, 0])
    }

    @Test func theScratchGrowsToTheRoomReserved() {
        var scratch = Tableau.FlatteningScratch()
        Tableau.prepare(&scratch, symbolCount: 3, reserved: 40)
        #expect(scratch.inCone.count == 40)
        #expect(scratch.slot.count == 40)
        Tableau.prepare(&scratch, symbolCount: 60, reserved: 40)
        #expect(scratch.inCone.count == 60)
        #expect(scratch.epoch == 2)
    }
}
