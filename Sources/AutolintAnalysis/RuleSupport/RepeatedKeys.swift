/// Which items repeat the key of an earlier one, and the first item that has it.
///
/// Items are grouped by the hashes of their keys, sorted with their positions, rather than kept in
/// a dictionary of keys: for a large layout's constraints the keys (anchors, names, numbers) cost
/// more memory than the constraints themselves. Keys are built again and compared only where
/// hashes are equal, so a collision never merges two different keys.
enum RepeatedKeys {
    /// Every position from `start` on whose key an earlier position has, with the first such
    /// position, in position order. `hash` is the key's hash value but for tests.
    static func repeats<Key: Hashable>(
        count: Int, from start: Int = 0, key: (Int) -> Key, hash: (Key) -> Int = { $0.hashValue }
    ) -> [(position: Int, first: Int)] {
        let hashes = (0..<count).map { (hash: hash(key($0)), position: $0) }.sorted { ($0.hash, $0.position) < ($1.hash, $1.position) }
        var found: [(position: Int, first: Int)] = []
        var runStart = 0
        while runStart < hashes.count {
            var runEnd = runStart + 1
            while runEnd < hashes.count, hashes[runEnd].hash == hashes[runStart].hash { runEnd += 1 }
            // A run's last position is its highest: a run wholly before `start` reports nothing.
            if runEnd - runStart > 1, hashes[runEnd - 1].position >= start {
                var firsts: [(key: Key, position: Int)] = []
                for position in hashes[runStart..<runEnd].map(\.position) {
                    let key = key(position)
                    if let first = firsts.first(where: { $0.key == key }) {
                        if position >= start { found.append((position, first.position)) }
                    } else {
                        firsts.append((key, position))
                    }
                }
            }
            runStart = runEnd
        }
        return found.sorted { $0.position < $1.position }
    }
}
