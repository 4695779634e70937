/// Refuses YAML that uses an alias as a mapping key, before Yams composes it: Yams hashes and
/// compares keys in full, so an alias bomb in key position (`? *i` where `i` nests nine lists of
/// nine aliases) takes exponential time inside `compose`, where no node budget can stop it.
/// No fixture or configuration needs a non-scalar key, so an alias key is refused outright.
public enum YAMLAliasKeyGuard {
    /// The line and column of the first alias used as a key, if any: `? *x`, `*x:` at the start of
    /// a line or list item, or `*x:` after `{` or `,` in a flow mapping.
    public static func firstAliasKey(in text: String) -> (line: Int, column: Int)? {
        var line = 1
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(rawLine)
            var index = 0
            var inQuotes: Character?
            var atKeyPosition = true
            while index < characters.count {
                let character = characters[index]
                if let quote = inQuotes {
                    if character == quote { inQuotes = nil }
                } else if character == "\"" || character == "'" {
                    inQuotes = character
                    atKeyPosition = false
                } else if character == "#" {
                    break
                } else if character == "*", atKeyPosition {
                    var end = index + 1
                    while end < characters.count, !" \t:,]}".contains(characters[end]) { end += 1 }
                    var after = end
                    while after < characters.count, characters[after] == " " || characters[after] == "\t" { after += 1 }
                    if after < characters.count, characters[after] == ":" { return (line, index + 1) }
                    if index >= 2, characters[..<index].last(where: { $0 != " " && $0 != "\t" }) == "?" { return (line, index + 1) }
                    atKeyPosition = false
                } else if character == "?" || character == "{" || character == "," || character == "-" {
                    atKeyPosition = true
                } else if character != " " && character != "\t" {
                    atKeyPosition = false
                }
                index += 1
            }
            line += 1
        }
        return nil
    }

    public static let message = "YAML aliases cannot be mapping keys here (an alias bomb in key position would take exponential time to read)"
}
