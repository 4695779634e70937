/// An input that could not be read: always names file, line and column, with the offending line
/// and a caret under the column when the text is at hand.
public struct InputError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The offending source line, if known.
    public var excerpt: String?

    public init(location: SourceLocation, message: String, excerpt: String? = nil) {
        self.location = location
        self.message = message
        self.excerpt = excerpt
    }

    /// `file:line:col: error: message`, then the line and a caret.
    public var description: String {
        var text = "\(location): error: \(message)"
        if let excerpt {
            let shown = String(excerpt.prefix(200))
            let caret = String(repeating: " ", count: max(0, min(location.column - 1, shown.count))) + "^"
            text += "\n" + shown + "\n" + caret
        }
        return text
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
