import AutolintModel

/// The text of one input file, kept to quote the offending line in every error.
///
/// Its lines are found when an error asks for one, not when it is read: a reader stops at its
/// first error, so a file is scanned for lines once or twice if at all, and a file that reads
/// cleanly (a 10,000-row list: 25 ms of its read) never is.
struct SourceText: Sendable {
    let path: String
    let text: String

    /// Lines as libyaml counts them: `\n`, `\r\n` and `\r`, and U+0085, U+2028, U+2029 too.
    private static func lineRanges(of text: String) -> [Range<String.Index>] {
        // UTF-8 bytes, not Characters or scalars: this runs over a whole file. The breaks
        // beyond ASCII are C2 85, E2 80 A8 and E2 80 A9, each a whole scalar, so every range
        // starts and ends on a scalar boundary.
        var ranges: [Range<String.Index>] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            var isBreak = false
            switch byte {
            case UInt8(ascii: "\r"):
                if next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") { next = utf8.index(after: next) }
                isBreak = true
            case UInt8(ascii: "\n"):
                isBreak = true
            case 0xC2:
                if next < utf8.endIndex, utf8[next] == 0x85 { next = utf8.index(after: next); isBreak = true }
            case 0xE2:
                if next < utf8.endIndex, utf8[next] == 0x80 {
                    let third = utf8.index(after: next)
                    if third < utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 { next = utf8.index(after: third); isBreak = true }
                }
            default:
                break
            }
            if isBreak {
                ranges.append(lineStart..<index)
                lineStart = next
            }
            index = next
        }
        ranges.append(lineStart..<utf8.endIndex)
        return ranges
    }

    /// The 1-based `line` without its line break, or nil past the end.
    func line(_ number: Int) -> String? {
        let lines = Self.lineRanges(of: text)
        guard number >= 1, number <= lines.count else { return nil }
        return String(text[lines[number - 1]])
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// A location a parser gave, moved onto the text: libyaml reports the end of a file without a
    /// final line break one line past it, where there is nothing to quote.
    func locationInText(line: Int, column: Int) -> SourceLocation {
        let lines = Self.lineRanges(of: text)
        guard line > lines.count else { return location(line: line, column: column) }
        guard let last = lines.last else { return location(line: 1, column: 1) }
        return location(line: lines.count, column: text[last].unicodeScalars.count + 1)
    }

    /// An error at `location` with its line quoted under it.
    func error(_ message: String, at location: SourceLocation) -> InputError {
        InputError(location: location, message: message, excerpt: line(location.line))
    }

    /// Adds the quoted line to an error made without the text at hand, and the file to one made
    /// at a position of the fixture's tree (`InputError(at:message:)`).
    func withExcerpt(_ error: InputError) -> InputError {
        var error = error
        if error.location.file.isEmpty { error.location.file = path }
        if error.excerpt == nil { error.excerpt = line(error.location.line) }
        return error
    }
}
