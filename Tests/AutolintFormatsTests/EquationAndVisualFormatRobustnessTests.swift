import AutolintModel
import Testing
@testable import AutolintFormats

/// Garbage never crashes or hangs a parser, and every error points inside the text (or just
/// past its end).
@Suite struct EquationAndVisualFormatRobustnessTests {
    private static let alphabet = Array("ab.:0x19e-+*@=<>()[]|,' HV\tNSpace()éö✓")
    /// The characters the grammars give a meaning to, inserted everywhere in valid inputs.
    private static let structural = Array(".:0-+*@=<>()[]|,'é")
    private static let seeds = [
        "title.top == root.safeArea.top + 20 @750",
        "UILabel:0x7f'Title'.leading == 1.5*UIView:0x2.leadingMargin - 8",
        "H:|-(>=8@750)-[a(>=50@750,<=b)]-(NSSpace(8))-[b]-|",
        "V:[UILabel:0x1'a (b)'(70)]-(0)-|(LTR)",
    ]

    private func check(_ text: String) {
        let limit = text.count + 1
        if let error = parseError(text, { text throws(SnippetError) in _ = try EquationParser.parse(text) }) {
            #expect((1...limit).contains(error.column), "\(text)")
            #expect(!error.message.isEmpty)
        }
        if let error = parseError(text, { text throws(SnippetError) in _ = try VisualFormatParser.parse(text) }) {
            #expect((1...limit).contains(error.column), "\(text)")
        }
        if let error = parseError(text, { text throws(SnippetError) in _ = try ConstraintBodyParser.parse(text) }) {
            #expect((1...limit).contains(error.column), "\(text)")
        }
    }

    @Test func randomTextNeverCrashes() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...30, using: &random)
            check(String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }))
        }
    }

    /// Every single-character deletion and insertion into valid inputs.
    @Test(arguments: seeds)
    func mutationsOfValidInputsNeverCrash(seed: String) {
        let characters = Array(seed)
        for index in characters.indices {
            var deleted = characters
            deleted.remove(at: index)
            check(String(deleted))
            for inserted in Self.structural {
                var grown = characters
                grown.insert(inserted, at: index)
                check(String(grown))
            }
        }
    }

    @Test func longInputsStayLinear() throws {
        let views = (0..<2000).map { "[v\($0)(>=10@750)]" }.joined(separator: "-")
        #expect(try VisualFormatParser.parse("H:|-" + views + "-|").count == 2000 * 2 + 1)
        let longName = "UILabel:0x1'" + String(repeating: "x'", count: 5000) + "'.width == 3"
        #expect(try EquationParser.parse(longName).constant == 3)
    }
}
