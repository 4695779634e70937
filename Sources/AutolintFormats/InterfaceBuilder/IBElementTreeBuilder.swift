import AutolintModel
import Foundation

/// Parses an Interface Builder document into `IBElement`s.
///
/// The events come from libxml2's SAX2 push parser: called directly where the package links it
/// (Linux, `IBElementTreeBuilder+LibXML2.swift`), through Foundation's `XMLParser` elsewhere
/// (`IBElementTreeBuilder+XMLParser.swift`). Both feed it in the same chunks with the same options,
/// so a document gives the same tree and the same first error either way.
///
/// The parser reports the position where a start tag *ends*; diagnostics must point where it
/// *begins*. Start tags arrive in document order, so a cursor that scans the raw bytes forward to the
/// next `<name` (skipping comments, CDATA, processing instructions and end tags) finds each tag's
/// first character exactly, whatever the attributes' line breaks.
final class IBElementTreeBuilder: NSObject {
    /// Real documents nest a few dozen levels; far deeper input is refused before it can exhaust the
    /// stack of the recursive walks that follow.
    static let maximumDepth = 512
    /// The parser is fed this many bytes at a time (after the first four, from which it guesses the
    /// encoding): handed the whole document at once, libxml2's push parser refuses one over 10 MB
    /// ("huge input lookup") and the document would be called malformed.
    static let chunkSize = 128 * 1024

    /// The document, read by the event source and by the start-tag cursor.
    let bytes: [UInt8]
    private let path: String
    private var cursor = 0
    private var cursorLine = 1
    /// The cursor's column in characters (UTF-8 continuation bytes do not count).
    private var cursorColumn = 1
    private var stack: [IBElement] = []
    private(set) var root: IBElement?
    private var firstError: InputError?

    init(data: Data, path: String) {
        bytes = [UInt8](data)
        self.path = path
    }

