import AutolintModel

/// The text of one input file, kept to quote the offending line in every error.
struct SourceText: Sendable {
    let path: String
    let text: String

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The 1-based `line` without its line break, or nil past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                if current == number { return String(text[lineStart..<index]) }
                current += 1
                lineStart = text.index(after: index)
            }
            index = text.index(after: index)
        }
        return current == number ? String(text[lineStart..<text.endIndex]) : nil
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// A location a parser gave, moved onto the text: libyaml reports the end of a file without a
    /// final line break one line past it, where there is nothing to quote.
    func locationInText(line: Int, column: Int) -> SourceLocation {
        guard line > 1, self.line(line) == nil else { return location(line: line, column: column) }
        var last = line - 1
        while last > 1, self.line(last) == nil { last -= 1 }
        return location(line: last, column: (self.line(last)?.unicodeScalars.count ?? 0) + 1)
    }

    /// An error at `location` with its line quoted under it.
    func error(_ message: String, at location: SourceLocation) -> InputError {
        InputError(location: location, message: message, excerpt: line(location.line))
    }

    /// Adds the quoted line to an error made without the text at hand.
    func withExcerpt(_ error: InputError) -> InputError {
        guard error.excerpt == nil else { return error }
        return InputError(location: error.location, message: error.message, excerpt: line(error.location.line))
    }
}
