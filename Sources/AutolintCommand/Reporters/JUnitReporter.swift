import AutolintModel

/// JUnit XML, as CI services show test results: one test suite per file, one failing test case
/// per finding (an `<error>` for an unreadable input), one passing case for a file without findings.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML: a test suite per file, a failing test case per finding"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        let byFile = Dictionary(grouping: report.findings) { $0.diagnostic.location.file }
        let files = report.files + byFile.keys.filter { !report.files.contains($0) }.sorted()
        let failures = report.findings.count { !$0.isInputError && !$0.isExpected }
        let errors = report.findings.count(where: \.isInputError)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="autolint" tests="\#(tests(report, byFile: byFile, files: files))" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        for file in files {
            let findings = byFile[file] ?? []
            let name = XMLText.escaped(file)
            let suiteFailures = findings.count { !$0.isInputError && !$0.isExpected }
            let suiteErrors = findings.count(where: \.isInputError)
            lines.append(#"  <testsuite name="\#(name)" tests="\#(max(1, findings.count))" failures="\#(suiteFailures)" errors="\#(suiteErrors)">"#)
            if findings.isEmpty {
                lines.append(#"    <testcase classname="\#(name)" name="autolint"/>"#)
            }
            for finding in findings {
                let diagnostic = finding.diagnostic
                let location = diagnostic.location
                let caseName = XMLText.escaped("\(diagnostic.rule) at \(location.line):\(location.column)")
                let body = XMLText.escaped("\(location): \(diagnostic.severity.rawValue): \(finding.reportedMessage) (\(diagnostic.rule))")
                lines.append(#"    <testcase classname="\#(name)" name="\#(caseName)">"#)
                if finding.isExpected {
                    // Expected by the fixture: the test case passes, and says what was found.
                    lines.append(#"      <system-out>\#(body)</system-out>"#)
                } else {
                    let element = finding.isInputError ? "error" : "failure"
                    lines.append(#"      <\#(element) type="\#(diagnostic.severity.rawValue)" message="\#(XMLText.escaped(diagnostic.message))">\#(body)</\#(element)>"#)
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func tests(_ report: CheckReport, byFile: [String: [CheckReport.Finding]], files: [String]) -> Int {
        files.reduce(0) { $0 + max(1, byFile[$1]?.count ?? 0) }
    }
}
