import Testing
@testable import AutolintFormats

/// The one escaper of every JSON writer: plain strings pass through, the rest is escaped.
@Suite struct JSONStringTests {
    @Test(arguments: [
        ("box.width == 100", #""box.width == 100""#),
        ("the “Title” label — ok", #""the “Title” label — ok""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("two\nlines\r\tend", #""two\nlines\r\tend""#),
        ("bell\u{07}del\u{7F}", #""bell\u0007del\u007f""#),
        ("", #""""#),
    ])
    func quotes(_ text: String, _ expected: String) {
        #expect(JSONString.quoted(text) == expected)
    }
}
