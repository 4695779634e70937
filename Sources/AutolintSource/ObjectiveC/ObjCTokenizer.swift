import AutolintModel

/// One token of Objective-C source, with its 1-based line and column.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        case identifier
        case number
        /// `@"…"` or `"…"`; `text` is the content, escapes kept as written.
        case string
        /// `@` followed by a keyword (`@implementation`, `@end`, `@property`, `@YES`): `text` is the word.
        case directive
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
}

/// Cuts Objective-C into tokens, tolerantly: comments and preprocessor lines are dropped, and no
/// input stops it (an unknown character is a one-character punctuation token). Linear in the
/// input's length.
enum ObjCTokenizer {
    static let multiCharacterPunctuation = ["->", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "<<", ">>"]

    static func tokens(of text: String) -> [ObjCToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ObjCToken] = []
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func advance() {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
                atLineStart = true
            }
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
                advance()
                continue
            }
            // Preprocessor lines (with `\` continuations) say nothing about layout.
            if scalar == "#", atLineStart {
                while index < scalars.count, scalars[index] != "\n" || (index > 0 && scalars[index - 1] == "\\") { advance() }
                continue
            }
            atLineStart = false
            if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
                continue
            }
            if scalar == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { advance() }
                index = min(index + 2, scalars.count)
                continue
            }
            let column = index - lineStart + 1
            let startLine = line
            if isIdentifierStart(scalar) {
                let start = index
                while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: String(String.UnicodeScalarView(scalars[start..<index])), line: startLine, column: column))
                continue
            }
            if scalar.properties.numericType != nil && ("0"..."9").contains(scalar) || (scalar == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                let start = index
                while index < scalars.count, isIdentifierPart(scalars[index]) || scalars[index] == "." || (("eE".unicodeScalars.contains(scalars[index - 1]) && "+-".unicodeScalars.contains(scalars[index]))) {
                    index += 1
                }
                tokens.append(ObjCToken(kind: .number, text: String(String.UnicodeScalarView(scalars[start..<index])), line: startLine, column: column))
                continue
            }
            if scalar == "\"" || (scalar == "@" && peek(1) == "\"") {
                if scalar == "@" { index += 1 }
                index += 1
                let start = index
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                let end = min(index, scalars.count)
                tokens.append(ObjCToken(kind: .string, text: String(String.UnicodeScalarView(scalars[start..<end])), line: startLine, column: column))
                if index < scalars.count, scalars[index] == "\"" { index += 1 }
                continue
            }
            if scalar == "'" {
                index += 1
                while index < scalars.count, scalars[index] != "'", scalars[index] != "\n" {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                index = min(index + 1, scalars.count)
                tokens.append(ObjCToken(kind: .number, text: "0", line: startLine, column: column))
                continue
            }
            if scalar == "@", let next = peek(1), isIdentifierStart(next) {
                index += 1
                let start = index
                while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
                tokens.append(ObjCToken(kind: .directive, text: String(String.UnicodeScalarView(scalars[start..<index])), line: startLine, column: column))
                continue
            }
            if let two = peek(1).map({ String(String.UnicodeScalarView([scalar, $0])) }), multiCharacterPunctuation.contains(two) {
                index += 2
                tokens.append(ObjCToken(kind: .punctuation, text: two, line: startLine, column: column))
                continue
            }
            index += 1
            tokens.append(ObjCToken(kind: .punctuation, text: String(scalar), line: startLine, column: column))
        }
        return tokens
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
