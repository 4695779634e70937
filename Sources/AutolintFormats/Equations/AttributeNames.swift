import AutolintModel

/// Attribute names as equations write them: read straight from bytes, and, when misspelt, the
/// name most likely meant (`widht` -> `width`).
enum AttributeNames {
    /// Every name `LayoutAttribute(name:)` accepts, in a fixed order so ties pick the same name
    /// every run: the twenty attributes, then the fixture format's aliases.
    static let candidates: [String] = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
        + ["baseline", "minX", "midX", "maxX", "minY", "midY", "maxY"]

    /// The candidates' bytes with what the model reads them as, so the hot path builds no String,
    /// by length: a name is compared with the two or three of its own length only.
    private static let table: [[(name: [UInt8], attribute: LayoutAttribute)]] = {
        var byLength: [[(name: [UInt8], attribute: LayoutAttribute)]] = Array(repeating: [], count: candidates.map(\.utf8.count).max()! + 1)
        for name in candidates {
            if let attribute = LayoutAttribute(name: name) { byLength[name.utf8.count].append((Array(name.utf8), attribute)) }
        }
        return byLength
    }()

    static func attribute(named bytes: ArraySlice<UInt8>) -> LayoutAttribute? {
        guard bytes.count < table.count else { return nil }
        return table[bytes.count].first { $0.name.elementsEqual(bytes) }?.attribute
    }

    /// The closest accepted name, if it is close enough to be a plausible typo.
    static func nearest(to written: String) -> String? {
        let lowered = Array(written.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for name in candidates {
            let distance = editDistance(lowered, Array(name.lowercased().unicodeScalars))
            if distance < best?.distance ?? .max { best = (name, distance) }
        }
        guard let best, best.distance <= max(2, lowered.count / 3) else { return nil }
        return best.name
    }

    /// The message for an unknown attribute, with a suggestion when there is one.
    static func message(for written: String) -> String {
        guard let name = nearest(to: written) else {
            return "unknown attribute '\(written)'; expected one of \(candidates.joined(separator: ", "))"
        }
        return "unknown attribute '\(written)'; did you mean '\(name)'?"
    }

    /// Edit distance counting a swap of neighbours as one edit (`widht` is one edit from `width`),
    /// the commonest typo; one row kept per step back.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(substitution, previous[j] + 1, row[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, row) = (previous, row, beforePrevious)
        }
        return previous[b.count]
    }
}
