import AutolintModel
import Testing
@testable import AutolintFormats

@Suite struct EquationParserTests {
    // MARK: Fixture grammar

    static let fixtureForms: [(text: String, expected: String)] = [
        ("title.top == root.safeArea.top + 20", "title.top == 1 * root.safeArea.top + 20"),
        ("title.centerX == root.centerX", "title.centerX == 1 * root.centerX + 0"),
        ("field.width <= 400", "field.width <= 400"),
        ("go.height >= 44 @750", "go.height >= 44 @750"),
        ("a.width == 0.5 * b.width", "a.width == 0.5 * b.width + 0"),
        ("a.width == 0.5 * root.safeArea.width - 10 @750", "a.width == 0.5 * root.safeArea.width + -10 @750"),
        ("a.height == b.width * 2 + 4", "a.height == 2 * b.width + 4"),
        ("a.leading == superview.leadingMargin", "a.leading == 1 * superview.leadingMargin + 0"),
        ("a.trailing <= root.margins.trailing - 8 @low", "a.trailing <= 1 * root.margins.trailing + -8 @250"),
        ("  a.top   ==   b.bottom+8  ", "a.top == 1 * b.bottom + 8"),
        ("a.top==b.bottom-8@999", "a.top == 1 * b.bottom + -8 @999"),
        ("a.width == -1 * b.width", "a.width == -1 * b.width + 0"),
        ("a.width == 1e2", "a.width == 100"),
        ("a.width == .5 * b.width", "a.width == 0.5 * b.width + 0"),
        ("a.width == 2. * b.width", "a.width == 2 * b.width + 0"),
        ("a.width == b.width + 2.5e-1", "a.width == 1 * b.width + 0.25"),
        ("a.width == b.width - -3", "a.width == 1 * b.width + 3"),
        ("a.width == 0", "a.width == 0"),
        ("a.width == 12345678e-1", "a.width == 1234567.8"),
        ("a.width == b.width + 0.1234567890123456789", "a.width == 1 * b.width + 0.12345678901234568"),
        ("guide1.leading == a.trailing", "guide1.leading == 1 * a.trailing + 0"),
    ]

    @Test(arguments: fixtureForms)
    func readsTheFixtureGrammar(text: String, expected: String) throws {
        #expect(summary(try EquationParser.parse(text)) == expected)
    }

