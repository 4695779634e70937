/// An input that could not be read: always names file, line and column, with the offending line
/// and a caret under the column when the text is at hand.
public struct InputError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The offending source line, if known.
    public var excerpt: String?

    public init(location: SourceLocation, message: String, excerpt: String? = nil) {
        self.location = location
        self.message = InputError.clippingLongWords(message)
        self.excerpt = excerpt
    }

    /// The longest word a message prints whole: a name of millions of characters (a fuzzed
    /// fixture's view id) made one error line of megabytes.
    public static let longestWordShown = 200

    /// `message` with every word (a run without spaces) past `longestWordShown` characters cut
    /// to its start, followed by how long it was.
    public static func clippingLongWords(_ message: String) -> String {
        guard message.utf8.count > longestWordShown else { return message }
        let words = message.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: { $0.count > longestWordShown }) else { return message }
        return words.map { word in
            word.count > longestWordShown ? word.prefix(longestWordShown / 2) + "… (\(word.count) characters)" : String(word)
        }.joined(separator: " ")
    }

    /// `file:line:col: error: message`, then the line and a caret.
    public var description: String {
        var text = "\(location): error: \(message)"
        if let excerpt {
            let shown = InputError.shown(excerpt)
            text += "\n" + shown + "\n" + InputError.caret(under: location.column, in: shown)
        }
        return text
    }

    /// The excerpt as printed: its first 200 characters, control characters (a NUL, an escape)
    /// drawn as their visible pictures (`␀`, `␛`) so that a terminal or a log shows them instead
    /// of acting on them, one character each so the caret stays under its column.
    public static func shown(_ excerpt: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in excerpt.unicodeScalars.prefix(200) {
            switch scalar.value {
            case 0x09: shown.append(scalar)
            case 0x00...0x1F: shown.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: shown.append(Unicode.Scalar(0x2421)!)
            default: shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// Spaces up to the column, then a caret.
    public static func caret(under column: Int, in shown: String) -> String {
        String(repeating: " ", count: max(0, min(column - 1, shown.unicodeScalars.count))) + "^"
    }
}

/// A location inside one string (a VFL line, an equation), 1-based column, for parsers of snippets
/// that are embedded in a larger file; the reader shifts it to the file's coordinates.
public struct SnippetError: Error, Hashable, Sendable {
    public var column: Int
    public var message: String
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }
}
