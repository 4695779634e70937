import AutolintModel

/// A position in one snippet (an equation or a VFL line), read byte by byte over its UTF-8.
///
/// Parsers of snippets run once per constraint, so they scan bytes by hand: no regular
/// expressions, no Foundation `Scanner`. Columns are reported in `Character`s (1-based), the unit
/// the caret under an `InputError` excerpt is drawn in, so non-ASCII names keep carets aligned.
struct SyntaxCursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    /// Lets `column(at:)` skip decoding for the common all-ASCII snippet.
    private let isASCII: Bool

    init(_ text: String) {
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func peek(_ distance: Int) -> UInt8? {
        let index = offset + distance
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func advance(_ count: Int = 1) { offset = min(offset + count, bytes.count) }

    mutating func move(to newOffset: Int) { offset = newOffset }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes `literal` if the bytes at the cursor spell it.
    mutating func take(_ literal: StaticString) -> Bool {
        let matches = literal.withUTF8Buffer { expected in
            offset + expected.count <= bytes.count
                && expected.indices.allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        if matches { offset += literal.utf8CodeUnitCount }
        return matches
    }

    mutating func skipSpaces() {
        while let byte = current, byte == .space || byte == .tab { offset += 1 }
    }

    // MARK: Columns and errors

    /// 1-based column, in characters, of the byte at `byteOffset`.
    func column(at byteOffset: Int) -> Int {
        if isASCII { return byteOffset + 1 }
        return String(decoding: bytes[0..<min(byteOffset, bytes.count)], as: UTF8.self).count + 1
    }

    var column: Int { column(at: offset) }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where the next token starts: `offset` moved over spaces.
    var nextTokenOffset: Int {
        var index = offset
        while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
        return index
    }

    /// The first byte of the next token, or nil at the end.
    var nextTokenByte: UInt8? {
        let index = nextTokenOffset
        return index < bytes.count ? bytes[index] : nil
    }

    /// What a message says was found at `byteOffset`: `'+'`, `'=='`, `'widht'`, or `end of text`.
    func describeToken(at byteOffset: Int) -> String {
        guard byteOffset < bytes.count else { return "end of text" }
        var end = byteOffset + 1
        let first = bytes[byteOffset]
        if first.isIdentifierStart || first.isDigit {
            while end < bytes.count, bytes[end].isIdentifierStart || bytes[end].isDigit || bytes[end] == .dot { end += 1 }
        } else if first.isRelationByte {
            while end < bytes.count, bytes[end].isRelationByte { end += 1 }
        } else {
            // Keep a whole UTF-8 sequence together so the message never shows half a character.
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let token = text(byteOffset..<end)
        return "'\(token.count > 40 ? String(token.prefix(40)) + "..." : token)'"
    }

    func error(_ message: String, at byteOffset: Int) -> SnippetError {
        SnippetError(column: column(at: byteOffset), message: message)
    }

    /// `expected X, found Y`, pointing at the next token.
    func expected(_ what: String) -> SnippetError {
        let tokenStart = nextTokenOffset
        return error("expected \(what), found \(describeToken(at: tokenStart))", at: tokenStart)
    }

    // MARK: Identifiers

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`) at the cursor, consumed; nil if there is none.
    mutating func takeIdentifier() -> Range<Int>? {
        guard let first = current, first.isIdentifierStart else { return nil }
        let start = offset
        offset += 1
        while let byte = current, byte.isIdentifierStart || byte.isDigit { offset += 1 }
        return start..<offset
    }
}
