import AutolintModel

/// A strict JSON (RFC 8259) reader that keeps the line and column of every value.
///
/// Foundation's `JSONSerialization` gives no positions, and YAML 1.1 (libyaml) reads some JSON
/// differently, so `.layout.json` files get their own small parser: iterative over bytes,
/// depth-limited, and precise about where a syntax error is.
struct JSONNodeReader {
    let source: SourceText
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The column at `columnOffset`, advanced lazily so that locating every value stays linear.
    private var column = 1
    private var columnOffset = 0

    init(source: SourceText) {
        self.source = source
        bytes = Array(source.text.utf8)
    }

    mutating func read() throws(InputError) -> FixtureNode {
        skipWhitespace()
        guard offset < bytes.count else {
            throw source.error("empty fixture: expected a JSON object with at least \"root\"", at: position().location(in: source.path))
        }
        let node = try readValue()
        skipWhitespace()
        guard offset >= bytes.count else {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    // MARK: Values

    private mutating func readValue() throws(InputError) -> FixtureNode {
        let start = position()
        guard let byte = current else { throw error("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(at: start)
        case UInt8(ascii: "["): return try readArray(at: start)
        case UInt8(ascii: "\""):
            let text = try readString()
            return FixtureNode(value: .scalar(FixtureScalar(text: text, kind: .string, opensWithQuote: true, position: start)), position: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return try readLiteral(at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber(at: start)
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func readObject(at start: FixturePosition) throws(InputError) -> FixtureNode {
        try enterContainer()
        advance()
        var pairs: [(key: FixtureScalar, value: FixtureNode)] = []
        // The line of each member name's first occurrence, so a duplicate is found in constant time.
        var firstLineOfKey: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return FixtureNode(value: .mapping(pairs), position: start)
        }
        while true {
            skipWhitespace()
            let keyPosition = position()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted member name, found \(describeCurrent())") }
            let key = try readString()
            if let firstLine = firstLineOfKey[key] {
                throw source.error("duplicate key '\(key)' in one object (first at line \(firstLine))", at: keyPosition.location(in: source.path))
            }
            firstLineOfKey[key] = keyPosition.line
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after member name \"\(key)\", found \(describeCurrent())") }
            advance()
            skipWhitespace()
            let value = try readValue()
            pairs.append((FixtureScalar(text: key, kind: .string, opensWithQuote: true, position: keyPosition), value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' after an object member, found \(describeCurrent())") }
            advance()
            depth -= 1
            return FixtureNode(value: .mapping(pairs), position: start)
        }
    }

    private mutating func readArray(at start: FixturePosition) throws(InputError) -> FixtureNode {
        try enterContainer()
        advance()
        var items: [FixtureNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return FixtureNode(value: .sequence(items), position: start)
        }
        while true {
            skipWhitespace()
            items.append(try readValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' after an array element, found \(describeCurrent())") }
            advance()
            depth -= 1
            return FixtureNode(value: .sequence(items), position: start)
        }
    }

    private mutating func enterContainer() throws(InputError) {
        depth += 1
        if depth > FixtureLimits.maximumDepth {
            throw error("nesting deeper than \(FixtureLimits.maximumDepth) levels: a layout fixture is never this deep")
        }
    }

    private mutating func readLiteral(at start: FixturePosition) throws(InputError) -> FixtureNode {
        for (word, kind, boolean) in [("true", FixtureScalar.Kind.boolean, true), ("false", .boolean, false), ("null", .null, false)]
        where matches(word) {
            offset += word.utf8.count
            let scalar = FixtureScalar(text: word, kind: kind, boolean: kind == .boolean ? boolean : nil, position: start)
            return FixtureNode(value: .scalar(scalar), position: start)
        }
        throw error("expected a JSON value (true, false, null, a number, a string, an object or an array), found \(describeCurrent())")
    }

    private mutating func readNumber(at start: FixturePosition) throws(InputError) -> FixtureNode {
        let begin = offset
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else { throw error("expected a digit in the number, found \(describeCurrent())") }
        advance()
        if first != UInt8(ascii: "0") { while let digit = current, isDigit(digit) { advance() } }
        if current == UInt8(ascii: ".") {
            advance()
            guard let digit = current, isDigit(digit) else { throw error("expected a digit after the decimal point, found \(describeCurrent())") }
            while let digit = current, isDigit(digit) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, isDigit(digit) else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
            while let digit = current, isDigit(digit) { advance() }
        }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        let scalar = FixtureScalar(text: text, kind: .number, number: Double(text), position: start)
        return FixtureNode(value: .scalar(scalar), position: start)
    }

    private mutating func readString() throws(InputError) -> String {
        advance()
        var chunkStart = offset
        var result = ""
        while true {
            guard let byte = current else { throw error("unterminated string: expected a closing '\"' before the end of the file") }
            switch byte {
            case UInt8(ascii: "\""):
                result += String(decoding: bytes[chunkStart..<offset], as: UTF8.self)
                advance()
                return result
            case UInt8(ascii: "\\"):
                result += String(decoding: bytes[chunkStart..<offset], as: UTF8.self)
                advance()
                result.unicodeScalars.append(try readEscape())
                chunkStart = offset
            case 0..<0x20:
                throw error("control character in a string: write it as an escape such as \\n")
            default:
                advance()
            }
        }
    }

    private mutating func readEscape() throws(InputError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape at the end of the file") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard matches("\\u") else { throw error("a high surrogate \\u\(String(high, radix: 16)) must be followed by a low surrogate") }
                offset += 2
                let low = try readHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate \\u\(String(low, radix: 16))") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate \\u\(String(high, radix: 16)) is not a character") }
            return scalar
        default:
            offset -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func readHexQuad() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else { throw error("expected four hexadecimal digits after \\u") }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    // MARK: Cursor

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() { offset += 1 }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Column in Unicode scalars, as the YAML reader counts.
    private mutating func position() -> FixturePosition {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            column = 1
        }
        for byte in bytes[columnOffset..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        columnOffset = offset
        return FixturePosition(line: line, column: column)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "a non-ASCII character"
    }

    private mutating func error(_ message: String) -> InputError {
        source.error(message, at: position().location(in: source.path))
    }
}
