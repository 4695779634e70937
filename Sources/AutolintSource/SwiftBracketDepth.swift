import AutolintModel

/// swift-syntax's parser looks ahead through nested square brackets in exponential time (its
/// check for an inline-array type, `[N of T]`): 20 levels take a second, 24 ten, 30 hours, and
/// fuzzing found a file with a hundred in a row. No layout code nests brackets that deep, so a
/// Swift file that does is refused before it is parsed, at its deepest bracket.
enum SwiftBracketDepth {
    /// Deepest nesting read: 12 levels parse in a few hundredths of a second (16 in a tenth, and
    /// in two seconds in a debug build).
    static let maximum = 12

    /// An input error at the first `[` past `maximum` levels, outside comments and string
    /// literals; nil when there is none.
    static func refusal(in text: String, path: String) -> InputError? {
        var depth = 0
        var line = 1, column = 0
        var state = State.code
        // The character before, within the current state: a state change starts afresh, so
        // that `/*/` does not end the comment it opens.
        var previous: Character?
        for character in text {
            column += 1
            if character.isNewline {
                line += 1
                column = 0
            }
            let before = previous
            previous = character
            switch state {
            case .code:
                switch character {
                case "/" where before == "/": (state, previous) = (.lineComment, nil)
                case "*" where before == "/": (state, previous) = (.blockComment(1), nil)
                case "\"": (state, previous) = (.string, nil)
                case "[":
                    depth += 1
                    if depth > maximum {
                        return InputError(location: SourceLocation(file: path, line: line, column: column),
                                          message: "square brackets nested more than \(maximum) deep: Swift's parser takes exponential time on them, so this file is not read")
                    }
                case "]": depth = max(0, depth - 1)
                default: break
                }
            case .lineComment:
                if character.isNewline { state = .code }
            case .blockComment(let level):
                if character == "/", before == "*" { (state, previous) = (level == 1 ? .code : .blockComment(level - 1), nil) }
                if character == "*", before == "/" { (state, previous) = (.blockComment(level + 1), nil) }
            case .string:
                if character == "\\", before == "\\" { previous = nil }  // an escaped backslash escapes nothing after it
                if character == "\"", before != "\\" { (state, previous) = (.code, nil) }
            }
        }
        return nil
    }

    private enum State: Equatable {
        case code, lineComment, blockComment(Int), string
    }
}
