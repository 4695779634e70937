import AutolintModel

/// Reads the decoration in front of a console line, one known shape after another.
struct ConsoleLinePrefixScanner {
    let characters: [Character]
    var offset = 0
    /// Where the line's content ends: before Markdown that closes what opened it (`**…**`).
    var end: Int

    init(_ characters: [Character]) {
        self.characters = characters
        end = characters.count
    }

    static let headerPhrases = ConsoleMessagePhrases.headers

    mutating func scanPrefix() -> ConsoleLinePrefix {
        var prefix = ConsoleLinePrefix()
        prefix.quoteDepth = scanQuoteMarks()
        skipWhitespace()
        unwrapMarkdown()
        let beforeTimestamp = offset
        if scanTimestamp() {
            prefix.timestamp = text(beforeTimestamp..<offset)
            skipWhitespace()
            if let process = scanProcess() {
                prefix.process = process
                scanSyslogLevel()
            } else if let header = headerOffset() {
                // `log show` puts thread, type and subsystem columns before the message.
                prefix.category = lastBracketedWord(before: header)
                offset = header
            }
            skipWhitespace()
        }
        if let category = scanCategory() { prefix.category = category }
        return prefix
    }

    private func text(_ range: Range<Int>) -> String { String(consoleCharacters: characters[range]) }

    private mutating func skipWhitespace() {
        while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
    }

    private mutating func scanQuoteMarks() -> Int {
        var depth = 0
        var probe = offset
        while true {
            while probe < characters.count, characters[probe] == " " { probe += 1 }
            guard probe < characters.count, characters[probe] == ">" else { break }
            probe += 1
            if probe < characters.count, characters[probe] == " " { probe += 1 }
            depth += 1
            offset = probe
        }
        return depth
    }

    // MARK: Markdown

    /// Emphasis and code marks a paste put around the whole line (`**…**`, `~~…~~`, `` `…` ``,
    /// `*…*`, `__…__`) and a list bullet (`- `, `* `, `+ `, `1. `) in front of it. A bullet before
    /// `12 : ` is the element mark of a Swift dump, which the tokenizer reads.
    private mutating func unwrapMarkdown() {
        for _ in 0..<4 {
            while end > offset, characters[end - 1].isWhitespace { end -= 1 }
            if scanBullet() {
                skipWhitespace()
                continue
            }
            guard let mark = Self.wrappingMarks.first(where: { wraps($0) }) else { return }
            offset += mark.count
            end -= mark.count
            skipWhitespace()
        }
    }

    static let wrappingMarks: [[Character]] = [["`", "`", "`"], ["*", "*"], ["_", "_"], ["~", "~"], ["`"], ["*"]]

    private func wraps(_ mark: [Character]) -> Bool {
        end - offset >= 2 * mark.count && Array(characters[offset..<offset + mark.count]) == mark
            && Array(characters[end - mark.count..<end]) == mark
    }

    private mutating func scanBullet() -> Bool {
        var probe = offset
        if probe < end, "-*+".contains(characters[probe]) {
            probe += 1
        } else {
            while probe < end, characters[probe].isASCII, characters[probe].isNumber { probe += 1 }
            guard probe > offset, probe < end, characters[probe] == "." else { return false }
            probe += 1
        }
        guard probe < end, characters[probe] == " " else { return false }
        // `- 0 : <NSLayoutConstraint…>`: an element of `po`'s dump, not a list.
        var digits = probe + 1
        while digits < end, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
        if characters[offset] == "-", digits > probe + 1, digits + 2 < end, characters[digits] == " ", characters[digits + 1] == ":" { return false }
        offset = probe + 1
        return true
    }

    // MARK: timestamps

