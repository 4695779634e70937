@testable import AutolintFormats
import Testing

/// `SourceText` counts lines as libyaml does, so that quoted excerpts match reported line numbers.
@Suite struct SourceTextTests {
    @Test func everyLineBreakLibyamlKnowsEndsALine() {
        let source = SourceText(path: "a.layout.yml", text: "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven")
        #expect((1...7).map { source.line($0) } == ["one", "two", "three", "four", "five", "six", "seven"])
        #expect(source.line(8) == nil)
        #expect(source.line(0) == nil)
    }

    @Test func textBeyondASCIIIsKeptWhole() {
        let source = SourceText(path: "a.layout.yml", text: "name: café ✓\n  - Ünïcode ‘quotes’\u{2028}end\n")
        #expect(source.line(1) == "name: café ✓")
        #expect(source.line(2) == "  - Ünïcode ‘quotes’")
        #expect(source.line(3) == "end")
        #expect(source.line(4) == "")
    }

    @Test func aLocationPastTheLastLineMovesOntoIt() {
        let source = SourceText(path: "a.layout.yml", text: "root:\n  id: é")
        #expect(source.locationInText(line: 3, column: 1).line == 2)
        #expect(source.locationInText(line: 3, column: 1).column == 8)
    }
}
