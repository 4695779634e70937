import Foundation

/// Numbers as Interface Builder writes them in attributes.
enum InterfaceBuilderNumber {
    /// No screen is a billion points: a larger number (IB's `3.4028234663852886e+38` for "no
    /// limit", a mutated `1e308`) is not a layout's, and solving or printing it would overflow.
    static let limit = 1e9

    /// A finite decimal within ±`limit` (`20`, `-0.5`, `43.666666666666664`).
    static func decimal(_ text: String) -> Double? {
        // IB writes numbers without spaces; trimming (a Foundation character-set walk) is only
        // for the rare hand-edited one, and was a fiftieth of reading the corpus.
        let isTrimmed = text.utf8.first.map { $0 != 0x20 && $0 != 0x09 } ?? true && text.utf8.last.map { $0 != 0x20 && $0 != 0x09 } ?? true
        let trimmed = isTrimmed ? text : text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, abs(value) <= limit else { return nil }
        return value
    }

    /// A multiplier: a decimal, a fraction `1/3`, or a ratio `16:9` (aspect ratios), which all mean
    /// the quotient. A zero denominator is no number.
    static func multiplier(_ text: String) -> Double? {
        for separator in ["/", ":"] where text.contains(separator) {
            let parts = text.components(separatedBy: separator)
            guard parts.count == 2, let numerator = decimal(parts[0]), let denominator = decimal(parts[1]), denominator != 0 else {
                return nil
            }
            return numerator / denominator
        }
        return decimal(text)
    }
}
