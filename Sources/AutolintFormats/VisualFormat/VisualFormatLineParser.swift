import AutolintModel

/// Reads Apple's published Visual Format Language grammar into a `VisualFormatLine`:
///
/// ```
/// line       := (orientation ':')? (superview connection)? view (connection view)* (connection superview)? direction?
/// orientation:= 'H' | 'V'
/// view       := '[' item ('(' predicate (',' predicate)* ')')? ']'
/// connection := '' | '-' | '-' number '-' | '-(' spacing (',' spacing)* ')-'
/// predicate  := relation? (number | item) ('@' priority)?
/// spacing    := relation? number ('@' priority)?
/// direction  := '(LTR)' | '(RTL)'            # suffix UIKit prints in logs
/// ```
/// Spaces between tokens are allowed. A name as spacing is a metric, looked up in `metrics`
/// (code passes a metrics dictionary; fixtures have none, so there it is an error); a name inside
/// a view's predicates is a metric when `metrics` has it, else a view.
struct VisualFormatLineParser {
    private var cursor: SyntaxCursor
    private let metrics: [String: Double]

    init(_ text: String, metrics: [String: Double] = [:]) {
        cursor = SyntaxCursor(text)
        self.metrics = metrics
    }

    /// Apple's wording for a view whose predicates or brackets are not closed.
    static let unclosedViewMessage = "A predicate on a view's thickness must end with ')' and the view must end with ']'"

    mutating func parse() throws(SnippetError) -> VisualFormatLine {
        cursor.skipSpaces()
        let orientation = try takeOrientation()
        let axis = orientation ?? .horizontal
        var line = VisualFormatLine(axis: axis, direction: .natural, elements: [], connections: [])
        cursor.skipSpaces()
        if cursor.current == .bar {
            line.elements.append(.superview(column: cursor.column))
            cursor.advance()
            line.connections.append(try takeConnection(expecting: "'-' or '[' after '|'"))
            guard cursor.current == .openBracket else {
                throw cursor.current == .bar
                    ? cursor.error("a visual format needs at least one view between the superview edges", at: cursor.offset)
                    : cursor.expected("'[' to start a view")
            }
        } else if cursor.current != .openBracket {
            throw cursor.expected(orientation == nil ? "'H:', 'V:', '|' or '[' to start the visual format" : "'|' or '[' after the orientation")
        }

        while true {
            line.elements.append(.view(try takeView()))
            cursor.skipSpaces()
            guard let next = cursor.current, next == .minus || next == .openBracket || next == .bar else { break }
            line.connections.append(try takeConnection(expecting: "'-', '[' or '|' after the view"))
            if cursor.current == .bar {
                line.elements.append(.superview(column: cursor.column))
                cursor.advance()
                cursor.skipSpaces()
                break
            }
        }

        line.direction = try takeDirection()
        cursor.skipSpaces()
        guard cursor.isAtEnd else { throw unexpectedTail(after: line) }
        return line
    }

    /// `H:` or `V:`, or nil when the line does not say (horizontal).
    private mutating func takeOrientation() throws(SnippetError) -> Axis? {
        let letter = cursor.current
        guard letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V") else { return nil }
        let axis: Axis = letter == UInt8(ascii: "H") ? .horizontal : .vertical
        cursor.advance()
        cursor.skipSpaces()
        guard cursor.take(.colon) else {
            let word = axis == .horizontal ? "horizontal" : "vertical"
            throw cursor.error("Expected ':' after '\(axis == .horizontal ? "H" : "V")' to specify \(word) arrangement", at: cursor.offset)
        }
        return axis
    }

    /// `[item]` or `[item(predicates)]`.
    private mutating func takeView() throws(SnippetError) -> VisualFormatLine.View {
        cursor.advance() // '['
        cursor.skipSpaces()
        let item = try cursor.takeViewItem()
        cursor.skipSpaces()
        var predicates: [VisualFormatLine.Predicate] = []
        if cursor.take(.openParen) {
            predicates = try takeList(closingMessage: Self.unclosedViewMessage) { parser throws(SnippetError) in try parser.takePredicate() }
            cursor.skipSpaces()
            guard cursor.take(.closeBracket) else { throw cursor.error(Self.unclosedViewMessage, at: cursor.nextTokenOffset) }
        } else if !cursor.take(.closeBracket) {
            throw cursor.expected("']' to close the view, or '(' to start its predicates")
        }
        return VisualFormatLine.View(item: item, predicates: predicates)
    }

    /// What joins two elements; the cursor is left on the next `[` or `|`.
    private mutating func takeConnection(expecting expectation: String) throws(SnippetError) -> VisualFormatLine.Connection {
        cursor.skipSpaces()
        guard cursor.take(.minus) else {
            guard cursor.current == .openBracket || cursor.current == .bar else {
                throw cursor.expected(expectation)
            }
            return .flush
        }
        cursor.skipSpaces()
        let connection: VisualFormatLine.Connection
        switch cursor.current {
        case .openBracket?, .bar?:
            return .standard
        case .openParen?:
            cursor.advance()
            connection = .spacings(try takeList(closingMessage: nil) { parser throws(SnippetError) in try parser.takeSpacing() })
            cursor.skipSpaces()
            guard cursor.take(.minus) else { throw cursor.expected("'-' after the spacing predicates") }
        default:
            let start = cursor.offset
            var metric: Double?
            if let name = cursor.takeIdentifier() {
                guard let value = metrics[cursor.text(name)] else { throw metricError(cursor.text(name), at: start) }
                metric = value
            }
            guard let value = metric ?? cursor.takeUnsignedNumber() else {
                throw cursor.expectedNumber("a spacing (a number or '(' predicates ')'), '[' or '|' after '-'")
            }
            try cursor.checkMagnitude(value, of: "spacing", writtenAt: start..<cursor.offset)
            connection = .spacings([VisualFormatLine.Spacing(relation: .equal, constant: value, priority: nil)])
            cursor.skipSpaces()
            guard cursor.take(.minus) else { throw cursor.expected("'-' after the spacing \(cursor.text(start..<cursor.offset))") }
        }
        cursor.skipSpaces()
        guard cursor.current == .openBracket || cursor.current == .bar else {
            throw cursor.expected("'[' or '|' after '-'")
        }
        return connection
    }

