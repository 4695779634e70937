import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import AutolintCommand

/// Every reporter's exact output for a few bundled fixtures and one unreadable input, compared
/// with the files in `Golden/`. Run with `AUTOLINT_UPDATE_GOLDEN=1` to rewrite them after an
/// intended change, and review the diff.
@Suite struct ReporterGoldenTests {
    static let inputs = [
        "Fixtures/login-form.layout.yml", "Fixtures/duplicate-constraints.layout.yml",
        "Fixtures/invalid-attribute-pairing.layout.yml", "Fixtures/left-right-attributes.layout.yml",
        "Fixtures/right-to-left.layout.yml", "Tests/AutolintCommandTests/Golden/unreadable.layout.yml",
        "Tests/AutolintCommandTests/Golden/unexpected.layout.json",
    ]

    static let goldenFiles: [(reporter: String, file: String)] = [
        ("xcode", "report.xcode.txt"), ("json", "report.json"), ("sarif", "report.sarif"), ("junit", "report.junit.xml"),
        ("github-actions", "report.github-actions.txt"), ("checkstyle", "report.checkstyle.xml"), ("summary", "report.summary.txt"),
    ]

    static func report() -> CheckReport {
        let run = CheckRun(paths: inputs, workingDirectory: WorkingDirectory(packageRoot.path), configuration: LintConfiguration(),
                           planner: ConfigurationPlanner(), strict: false)
        return run.run().report
    }

    @Test(arguments: goldenFiles.map(\.reporter))
    func matchesItsGoldenFile(_ reporter: String) throws {
        let file = try #require(Self.goldenFiles.first { $0.reporter == reporter }?.file)
        let output = try #require(ReporterRegistry.reporter(named: reporter)).report(Self.report(), style: .plain)
        let golden = packageRoot.appendingPathComponent("Tests/AutolintCommandTests/Golden/\(file)")
        if ProcessInfo.processInfo.environment["AUTOLINT_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "\(reporter) output differs from \(file)")
    }

    @Test func everyReporterHasAGoldenFile() {
        #expect(Self.goldenFiles.map(\.reporter) == ReporterRegistry.identifiers)
    }

    @Test func jsonKeepsTheContractsKeyOrder() throws {
        let json = JSONReporter().report(Self.report(), style: .plain)
        let keys = ["\"rule\"", "\"severity\"", "\"file\"", "\"line\"", "\"column\"", "\"views\"", "\"axis\"", "\"constraints\"", "\"message\"", "\"fixes\""]
        let firstEntry = try #require(json.range(of: "\"diagnostics\": [")).upperBound
        let positions = keys.map { json.range(of: $0, range: firstEntry..<json.endIndex)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func colourIsAddedOnlyWhenAsked() throws {
        let report = Self.report()
        #expect(!XcodeReporter().report(report, style: .plain).contains("\u{1B}["))
        #expect(!SummaryReporter().report(report, style: .plain).contains("\u{1B}["))
    }

    @Test(arguments: ["report.junit.xml", "report.checkstyle.xml"])
    func xmlReportsAreWellFormed(_ file: String) throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/AutolintCommandTests/Golden/\(file)"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func jsonReportHasTheContractsShape() throws {
        let data = Data(JSONReporter().report(Self.report(), style: .plain).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["files"] == Self.inputs.count && summary["errors"] == 3 && summary["warnings"] == 1 && summary["configurations"] == 7)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(first.keys).isSuperset(of: ["rule", "severity", "file", "line", "column", "views", "constraints", "message", "fixes"]))
    }
}
