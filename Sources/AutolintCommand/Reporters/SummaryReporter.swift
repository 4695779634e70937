import Rainbow

/// A table of findings per rule, then the totals: the overview for a large project.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "a table of findings per rule with totals"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        let byRule = Dictionary(grouping: report.findings) { $0.diagnostic.rule }
        let header = ["rule", "severity", "findings", "files"]
        let rows: [[String]] = byRule.keys.sorted().map { rule in
            let findings = byRule[rule] ?? []
            let severities = Set(findings.map(\.diagnostic.severity)).sorted(by: >).map(\.rawValue).joined(separator: "/")
            let files = Set(findings.map(\.diagnostic.location.file)).count
            return [rule, severities, String(findings.count), String(files)]
        }
        var lines: [String] = []
        if rows.isEmpty {
            lines.append("No findings.")
        } else {
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            let format = { (row: [String]) -> String in
                row.enumerated().map { column, cell in
                    // Text columns left-aligned, counts right-aligned.
                    column < 2 ? cell.padding(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ")
            }
            lines.append(style.colored ? format(header).bold : format(header))
            lines += rows.map(format)
        }
        let files = report.files.count
        let filesWithFindings = Set(report.findings.map(\.diagnostic.location.file)).count
        let expected = report.expectedCount > 0 ? " (and \(report.expectedCount) expected by their fixtures)" : ""
        var total = "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))\(expected) in \(plural(filesWithFindings, "file")) of \(plural(files, "file")) checked, \(plural(report.configurationCount, "configuration"))"
        if style.colored { total = report.errorCount > 0 ? total.red : (report.warningCount > 0 ? total.yellow : total.green) }
        lines.append(total)
        return lines.joined(separator: "\n") + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
