import Foundation
import Testing
@testable import AutolintCommand

/// One set of counts in every output: the status line, the `summary` and `json` reporters and the
/// HTML report agree, expected findings are counted as expected everywhere, and an unreadable
/// input is an error everywhere.
@Suite struct OutputAgreementTests {
    static let expectedError = """
        root:
          subviews: [{id: a, intrinsicSize: [10, 10]}]
        constraints:
          - a.top == root.top
        expect:
          diagnostics:
            - {rule: missing-constraints, view: a, axis: horizontal}

        """

    @Test func expectedFindingsAreCountedAlikeByCheckSummaryJSONAndReport() throws {
        let workspace = try Workspace(files: ["expected.layout.yml": Self.expectedError, "warning.layout.yml": SampleFixtures.warning])
        defer { workspace.remove() }
        let status = try check(["."], in: workspace.path)
        #expect(status.exitCode == 0)
        #expect(status.standardError.hasPrefix("Done checking! 0 errors, 1 warning, 1 expected in 2 files"))
        let summary = try check([".", "--reporter", "summary", "--quiet"], in: workspace.path).standardOutput
        #expect(summary.contains("0 errors, 1 warning (and 1 expected by their fixtures) in "))
        let json = try check([".", "--reporter", "json", "--quiet"], in: workspace.path).standardOutput
        #expect(json.contains(#""errors": 0"#) && json.contains(#""warnings": 1"#) && json.contains(#""expected": 1"#))
        let report = try ReportCommand.parse([".", "-o", "r.html", "--quiet"]).execute(workingDirectory: workspace.path)
        #expect(report.exitCode == 0)
        let page = try workspace.read("r.html")
        #expect(page.contains(">0 errors<") && page.contains(">1 warning<") && page.contains(">1 expected<"))
        #expect(page.contains("error (expected)"))
    }

    @Test func anUnreadableInputIsAnErrorInEveryCount() throws {
        let workspace = try Workspace(files: ["bad.layout.yml": SampleFixtures.unreadable])
        defer { workspace.remove() }
        let status = try check(["."], in: workspace.path)
        #expect(status.exitCode == 3)
        #expect(status.standardError.hasPrefix("Done checking! 1 error (1 unreadable input), 0 warnings"))
        let json = try check([".", "--reporter", "json", "--quiet"], in: workspace.path).standardOutput
        #expect(json.contains(#""errors": 1"#) && json.contains(#""unreadable": 1"#))
        let summary = try check([".", "--reporter", "summary", "--quiet"], in: workspace.path).standardOutput
        #expect(summary.contains("1 error, 0 warnings"))
    }
}
