/// GitHub Actions workflow commands: each finding becomes an annotation on the file and line (one
/// for a finding made alike in several configurations, naming them all).
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"
    public static let summary = "::error file=...,line=...,col=...:: annotations for GitHub Actions"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        report.findingsGroupedAcrossConfigurations.map { group in
            let finding = group.finding
            let diagnostic = finding.diagnostic
            let location = diagnostic.location
            let properties = [
                "file=\(Self.escapedProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
                "title=\(Self.escapedProperty("autolint \(diagnostic.rule)"))",
            ].joined(separator: ",")
            let command = finding.isExpected ? "notice" : diagnostic.severity.rawValue
            return "::\(command) \(properties)::\(Self.escapedData("\(finding.reportedMessage(configurations: group.configurations)) (\(diagnostic.rule))"))\n"
        }.joined()
    }

    /// Workflow-command escaping of a message.
    static func escapedData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escaping of a property value, where `:` and `,` are separators too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