    private mutating func scanTimestamp() -> Bool {
        // Every timestamp starts with a digit or a month's capital.
        guard offset < characters.count, let first = characters[offset].asciiValue,
              (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || "JFMASOND".utf8.contains(first) else {
            return false
        }
        let start = offset
        if scanDigits(4...4), scan("-"), scanDigits(1...2), scan("-"), scanDigits(1...2),
           scan(" ") || scan("T"), scanTime() {
            // Unified logging adds the zone: `+0200`, `-0700`.
            let zoneStart = offset
            if !(scan("+") || scan("-")) || !scanDigits(4...4) { offset = zoneStart }
            return true
        }
        offset = start
        if scanDigits(1...4), scan("/"), scanDigits(1...2), scan("/"), scanDigits(1...4) {
            _ = scan(",")
            if scan(" "), scanTime() {
                let meridiemStart = offset
                _ = scan(" ")
                if !(scan("AM") || scan("PM")) { offset = meridiemStart }
                return true
            }
        }
        offset = start
        if scanMonth() {
            while scan(" ") {}
            if scanDigits(1...2), scan(" "), scanTime(), scan(" ") {
                // syslog: `Mar  4 18:25:38 host Process[pid]:`
                while offset < characters.count, !characters[offset].isWhitespace { offset += 1 }
                return true
            }
        }
        offset = start
        return false
    }

    private mutating func scanTime() -> Bool {
        guard scanDigits(1...2), scan(":"), scanDigits(2...2), scan(":"), scanDigits(2...2) else { return false }
        if scan(".") { _ = scanDigits(1...9) }
        return true
    }

    private mutating func scanMonth() -> Bool {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return months.contains { scan($0) }
    }

    private mutating func scanDigits(_ count: ClosedRange<Int>) -> Bool {
        var length = 0
        while offset + length < characters.count, length < count.upperBound, characters[offset + length].isASCII,
              characters[offset + length].isNumber {
            length += 1
        }
        guard count.contains(length) else { return false }
        offset += length
        return true
    }

    private mutating func scan(_ literal: String) -> Bool {
        var index = offset
        for character in literal {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        offset = index
        return true
    }

    // MARK: process and category

    /// `Name[pid]`, `Name[pid:thread]`, optionally followed by `:`.
    private mutating func scanProcess() -> String? {
        let start = offset
        guard let open = characters[start...].prefix(120).firstIndex(of: "["), open > start else { return nil }
        var probe = open + 1
        var digits = 0
        while probe < characters.count, characters[probe].isHexDigit || characters[probe] == ":" || characters[probe] == "x" {
            probe += 1
            digits += 1
        }
        guard digits > 0, probe < characters.count, characters[probe] == "]" else { return nil }
        let process = text(start..<probe + 1)
        offset = probe + 1
        _ = scan(":")
        return process
    }

    /// Device syslog puts the level after the process: `SpringBoard[10567] <Notice>:`.
    private mutating func scanSyslogLevel() {
        let start = offset
        skipWhitespace()
        guard scan("<"), let close = characters[offset...].prefix(12).firstIndex(of: ">"),
              characters[offset..<close].allSatisfy(\.isLetter) else {
            offset = start
            return
        }
        offset = close + 1
        _ = scan(":")
    }

    /// `[LayoutConstraints] `, `[Layout] `, `[com.apple.UIKit:LayoutConstraints] `.
    private mutating func scanCategory() -> String? {
        let start = offset
        guard scan("["), let close = characters[offset...].prefix(80).firstIndex(of: "]") else {
            offset = start
            return nil
        }
        let word = text(offset..<close)
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == ":" || $0 == "_" }),
              close + 1 < characters.count, characters[close + 1].isWhitespace else {
            offset = start
            return nil
        }
        offset = close + 1
        skipWhitespace()
        return word.split(separator: ":").last.map(String.init)
    }

    private func headerOffset() -> Int? {
        let line = String(consoleCharacters: characters[offset...])
        for phrase in ConsoleLinePrefixScanner.headerPhrases {
            if let range = line.range(of: phrase) { return offset + line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    private func lastBracketedWord(before end: Int) -> String? {
        guard let close = characters[offset..<end].lastIndex(of: "]"),
              let open = characters[offset..<close].lastIndex(of: "[") else { return nil }
        return String(consoleCharacters: characters[open + 1..<close]).split(separator: ":").last.map(String.init)
    }
}
