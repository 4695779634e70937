import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Constraint bodies as the console-log reader hands them over: equations and VFL forms alike.
@Suite struct EquationConstraintBodyTests {
    static let bodies: [(body: String, expected: [String])] = [
        ("UILabel:0x7f8b1c40a2b0'Title'.leading == UIView:0x7f8b1c409f10.leadingMargin + 8",
         ["UILabel:0x7f8b1c40a2b0'Title'.leading == 1 * UIView:0x7f8b1c409f10.leadingMargin + 8"]),
        ("UIImageView:0x105db4f20.midX == 228.5", ["UIImageView:0x105db4f20.centerX == 228.5"]),
        ("UIView:0x7fca35d19870.minX == 204", ["UIView:0x7fca35d19870.left == 204"]),
        ("UILabel:0x1'Perfectly centered!'.midY == 0", ["UILabel:0x1'Perfectly centered!'.centerY == 0"]),
        ("H:[UIImageView:0x7f(320)]", ["UIImageView:0x7f.width == 320"]),
        ("V:|-(0)-[UILabel:0x1]", ["UILabel:0x1.top == 1 * |.top + 0"]),
        ("H:[a]-(NSSpace(8))-[b]", ["b.leading == 1 * a.trailing + 8"]),
        ("ItemCell.width == 194", ["ItemCell.width == 194"]),
    ]

    @Test(arguments: bodies)
    func readsEquationAndVisualFormatBodies(body: String, expected: [String]) throws {
        #expect(try ConstraintBodyParser.parse(body).map(summary) == expected)
    }

    @Test func visualFormatBodiesKeepTheirLine() throws {
        #expect(try ConstraintBodyParser.parse("V:[UIView:0x1(200)]").first?.visualFormat == "V:[UIView:0x1(200)]")
        #expect(try ConstraintBodyParser.parse("UIView:0x1.height == 200").first?.visualFormat == nil)
    }

    @Test func fixturesStillRejectLocationConstants() {
        let error = parseError("UIView:0x1.minX == 204") { text throws(SnippetError) in _ = try EquationParser.parse(text) }
        #expect(error?.column == 20)
    }

    @Test func bodyErrorsComeFromTheMatchingGrammar() {
        let vfl = parseError("V:[UIView:0x1(200]") { text throws(SnippetError) in _ = try ConstraintBodyParser.parse(text) }
        #expect(vfl == SnippetError(column: 18, message: VisualFormatLineParser.unclosedViewMessage))
        let equation = parseError("UIView:0x1.hieght == 2") { text throws(SnippetError) in _ = try ConstraintBodyParser.parse(text) }
        #expect(equation == SnippetError(column: 12, message: "unknown attribute 'hieght'; did you mean 'height'?"))
    }

    /// Every constraint description in the shared corpus of real logs reads (skipped without it),
    /// except one that the log itself truncated (`midY ==` with no right-hand side), which must
    /// fail with a clear error.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Self.corpusLogs.path)))
    func readsEveryBodyInTheCorpusLogs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpusLogs.path).filter { $0.hasSuffix(".log") }.sorted()
        var read = 0
        var truncated = 0
        for file in files {
            let text = try String(contentsOf: Self.corpusLogs.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                guard let body = Self.body(of: String(line)) else { continue }
                do throws(SnippetError) {
                    _ = try ConstraintBodyParser.parse(body)
                    read += 1
                } catch {
                    if body == Self.truncatedBody {
                        #expect(error == SnippetError(column: 27, message: "expected an item or a number after '==', found end of text"))
                        truncated += 1
                    } else {
                        Issue.record("\(file): \(body): column \(error.column): \(error.message)")
                    }
                }
            }
        }
        #expect(read >= 80)
        #expect(truncated == 1)
    }

    static let truncatedBody = "UIButton:0x8c67320.midY =="

    static let corpusLogs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus/logs").standardizedFileURL

    /// A rough cut of the body out of `<Class:0xADDR [@File#N] [h= v=] ['id'] BODY   (info)>`: just
    /// enough for this test (the real reader is the console-log reader's). Nil for other lines.
    static func body(of line: String) -> String? {
        guard let open = line.range(of: #"<[A-Za-z_.]+:0x[0-9a-fA-F]+ "#, options: .regularExpression),
              let close = line.range(of: ">", options: .backwards), close.lowerBound > open.upperBound,
              !line.contains("<private>") else { return nil }
        var body = String(line[open.upperBound..<close.lowerBound])
        for prefix in [#"^@\S+#\d+ "#, #"^h=\S+ v=\S+ "#, #"^'[^']*' "#] {
            if let match = body.range(of: prefix, options: .regularExpression) { body.removeSubrange(match) }
        }
        for suffix in ["   (", " (Names:", " (active", " (inactive", " Hug:"] {
            if let match = body.range(of: suffix) { body = String(body[..<match.lowerBound]) }
        }
        return body.trimmingCharacters(in: .whitespaces)
    }
}