    /// `element (',' element)* ')'`, after the `(`. `closingMessage` replaces the generic error
    /// when the list is not closed.
    private mutating func takeList<Element>(closingMessage: String?, _ takeElement: (inout Self) throws(SnippetError) -> Element) throws(SnippetError) -> [Element] {
        var elements: [Element] = []
        while true {
            cursor.skipSpaces()
            elements.append(try takeElement(&self))
            cursor.skipSpaces()
            if cursor.take(.closeParen) { return elements }
            guard cursor.take(.comma) else {
                if let closingMessage { throw cursor.error(closingMessage, at: cursor.nextTokenOffset) }
                throw cursor.expected("',' or ')' after the predicate")
            }
        }
    }

    /// A connection's predicate: a number, a system space, or a metric's name.
    private mutating func takeSpacing() throws(SnippetError) -> VisualFormatLine.Spacing {
        let relation = try takeRelation()
        cursor.skipSpaces()
        let start = cursor.offset
        let constant: Double
        if let space = try cursor.takeSystemSpace() {
            constant = space
        } else if cursor.current?.isIdentifierStart == true, !cursor.isAtNonFiniteWord, let name = cursor.takeIdentifier() {
            guard let value = metrics[cursor.text(name)] else { throw metricError(cursor.text(name), at: start) }
            constant = value
        } else if let value = cursor.takeSignedNumber() {
            try cursor.checkMagnitude(value, of: "spacing", writtenAt: start..<cursor.offset)
            constant = value
        } else {
            throw cursor.expectedNumber(Self.objectExpectation("a number", after: relation))
        }
        return VisualFormatLine.Spacing(relation: relation ?? .equal, constant: constant, priority: try takeOptionalPriority())
    }

    /// A view's predicate: a number, or the name of the view whose size it equals.
    private mutating func takePredicate() throws(SnippetError) -> VisualFormatLine.Predicate {
        let relation = try takeRelation()
        cursor.skipSpaces()
        let start = cursor.offset
        let object: VisualFormatLine.Predicate.Object
        if let space = try cursor.takeSystemSpace() {
            object = .constant(space)
        } else if cursor.current?.isIdentifierStart == true, !cursor.isAtNonFiniteWord {
            let item = try cursor.takeViewItem()
            if case .named(let path) = item.kind, path.count == 1, let value = metrics[path[0]] {
                object = .constant(value)
            } else {
                object = .view(item)
            }
        } else if let value = cursor.takeSignedNumber() {
            try cursor.checkMagnitude(value, of: "constant", writtenAt: start..<cursor.offset)
            object = .constant(value)
        } else {
            throw cursor.expectedNumber(Self.objectExpectation("a number or a view name", after: relation))
        }
        return VisualFormatLine.Predicate(relation: relation ?? .equal, object: object, priority: try takeOptionalPriority())
    }

    private static func objectExpectation(_ what: String, after relation: LayoutRelation?) -> String {
        guard let relation else { return "a predicate (\(what), optionally after '==', '>=' or '<=')" }
        return "\(what) after '\(relation.rawValue)'"
    }

    private mutating func takeOptionalPriority() throws(SnippetError) -> LayoutPriority? {
        cursor.skipSpaces()
        guard cursor.take(.at) else { return nil }
        cursor.skipSpaces()
        return try cursor.takePriority()
    }

    /// `==`, `>=`, `<=`, or nil when none is written; a lone `=`, `<` or `>` is an error.
    private mutating func takeRelation() throws(SnippetError) -> LayoutRelation? {
        if cursor.take("==") { return .equal }
        if cursor.take(">=") { return .greaterThanOrEqual }
        if cursor.take("<=") { return .lessThanOrEqual }
        if let byte = cursor.current, byte.isRelationByte {
            throw cursor.error("unknown relation \(cursor.describeToken(at: cursor.offset)); expected '==', '>=' or '<='", at: cursor.offset)
        }
        return nil
    }

    /// UIKit's `(LTR)`/`(RTL)` suffix after the last element.
    private mutating func takeDirection() throws(SnippetError) -> VisualFormatLine.Direction {
        guard cursor.current == .openParen else { return .natural }
        if cursor.take("(LTR)") { return .leftToRight }
        if cursor.take("(RTL)") { return .rightToLeft }
        throw cursor.expected("'(LTR)' or '(RTL)' after the visual format")
    }

    private func unexpectedTail(after line: VisualFormatLine) -> SnippetError {
        if line.direction != .natural {
            return cursor.expected("the end of the visual format after the direction")
        }
        if case .superview? = line.elements.last {
            return cursor.expected("the end of the visual format after the closing '|'")
        }
        return cursor.expected("'-', '[' or '|' after the view")
    }

    private func metricError(_ name: String, at offset: Int) -> SnippetError {
        guard !metrics.isEmpty else {
            return cursor.error("metric '\(name)' is not defined: a name used as spacing is a metric, and there is no metrics dictionary; write the number", at: offset)
        }
        return cursor.error("metric '\(name)' is not in the metrics dictionary (\(metrics.keys.sorted().joined(separator: ", ")))", at: offset)
    }
}
