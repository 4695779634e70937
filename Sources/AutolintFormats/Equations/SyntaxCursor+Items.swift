import AutolintModel

/// Items as equations and VFL lines write them: fixture names (`title`, `root.safeArea`,
/// `superview`) and the descriptions UIKit prints (`UILabel:0x7f8b1c40a2b0'Title'`,
/// `Trust.BrowserNavigationBar:0x1`, `_UILayoutGuide:0x2`).
extension SyntaxCursor {
    /// Where an item stands, which decides how a quoted name inside it may end: UIKit prints the
    /// text of a label unescaped, so `'Don't'` is closed by the quote that the syntax can follow.
    enum ItemContext {
        /// `ITEM.attribute` in an equation: the name closes before `.attribute`.
        case equation
        /// `[ITEM]` or `[ITEM(predicates)]` in VFL: the name closes before `]` or `(`.
        case visualFormat
    }

    /// `item.attribute` at the cursor.
    mutating func takeAnchor() throws(SnippetError) -> AnchorSyntax {
        let start = offset
        if current == .less, let item = takeBracketedObject() {
            guard take(.dot) else { throw expected("'.' and an attribute after '\(text(start..<offset))'") }
            let attributeStart = offset
            guard let name = takeIdentifier() else { throw expected("an attribute after '.'") }
            return AnchorSyntax(item: item, attribute: try attribute(at: name), attributeColumn: column(at: attributeStart))
        }
        let path = try takeDottedPath(expecting: "an item (a view id, 'superview', or a logged view such as 'UILabel:0x1')", endsWithAttribute: true)
        if current == .colon {
            let item = try takeLoggedItem(className: text(start..<path[path.count - 1].upperBound), from: start, context: .equation)
            if current == .space || current == .tab, nextTokenByte == .dot {
                throw error("unexpected space between '\(text(start..<offset))' and '.'", at: offset)
            }
            guard take(.dot) else { throw expected("'.' and an attribute after '\(text(start..<offset))'") }
            let attributeStart = offset
            guard let name = takeIdentifier() else { throw expected("an attribute after '.'") }
            return AnchorSyntax(item: item, attribute: try attribute(at: name), attributeColumn: column(at: attributeStart))
        }
        guard path.count >= 2 else {
            throw expected("'.' and an attribute after '\(text(path[0]))'")
        }
        let attributeRange = path[path.count - 1]
        // Looked up once: a guide's name in the attribute's place is refused first.
        guard let attribute = knownAttribute(at: attributeRange) else {
            if GuideKind(suffix: text(attributeRange)) != nil {
                throw expected("'.' and an attribute after '\(text(start..<attributeRange.upperBound))'")
            }
            throw unknownAttribute(at: attributeRange)
        }
        let item = ItemSyntax(kind: .named(path.dropLast().map { text($0) }), column: column(at: start))
        return AnchorSyntax(item: item, attribute: attribute, attributeColumn: column(at: attributeRange.lowerBound))
    }

    /// The item inside a VFL `[...]`: a name, a dotted guide name, or a logged view.
    mutating func takeViewItem() throws(SnippetError) -> ItemSyntax {
        let start = offset
        let path = try takeDottedPath(expecting: "a view name", endsWithAttribute: false)
        if current == .colon {
            return try takeLoggedItem(className: text(start..<path[path.count - 1].upperBound), from: start, context: .visualFormat)
        }
        return ItemSyntax(kind: .named(path.map { text($0) }), column: column(at: start))
    }

    /// `a`, `a.b.c`: identifiers joined by dots, as byte ranges. Names as UIKit prints them may
    /// also hold `$` (mangled Swift generics, `_TtGC8MyApp8CardViewCS_P10$1058...`) and end in
    /// `...` where UIKit cut a long name (`DetailViewFeatureItemCell....width`); both stay part of
    /// the name, which the address or `names:` then identifies.
    private mutating func takeDottedPath(expecting what: String, endsWithAttribute: Bool) throws(SnippetError) -> [Range<Int>] {
        guard let first = takeLoggedName() else { throw expected(what) }
        // `item.attribute` and `view.guide.attribute` are the common lengths: no regrowth for them.
        var path: [Range<Int>] = []
        path.reserveCapacity(3)
        path.append(first)
        while current == .dot, peek(1)?.isIdentifierStart == true {
            advance()
            if let next = takeLoggedName() { path.append(next) }
        }
        // After `item.` in an equation the word is an attribute: its own check quotes it whole.
        if let byte = current, byte >= 0x80, !(endsWithAttribute && path.count >= 2) {
            throw error("names are C identifiers (ASCII letters, digits and '_'), found \(describeToken(at: offset))", at: offset)
        }
        return path
    }

