import AutolintModel
import SwiftSyntax

/// Reading a syntax tree recurses over its depth (swift-syntax's own text walks do, and so do the
/// interpreter's evaluations): a chain of 20,000 optional links (`a?.b?.c…`) or 10,000 nested
/// closures, which the parser builds without recursing, overflowed the stack. No layout code nests
/// that deep, so a Swift file whose tree does is refused, at its first node past `maximum`.
enum SwiftTreeDepth {
    /// Deepest syntax nesting read: real code stays below a few hundred levels.
    static let maximum = 1_000

    /// An input error at the first node deeper than `maximum`, found without recursing (before any
    /// walk that would recurse, a location converter's included); nil when there is none.
    static func refusal(in tree: SourceFileSyntax, text: String, path: String) -> InputError? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            guard depth <= maximum else {
                let (line, column) = lineAndColumn(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
                return InputError(
                    location: AutolintModel.SourceLocation(file: path, line: line, column: column),
                    message: "syntax nested deeper than \(maximum) levels (a chain or closures nested this deep): autolint does not read this file")
            }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }

    static func lineAndColumn(ofUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
