import AutolintModel

/// The text of one input file, kept to quote the offending line in every error.
struct SourceText: Sendable {
    let path: String
    let text: String

    /// Where each line starts and ends (its break excluded), found once: quoting and locating
    /// are then constant time, however many nodes a file has.
    private let lines: [Range<String.Index>]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        lines = Self.lineRanges(of: text)
    }

    /// Lines as libyaml counts them: `\n`, `\r\n` and `\r`, and U+0085, U+2028, U+2029 too.
    private static func lineRanges(of text: String) -> [Range<String.Index>] {
        // Scalars, not Characters: grapheme breaking is most of the cost on a large file.
        var ranges: [Range<String.Index>] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            switch scalar {
            case "\r":
                if next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                fallthrough
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                ranges.append(lineStart..<index)
                lineStart = next
            default:
                break
            }
            index = next
        }
        ranges.append(lineStart..<scalars.endIndex)
        return ranges
    }

    /// The 1-based `line` without its line break, or nil past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(text[lines[number - 1]])
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// A location a parser gave, moved onto the text: libyaml reports the end of a file without a
    /// final line break one line past it, where there is nothing to quote.
    func locationInText(line: Int, column: Int) -> SourceLocation {
        guard line > lines.count else { return location(line: line, column: column) }
        let last = lines.count
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
