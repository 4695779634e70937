import AutolintModel

/// Cuts a paste into `ConsoleToken`s, line by line and, where a web page joined lines, within a
/// line; rejoins a constraint description that a paste wrapped over several lines.
struct ConsoleTokenizer {
    /// How much of a line is looked at to recognise what starts at a position.
    static let recognitionWindow = 64

    /// The longest a wrapped constraint description is followed over lines.
    static let maximumWrappedLines = 4

    private static let explanationOpenings = ConsoleMessagePhrases.explanationOpenings
    private static let recoveryPhrases = ConsoleMessagePhrases.recovery

    /// Hands every token of `lines` to `body`, in order; lines become `ConsoleLine`s one at a time.
    static func forEachToken(in lines: [Substring], _ body: (ConsoleToken) -> Void) {
        var index = 0
        while index < lines.count {
            index = tokenize(lines: lines, at: index, body)
        }
    }

    /// Tokenizes the line at `index` (and the lines a wrapped description continues on);
    /// returns the index of the next line to read.
    private static func tokenize(lines: [Substring], at index: Int, _ body: (ConsoleToken) -> Void) -> Int {
        let line = ConsoleLine(number: index + 1, raw: lines[index])
        let content = line.content
        let lineText = line.isOverlong ? line.raw.prefix(200) : line.raw
        var nextLine = index + 1
        var offset = 0
        func emit(_ kind: ConsoleToken.Kind, at position: Int) {
            let point = content.point(at: position)
            body(ConsoleToken(kind: kind, line: point.line, column: point.column, prefix: line.prefix, lineText: lineText))
        }
        if line.isOverlong {
            emit(.other("a line of more than \(ConsoleLine.maximumLength) bytes"), at: 0)
            return nextLine
        }
        while true {
            while offset < content.count, content.characters[offset].isWhitespace { offset += 1 }
            guard offset < content.count else { break }
            // A debugger's dump: its opening line, and Swift's `- 0 : ` before each element.
            if let dump = debuggerDump(in: content, at: offset) {
                if dump.isOpening { emit(.debuggerDump, at: offset) }
                if let open = dump.listOpen { emit(.listOpen, at: open) }
                offset = dump.end
                continue
            }
            // Constraint descriptions are most of a paste: they are looked for first.
            if isDescriptionStart(in: content, at: offset) {
                var description = readDescription(in: content, from: offset)
                var text = description.text
                // A description cut by a wrapping paste continues on the next lines.
                while !description.isClosed, description.end == content.count, nextLine < lines.count,
                      nextLine - index <= maximumWrappedLines {
                    let following = ConsoleLine(number: nextLine + 1, raw: lines[nextLine])
                    guard continuesDescription(following.content) else { break }
                    let continuation = readContinuation(following.content)
                    text = text.joined(with: continuation.text)
                    description.isClosed = continuation.isClosed
                    nextLine += 1
                }
                emit(.constraint(text, isClosed: description.isClosed), at: offset)
                offset = skipListPunctuation(in: content, from: description.end)
                continue
            }
            // Every phrase recognised here starts within this window.
            let rest = String(consoleCharacters: content.characters[offset..<min(content.count, offset + ConsoleTokenizer.recognitionWindow)])
            if let header = header(at: rest) {
                emit(.header(header.kind), at: offset)
                offset += header.length
            } else if let phrase = recoveryPhrases.first(where: rest.hasPrefix) {
                emit(.recovery, at: offset)
                offset += phrase.count
            } else if explanationOpenings.contains(where: rest.hasPrefix) {
                emit(.explanation, at: offset)
                let end = nextDescriptionStart(in: content, from: offset) ?? content.count
                if let open = listOpenBefore(end, in: content, after: offset) {
                    emit(.listOpen, at: open)
                }
                offset = end
            } else if ConsoleFooter.mayBegin(rest),
                      let footer = ConsoleFooter.recognise(String(consoleCharacters: content.characters[offset...]), line: line.number) {
                emit(.footer(footer), at: offset)
                offset = content.count
            } else if rest.hasPrefix("<private>") || rest.hasPrefix("\"<private>") {
                emit(.redacted, at: offset)
                offset += rest.hasPrefix("\"") ? 10 : 9
                offset = skipListPunctuation(in: content, from: offset)
            } else if rest.hasPrefix("Marker:0x") {
                // AppKit appends the engine marker a constraint is attached to; it is no constraint.
                offset = content.firstOffset(of: ",", from: offset).map { $0 + 1 } ?? content.count
            } else if rest.hasPrefix("(") && isListOpen(content, at: offset) {
                emit(.listOpen, at: offset)
                offset += 1
            } else if rest.hasPrefix(")") {
                emit(.listClose, at: offset)
                offset = skipListPunctuation(in: content, from: offset + 1)
            } else if rest.hasPrefix("...") || rest.hasPrefix("\u{2026}") {
                emit(.elision, at: offset)
                offset = content.count
            } else {
                let end = nextDescriptionStart(in: content, from: offset + 1) ?? content.count
                emit(.other(String(consoleCharacters: content.characters[offset..<end])), at: offset)
                offset = end
            }
        }
        return nextLine
    }