    /// Every attribute and alias, on both sides, with the attribute it means.
    static let attributeNames: [(name: String, attribute: LayoutAttribute)] =
        LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.rawValue, $0) } + [
            ("baseline", .lastBaseline), ("minX", .left), ("maxX", .right), ("midX", .centerX),
            ("minY", .top), ("maxY", .bottom), ("midY", .centerY),
        ]

    @Test(arguments: attributeNames)
    func readsEveryAttributeAndAlias(name: String, attribute: LayoutAttribute) throws {
        let equation = try EquationParser.parse("a.\(name) == b.\(name) + 1")
        #expect(equation.first.attribute == attribute)
        #expect(equation.second?.attribute == attribute)
        #expect(equation.first.attributeColumn == 3)
        #expect(equation.second?.attributeColumn == 3 + name.count + 6)
    }

    static let priorityForms: [(written: String, value: Float)] = [
        ("1", 1), ("1000", 1000), ("750", 750), ("999.5", 999.5), ("250.0", 250),
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
        ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50), ("fittingSizeCompression", 50),
        ("dragThatCanResizeScene", 510), ("dragThatCanResizeWindow", 510),
        ("sceneSizeStayPut", 500), ("windowSizeStayPut", 500), ("medium", 500),
        ("dragThatCannotResizeScene", 490), ("dragThatCannotResizeWindow", 490),
    ]

    @Test(arguments: priorityForms)
    func readsEveryPriorityForm(written: String, value: Float) throws {
        #expect(try EquationParser.parse("a.width >= 10 @\(written)").priority == LayoutPriority(value))
        #expect(try EquationParser.parse("a.leading == b.trailing + 8 @ \(written)").priority == LayoutPriority(value))
    }

    @Test func priorityIsNilWhenNotWritten() throws {
        #expect(try EquationParser.parse("a.width == b.width").priority == nil)
    }

    @Test func itemsKeepTheirPathsAndColumns() throws {
        let equation = try EquationParser.parse("title.top == root.safeArea.top + 20")
        #expect(equation.first.item == ItemSyntax(kind: .named(["title"]), column: 1))
        #expect(equation.second?.item == ItemSyntax(kind: .named(["root", "safeArea"]), column: 14))
        #expect(equation.second?.attributeColumn == 28)
        #expect(equation.visualFormat == nil)
        #expect(equation.multiplier == 1)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let equation = try EquationParser.parse("UILabel:0x1'Größe'.leading == b.leading")
        #expect(equation.first.attributeColumn == 20)
        #expect(equation.second?.item.column == 31)
    }

    // MARK: Forms UIKit prints

    static let loggedForms: [(text: String, expected: String)] = [
        ("UILabel:0x7f8b1c40a2b0'Title'.leading == UIView:0x7f8b1c409f10.leadingMargin + 8",
         "UILabel:0x7f8b1c40a2b0'Title'.leading == 1 * UIView:0x7f8b1c409f10.leadingMargin + 8"),
        ("UIImageView:0x1.width == 1.77778*UIImageView:0x1.height",
         "UIImageView:0x1.width == 1.77778 * UIImageView:0x1.height + 0"),
        ("UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615",
         "UIImageView:0x4db3270.width == 0.384615 * UIImageView:0x4db3270.height + 0"),
        ("X.height == Y.height * 0.38", "X.height == 0.38 * Y.height + 0"),
        ("Trust.BrowserNavigationBar:0x7fbcc64374b0.width == 0",
         "Trust.BrowserNavigationBar:0x7fbcc64374b0.width == 0"),
        ("UIStackView:0x7fb2.trailing == Onfido.IntroBodyView:0x7fb2de543640.trailing - 16",
         "UIStackView:0x7fb2.trailing == 1 * Onfido.IntroBodyView:0x7fb2de543640.trailing + -16"),
        ("UILabel:0x7fd94ccacfa0' '.leading == SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin",
         "UILabel:0x7fd94ccacfa0' '.leading == 1 * SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin + 0"),
        ("UILabel:0x1'Don't panic'.top >= UIView:0x2.top + 50",
         "UILabel:0x1'Don't panic'.top >= 1 * UIView:0x2.top + 50"),
        ("UILabel:0x1'a.b 'c'.d'.top == UIView:0x2.top",
         "UILabel:0x1'a.b 'c'.d'.top == 1 * UIView:0x2.top + 0"),
        ("UILabel:0x1'Name (x) == 2'.width == 20", "UILabel:0x1'Name (x) == 2'.width == 20"),
        ("UILayoutGuide:0x60000195c540'UIViewSafeAreaLayoutGuide'.bottom == UIView:0x2.bottom",
         "UILayoutGuide:0x60000195c540'UIViewSafeAreaLayoutGuide'.bottom == 1 * UIView:0x2.bottom + 0"),
        ("_UILayoutGuide:0x17018b390.bottom == UIView:0x2.top", "_UILayoutGuide:0x17018b390.bottom == 1 * UIView:0x2.top + 0"),
        ("AddressToolbar.lockIcon.width == 40", "AddressToolbar.lockIcon.width == 40"),
        ("deltachat_ios.LocationStreamingIndicator:0x11555cb90.height == 20.4",
         "deltachat_ios.LocationStreamingIndicator:0x11555cb90.height == 20.4"),
        ("UIView:0x1.width == UIView:0x2.width + 13.0", "UIView:0x1.width == 1 * UIView:0x2.width + 13"),
        ("UILabel:0x1.midX == UIView:0x2.width-29", "UILabel:0x1.centerX == 1 * UIView:0x2.width + -29"),
        ("UIView:0x1.midX == 0.967742*UIView:0x2.midX + 5.16129", "UIView:0x1.centerX == 0.967742 * UIView:0x2.centerX + 5.16129"),
        ("UIView:0x1.bottom <= UIView:0x2.bottom NSLayoutAnchorConstraintSpace(8)", "UIView:0x1.bottom <= 1 * UIView:0x2.bottom + 8"),
        ("UIView:0x1.top == UIView:0x2.bottom + NSSpace(8)", "UIView:0x1.top == 1 * UIView:0x2.bottom + 8"),
        ("UIView:0x1.bottom == UIView:0x2.bottom - NSLayoutAnchorConstraintSpace(20)", "UIView:0x1.bottom == 1 * UIView:0x2.bottom + -20"),
        ("UIView:0xABCdef.firstBaseline == UIView:0x2.lastBaseline", "UIView:0xABCdef.firstBaseline == 1 * UIView:0x2.lastBaseline + 0"),
    ]

    @Test(arguments: loggedForms)
    func readsTheFormsUIKitPrints(text: String, expected: String) throws {
        #expect(summary(try EquationParser.parse(text)) == expected)
    }

    @Test func loggedItemsCarryClassAddressAndName() throws {
        let equation = try EquationParser.parse("Trust.BrowserNavigationBar:0x7fbcc64374b0'Nav'.width == 0")
        #expect(equation.first.item.kind == .logged(className: "Trust.BrowserNavigationBar", address: "0x7fbcc64374b0", name: "Nav"))
        #expect(equation.first.attributeColumn == 48)
    }

    @Test func quotedNamesMayBeEmpty() throws {
        let equation = try EquationParser.parse("UILabel:0x1''.width == 0")
        #expect(equation.first.item.kind == .logged(className: "UILabel", address: "0x1", name: ""))
    }
}

