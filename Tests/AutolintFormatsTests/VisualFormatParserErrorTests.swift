import AutolintModel
import Testing
@testable import AutolintFormats

/// Malformed VFL lines: each gives one error at the column a caret should point at.
@Suite struct VisualFormatParserErrorTests {
    static let malformed: [(line: String, column: Int, message: String)] = [
        ("V|[backgroundBox]|", 2, "Expected ':' after 'V' to specify vertical arrangement"),
        ("V [a]", 3, "Expected ':' after 'V' to specify vertical arrangement"),
        ("H[a]", 2, "Expected ':' after 'H' to specify horizontal arrangement"),
        ("", 1, "expected 'H:', 'V:', '|' or '[' to start the visual format, found end of text"),
        ("X:[a]", 1, "expected 'H:', 'V:', '|' or '[' to start the visual format, found 'X'"),
        ("H:", 3, "expected '|' or '[' after the orientation, found end of text"),
        ("V:-[a]", 3, "expected '|' or '[' after the orientation, found '-'"),
        ("|-[a(>=50]-|", 10, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("[a(50)", 7, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("[a(50)x]", 7, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("[a", 3, "expected ']' to close the view, or '(' to start its predicates, found end of text"),
        ("[a b]", 4, "expected ']' to close the view, or '(' to start its predicates, found 'b'"),
        ("[]", 2, "expected a view name, found ']'"),
        ("[1a]", 2, "expected a view name, found '1a'"),
        ("|-pad-[a]", 3, "metric 'pad' is not defined: a name used as spacing is a metric, and there is no metrics dictionary; write the number"),
        ("[a]-(>=pad)-[b]", 8, "metric 'pad' is not defined: a name used as spacing is a metric, and there is no metrics dictionary; write the number"),
        ("[a]-(=8)-[b]", 6, "unknown relation '='; expected '==', '>=' or '<='"),
        ("[a(=>8)]", 4, "unknown relation '=>'; expected '==', '>=' or '<='"),
        ("[a]-(>=8@0)-[b]", 10, "priority 0 is out of range: priorities are 1...1000"),
        ("[a(>=8@1001)]", 8, "priority 1001 is out of range: priorities are 1...1000"),
        ("[a(>=8@)]", 8, "expected a priority (1...1000 or a name such as 'high'), found ')'"),
        ("[a]-(>=8)[b]", 10, "expected '-' after the spacing predicates, found '['"),
        ("[a]-8[b]", 6, "expected '-' after the spacing 8, found '['"),
        ("[a]-", 5, "expected a spacing (a number or '(' predicates ')'), '[' or '|' after '-', found end of text"),
        ("[a]-8-", 7, "expected '[' or '|' after '-', found end of text"),
        ("[a]-*-[b]", 5, "expected a spacing (a number or '(' predicates ')'), '[' or '|' after '-', found '*'"),
        ("|-|", 3, "a visual format needs at least one view between the superview edges"),
        ("||", 2, "a visual format needs at least one view between the superview edges"),
        ("|x", 2, "expected '-' or '[' after '|', found 'x'"),
        ("[a]|[b]", 5, "expected the end of the visual format after the closing '|', found '['"),
        ("[a]x[b]", 4, "expected '-', '[' or '|' after the view, found 'x'"),
        ("[a]-(>=8,)-[b]", 10, "expected a predicate (a number, optionally after '==', '>=' or '<='), found ')'"),
        ("[a]-()-[b]", 6, "expected a predicate (a number, optionally after '==', '>=' or '<='), found ')'"),
        ("[a(>=)]", 6, "expected a number or a view name after '>=', found ')'"),
        ("[a(nan)]", 4, "expected a predicate (a number or a view name, optionally after '==', '>=' or '<='), found 'nan': NaN and infinity are not valid numbers"),
        ("[a]-(inf)-[b]", 6, "expected a predicate (a number, optionally after '==', '>=' or '<='), found 'inf': NaN and infinity are not valid numbers"),
        ("[a]-(1e9)-[b]", 6, "spacing 1e9 is out of range: magnitudes above 10000000 are rejected"),
        ("[a]-99999999-[b]", 5, "spacing 99999999 is out of range: magnitudes above 10000000 are rejected"),
        ("[a(1e300)]", 4, "constant 1e300 is out of range: magnitudes above 10000000 are rejected"),
        ("[a]-(8 9)-[b]", 8, "expected ',' or ')' after the predicate, found '9'"),
        ("[a](XYZ)", 4, "expected '(LTR)' or '(RTL)' after the visual format, found '('"),
        ("[a](LTR)x", 9, "expected the end of the visual format after the direction, found 'x'"),
        ("[UILabel:0x1'Title]", 13, "unterminated quoted name: expected a closing ' followed by ']' or '('"),
        ("[UILabel:]", 10, "expected an address such as '0x7f8b1c40a2b0' after 'UILabel:', found ']'"),
        ("[a(>=b@urgent)]", 8, "unknown priority 'urgent'; expected a number in 1...1000 or one of required, high, defaultHigh, dragThatCanResizeScene, dragThatCanResizeWindow, sceneSizeStayPut, windowSizeStayPut, medium, dragThatCannotResizeScene, dragThatCannotResizeWindow, low, defaultLow, fittingSize, fittingSizeLevel, fittingSizeCompression"),
        ("[Größe]", 4, "names are C identifiers (ASCII letters, digits and '_'), found 'ö'"),
        ("[a]-[Größe]", 8, "names are C identifiers (ASCII letters, digits and '_'), found 'ö'"),
    ]

    @Test(arguments: malformed)
    func reportsColumnAndMessage(line: String, column: Int, message: String) {
        let error = parseError(line) { line throws(SnippetError) in _ = try VisualFormatParser.parse(line) }
        #expect(error == SnippetError(column: column, message: message))
    }
}
