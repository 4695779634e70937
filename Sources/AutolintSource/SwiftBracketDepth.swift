import AutolintModel

/// swift-syntax's parser looks ahead through nested square brackets in exponential time (its
/// check for an inline-array type, `[N of T]`): 20 levels take a second, 24 ten, 30 hours, and
/// fuzzing found a file with a hundred in a row. No layout code nests brackets that deep, so a
/// Swift file that does is refused before it is parsed, at its deepest bracket; and so is one that
/// nests braces and parentheses past what the parser itself follows.
enum SwiftBracketDepth {
    /// Deepest nesting read: 12 levels parse in a few hundredths of a second (16 in a tenth, and
    /// in two seconds in a debug build).
    static let maximum = 12
    /// Deepest nesting of braces and parentheses together: swift-syntax's own limit, past which it
    /// stops nesting; 10,000 unclosed closures kept its error recovery looking ahead for minutes.
    static let maximumGroups = 256

    /// An input error at the first `[` past `maximum` levels, outside comments and string
    /// literals; nil when there is none.
    static func refusal(in text: String, path: String) -> InputError? {
        let characters = Array(text)
        var depth = 0
        var groups = 0
        var line = 1, column = 0
        var state = State.code
        var index = 0
        func next(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            column += 1
            if character.isNewline {
                line += 1
                column = 0
            }
            switch state {
            case .code:
                switch character {
                case "/" where next(1) == "/":
                    state = .lineComment
                case "/" where next(1) == "*":
                    (state, index, column) = (.blockComment(1), index + 1, column + 1)
                case "\"" where next(1) == "\"" && next(2) == "\"":
                    (state, index, column) = (.string(multiline: true), index + 2, column + 2)
                case "\"":
                    state = .string(multiline: false)
                case "[":
                    depth += 1
                    if depth > maximum {
                        return InputError(location: SourceLocation(file: path, line: line, column: column),
                                          message: "square brackets nested more than \(maximum) deep: Swift's parser takes exponential time on them, so this file is not read")
                    }
                case "]":
                    depth = max(0, depth - 1)
                case "{", "(":
                    groups += 1
                    if groups > maximumGroups {
                        return InputError(location: SourceLocation(file: path, line: line, column: column),
                                          message: "braces and parentheses nested more than \(maximumGroups) deep: Swift's parser's recovery takes too long on them, so this file is not read")
                    }
                case "}", ")":
                    groups = max(0, groups - 1)
                default:
                    break
                }
            case .lineComment:
                if character.isNewline { state = .code }
            case .blockComment(let level):
                if character == "*", next(1) == "/" {
                    (state, index, column) = (level == 1 ? .code : .blockComment(level - 1), index + 1, column + 1)
                } else if character == "/", next(1) == "*" {
                    (state, index, column) = (.blockComment(level + 1), index + 1, column + 1)
                }
            case .string(let multiline):
                if character == "\\" {
                    (index, column) = (index + 1, column + 1)  // the escaped character
                } else if multiline, character == "\"", next(1) == "\"", next(2) == "\"" {
                    (state, index, column) = (.code, index + 2, column + 2)
                } else if !multiline, character == "\"" || character.isNewline {
                    // A one-line string ends at its line's end, closed or not, as Swift's lexer
                    // ends it: an unclosed quote must not hide the code after it.
                    state = .code
                }
            }
            index += 1
        }
        return nil
    }

    private enum State: Equatable {
        case code, lineComment, blockComment(Int), string(multiline: Bool)
    }
}
