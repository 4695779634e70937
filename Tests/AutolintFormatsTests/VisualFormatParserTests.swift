import AutolintModel
import Testing
@testable import AutolintFormats

@Suite struct VisualFormatParserTests {
    /// Apple's published examples and every construct of the grammar, with their expansions.
    static let expansions: [(line: String, expected: [String])] = [
        ("[button]-[textField]", ["textField.leading == 1 * button.trailing + 8"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        ("|-50-[purpleBox]-50-|", ["purpleBox.leading == 1 * |.leading + 50", "|.trailing == 1 * purpleBox.trailing + 50"]),
        ("V:[topField]-10-[bottomField]", ["bottomField.top == 1 * topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading == 1 * maroonView.trailing + 0"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[button1(==button2)]", ["button1.width == 1 * button2.width + 0"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        ("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == 1 * |.leading + 20",
            "findNext.leading == 1 * find.trailing + 8",
            "findField.leading == 1 * findNext.trailing + 8",
            "findField.width >= 20",
            "|.trailing == 1 * findField.trailing + 20",
        ]),
        ("[a]-(>=50@30)-[b]", ["b.leading >= 1 * a.trailing + 50 @30"]),
        ("[view1(500@10)]", ["view1.width == 500 @10"]),
        ("H:|-20-[field]-8-[go]-20-|", [
            "field.leading == 1 * |.leading + 20", "go.leading == 1 * field.trailing + 8", "|.trailing == 1 * go.trailing + 20",
        ]),
        ("V:|[a]|", ["a.top == 1 * |.top + 0", "|.bottom == 1 * a.bottom + 0"]),
        ("V:|-[a]-[b]-|", ["a.top == 1 * |.top + 20", "b.top == 1 * a.bottom + 8", "|.bottom == 1 * b.bottom + 20"]),
        ("[a(>=50@750,<=b)]", ["a.width >= 50 @750", "a.width <= 1 * b.width + 0"]),
        ("V:[a(==b@high)]", ["a.height == 1 * b.height + 0 @750"]),
        ("[a]-(>=8@750,<=20)-[b]", ["b.leading >= 1 * a.trailing + 8 @750", "b.leading <= 1 * a.trailing + 20"]),
        ("[a]-(8)-[b]", ["b.leading == 1 * a.trailing + 8"]),
        ("[a]-(-7)-[b]", ["b.leading == 1 * a.trailing + -7"]),
        ("[a]-0.5-[b]", ["b.leading == 1 * a.trailing + 0.5"]),
        ("H:[a]-[b]-|", ["b.leading == 1 * a.trailing + 8", "|.trailing == 1 * b.trailing + 20"]),
        ("[a]", []),
        ("[a(==a)]", ["a.width == 1 * a.width + 0"]),
        ("[root.safeArea]-[b]", ["b.leading == 1 * root.safeArea.trailing + 8"]),
        ("V :[a]", []),
        ("  H: | - 20 - [ a ( >= 10 , <= 20 @ 999 ) ] - |  ", [
            "a.leading == 1 * |.leading + 20", "a.width >= 10", "a.width <= 20 @999", "|.trailing == 1 * a.trailing + 20",
        ]),
    ]

    @Test(arguments: expansions)
    func expandsAsUIKitDoes(line: String, expected: [String]) throws {
        let equations = try VisualFormatParser.parse(line)
        #expect(equations.map(summary) == expected)
        #expect(equations.allSatisfy { $0.visualFormat == line })
    }

    /// The VFL-style bodies UIKit prints for constraints VFL can express.
    static let loggedBodies: [(line: String, expected: [String])] = [
        ("H:[UIImageView:0x7f(320)]", ["UIImageView:0x7f.width == 320"]),
        ("V:|-(0)-[UILabel:0x1]", ["UILabel:0x1.top == 1 * |.top + 0"]),
        ("H:[a]-(NSSpace(8))-[b]", ["b.leading == 1 * a.trailing + 8"]),
        ("V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x1]", ["UILabel:0x1.top >= 1 * |.top + 8"]),
        ("H:[UILabel:0x7fa01200b390'Leo Nicholson']-(11)-|", ["|.trailing == 1 * UILabel:0x7fa01200b390'Leo Nicholson'.trailing + 11"]),
        ("H:[UILabel:0x1'Seconds'(70)]", ["UILabel:0x1'Seconds'.width == 70"]),
        ("H:[UILabel:0x1'a (b)'(>=400)]", ["UILabel:0x1'a (b)'.width >= 400"]),
        ("H:[UILabel:0x1'it's]'(5)]", ["UILabel:0x1'it's]'.width == 5"]),
        ("V:[UITableViewCellContentView:0x157563a0(139.5)]", ["UITableViewCellContentView:0x157563a0.height == 139.5"]),
        ("H:[DcCore.InitialsBadge:0x114977150]-(0)-[UIStackView:0x1149786c0]",
         ["UIStackView:0x1149786c0.leading == 1 * DcCore.InitialsBadge:0x114977150.trailing + 0"]),
        ("H:|-(5)-[NSVisualEffectView:0x7fd7bfb4b160](LTR)", ["NSVisualEffectView:0x7fd7bfb4b160.left == 1 * |.left + 5"]),
        ("H:[a]-(>=5)-[b](LTR)", ["b.left >= 1 * a.right + 5"]),
        ("H:[a]-8-[b](RTL)", ["a.left == 1 * b.right + 8"]),
        ("H:|-8-[a]-4-|(RTL)", ["|.right == 1 * a.right + 8", "a.left == 1 * |.left + 4"]),
        ("V:[a]-8-[b](LTR)", ["b.top == 1 * a.bottom + 8"]),
    ]

    @Test(arguments: loggedBodies)
    func readsTheBodiesUIKitPrints(line: String, expected: [String]) throws {
        #expect(try VisualFormatParser.parse(line).map(summary) == expected)
    }

    @Test func anchorsPointAtTheirElements() throws {
        let equations = try VisualFormatParser.parse("H:|-[title(==other)]")
        #expect(equations[0].first.item == ItemSyntax(kind: .named(["title"]), column: 6))
        #expect(equations[0].first.attributeColumn == 6)
        #expect(equations[0].second?.item == ItemSyntax(kind: .containerEdge, column: 3))
        #expect(equations[1].second?.item == ItemSyntax(kind: .named(["other"]), column: 14))
    }

    @Test(arguments: [
        ("H:|[a]", true), ("V:[a]", true), ("|-[a]", true), ("[a]-[b]", true), ("  H:[a]", true), ("H :[a]", true), ("V|[a]|", true), ("H", true),
        ("a.width == 20", false), ("H.width == 2", false), ("Header.top == b.top", false), ("", false), ("UIView:0x1.top == 3", false),
    ])
    func tellsVisualFormatFromEquations(text: String, isVisualFormat: Bool) {
        #expect(VisualFormatParser.looksLikeVisualFormat(text) == isVisualFormat)
    }
}
