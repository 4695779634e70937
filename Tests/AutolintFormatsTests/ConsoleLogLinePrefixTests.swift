import Testing
@testable import AutolintFormats

/// The decoration in front of a line of UIKit's message, and the columns after it.
struct ConsoleLogLinePrefixTests {
    static func line(_ text: String) -> ConsoleLine { ConsoleLine(number: 1, raw: Substring(text)) }

    @Test(arguments: [
        ("2016-11-22 14:28:33.766746 Prox[40651:3295835] [LayoutConstraints] Unable", "2016-11-22 14:28:33.766746", "Prox[40651:3295835]", "LayoutConstraints", 68),
        ("2020-09-27 16:15:07.387040+0200 deltachat-ios[2299:1085012] Unable", "2020-09-27 16:15:07.387040+0200", "deltachat-ios[2299:1085012]", nil, 61),
        ("2/19/2016 3:28:57.233 PM Fetch[55715]: Unable", "2/19/2016 3:28:57.233 PM", "Fetch[55715]", nil, 40),
        ("21/03/2018 21:50:12.013 IINA[31671]: Unable", "21/03/2018 21:50:12.013", "IINA[31671]", nil, 38),
        ("Mar  4 18:25:38 host SpringBoard[10567] <Warning>: Unable", "Mar  4 18:25:38 host", "SpringBoard[10567]", nil, 52),
        ("2016-11-22 14:28:33.766746+0100 0x2f3c4 Default 0x0 40651 0 Prox: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.", "2016-11-22 14:28:33.766746+0100", nil, "LayoutConstraints", 115),
    ] as [(String, String?, String?, String?, Int)])
    func prefixes(text: String, timestamp: String?, process: String?, category: String?, column: Int) {
        let line = ConsoleLogLinePrefixTests.line(text)
        #expect(line.prefix.timestamp == timestamp)
        #expect(line.prefix.process == process)
        #expect(line.prefix.category == category)
        #expect(line.content.string.hasPrefix("Unable"))
        #expect(line.content.point(at: 0).column == column)
    }

    @Test func quotesAndIndentation() {
        let quoted = ConsoleLogLinePrefixTests.line("> >     \"<NSLayoutConstraint:0x1 X>\"")
        #expect(quoted.prefix.quoteDepth == 2)
        #expect(quoted.content.string.hasPrefix("\"<NSLayoutConstraint"))
        #expect(quoted.content.point(at: 0).column == 9)
        let tabbed = ConsoleLogLinePrefixTests.line("\t\t(1) look at each constraint")
        #expect(tabbed.prefix.isEmpty)
        #expect(tabbed.content.point(at: 0).column == 3)
    }

    /// Lines and texts of ASCII bytes take a fast path; anything else is read by grapheme.
    @Test func asciiAndOtherTextReadAlike() {
        let accented = ConsoleLogLinePrefixTests.line("<UILabel:0x1 'Café'>.width == e\u{301}")
        #expect(accented.content.count == 31)
        #expect(accented.content.string == "<UILabel:0x1 'Café'>.width == e\u{301}")
        #expect(String(consoleCharacters: Array("plain ASCII")) == "plain ASCII")
        #expect(String(consoleCharacters: Array("ends in é")[5...]) == "in é")
        #expect(String(consoleCharacters: ["a", "\r\n", "b"] as [Character]) == "a\r\nb")
        #expect(String(consoleCharacters: [Character]()) == "")
    }

    @Test func webCharactersAreNormalisedInPlace() {
        let line = ConsoleLogLinePrefixTests.line("“<NSLayoutConstraint:0x1 ‘UISV-hiding’ UIView:0x2.height\u{00A0}==\u{00A0}0>”")
        #expect(line.content.string == "\"<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x2.height == 0>\"")
        #expect(line.content.count == 63)
    }

    @Test func everyNewlineConventionEndsALine() {
        #expect(ConsoleLine.rawLines(of: "a\r\nb\rc\nd") == ["a", "b", "c", "d"])
        #expect(ConsoleLine.rawLines(of: "a\n\n") == ["a", "", ""])
        #expect(ConsoleLine.rawLines(of: "") == [""])
        #expect(ConsoleLine.rawLines(of: "é\r\n“x”") == ["é", "“x”"])
    }

    @Test func textThatOnlyLooksLikeATimestampIsKept() {
        let line = ConsoleLogLinePrefixTests.line("2016 was a year")
        #expect(line.prefix.timestamp == nil)
        #expect(line.content.string == "2016 was a year")
    }
}
