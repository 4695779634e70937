import AutolintModel
import Testing
@testable import AutolintFormats

/// Malformed equations: each gives one error at the exact column, saying what was expected and
/// what was found.
@Suite struct EquationParserErrorTests {
    static let malformed: [(text: String, column: Int, message: String)] = [
        ("", 1, "expected an item (a view id, 'superview', or a logged view such as 'UILabel:0x1'), found end of text"),
        ("   ", 4, "expected an item (a view id, 'superview', or a logged view such as 'UILabel:0x1'), found end of text"),
        ("20 == a.width", 1, "expected an item (a view id, 'superview', or a logged view such as 'UILabel:0x1'), found '20'"),
        ("title.widht == 20", 7, "unknown attribute 'widht'; did you mean 'width'?"),
        ("title.Leading == b.leading", 7, "unknown attribute 'Leading'; did you mean 'leading'?"),
        ("a.leading == b.centre", 16, "unknown attribute 'centre'; did you mean 'centerX'?"),
        ("a.top == b.qqqqqqqqqqqqqqqq", 12, "unknown attribute 'qqqqqqqqqqqqqqqq'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, baseline, minX, midX, maxX, minY, midY, maxY"),
        ("title == root.top", 7, "expected '.' and an attribute after 'title', found '=='"),
        ("title.safeArea == b.top", 16, "expected '.' and an attribute after 'title.safeArea', found '=='"),
        ("a.width == b", 13, "expected '.' and an attribute after 'b', found end of text"),
        ("title.top = root.top", 11, "expected a relation ('==', '>=' or '<='), found '='"),
        ("title.top => root.top", 11, "expected a relation ('==', '>=' or '<='), found '=>'"),
        ("title.top root.top", 11, "expected a relation ('==', '>=' or '<='), found 'root.top'"),
        ("a.width == * b.width", 12, "expected an item or a number after '==', found '*'"),
        ("a.width ==", 11, "expected an item or a number after '==', found end of text"),
        ("title.top == root.top +", 24, "expected a constant after '+', found end of text"),
        ("a.width == b.width * ", 22, "expected a multiplier after '*', found end of text"),
        ("title.top == 20", 14, "a location attribute (top) cannot be set to a bare number; only width and height can. Relate it to another item, e.g. 'superview.top + 20'"),
        ("a.centerX == 0 * b.centerX", 14, "a multiplier of 0 with a location attribute (centerX) is not a valid constraint; UIKit rejects it"),
        ("a.width == nan", 12, "expected an item or a number after '==', found 'nan': NaN and infinity are not valid numbers"),
        ("a.width == b.width + inf", 22, "expected a constant after '+', found 'inf': NaN and infinity are not valid numbers"),
        ("a.width == b.width * NaN", 22, "expected a multiplier after '*', found 'NaN': NaN and infinity are not valid numbers"),
        ("a.width == 1e400", 12, "constant 1e400 is out of range: magnitudes above 10000000 are rejected"),
        ("a.width == b.width - 20000000", 22, "constant 20000000 is out of range: magnitudes above 10000000 are rejected"),
        ("a.width == 2e7 * b.width", 12, "multiplier 2e7 is out of range: magnitudes above 10000000 are rejected"),
        ("a.width >= 10 @0", 16, "priority 0 is out of range: priorities are 1...1000"),
        ("a.width >= 10 @1001", 16, "priority 1001 is out of range: priorities are 1...1000"),
        ("a.width >= 10 @-5", 16, "priority -5 is out of range: priorities are 1...1000"),
        ("a.width >= 10 @1000.5", 16, "priority 1000.5 is out of range: priorities are 1...1000"),
        ("a.width >= 10 @", 16, "expected a priority (1...1000 or a name such as 'high'), found end of text"),
        ("a.width >= 10 @urgent", 16, "unknown priority 'urgent'; expected a number in 1...1000 or one of required, high, defaultHigh, dragThatCanResizeScene, dragThatCanResizeWindow, sceneSizeStayPut, windowSizeStayPut, medium, dragThatCannotResizeScene, dragThatCannotResizeWindow, low, defaultLow, fittingSize, fittingSizeLevel, fittingSizeCompression"),
        ("a.width == 2 * b.width * 3", 24, "unexpected '*': the equation already has a multiplier"),
        ("a.width == b.width + 8 garbage", 24, "expected '@' and a priority, or the end of the equation, found 'garbage'"),
        ("a.width == b.width garbage", 20, "expected '+' or '-' and a constant, '@' and a priority, or the end of the equation, found 'garbage'"),
        ("a.width == 20 + 5", 15, "expected '@' and a priority, or the end of the equation, found '+'"),
        ("a.top == b.top @750 extra", 21, "expected the end of the equation after the priority, found 'extra'"),
        ("UILabel:0xZZ.top == b.top", 9, "expected an address such as '0x7f8b1c40a2b0' after 'UILabel:', found '0xZZ.top'"),
        ("UILabel:.top == b.top", 9, "expected an address such as '0x7f8b1c40a2b0' after 'UILabel:', found '.'"),
        ("UILabel:0x1'Title.top == b.top", 12, "unterminated quoted name: expected a closing ' followed by '.attribute'"),
        ("UILabel:0x1 .top == b.top", 12, "unexpected space between 'UILabel:0x1' and '.'"),
        ("UILabel:0x1 ", 13, "expected '.' and an attribute after 'UILabel:0x1', found end of text"),
        ("a.width == b.width + NSSpace(8", 31, "expected ')' to close 'NSSpace(', found end of text"),
        ("a.width == b.width + NSSpace()", 30, "expected a number inside 'NSSpace(...)', found ')'"),
        ("Größe.top == a.top", 3, "names are C identifiers (ASCII letters, digits and '_'), found 'ö'"),
        ("a.top == b.top + 1 @750 ✓", 25, "expected the end of the equation after the priority, found '✓'"),
        ("H:|-[a]-|", 1, "expected an equation, found a Visual Format Language line"),
        ("  [a(20)]", 3, "expected an equation, found a Visual Format Language line"),
        ("a.wïdth == 3", 3, "unknown attribute 'wïdth'; did you mean 'width'?"),
    ]

    @Test(arguments: malformed)
    func reportsColumnAndMessage(text: String, column: Int, message: String) {
        let error = parseError(text) { text throws(SnippetError) in _ = try EquationParser.parse(text) }
        #expect(error == SnippetError(column: column, message: message))
    }
}
