import AutolintModel
import Foundation

/// The text of one input file, kept to quote the offending line in every error.
struct SourceText: Sendable {
    let path: String
    let text: String
    private let lineIndex = LineIndex()

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Where each line starts and ends (its break excluded), found once, on the first error:
    /// quoting and locating are then constant time, and a file that reads cleanly (a 10,000-row
    /// list: 25 ms of its read) never pays for it.
    private var lines: [Range<String.Index>] { lineIndex.ranges { Self.lineRanges(of: text) } }

    /// The line ranges once found. Unchecked: the lock guards them, and a file's readers may
    /// run on two threads.
    private final class LineIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [Range<String.Index>]?

        func ranges(_ find: () -> [Range<String.Index>]) -> [Range<String.Index>] {
            lock.lock()
            defer { lock.unlock() }
            if let found { return found }
            let ranges = find()
            found = ranges
            return ranges
        }
    }

    /// Lines as libyaml counts them: `\n`, `\r\n` and `\r`, and U+0085, U+2028, U+2029 too.
    private static func lineRanges(of text: String) -> [Range<String.Index>] {
        // UTF-8 bytes, not Characters or scalars: this runs over every fixture read. The breaks
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