    /// An identifier, with any `$` runs inside it and a `...` truncation mark after it.
    private mutating func takeLoggedName() -> Range<Int>? {
        guard let name = takeIdentifier() else { return nil }
        var end = name.upperBound
        while current == .dollar {
            advance()
            while let byte = current, byte.isIdentifierStart || byte.isDigit || byte == .dollar { advance() }
            end = offset
        }
        // `...` then `.`, `:`, `]`, `(`, a space or the end: UIKit's cut, not a path separator.
        if current == .dot, peek(1) == .dot, peek(2) == .dot {
            let after = peek(3)
            if after == nil || after == .dot || after == .colon || after == UInt8(ascii: "]") || after == UInt8(ascii: "(") || after == .space {
                advance(); advance(); advance()
                end = offset
            }
        }
        return name.lowerBound..<end
    }

    /// `<NSGridRow: 0x600001e4b6c0>`: an object as `-description` prints it, which AppKit uses
    /// for layout items that are not views (NSGridView's row and column boundaries). Nil, with
    /// the cursor unmoved, when the text is not one.
    private mutating func takeBracketedObject() -> ItemSyntax? {
        let start = offset
        advance() // '<'
        guard let className = takeIdentifier(), take(.colon) else { move(to: start); return nil }
        while current == .space { advance() }
        let addressStart = offset
        guard take("0x") || take("0X"), current?.isHexDigit == true else { move(to: start); return nil }
        while current?.isHexDigit == true { advance() }
        let address = text(addressStart..<offset)
        guard take(.greater) else { move(to: start); return nil }
        return ItemSyntax(kind: .logged(className: text(className), address: address, name: nil), column: column(at: start))
    }

    /// `:0xADDRESS` and an optional `'name'`, after the class name already read.
    private mutating func takeLoggedItem(className: String, from start: Int, context: ItemContext) throws(SnippetError) -> ItemSyntax {
        advance() // ':'
        let addressStart = offset
        guard take("0x") || take("0X"), current?.isHexDigit == true else {
            move(to: addressStart)
            throw expected("an address such as '0x7f8b1c40a2b0' after '\(className):'")
        }
        while current?.isHexDigit == true { advance() }
        let address = text(addressStart..<offset)
        var name: String?
        if current == .quote {
            name = try takeQuotedName(context: context)
        }
        return ItemSyntax(kind: .logged(className: className, address: address, name: name), column: column(at: start))
    }

    /// `'text'` after a logged item; the closing quote is the first one the syntax may follow.
    private mutating func takeQuotedName(context: ItemContext) throws(SnippetError) -> String {
        let open = offset
        var index = open + 1
        while index < bytes.count {
            if bytes[index] == .quote, closesQuotedName(at: index, context: context) {
                let name = text(open + 1..<index)
                move(to: index + 1)
                return name
            }
            index += 1
        }
        switch context {
        case .equation:
            throw error("unterminated quoted name: expected a closing ' followed by '.attribute'", at: open)
        case .visualFormat:
            throw error("unterminated quoted name: expected a closing ' followed by ']' or '('", at: open)
        }
    }

    private func closesQuotedName(at index: Int, context: ItemContext) -> Bool {
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        switch context {
        case .visualFormat:
            return next == .closeBracket || next == .openParen
        case .equation:
            guard next == .dot, index + 2 < bytes.count, bytes[index + 2].isIdentifierStart else { return false }
            var end = index + 2
            while end < bytes.count, bytes[end].isIdentifierStart || bytes[end].isDigit { end += 1 }
            return end == bytes.count || bytes[end] != .quote
        }
    }

    private func attribute(at range: Range<Int>) throws(SnippetError) -> LayoutAttribute {
        guard let attribute = knownAttribute(at: range) else { throw unknownAttribute(at: range) }
        return attribute
    }

    /// The attribute the name at `range` spells, unless a non-ASCII letter continues the word.
    private func knownAttribute(at range: Range<Int>) -> LayoutAttribute? {
        guard range.upperBound == bytes.count || bytes[range.upperBound] < 0x80 else { return nil }
        return AttributeNames.attribute(named: bytes[range])
    }

    private func unknownAttribute(at range: Range<Int>) -> SnippetError {
        // The message quotes the whole word as written, non-ASCII letters included.
        var end = range.upperBound
        while end < bytes.count, bytes[end].isIdentifierStart || bytes[end].isDigit || bytes[end] >= 0x80 { end += 1 }
        return error(AttributeNames.message(for: text(range.lowerBound..<end)), at: range.lowerBound)
    }
}
