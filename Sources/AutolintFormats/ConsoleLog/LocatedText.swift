/// A piece of a pasted log that remembers, for every character, the line and column it came from.
///
/// Console constraints are cut out of quoted, prefixed and sometimes wrapped lines, and rewritten
/// (names resolved, system spacing replaced) before the equation parsers see them; errors from
/// those parsers must still point at the user's file.
struct LocatedText: Sendable {
    struct Point: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    private(set) var characters: [Character]
    /// Where each character came from, once the text is no longer one run of one line.
    private var mapped: [Point]?
    /// Where the first character came from while `mapped` is nil.
    private var start: Point

    init(_ characters: [Character], line: Int, column: Int) {
        self.characters = characters
        start = Point(line: line, column: column)
    }

    init(_ text: Substring, line: Int, column: Int) {
        self.init(Array(text), line: line, column: column)
    }

    private init(characters: [Character], mapped: [Point]) {
        self.characters = characters
        self.mapped = mapped
        start = mapped.first ?? Point(line: 1, column: 1)
    }

    var string: String { String(consoleCharacters: characters) }
    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    /// Where the character at `offset` came from; one past the end maps just after the last one.
    func point(at offset: Int) -> Point {
        guard let mapped else { return Point(line: start.line, column: start.column + max(0, offset)) }
        if mapped.indices.contains(offset) { return mapped[offset] }
        guard let last = mapped.last else { return start }
        return Point(line: last.line, column: last.column + 1)
    }

    /// Every character's origin, for texts about to be rearranged.
    private var allPoints: [Point] { mapped ?? characters.indices.map { point(at: $0) } }

    func slice(_ range: Range<Int>) -> LocatedText {
        let clamped = range.clamped(to: 0..<count)
        guard let mapped else {
            var result = LocatedText(Array(characters[clamped]), line: start.line, column: start.column + clamped.lowerBound)
            result.start = point(at: clamped.lowerBound)
            return result
        }
        return LocatedText(characters: Array(characters[clamped]), mapped: Array(mapped[clamped]))
    }

    /// Replaces a range; every new character points at the first replaced one, so an error inside
    /// a substituted name lands on the name as the user wrote it.
    func replacing(_ range: Range<Int>, with replacement: String) -> LocatedText {
        let anchor = point(at: range.lowerBound)
        let inserted = Array(replacement)
        let points = allPoints
        return LocatedText(
            characters: Array(characters[..<range.lowerBound]) + inserted + Array(characters[range.upperBound...]),
            mapped: Array(points[..<range.lowerBound]) + Array(repeating: anchor, count: inserted.count) + Array(points[range.upperBound...])
        )
    }

    /// This text, one space, then `other`: how a constraint wrapped over two lines is rejoined.
    func joined(with other: LocatedText) -> LocatedText {
        LocatedText(characters: characters + [" "] + other.characters, mapped: allPoints + [point(at: count)] + other.allPoints)
    }

    /// The range without leading and trailing whitespace.
    var trimmedRange: Range<Int> {
        var start = 0
        var end = count
        while start < end, characters[start].isWhitespace { start += 1 }
        while end > start, characters[end - 1].isWhitespace { end -= 1 }
        return start..<end
    }

    func trimmed() -> LocatedText { slice(trimmedRange) }

    /// Offset of the first occurrence of `needle` at or after `start`.
    func firstOffset(of needle: String, from start: Int = 0) -> Int? {
        let pattern = Array(needle)
        guard !pattern.isEmpty, count >= pattern.count else { return nil }
        var index = max(0, start)
        while index + pattern.count <= count {
            if characters[index] == pattern[0], Array(characters[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// Offset of the last occurrence of `needle`.
    func lastOffset(of needle: String) -> Int? {
        let pattern = Array(needle)
        guard !pattern.isEmpty, count >= pattern.count else { return nil }
        var index = count - pattern.count
        while index >= 0 {
            if characters[index] == pattern[0], Array(characters[index..<index + pattern.count]) == pattern { return index }
            index -= 1
        }
        return nil
    }

    func hasPrefix(_ prefix: String, at offset: Int = 0) -> Bool {
        guard offset >= 0 else { return false }
        var index = offset
        for character in prefix {
            guard index < count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }
}

extension String {
    /// The text of `characters`. Built from bytes when each is one ASCII byte, as almost every
    /// character a console prints is: appending `Character`s one by one costs many times more.
    init<Characters: Collection<Character>>(consoleCharacters characters: Characters) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count)
        for character in characters {
            let utf8 = character.utf8
            guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else {
                self.init(characters)
                return
            }
            bytes.append(byte)
        }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