    /// The element tree, or the parser's first error at its line and column.
    func build() throws(InputError) -> IBElement {
        if let declared = declarationRefusingEntities() { throw declared }
        let outcome = parse()
        if let firstError { throw firstError }
        if let failure = outcome.failure {
            throw error(line: failure.line, column: failure.column, code: failure.code)
        }
        guard let root else {
            throw InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "malformed XML: the document is empty")
        }
        return root
    }

    /// How a parse ended: nil, or the parser's position and code when it failed without
    /// reporting an error of its own (too short a document to start, a failing chunk).
    struct ParseOutcome {
        var failure: (line: Int, column: Int, code: Int?)?
    }

    // MARK: - Events

    /// A start tag; false when parsing must stop (too deep).
    func startElement(named name: String, attributes: [(name: String, value: String)]) -> Bool {
        let (line, column) = advanceToStartTag(named: name)
        guard stack.count < IBElementTreeBuilder.maximumDepth else {
            if firstError == nil {
                firstError = InputError(
                    location: SourceLocation(file: path, line: line, column: column),
                    message: "elements nested deeper than \(IBElementTreeBuilder.maximumDepth) levels", excerpt: lineText(line))
            }
            return false
        }
        let element = IBElement(name: name, attributes: attributes, line: line, column: column)
        if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
        stack.append(element)
        return true
    }

    func endElement() {
        _ = stack.popLast()
    }

    /// The parser's error (libxml2's code) where it stands; only the first one is kept.
    func parseErrorOccurred(line: Int, column: Int, code: Int?) {
        guard firstError == nil else { return }
        firstError = error(line: line, column: column, code: code)
    }

    // MARK: - Positions

    /// Moves the cursor to the `<` of the next start tag called `name` and returns its line and
    /// column (columns count characters, not bytes).
    private func advanceToStartTag(named name: String) -> (Int, Int) {
        let nameBytes = Array(name.utf8)
        while cursor < bytes.count {
            guard bytes[cursor] == UInt8(ascii: "<") else { step(); continue }
            if startsStartTag(nameBytes, at: cursor) {
                let position = (cursorLine, cursorColumn)
                step()
                return position
            }
            skipMarkup()
        }
        return (cursorLine, cursorColumn)
    }

    /// Moves the cursor one byte, keeping its line and column.
    private func step() {
        let byte = bytes[cursor]
        if byte == UInt8(ascii: "\n") {
            cursorLine += 1
            cursorColumn = 1
        } else if byte & 0xC0 != 0x80 {
            cursorColumn += 1
        }
        cursor += 1
    }

    private func startsStartTag(_ name: [UInt8], at offset: Int) -> Bool {
        let end = offset + 1 + name.count
        guard end <= bytes.count, Array(bytes[(offset + 1)..<end]) == name else { return false }
        guard end < bytes.count else { return true }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    /// Skips the comment, CDATA section, processing instruction, declaration or end tag at the
    /// cursor (or a start tag of another name: `<views` while looking for `<view`).
    private func skipMarkup() {
        let terminator: [UInt8]
        if hasPrefix("<!--", at: cursor) {
            terminator = Array("-->".utf8)
        } else if hasPrefix("<![CDATA[", at: cursor) {
            terminator = Array("]]>".utf8)
        } else if hasPrefix("<?", at: cursor) {
            terminator = Array("?>".utf8)
        } else {
            terminator = Array(">".utf8)
        }
        step()
        while cursor < bytes.count, !hasPrefix(terminator, at: cursor) { step() }
        for _ in terminator where cursor < bytes.count { step() }
    }

    private func hasPrefix(_ text: String, at offset: Int) -> Bool { hasPrefix(Array(text.utf8), at: offset) }

    private func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    // MARK: - Errors

    /// IB documents never declare a DTD; refusing one keeps entity expansion (and its bombs) out.
    private func declarationRefusingEntities() -> InputError? {
        guard let range = firstRange(of: Array("<!DOCTYPE".utf8)) ?? firstRange(of: Array("<!ENTITY".utf8)) else { return nil }
        let (line, column) = lineAndColumn(of: range)
        return InputError(
            location: SourceLocation(file: path, line: line, column: column),
            message: "unsupported document: Interface Builder documents have no DTD or entity declarations",
            excerpt: lineText(line))
    }

    /// Searches the prolog only: a declaration after the root element's start is not XML, and
    /// libxml2 reports it as such.
    private func firstRange(of needle: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] == needle[0], hasPrefix(needle, at: offset) { return offset }
            if bytes[offset] == UInt8(ascii: "<"), offset + 1 < bytes.count, isNameStart(bytes[offset + 1]) { return nil }
            offset += 1
        }
        return nil
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private func lineAndColumn(of offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        return (line, column)
    }

    private func error(line: Int, column: Int, code: Int?) -> InputError {
        let line = max(1, line)
        return InputError(
            location: SourceLocation(file: path, line: line, column: max(1, column)),
            message: "malformed XML: " + IBElementTreeBuilder.describe(code),
            excerpt: lineText(line))
    }

    /// The text of a 1-based line, for error excerpts.
    private func lineText(_ line: Int) -> String? {
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count, current < line {
            if bytes[index] == UInt8(ascii: "\n") {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == line, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// libxml2's error numbers, which `XMLParser` passes through as its codes.
    private static func describe(_ code: Int?) -> String {
        switch code {
        case 4?: "the document is empty"
        case 5?: "extra content after the end of the document"
        case 9?: "invalid character (is the file UTF-8?)"
        case 26?: "undeclared entity"
        case 38?: "'<' is not allowed in an attribute value"
        case 39?: "attribute without a value"
        case 41?: "attribute given twice"
        case 64?: "malformed XML declaration"
        case 65?: "space required between attributes"
        case 68?: "a name is required here"
        case 73?: "'>' expected to close the tag"
        case 76?: "end tag does not match the open start tag"
        case 77?: "a tag is not closed before the end of the file"
        case 85?: "the document ends before its root element is closed"
        case let code?: "XML syntax error (libxml2 code \(code))"
        case nil: "XML syntax error"
        }
    }
}
