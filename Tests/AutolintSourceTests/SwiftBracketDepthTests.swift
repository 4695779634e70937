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

/// Syntax nested past what autolint reads (issue #49): braces and parentheses past the parser's own
/// limit are refused before parsing, and a tree deeper than `SwiftTreeDepth.maximum` (a long
/// optional chain, which the parser builds without nesting) after it, at the node too deep.
@Suite struct SwiftNestingTests {
    @Test func closuresNestedPastTheParsersLimitAreRefusedBeforeParsing() throws {
        let depth = SwiftBracketDepth.maximumGroups + 1
        let text = "import UIKit\nfunc f() {\n" + String(repeating: "DispatchQueue.main.async {\n", count: depth) + String(repeating: "}\n", count: depth) + "}\n"
        let reading = SourceCodeReader.readDocument(text: text, path: "Deep.swift")
        let problem = try #require(reading.problems.first)
        #expect(problem.message.contains("braces and parentheses nested more than \(SwiftBracketDepth.maximumGroups) deep"))
        // The brace that goes over: the function's, then one per line.
        #expect(problem.location.line == 2 + SwiftBracketDepth.maximumGroups)
        let shallow = "import UIKit\nfunc f() {\n" + String(repeating: "DispatchQueue.main.async {\n", count: 40) + String(repeating: "}\n", count: 40) + "}\n"
        #expect(SourceCodeReader.readDocument(text: shallow, path: "Shallow.swift").problems.isEmpty)
    }

    @Test func aChainDeeperThanATreeIsReadIsRefusedAtItsLine() throws {
        let chain = "let x = a" + String(repeating: "?.b", count: SwiftTreeDepth.maximum) + "\n"
        let reading = SourceCodeReader.readDocument(text: "import UIKit\n\n" + chain, path: "Chain.swift")
        let problem = try #require(reading.problems.first)
        #expect(problem.message.hasPrefix("syntax nested deeper than \(SwiftTreeDepth.maximum) levels"))
        #expect(problem.location.line == 3)
        let short = "import UIKit\nlet x = a" + String(repeating: "?.b", count: 50) + "\n"
        #expect(SourceCodeReader.readDocument(text: short, path: "Short.swift").problems.isEmpty)
    }
}
