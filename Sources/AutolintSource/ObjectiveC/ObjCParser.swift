import AutolintModel

/// A tolerant reader of Objective-C implementations: classes, their properties and methods, and
/// method bodies as statements of message sends, property accesses, literals and blocks. It is no
/// compiler: what it cannot read becomes `opaque` (with the names in it), it never stops on bad
/// input, and every step consumes a token, so it always ends.
struct ObjCParser {
    private let tokens: [ObjCToken]
    private var position = 0
    /// Nesting of expressions and blocks: deep input is read as opaque rather than recursed into.
    private var depth = 0
    static let maximumDepth = 200

    init(_ text: String) {
        tokens = ObjCTokenizer.tokens(of: text)
    }

    /// Every `@implementation` of the file.
    static func classes(in text: String) -> [ObjCClass] {
        var parser = ObjCParser(text)
        return parser.readFile()
    }

    // MARK: Tokens

    private var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }
    private func peek(_ offset: Int) -> ObjCToken? { position + offset < tokens.count ? tokens[position + offset] : nil }
    private var atEnd: Bool { position >= tokens.count }
    private mutating func advance() { position += 1 }
    private var lastToken: ObjCToken { tokens[max(0, min(position, tokens.count) - 1)] }

    private mutating func take(_ punctuation: String) -> Bool {
        guard current?.is(punctuation) == true else { return false }
        advance()
        return true
    }

    /// Skips a bracketed group starting at the current opening token; returns the names in it.
    @discardableResult
    private mutating func skipGroup(open: String, close: String) -> [String] {
        var names: [String] = []
        var level = 0
        while let token = current {
            if token.is(open) { level += 1 }
            if token.is(close) { level -= 1 }
            if close == ">" && token.is(">>") { level -= 2 }
            if token.kind == .identifier { names.append(token.text) }
            advance()
            if level <= 0 { break }
        }
        return names
    }

    // MARK: File

    private mutating func readFile() -> [ObjCClass] {
        var superclasses: [String: String] = [:]
        var properties: [String: [(name: String, type: String)]] = [:]
        var implementations: [ObjCClass] = []
        while let token = current {
            if token.kind == .directive, token.text == "interface", let name = peek(1), name.kind == .identifier {
                position += 2
                if take(":"), let superclass = current, superclass.kind == .identifier { superclasses[name.text] = superclass.text }
                properties[name.text, default: []] += readInterfaceBody()
            } else if token.kind == .directive, token.text == "implementation", let name = peek(1), name.kind == .identifier {
                position += 2
                implementations.append(readImplementation(name: name.text, at: token))
            } else {
                advance()
            }
        }
        return implementations.map { implementation in
            var complete = implementation
            complete.superclass = superclasses[implementation.name]
            complete.properties = properties[implementation.name] ?? []
            return complete
        }
    }

    /// `@property (…) UILabel *titleLabel;` lines up to `@end`.
    private mutating func readInterfaceBody() -> [(name: String, type: String)] {
        var found: [(name: String, type: String)] = []
        while let token = current, !(token.kind == .directive && token.text == "end") {
            guard token.kind == .directive, token.text == "property" else {
                advance()
                continue
            }
            advance()
            if current?.is("(") == true { skipGroup(open: "(", close: ")") }
            var words: [String] = []
            while let next = current, !next.is(";"), !(next.kind == .directive) {
                if next.kind == .identifier { words.append(next.text) }
                advance()
            }
            _ = take(";")
            let qualifiers: Set<String> = ["nonatomic", "atomic", "strong", "weak", "copy", "readonly", "nullable", "nonnull", "IBOutlet", "__kindof", "_Nullable", "_Nonnull"]
            let meaningful = words.filter { !qualifiers.contains($0) }
            if meaningful.count >= 2, let name = meaningful.last { found.append((name, meaningful[0])) }
        }
        advance()
        return found
    }

    private mutating func readImplementation(name: String, at location: ObjCToken) -> ObjCClass {
        var methods: [ObjCClass.Method] = []
        while let token = current, !(token.kind == .directive && token.text == "end") {
            if (token.is("-") || token.is("+")), let method = readMethod() {
                methods.append(method)
            } else if token.is("{") {
                skipGroup(open: "{", close: "}")
            } else {
                advance()
            }
        }
        advance()
        return ObjCClass(name: name, superclass: nil, properties: [], methods: methods, location: location)
    }

    /// `- (void)setupWithTitle:(NSString *)title subtitle:(NSString *)subtitle { … }`.
    private mutating func readMethod() -> ObjCClass.Method? {
        let isClassMethod = current?.is("+") == true
        advance()
        if current?.is("(") == true { skipGroup(open: "(", close: ")") }
        var selector = ""
        var parameters: [String] = []
        while let token = current, token.kind == .identifier {
            advance()
            guard take(":") else {
                if selector.isEmpty { selector = token.text }
                break
            }
            selector += token.text + ":"
            if current?.is("(") == true { skipGroup(open: "(", close: ")") }
            if let parameter = current, parameter.kind == .identifier {
                parameters.append(parameter.text)
                advance()
            }
        }
        // Variadic `, ...` and attributes before the body.
        while let token = current, !token.is("{"), !token.is(";"), !token.is("-"), !token.is("+"), token.kind != .directive { advance() }
        guard current?.is("{") == true else {
            _ = take(";")
            return nil
        }
        advance()
        let body = readStatements()
        return ObjCClass.Method(selector: selector, parameters: parameters, body: body, isClassMethod: isClassMethod)
    }

    // MARK: Statements

    /// Statements up to the `}` that closes the block (consumed).
    private mutating func readStatements() -> [ObjCStatement] {
        var statements: [ObjCStatement] = []
        while let token = current {
            if token.is("}") {
                advance()
                return statements
            }
            if token.kind == .directive && token.text == "end" { return statements }
            let before = position
            statements += readStatement()
            if position == before { advance() }
        }
        return statements
    }

    /// One statement, or a block's statements.
    private mutating func readStatement() -> [ObjCStatement] {
        guard let token = current else { return [] }
        if token.is("{") {
            advance()
            return nested { $0.readStatements() }
        }
        if token.is(";") {
            advance()
            return []
        }
        if token.kind == .identifier {
            switch token.text {
            case "if": return [readIf()]
            case "return":
                advance()
                if take(";") { return [.returnStatement(nil, at: token)] }
                let value = readExpression()
                skipToStatementEnd()
                return [.returnStatement(value, at: token)]
            case "for": return [readFor()]
            case "while", "do", "switch", "@try", "@synchronized", "@autoreleasepool":
                return [readOpaqueStatement(startingAt: token)]
            default: break
            }
            if let declaration = readDeclaration() { return declaration }
        }
        if token.kind == .directive {
            return [readOpaqueStatement(startingAt: token)]
        }
        let expression = readExpression()
        if let operation = current, operation.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(operation.text) {
            advance()
            let value = readExpression()
            skipToStatementEnd()
            return [.assignment(target: expression, operation: operation.text, value: value, at: token)]
        }
        skipToStatementEnd()
        return [.expression(expression, at: token)]
    }

    private mutating func nested<T>(_ body: (inout ObjCParser) -> [T]) -> [T] {
        guard depth < Self.maximumDepth else {
            // Too deep to follow: the rest of this block is skipped as one opaque statement.
            var level = 1
            while let token = current, level > 0 {
                if token.is("{") { level += 1 }
                if token.is("}") { level -= 1 }
                advance()
            }
            return []
        }
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    /// Skips to after the `;` that ends the statement, at this nesting level.
    private mutating func skipToStatementEnd() {
        var level = 0
        while let token = current {
            if token.is(";") && level == 0 {
                advance()
                return
            }
            if token.is("}") && level == 0 { return }
            if token.is("(") || token.is("[") || token.is("{") { level += 1 }
            if token.is(")") || token.is("]") || token.is("}") { level -= 1 }
            advance()
        }
    }

    /// Reads to the statement's end from `start`, its first token, which may already be read (a
    /// keyword the input ends after).
    private mutating func readOpaqueStatement(startingAt start: ObjCToken) -> ObjCStatement {
        var names: [String] = []
        var level = 0
        while let token = current {
            if token.kind == .identifier { names.append(token.text) }
            advance()
            if token.is("{") { level += 1 }
            if token.is("}") {
                level -= 1
                if level <= 0 { break }
            }
            if token.is(";") && level == 0 && !(current?.kind == .identifier && current?.text == "while") { break }
        }
        return .opaque(names, at: start)
    }

    private mutating func readIf() -> ObjCStatement {
        let start = current!
        advance()
        guard current?.is("(") == true else { return readOpaqueStatement(startingAt: start) }
        advance()
        var condition = readExpression()
        if take("=") { condition = .assignment(condition, readExpression()) }
        while let token = current, !token.is(")") { advance() }
        advance()
        let then = nested { $0.readStatement() }
        var otherwise: [ObjCStatement]?
        if current?.kind == .identifier, current?.text == "else" {
            advance()
            otherwise = nested { $0.readStatement() }
        }
        return .ifStatement(condition: condition, then: then, otherwise: otherwise, at: start)
    }

    /// `for (Type *name in collection) body`; other loops are opaque.
    private mutating func readFor() -> ObjCStatement {
        let start = current!
        let saved = position
        advance()
        if take("("), let inIndex = (position..<min(position + 6, tokens.count)).first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "in" }),
           inIndex > position, tokens[inIndex - 1].kind == .identifier {
            let name = tokens[inIndex - 1].text
            position = inIndex + 1
            let collection = readExpression()
            if take(")") {
                let body = nested { $0.readStatement() }
                return .forIn(name: name, collection: collection, body: body, at: start)
            }
        }
        position = saved
        advance()
        var names = current?.is("(") == true ? skipGroup(open: "(", close: ")") : []
        if case .opaque(let bodyNames, _) = readOpaqueStatement(startingAt: start) { names += bodyNames }
        return .opaque(names, at: start)
    }

    /// `Type *name = value;`, `const CGFloat size = 50.0;`, `__weak typeof(self) weakSelf = self;`.
    private mutating func readDeclaration() -> [ObjCStatement]? {
        let saved = position
        let qualifiers: Set<String> = ["const", "static", "__weak", "__strong", "__block", "__unsafe_unretained", "__kindof", "volatile", "unsigned", "signed", "long", "short", "struct", "enum"]
        var start = position
        while let token = current, token.kind == .identifier, qualifiers.contains(token.text) { advance(); start = position }
        guard let type = current, type.kind == .identifier, type.text != "self", type.text != "super" else {
            position = saved
            return nil
        }
        advance()
        if current?.is("(") == true, type.text == "typeof" || type.text == "__typeof" || type.text == "__typeof__" { skipGroup(open: "(", close: ")") }
        if current?.is("<") == true { skipGroup(open: "<", close: ">") }
        while take("*") {}
        while let token = current, token.kind == .identifier, ["const", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "__kindof"].contains(token.text) { advance() }
        guard let name = current, name.kind == .identifier, let after = peek(1), after.is("=") || after.is(";") || after.is(",") || after.is("[") else {
            position = saved
            return nil
        }
        _ = start
        var declarations: [ObjCStatement] = []
        while let nameToken = current, nameToken.kind == .identifier {
            advance()
            if current?.is("[") == true { skipGroup(open: "[", close: "]") }
            var value: ObjCExpression?
            if take("=") {
                value = readExpression()
                // `int padding = self.padding = 10;`: the last value, given to every target on the way.
                while take("="), let middle = value {
                    let next = readExpression()
                    declarations.append(.assignment(target: middle, operation: "=", value: next, at: nameToken))
                    value = next
                }
            }
            declarations.append(.declaration(name: nameToken.text, type: type.text, value: value, at: nameToken))
            guard take(",") else { break }
            while take("*") {}
        }
        skipToStatementEnd()
        return declarations
    }

    // MARK: Expressions

    mutating func readExpression() -> ObjCExpression {
        guard depth < Self.maximumDepth else {
            let token = current
            skipToStatementEnd()
            return .opaque([], token)
        }
        depth += 1
        defer { depth -= 1 }
        let condition = readBinary(precedence: 0)
        if current?.is("?") == true {
            let token = current
            advance()
            let whenTrue = readExpression()
            _ = take(":")
            let whenFalse = readExpression()
            return .opaque(condition.names + whenTrue.names + whenFalse.names, token)
        }
        return condition
    }

    private static let precedences: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    private mutating func readBinary(precedence minimum: Int) -> ObjCExpression {
        var left = readUnary()
        var links = 0
        while let token = current, token.kind == .punctuation, let precedence = Self.precedences[token.text], precedence > minimum {
            advance()
            let right = readBinary(precedence: precedence)
            left = Self.bounded(.binary(left, token.text, right), links: &links, at: token)
        }
        return left
    }

    /// A chain built in a loop (`a + b + c …`, `a.b.c …`) is as deep as it is long, and every walk
    /// over it recurses: past `maximumDepth` links it is folded into an opaque expression of the
    /// names it mentions, which opens the views behind them (50,000 links overflowed the stack).
    private static func bounded(_ expression: ObjCExpression, links: inout Int, at token: ObjCToken) -> ObjCExpression {
        links += 1
        guard links >= maximumDepth else { return expression }
        links = 0
        var seen = Set<String>()
        return .opaque(expression.names.filter { seen.insert($0).inserted }, token)
    }

    private mutating func readUnary() -> ObjCExpression {
        guard let token = current else { return .opaque([], nil) }
        if token.kind == .punctuation, ["!", "-", "+", "~", "&", "*"].contains(token.text) {
            advance()
            guard depth < Self.maximumDepth else { return .opaque([], token) }
            depth += 1
            defer { depth -= 1 }
            return .unary(token.text, readUnary())
        }
        if token.is("("), isCast() {
            skipGroup(open: "(", close: ")")
            return readUnary()
        }
        return readPostfix(readPrimary())
    }

    /// `(CGFloat)`, `(id)`, `(UIView *)` followed by something a value starts with.
    private func isCast() -> Bool {
        var index = position + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return false }
        index += 1
        while index < tokens.count, tokens[index].is("*") || (tokens[index].kind == .identifier && ["const", "_Nullable", "_Nonnull"].contains(tokens[index].text)) { index += 1 }
        guard index + 1 < tokens.count, tokens[index].is(")") else { return false }
        let next = tokens[index + 1]
        guard tokens[position + 1].text.first?.isUppercase == true || ["id", "int", "float", "double", "long", "char", "unsigned"].contains(tokens[position + 1].text) else { return false }
        return next.kind != .punctuation || next.is("(") || next.is("[") || next.is("@") || next.is("-") || next.is("^")
    }

    private mutating func readPostfix(_ start: ObjCExpression) -> ObjCExpression {
        var expression = start
        var links = 0
        while let token = current {
            if token.is(".") || token.is("->"), let name = peek(1), name.kind == .identifier {
                position += 2
                expression = Self.bounded(.member(expression, name.text, name), links: &links, at: token)
            } else if token.is("(") {
                advance()
                expression = Self.bounded(.call(expression, readArguments(closing: ")"), at: token), links: &links, at: token)
            } else if token.is("[") {
                advance()
                let index = readExpression()
                _ = take("]")
                expression = Self.bounded(.subscripted(expression, index), links: &links, at: token)
            } else if token.is("++") || token.is("--") {
                advance()
            } else {
                break
            }
        }
        return expression
    }

    /// `a, b, c` up to the closing token (consumed).
    private mutating func readArguments(closing: String) -> [ObjCExpression] {
        var arguments: [ObjCExpression] = []
        while let token = current, !token.is(closing) {
            let before = position
            arguments.append(readExpression())
            if !take(",") {
                if position == before { advance() }
                if current?.is(closing) != true {
                    // Something unexpected: skip to the closing token at this level.
                    var level = 0
                    while let next = current {
                        if level == 0 && next.is(closing) { break }
                        if next.is("(") || next.is("[") || next.is("{") { level += 1 }
                        if next.is(")") || next.is("]") || next.is("}") { level -= 1 }
                        if level < 0 { return arguments }
                        advance()
                    }
                }
            }
        }
        _ = take(closing)
        return arguments
    }

    private mutating func readPrimary() -> ObjCExpression {
        guard let token = current else { return .opaque([], nil) }
        switch token.kind {
        case .number:
            advance()
            var text = token.text
            while let last = text.last, "fFlLuU".contains(last), !text.hasPrefix("0x") { text.removeLast() }
            return Double(text).map(ObjCExpression.number) ?? .opaque([], token)
        case .string:
            advance()
            var text = token.text
            // Adjacent literals are one string.
            while let next = current, next.kind == .string {
                text += next.text
                advance()
            }
            return .string(text)
        case .identifier:
            advance()
            return .identifier(token.text, token)
        case .directive:
            advance()
            switch token.text {
            case "YES", "true": return .boxed(.identifier("YES", token))
            case "NO", "false": return .boxed(.identifier("NO", token))
            case "selector", "encode", "protocol":
                if current?.is("(") == true { skipGroup(open: "(", close: ")") }
                return .opaque([], token)
            default: return .opaque([token.text], token)
            }
        case .punctuation:
            if token.is("[") { return readMessageSend() }
            if token.is("(") {
                advance()
                let inner = readExpression()
                // `((self = [super init]))`: an assignment in a condition.
                if take("=") {
                    let value = readExpression()
                    _ = take(")")
                    return .assignment(inner, value)
                }
                _ = take(")")
                return inner
            }
            if token.is("^") { return readBlock() }
            if token.is("@"), let next = peek(1) {
                if next.is("[") {
                    position += 2
                    return .arrayLiteral(readArguments(closing: "]"))
                }
                if next.is("{") {
                    position += 2
                    return readDictionary()
                }
                if next.is("(") {
                    position += 2
                    let inner = readExpression()
                    _ = take(")")
                    return .boxed(inner)
                }
                if next.kind == .number || next.is("-") {
                    advance()
                    return .boxed(readUnary())
                }
            }
            advance()
            return .opaque([], token)
        }
    }

    private mutating func readDictionary() -> ObjCExpression {
        var entries: [(key: ObjCExpression, value: ObjCExpression)] = []
        while let token = current, !token.is("}") {
            let before = position
            let key = readExpression()
            guard take(":") else {
                if position == before { advance() }
                continue
            }
            entries.append((key, readExpression()))
            _ = take(",")
        }
        _ = take("}")
        return .dictionaryLiteral(entries)
    }

    /// `[receiver selector]` or `[receiver part:argument part:argument, variadic]`.
    private mutating func readMessageSend() -> ObjCExpression {
        let open = current!
        advance()
        let receiver = readPostfix(readPrimaryReceiver())
        var selector = ""
        var arguments: [ObjCExpression] = []
        while let token = current, !token.is("]") {
            if token.kind == .identifier, peek(1)?.is(":") == true {
                position += 2
                selector += token.text + ":"
                arguments.append(readExpression())
            } else if token.is(":") {
                // An unnamed part (`[obj a:x :y]`).
                advance()
                selector += ":"
                arguments.append(readExpression())
            } else if token.kind == .identifier, selector.isEmpty {
                advance()
                selector = token.text
            } else if token.is(",") {
                advance()
                arguments.append(readExpression())
            } else {
                // Not a message send we can read: skip to its closing bracket.
                var level = 0
                while let next = current {
                    if next.is("[") { level += 1 }
                    if next.is("]") {
                        if level == 0 { break }
                        level -= 1
                    }
                    advance()
                }
            }
        }
        _ = take("]")
        return .send(receiver: receiver, selector: selector, arguments: arguments, at: open)
    }

    /// A receiver is a primary expression: a class name, `self`, `super`, a nested send.
    private mutating func readPrimaryReceiver() -> ObjCExpression {
        guard depth < Self.maximumDepth else { return .opaque([], current) }
        depth += 1
        defer { depth -= 1 }
        return readPrimary()
    }

    /// `^(MASConstraintMaker *make) { … }`, `^{ … }`, `^BOOL(id x) { … }`.
    private mutating func readBlock() -> ObjCExpression {
        advance()
        if current?.kind == .identifier, peek(1)?.is("(") == true { advance() }
        var parameters: [String] = []
        if current?.is("(") == true {
            var lastIdentifier: String?
            advance()
            while let token = current, !token.is(")") {
                if token.kind == .identifier { lastIdentifier = token.text }
                if token.is(","), let name = lastIdentifier { parameters.append(name) }
                advance()
            }
            if let name = lastIdentifier, name != "void" { parameters.append(name) }
            advance()
        }
        guard current?.is("{") == true else { return .opaque([], current) }
        advance()
        let body = nested { $0.readStatements() }
        return .block(parameters: parameters, body: body)
    }
}