@Suite struct EquationAttributeNamesTests {
    @Test func byteTableAgreesWithTheModel() {
        #expect(AttributeNames.candidates.count == 27)
        for name in AttributeNames.candidates {
            #expect(AttributeNames.attribute(named: ArraySlice(name.utf8)) == LayoutAttribute(name: name))
        }
        #expect(AttributeNames.attribute(named: ArraySlice("notAnAttribute".utf8)) == nil)
        #expect(AttributeNames.attribute(named: ArraySlice("Width".utf8)) == nil)
    }

    @Test(arguments: [("widht", "width"), ("heigth", "height"), ("leadingmargin", "leadingMargin"), ("centreX", "centerX"),
                      ("lastBaseLine", "lastBaseline"), ("midx", "midX"), ("tpo", "top")])
    func suggestsTheNearestName(written: String, suggestion: String) {
        #expect(AttributeNames.nearest(to: written) == suggestion)
    }

    @Test func suggestsNothingForUnrelatedWords() {
        #expect(AttributeNames.nearest(to: "backgroundColor") == nil)
    }
}

@Suite struct EquationItemDescriptionTests {
    @Test(arguments: [
        (ItemSyntax.Kind.named(["root", "safeArea"]), "root.safeArea"),
        (.named(["superview"]), "superview"),
        (.containerEdge, "|"),
        (.logged(className: "UILabel", address: "0x7f", name: "Title"), "UILabel:0x7f'Title'"),
        (.logged(className: "Trust.Bar", address: "0x1", name: nil), "Trust.Bar:0x1"),
    ])
    func itemsDescribeThemselvesAsWritten(kind: ItemSyntax.Kind, written: String) {
        #expect(ItemSyntax(kind: kind, column: 1).description == written)
    }
}

/// The hand-written number scanner reads exactly what the standard library's conversion reads.
@Suite struct EquationNumberTests {
    @Test func numbersMatchTheStandardConversion() throws {
        var state: UInt64 = 7
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        for _ in 0..<5000 {
            let whole = String(next(10_000_000))
            let fraction = String(repeating: "0", count: Int(next(4))) + String(next(1_000_000_000_000))
            let text = next(3) == 0 ? whole : "\(whole).\(fraction)"
            let written = next(5) == 0 ? text + "e-\(next(30))" : text
            guard let expected = Double(written), abs(expected) <= 1e7 else { continue }
            #expect(try EquationParser.parse("a.width == \(written)").constant == expected, "\(written)")
        }
    }
}
