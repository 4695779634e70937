/// One line of a paste with its decoration removed: what UIKit printed, where it starts, and
/// the prefix that was in front of it.
struct ConsoleLine: Sendable {
    var number: Int
    /// The line as it stands in the file, for error excerpts.
    var raw: Substring
    var content: LocatedText
    var prefix: ConsoleLinePrefix

    /// A paste's lines: `\n`, `\r\n` and `\r` each end one. Found in the UTF-8 bytes, which is
    /// far cheaper than walking characters on a large paste.
    static func rawLines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[lineStart..<index])
            index = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                index = bytes.index(after: index)
            }
            lineStart = index
        }
        lines.append(text[lineStart..<bytes.endIndex])
        return lines
    }

    /// Longer lines are no console output (binary data, a minified file): they are not scanned,
    /// which keeps a large paste linear in time and memory.
    static let maximumLength = 64 * 1024

    var isOverlong: Bool { raw.utf8.count > ConsoleLine.maximumLength }

    init(number: Int, raw: Substring) {
        self.number = number
        self.raw = raw
        guard raw.utf8.count <= ConsoleLine.maximumLength else {
            prefix = ConsoleLinePrefix()
            content = LocatedText([], line: number, column: 1)
            return
        }
        var scanner = ConsoleLinePrefixScanner(ConsoleLine.characters(of: raw))
        prefix = scanner.scanPrefix()
        content = LocatedText(Array(scanner.characters[scanner.offset..<max(scanner.offset, scanner.end)]), line: number, column: scanner.offset + 1)
    }

    /// The line's characters, normalized. A line of ASCII bytes but CR (which joins a following
    /// LF into one character) is one character per byte, taken without breaking graphemes.
    private static func characters(of raw: Substring) -> [Character] {
        var characters: [Character] = []
        characters.reserveCapacity(raw.utf8.count)
        for byte in raw.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return raw.map(ConsoleLine.normalized) }
            characters.append(Character(Unicode.Scalar(byte)))
        }
        return characters
    }

    /// Web pages turn spaces into no-break spaces and quotes into typographic ones; one
    /// character for one keeps every column where the user sees it.
    private static func normalized(_ character: Character) -> Character {
        if character.isASCII { return character }
        return switch character {
        case "\u{00A0}", "\u{2007}", "\u{202F}": " "
        case "\u{201C}", "\u{201D}", "\u{201E}": "\""
        case "\u{2018}", "\u{2019}": "'"
        default: character
        }
    }
}
