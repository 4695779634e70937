/// Refuses YAML that uses an alias as a mapping key, before Yams composes it: Yams hashes and
/// compares keys in full, so an alias bomb in key position (`? *i` where `i` nests nine lists of
/// nine aliases) takes exponential time inside `compose`, where no node budget can stop it.
/// No fixture or configuration needs a non-scalar key, so an alias key is refused outright.
public enum YAMLAliasKeyGuard {
    /// The line and column of the first alias used as a key, if any: `? *x`, `*x:` at the start of
    /// a line or list item, or `*x:` after `{` or `,` in a flow mapping.
    public static func firstAliasKey(in text: String) -> (line: Int, column: Int)? {
        // Bytes, not Characters: this runs over every fixture and configuration read.
        let star = UInt8(ascii: "*")
        let hasStar = text.utf8.withContiguousStorageIfAvailable { $0.contains(star) } ?? text.utf8.contains(star)
        guard hasStar else { return nil }
        let bytes = Array(text.utf8)
        let (newline, space, tab, quote, apostrophe, hash, colon) = (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: ":"))
        let endsAlias = { (byte: UInt8) in
            byte == space || byte == tab || byte == colon || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "}") || byte == newline
        }
        let opensKey = { (byte: UInt8) in
            byte == UInt8(ascii: "?") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "-")
        }
        var line = 1
        var lineStart = 0
        var index = 0
        var inQuotes: UInt8?
        var atKeyPosition = true
        var inComment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline {
                line += 1
                lineStart = index + 1
                inQuotes = nil
                atKeyPosition = true
                inComment = false
            } else if inComment {
                // The rest of the line is a comment.
            } else if let open = inQuotes {
                if byte == open { inQuotes = nil }
            } else if byte == quote || byte == apostrophe {
                inQuotes = byte
                atKeyPosition = false
            } else if byte == hash {
                inComment = true
            } else if byte == star, atKeyPosition {
                var end = index + 1
                while end < bytes.count, !endsAlias(bytes[end]) { end += 1 }
                var after = end
                while after < bytes.count, bytes[after] == space || bytes[after] == tab { after += 1 }
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                if after < bytes.count, bytes[after] == colon { return (line, column) }
                if index - lineStart >= 2, bytes[lineStart..<index].last(where: { $0 != space && $0 != tab }) == UInt8(ascii: "?") {
                    return (line, column)
                }
                atKeyPosition = false
            } else if opensKey(byte) {
                atKeyPosition = true
            } else if byte != space && byte != tab {
                atKeyPosition = false
            }
            index += 1
        }
        return nil
    }

    public static let message = "YAML aliases cannot be mapping keys here (an alias bomb in key position would take exponential time to read)"
}
