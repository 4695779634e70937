import AutolintModel
import Rainbow

/// `PATH:LINE:COL: error|warning: MESSAGE (RULE)`, one line per finding, as Xcode and compilers
/// print them; a finding made alike in several configurations is one line that names them all.
/// An unreadable input adds its line and a caret under the column, as compilers do.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "PATH:LINE:COL: severity: MESSAGE (RULE), as Xcode shows"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        var lines: [String] = []
        for group in report.findingsGroupedAcrossConfigurations {
            let finding = group.finding
            let diagnostic = finding.diagnostic
            let severity = diagnostic.severity.rawValue + ":"
            let shownSeverity = style.colored ? (diagnostic.severity == .error ? severity.red.bold : severity.yellow.bold) : severity
            let location = style.colored ? "\(diagnostic.location):".bold : "\(diagnostic.location):"
            lines.append("\(location) \(shownSeverity) \(finding.reportedMessage(configurations: group.configurations)) (\(diagnostic.rule))")
            if let excerpt = finding.excerpt {
                let shown = InputError.shown(excerpt)
                lines.append(shown)
                let caret = InputError.caret(under: diagnostic.location.column, in: shown)
                lines.append(style.colored ? caret.green.bold : caret)
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
