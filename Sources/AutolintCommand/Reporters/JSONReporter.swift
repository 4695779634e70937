import AutolintModel

/// The JSON report of `cli.md`, keys in its order; absent optional fields are left out.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "the JSON report of the command-line contract (version 1)"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        var summary: [(String, OrderedJSON)] = [
            ("files", .integer(report.files.count)),
            ("configurations", .integer(report.configurationCount)),
            ("errors", .integer(report.errorCount)),
            ("warnings", .integer(report.warningCount)),
            ("expected", .integer(report.expectedCount)),
            ("unreadable", .integer(report.findings.count(where: \.isInputError))),
            ("skipped", .integer(report.skippedInputCount + report.skippedFiles.count)),
            ("unresolved", .integer(report.unresolved.count)),
        ]
        var members: [(String, OrderedJSON)] = [("version", .integer(1)), ("diagnostics", .array(report.findings.map(Self.entry)))]
        // What source code gave, where the run read any: how much was read, and every place not
        // followed with its reason (as `--show-unresolved` prints them).
        if report.source.files > 0 {
            summary += [
                ("sourceLayouts", .integer(report.source.layouts)),
                ("sourceConstraints", .integer(report.source.constraints)),
                ("skippedTypes", .integer(report.source.skippedTypes.count)),
            ]
        }
        members.append(("summary", .object(summary)))
        if report.source.files > 0 {
            members.append(("unresolved", .array((report.source.skippedTypes + report.unresolved).map(Self.unresolvedEntry))))
        }
        return OrderedJSON.object(members).rendered()
    }

    static func unresolvedEntry(_ site: SourceFacts.Unresolved) -> OrderedJSON {
        .object([
            ("file", .string(site.location.file)),
            ("line", .integer(site.location.line)),
            ("column", .integer(site.location.column)),
            ("reason", .string(site.reason)),
            ("views", .array(site.views.map(OrderedJSON.string))),
        ])
    }

    static func entry(_ finding: CheckReport.Finding) -> OrderedJSON {
        let diagnostic = finding.diagnostic
        var members: [(String, OrderedJSON)] = [
            ("rule", .string(diagnostic.rule)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("file", .string(diagnostic.location.file)),
            ("line", .integer(diagnostic.location.line)),
            ("column", .integer(diagnostic.location.column)),
        ]
        if let configuration = diagnostic.configuration { members.append(("configuration", .string(configuration))) }
        members.append(("views", .array(diagnostic.views.map(OrderedJSON.string))))
        if let axis = diagnostic.axis { members.append(("axis", .string(axis.rawValue))) }
        members.append(("constraints", .array(diagnostic.constraints.map(OrderedJSON.string))))
        members.append(("message", .string(diagnostic.message)))
        members.append(("fixes", .array(diagnostic.fixes.map(OrderedJSON.string))))
        if let recovery = diagnostic.recovery { members.append(("recovery", .string(recovery))) }
        if let objectID = diagnostic.objectID { members.append(("objectID", .string(objectID))) }
        if finding.isExpected { members.append(("expected", .bool(true))) }
        return .object(members)
    }
}
