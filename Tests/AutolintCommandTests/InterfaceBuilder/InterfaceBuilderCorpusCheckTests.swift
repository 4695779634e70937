import Foundation
import Testing
@testable import AutolintCommand

/// `autolint check` over every real document of `../shared/corpus/ib`, through the command's own
/// path (reading, planning, solving, rules, reporter): each file is checked, none is unreadable.
/// Skipped without the corpus.
@Suite(.enabled(if: IBCorpus.isPresent, "../shared/corpus/ib is absent"))
struct InterfaceBuilderCorpusCheckTests {
    @Test func everyCorpusDocumentIsCheckedWithoutInputErrors() throws {
        let output = try check([IBCorpus.directory.path, "--reporter", "json", "--quiet"], in: packageRoot.path)
        #expect(output.exitCode == 0 || output.exitCode == 2, "\(output.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 266)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let inputErrors = diagnostics.filter { $0["rule"] as? String == "input-error" }
        #expect(inputErrors.isEmpty, "\(inputErrors)")
        // Every finding on a document names the object it points at.
        #expect(diagnostics.allSatisfy { $0["objectID"] is String })
    }
}

enum IBCorpus {
    static let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.path) }
}
