import AutolintModel

/// Reads one constraint equation (the fixture grammar, and the forms UIKit prints in logs).
///
/// ```
/// constraint := anchor relation rhs [ '@' priority ]
/// rhs        := [ number '*' ] anchor [ ('+'|'-') constant ]
///             | anchor '*' number [ ('+'|'-') constant ]
///             | number                  # width/height only (any attribute in console logs)
/// constant   := number | 'NSSpace(' number ')' | 'NSLayoutAnchorConstraintSpace(' number ')'
/// ```
/// `docs/grammar.md` lists every accepted form and error.
public enum EquationParser {
    /// Where the equation comes from, which decides what a bare constant may stand against.
    enum Dialect {
        /// Fixtures and configuration: a location against a bare constant has no meaning.
        case fixture
        /// Bodies UIKit printed: autoresizing constraints state frames as `minX == 204`.
        case consoleLog
    }

    /// Parses `text`; errors carry the 1-based column within `text`.
    public static func parse(_ text: String) throws(SnippetError) -> EquationSyntax {
        do {
            return try parse(text, dialect: .fixture)
        } catch {
            // `H:|-[a]` read as an equation fails on the colon with a baffling message.
            guard VisualFormatParser.looksLikeVisualFormat(text) else { throw error }
            let cursor = SyntaxCursor(text)
            throw cursor.error("expected an equation, found a Visual Format Language line", at: cursor.nextTokenOffset)
        }
    }

    static func parse(_ text: String, dialect: Dialect) throws(SnippetError) -> EquationSyntax {
        var cursor = SyntaxCursor(text)
        cursor.skipSpaces()
        let first = try cursor.takeAnchor()
        cursor.skipSpaces()
        let relation = try takeRelation(&cursor)
        cursor.skipSpaces()

        var equation = EquationSyntax(first: first, relation: relation, second: nil)
        var wroteConstant = true
        let rhsStart = cursor.offset
        if let leading = cursor.takeSignedNumber() {
            let leadingRange = rhsStart..<cursor.offset
            cursor.skipSpaces()
            if cursor.take(.star) {
                try cursor.checkMagnitude(leading, of: "multiplier", writtenAt: leadingRange)
                equation.multiplier = leading
                cursor.skipSpaces()
                equation.second = try cursor.takeAnchor()
                wroteConstant = try takeConstant(&cursor, into: &equation)
            } else {
                try checkBareConstant(leading, for: first, dialect: dialect, cursor: cursor, writtenAt: leadingRange)
                equation.constant = leading
            }
        } else if cursor.current?.isIdentifierStart == true && !cursor.isAtNonFiniteWord || cursor.current == .less {
            equation.second = try cursor.takeAnchor()
            cursor.skipSpaces()
            if cursor.take(.star) {
                cursor.skipSpaces()
                let multiplierStart = cursor.offset
                guard let multiplier = cursor.takeSignedNumber() else { throw cursor.expectedNumber("a multiplier after '*'") }
                try cursor.checkMagnitude(multiplier, of: "multiplier", writtenAt: multiplierStart..<cursor.offset)
                equation.multiplier = multiplier
            }
            wroteConstant = try takeConstant(&cursor, into: &equation)
        } else {
            throw cursor.expectedNumber("an item or a number after '\(relation.rawValue)'")
        }
        if equation.multiplier == 0, first.attribute.isLocation {
            throw cursor.error("a multiplier of 0 with a location attribute (\(first.attribute.rawValue)) is not a valid constraint; UIKit rejects it", at: rhsStart)
        }

        cursor.skipSpaces()
        if cursor.take(.at) {
            cursor.skipSpaces()
            equation.priority = try cursor.takePriority()
            cursor.skipSpaces()
        }
        guard cursor.isAtEnd else { throw unexpectedTail(cursor, after: equation, wroteConstant: wroteConstant) }
        return equation
    }

    private static func takeRelation(_ cursor: inout SyntaxCursor) throws(SnippetError) -> LayoutRelation {
        if cursor.take("==") { return .equal }
        if cursor.take(">=") { return .greaterThanOrEqual }
        if cursor.take("<=") { return .lessThanOrEqual }
        throw cursor.expected("a relation ('==', '>=' or '<=')")
    }

    /// `+ 8`, `- 16`, `-29`, `+ NSSpace(8)`, or UIKit's unsigned `NSLayoutAnchorConstraintSpace(8)`.
    /// Returns whether a constant was written.
    private static func takeConstant(_ cursor: inout SyntaxCursor, into equation: inout EquationSyntax) throws(SnippetError) -> Bool {
        cursor.skipSpaces()
        if let space = try cursor.takeSystemSpace() {
            equation.constant = space
            return true
        }
        let sign: Double
        if cursor.take(.plus) {
            sign = 1
        } else if cursor.take(.minus) {
            sign = -1
        } else {
            return false
        }
        cursor.skipSpaces()
        if let space = try cursor.takeSystemSpace() {
            equation.constant = sign * space
            return true
        }
        let start = cursor.offset
        guard let value = cursor.takeSignedNumber() else {
            throw cursor.expectedNumber("a constant after '\(sign < 0 ? "-" : "+")'")
        }
        try cursor.checkMagnitude(value, of: "constant", writtenAt: start..<cursor.offset)
        equation.constant = sign * value
        return true
    }

    private static func checkBareConstant(_ value: Double, for first: AnchorSyntax, dialect: Dialect, cursor: SyntaxCursor, writtenAt range: Range<Int>) throws(SnippetError) {
        try cursor.checkMagnitude(value, of: "constant", writtenAt: range)
        guard dialect == .fixture, first.attribute.isLocation else { return }
        throw cursor.error(
            "a location attribute (\(first.attribute.rawValue)) cannot be set to a bare number; only width and height can. Relate it to another item, e.g. 'superview.\(first.attribute.rawValue) + \(cursor.text(range))'",
            at: range.lowerBound)
    }

    /// The error for text left after a complete equation, naming what could have come instead.
    private static func unexpectedTail(_ cursor: SyntaxCursor, after equation: EquationSyntax, wroteConstant: Bool) -> SnippetError {
        if equation.priority != nil {
            return cursor.expected("the end of the equation after the priority")
        }
        if cursor.current == .star, equation.second != nil {
            return cursor.error("unexpected '*': the equation already has a multiplier", at: cursor.offset)
        }
        if wroteConstant {
            return cursor.expected("'@' and a priority, or the end of the equation")
        }
        return cursor.expected("'+' or '-' and a constant, '@' and a priority, or the end of the equation")
    }
}
