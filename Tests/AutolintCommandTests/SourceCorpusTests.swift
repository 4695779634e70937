import Foundation
import Testing
@testable import AutolintCommand

/// Every file of the source corpus is read (exit 0 or 2, never 3 or a crash), and what autolint
/// reports on it is the reviewed record of `docs/source-findings.md`.
@Suite struct SourceCorpusTests {
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/source")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
    func everyCorpusSourceFileIsReadAndOnlyReviewedFindingsAreReported() throws {
        let result = try check([Self.corpus.path, "--reporter", "json", "--quiet"], in: packageRoot.path)
        #expect(result.exitCode == 0 || result.exitCode == 2)
        #expect(!result.standardOutput.contains("\"input-error\""))
        #expect(result.standardOutput.contains("\"files\": 120"))
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        let found = diagnostics.map { entry in
            "\(((entry["file"] as? String) ?? "").split(separator: "/").last ?? ""):\(entry["line"] ?? 0) \(entry["rule"] ?? "")"
        }.sorted()
        let record = try String(contentsOf: packageRoot.appendingPathComponent("docs/source-findings.md"), encoding: .utf8)
        for finding in found {
            #expect(record.contains("`\(finding)`"), "not in docs/source-findings.md: \(finding)")
        }
        #expect(found.count == record.components(separatedBy: "| true problem |").count - 1 + record.components(separatedBy: "| false positive |").count - 1)
    }
}
