import Testing
@testable import AutolintAnalysis

/// `RepeatedKeys` against the plain definition (the first earlier position with an equal key),
/// with real hashes and with hashes that all collide, so that the comparison of keys within a run
/// of equal hashes is what decides.
@Suite struct RepeatedKeysTests {
    /// For each position from `start` on, the first earlier position with its key: a scan.
    private func reference(_ keys: [String], from start: Int) -> [(position: Int, first: Int)] {
        keys.indices.compactMap { position in
            guard position >= start, let first = keys[..<position].firstIndex(of: keys[position]) else { return nil }
            return (position, first)
        }
    }

    @Test func repeatsAreTheFirstEarlierEqualKeyWhateverTheHashes() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let keys = (0..<next(30)).map { _ in ["a", "b", "c", "d", "e", "f", "a long key beyond fifteen bytes"][next(7)] }
            let start = keys.isEmpty ? 0 : next(keys.count + 1)
            let expected = reference(keys, from: start)
            for hash in [{ (key: String) in key.hashValue }, { _ in 0 }, { (key: String) in key.utf8.count % 2 }] {
                let found = RepeatedKeys.repeats(count: keys.count, from: start, key: { keys[$0] }, hash: hash)
                #expect(found.map(\.position) == expected.map(\.position) && found.map(\.first) == expected.map(\.first), "\(keys) from \(start)")
            }
        }
    }

    @Test func aRepeatBeforeTheStartIsNotReportedButStillCountsAsFirst() {
        let keys = ["x", "x", "y", "x", "y"]
        let found = RepeatedKeys.repeats(count: keys.count, from: 2, key: { keys[$0] }, hash: { _ in 7 })
        #expect(found.map(\.position) == [3, 4] && found.map(\.first) == [0, 2])
    }
}
