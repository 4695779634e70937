/// Checkstyle XML, read by Jenkins, SonarQube and many review tools: every checked file, with an
/// `<error>` element per finding.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle XML, a <file> per checked file"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        let byFile = Dictionary(grouping: report.findings) { $0.diagnostic.location.file }
        let files = report.files + byFile.keys.filter { !report.files.contains($0) }.sorted()
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        for file in files {
            let findings = byFile[file] ?? []
            guard !findings.isEmpty else {
                lines.append(#"  <file name="\#(XMLText.escaped(file))"/>"#)
                continue
            }
            lines.append(#"  <file name="\#(XMLText.escaped(file))">"#)
            for finding in findings {
                let diagnostic = finding.diagnostic
                lines.append(#"    <error line="\#(diagnostic.location.line)" column="\#(diagnostic.location.column)" severity="\#(finding.isExpected ? "info" : diagnostic.severity.rawValue)" message="\#(XMLText.escaped(finding.reportedMessage))" source="autolint.\#(XMLText.escaped(diagnostic.rule))"/>"#)
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