    /// `(lldb) po …` and `▿ 3 elements` (the whole line), `<__NSArrayI 0x…>(` (up to its `(`), or
    /// an element's `- 12 : ` (skipped; an opening for element 0).
    private static func debuggerDump(in content: LocatedText, at offset: Int) -> (isOpening: Bool, listOpen: Int?, end: Int)? {
        // Asked before every token of a paste: the characters are compared in place.
        let characters = content.characters
        if content.hasPrefix("(lldb)", at: offset) || content.hasPrefix("▿ ", at: offset) { return (true, nil, content.count) }
        if content.hasPrefix("<__NS", at: offset) {
            let end = min(content.count, offset + recognitionWindow)
            if let close = (offset..<end).first(where: { characters[$0] == ">" }), close + 1 < end, characters[close + 1] == "(" {
                return (true, close + 1, close + 2)
            }
        }
        // `- 0 : ` before an element of Swift's dump.
        guard content.hasPrefix("- ", at: offset) else { return nil }
        var index = offset + 2
        let digitsStart = index
        while index < content.count, characters[index].isNumber { index += 1 }
        guard index > digitsStart, content.hasPrefix(" : ", at: index) else { return nil }
        // The first element opens a dump when the paste leaves out `po` and `▿ N elements`: read
        // as a list of its own, it was a block UIKit never printed ("could not satisfy").
        return (index == digitsStart + 1 && characters[digitsStart] == "0", nil, index + 3)
    }

    private static func header(at text: String) -> (kind: ConsoleBlock.HeaderKind, length: Int)? {
        let unable = ConsoleMessagePhrases.unableToSatisfy
        if text.hasPrefix(unable) {
            let mark = text.dropFirst(unable.count).first
            if mark == ":" { return (.unableToSatisfyAppKit, unable.count + 1) }
            return (.unableToSatisfy, unable.count + (mark == "." ? 1 : 0))
        }
        let conflicting = ConsoleMessagePhrases.conflictingDetected
        if text.hasPrefix(conflicting) {
            return (.conflictingConstraintsDetected, conflicting.count + (text.dropFirst(conflicting.count).first == ":" ? 1 : 0))
        }
        return nil
    }

    /// `<Class:0x...` (quoted, unquoted or backslash-escaped) or `<private>` starts at `offset`.
    static func isDescriptionStart(in text: LocatedText, at offset: Int) -> Bool {
        var index = offset
        if index < text.count, text.characters[index] == "\"" { index += 1 }
        if index < text.count, text.characters[index] == "\\" { index += 1 }
        let isBracketed = index < text.count && text.characters[index] == "<"
        // A web page may strip the angle brackets (`"NSLayoutConstraint:0x… UIView:0x….width == 20",`):
        // then only a constraint class's quoted name opens a description, never a view's.
        guard isBracketed || (index > offset && text.characters[offset] == "\"") else { return false }
        if isBracketed { index += 1 }
        let nameStart = index
        while index < text.count, index - nameStart < 200, isClassCharacter(text.characters[index]) { index += 1 }
        guard index > nameStart, text.hasPrefix(":0x", at: index) else { return false }
        if !isBracketed, !String(consoleCharacters: text.characters[nameStart..<index]).hasSuffix("Constraint") { return false }
        // A constraint goes on after its address (SnapKit's `@File.swift#61`, masks, a body); a
        // view alone in brackets (`<UIWindow:0x1093137f0>`, as traces print it) is not one.
        index += 3
        while index < text.count, text.characters[index].isHexDigit { index += 1 }
        return index < text.count && (text.characters[index].isWhitespace || text.characters[index] == "@")
    }

