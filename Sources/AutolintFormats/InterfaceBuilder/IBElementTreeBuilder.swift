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
    /// The start-tag cursor: a byte offset, its line, and where that line starts.
    private var cursor = 0
    private var cursorLine = 1
    private var cursorLineStart = 0
    /// The column at `columnCountedTo` on the cursor's line: a document written on one line (a
    /// minified XIB) would otherwise have its line counted from its start at every element.
    private var columnCountedTo = 0
    private var columnCount = 1
    private var stack: [IBElement] = []
    private(set) var root: IBElement?
    private var firstError: InputError?

    init(data: Data, path: String) {
        bytes = [UInt8](data)
        self.path = path
    }

    /// Where the parser's events come from.
    enum EventSource {
        /// libxml2 called directly (where the package links it).
        case libXML2
        /// Foundation's `XMLParser`.
        case xmlParser

        static var preferred: EventSource {
            #if canImport(CLibXML2)
            .libXML2
            #else
            .xmlParser
            #endif
        }
    }

    /// The element tree, or the parser's first error at its line and column.
    func build(from source: EventSource = .preferred) throws(InputError) -> IBElement {
        if let declared = declarationRefusingEntities() { throw declared }
        let outcome: ParseOutcome
        switch source {
        case .libXML2:
            #if canImport(CLibXML2)
            outcome = parseWithLibXML2()
            #else
            outcome = parseWithXMLParser()
            #endif
        case .xmlParser:
            outcome = parseWithXMLParser()
        }
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
        var name = name
        return name.withUTF8 { name in
            bytes.withUnsafeBufferPointer { bytes in
                while let open = Self.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: cursor) {
                    if Self.startsStartTag(name, at: open, in: bytes) {
                        move(to: open, in: bytes)
                        let position = (cursorLine, column(in: bytes))
                        move(to: open + 1, in: bytes)
                        return position
                    }
                    move(to: Self.endOfMarkup(at: open, in: bytes), in: bytes)
                }
                move(to: bytes.count, in: bytes)
                return (cursorLine, column(in: bytes))
            }
        }
    }

    /// Moves the cursor forward to `offset`, counting the lines it passes.
    private func move(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var index = cursor
        while index < offset, let newline = Self.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index, before: offset) {
            cursorLine += 1
            cursorLineStart = newline + 1
            index = newline + 1
        }
        cursor = offset
    }

    /// The cursor's column in characters (UTF-8 continuation bytes do not count).
    private func column(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if columnCountedTo < cursorLineStart || columnCountedTo > cursor {
            (columnCountedTo, columnCount) = (cursorLineStart, 1)
        }
        for index in columnCountedTo..<cursor where bytes[index] & 0xC0 != 0x80 { columnCount += 1 }
        columnCountedTo = cursor
        return columnCount
    }

    /// memchr: the cursor passes every byte of the document, most of them between tags.
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        guard start < end, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    private static func startsStartTag(_ name: UnsafeBufferPointer<UInt8>, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = offset + 1 + name.count
        guard end <= bytes.count else { return false }
        for index in name.indices where bytes[offset + 1 + index] != name[index] { return false }
        guard end < bytes.count else { return true }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    private static let commentOpening = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    private static let dataOpening = Array("<![CDATA[".utf8), dataEnd = Array("]]>".utf8)
    private static let instructionOpening = Array("<?".utf8), instructionEnd = Array("?>".utf8)
    private static let tagEnd = Array(">".utf8)

    /// Just past the comment, CDATA section, processing instruction, declaration or end tag whose
    /// `<` is at `open` (or a start tag of another name: `<views` while looking for `<view`); the
    /// end of the document when it does not close.
    private static func endOfMarkup(at open: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let terminator: [UInt8]
        if hasPrefix(commentOpening, at: open, in: bytes) {
            terminator = commentEnd
        } else if hasPrefix(dataOpening, at: open, in: bytes) {
            terminator = dataEnd
        } else if hasPrefix(instructionOpening, at: open, in: bytes) {
            terminator = instructionEnd
        } else {
            terminator = tagEnd
        }
        var index = open + 1
        while let candidate = firstIndex(of: terminator[0], in: bytes, from: index) {
            if hasPrefix(terminator, at: candidate, in: bytes) { return candidate + terminator.count }
            index = candidate + 1
        }
        return bytes.count
    }

    private static func hasPrefix(_ prefix: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBufferPointer { Self.hasPrefix(prefix, at: offset, in: $0) }
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
        case 5?: "the document does not end where it should (cut short, or content after its root element)"
        case 9?: "invalid character (is the file UTF-8?)"
        case 26?: "undeclared entity"
        case 38?: "'<' is not allowed in an attribute value"
        case 39?: "an attribute value must be in quotes"
        case 40?: "an attribute value is not closed"
        case 41?: "attribute without a value"
        case 42?: "attribute given twice"
        case 57?, 64?: "malformed XML declaration"
        case 62?: "']]>' is not allowed in text"
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
