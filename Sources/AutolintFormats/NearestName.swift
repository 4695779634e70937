/// "Did you mean ...?" for misspelt keys, ids and names.
public enum NearestName {
    /// The candidate closest to `name` by edit distance, if close enough to be a likely typo.
    /// A candidate whose length differs from the name's by more than a typo can make is not
    /// measured: the distance is at least that difference (a five-million-character name against
    /// a fixture's 300 ids took minutes).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            guard abs(lowered.count - other.count) <= min(limit, best?.distance ?? limit) else { continue }
            let distance = editDistance(lowered, other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= limit else { return nil }
        return best.name
    }

    /// `"; did you mean 'subviews'?"`, or nothing.
    public static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
