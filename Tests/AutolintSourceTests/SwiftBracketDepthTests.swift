import AutolintModel
import Testing
@testable import AutolintSource

/// Deeply nested square brackets are refused before swift-syntax parses them (its lookahead is
/// exponential in their depth; fuzzing found a file it parsed for minutes).
@Suite struct SwiftBracketDepthTests {
    func source(depth: Int, prefix: String = "") -> String {
        "import UIKit\nfinal class A: UIView {\n    func f() {\n        \(prefix)let x = "
            + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n    }\n}\n"
    }

    @Test func bracketsPastTheLimitAreAnInputErrorAtTheFirstOneTooDeep() throws {
        let result = SourceCodeReader.read(text: source(depth: SwiftBracketDepth.maximum + 1), path: "/tmp/Deep.swift")
        #expect(result.layouts.isEmpty)
        let problem = try #require(result.problems.first)
        // Line 4: `        let x = ` is 16 columns, then the brackets up to the one too deep.
        #expect(problem.location == SourceLocation(file: "/tmp/Deep.swift", line: 4, column: 17 + SwiftBracketDepth.maximum))
        #expect(problem.message.hasPrefix("square brackets nested more than \(SwiftBracketDepth.maximum) deep"))
    }

    @Test func bracketsUpToTheLimitAreRead() {
        #expect(SourceCodeReader.read(text: source(depth: SwiftBracketDepth.maximum), path: "/tmp/Deep.swift").problems.isEmpty)
    }

    /// An unclosed quote ends with its line, as in Swift's lexer: it must not hide what follows
    /// (a fuzzed file slipped through so).
    @Test func anUnclosedQuoteDoesNotHideTheLinesAfterIt() {
        let source = source(depth: SwiftBracketDepth.maximum + 1, prefix: "_ = \"unclosed\n        ")
        #expect(SwiftBracketDepth.refusal(in: source, path: "A.swift")?.location.line == 5)
    }

    @Test(arguments: ["// [[[[[[[[[[[[[[[[[[[[\n        ", "/* [[[[[[[[[[[[[[[[[[[[ /* [ */ */ ", "_ = \"[[[[[[[[[[[[[[[[[[[[ \\\" [\"; ",
                      "_ = \"\"\"\n[[[[[[[[[[[[[[[[[[[[ \"\n\"\"\"\n        "])
    func bracketsInCommentsAndStringsAreNotCounted(prefix: String) {
        #expect(SwiftBracketDepth.refusal(in: source(depth: 10, prefix: prefix), path: "A.swift") == nil)
    }
}