    static func isClassCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return isASCIIClassByte[Int(ascii)]
        }
        return character.isLetter || character.isNumber
    }

    /// Letters, digits, `_`, `$` and `.` (module-qualified and mangled Swift names), by byte.
    private static let isASCIIClassByte: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$.".unicodeScalars.contains(scalar)
    }

    private static func nextDescriptionStart(in text: LocatedText, from offset: Int) -> Int? {
        var index = offset
        while index < text.count {
            let byte = text.characters[index].asciiValue
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\""), isDescriptionStart(in: text, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A `(` alone before the first description of a joined line opens the list.
    private static func listOpenBefore(_ end: Int, in text: LocatedText, after start: Int) -> Int? {
        var index = end - 1
        while index > start, text.characters[index].isWhitespace { index -= 1 }
        return index > start && text.characters[index] == "(" && end < text.count ? index : nil
    }

    /// `(` followed by nothing, a description, or a quote: not the `(1)` of UIKit's advice.
    private static func isListOpen(_ text: LocatedText, at offset: Int) -> Bool {
        var index = offset + 1
        while index < text.count, text.characters[index].isWhitespace { index += 1 }
        return index == text.count || text.characters[index] == "\"" || text.characters[index] == "<"
    }

    private static func skipListPunctuation(in text: LocatedText, from offset: Int) -> Int {
        var index = offset
        while index < text.count, [",", "\"", ".", "\\"].contains(text.characters[index]) { index += 1 }
        return index
    }

    /// The description starting at `offset`: up to the last `>` before the next description, the
    /// recovery sentence or the end of the line.
    private static func readDescription(in text: LocatedText, from offset: Int) -> (text: LocatedText, end: Int, isClosed: Bool) {
        if let bracketless = readBracketlessDescription(in: text, from: offset) { return bracketless }
        let open = text.firstOffset(of: "<", from: offset) ?? offset
        var limit = nextDescriptionStart(in: text, from: open + 1) ?? text.count
        for phrase in recoveryPhrases {
            if let recovery = text.firstOffset(of: phrase, from: open), recovery < limit { limit = recovery }
        }
        guard let close = (open + 1..<limit).last(where: { text.characters[$0] == ">" }) else {
            return (text.slice(open + 1..<limit), limit, false)
        }
        var inner = text.slice(open + 1..<close)
        if inner.characters.last == "\\" { inner = inner.slice(0..<inner.count - 1) }
        return (inner, close + 1, true)
    }

    /// A quoted description whose angle brackets were stripped: up to its closing quote (the last
    /// on the line before the next description), read as closed. Nil when the `<` is there.
    private static func readBracketlessDescription(in text: LocatedText, from offset: Int) -> (text: LocatedText, end: Int, isClosed: Bool)? {
        guard offset + 1 < text.count, text.characters[offset] == "\"", text.characters[offset + 1] != "<",
              text.characters[offset + 1] != "\\" else { return nil }
        let limit = nextDescriptionStart(in: text, from: offset + 1) ?? text.count
        let close = (offset + 1..<limit).last { text.characters[$0] == "\"" } ?? limit
        return (text.slice(offset + 1..<close), min(close + 1, text.count), true)
    }

    private static func continuesDescription(_ line: LocatedText) -> Bool {
        let trimmed = line.trimmed()
        guard !trimmed.isEmpty else { return false }
        let text = trimmed.string
        return !isDescriptionStart(in: trimmed, at: 0) && header(at: text) == nil
            && !recoveryPhrases.contains(where: text.hasPrefix)
    }

    private static func readContinuation(_ line: LocatedText) -> (text: LocatedText, isClosed: Bool) {
        let trimmed = line.trimmed()
        guard let close = (0..<trimmed.count).last(where: { trimmed.characters[$0] == ">" }) else { return (trimmed, false) }
        return (trimmed.slice(0..<close), true)
    }
}
