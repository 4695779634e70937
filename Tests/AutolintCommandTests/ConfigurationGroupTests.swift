import AutolintModel
import Testing
@testable import AutolintCommand

/// Line reporters print a finding made alike in several configurations once, naming them all;
/// the JSON report keeps one entry per configuration.
@Suite struct ConfigurationGroupTests {
    static func finding(_ message: String, configuration: String?, line: Int = 4) -> CheckReport.Finding {
        CheckReport.Finding(diagnostic: Diagnostic(
            rule: "conflicting-constraints", severity: .error, location: SourceLocation(file: "a.xib", line: line, column: 9),
            configuration: configuration, message: message))
    }

    static let report = CheckReport(files: ["a.xib"], configurationCount: 3, findings: [
        finding("A conflicts", configuration: "iphone-se"),
        finding("A conflicts at width 390", configuration: "iphone-15"),
        finding("A conflicts", configuration: "iphone-15"),
        finding("A conflicts", configuration: "ipad-10"),
        finding("B holds everywhere", configuration: nil, line: 7),
        finding("B holds everywhere", configuration: nil, line: 7),
    ], rules: [])

    @Test func findingsThatDifferOnlyInTheirConfigurationAreOneGroup() {
        let groups = Self.report.findingsGroupedAcrossConfigurations
        #expect(groups.map(\.finding.diagnostic.message) == ["A conflicts", "A conflicts at width 390", "B holds everywhere", "B holds everywhere"])
        // In report order: configurations by name within a place and rule.
        #expect(groups.map(\.configurations) == [["ipad-10", "iphone-15", "iphone-se"], ["iphone-15"], [], []])
    }

    @Test func theXcodeLineNamesEveryConfiguration() {
        let text = XcodeReporter().report(Self.report, style: ReportStyle())
        #expect(text == """
            a.xib:4:9: error: A conflicts [ipad-10, iphone-15, iphone-se] (conflicting-constraints)
            a.xib:4:9: error: A conflicts at width 390 [iphone-15] (conflicting-constraints)
            a.xib:7:9: error: B holds everywhere (conflicting-constraints)
            a.xib:7:9: error: B holds everywhere (conflicting-constraints)

            """)
        #expect(GitHubActionsReporter().report(Self.report, style: ReportStyle()).split(separator: "\n").count == 4)
    }

    @Test func theJSONReportKeepsOneEntryPerConfiguration() {
        let json = JSONReporter().report(Self.report, style: ReportStyle())
        #expect(json.components(separatedBy: "\"configuration\": \"iphone-15\"").count - 1 == 2)
    }
}
