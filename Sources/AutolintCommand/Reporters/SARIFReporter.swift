import AutolintAnalysis
import AutolintModel
import Foundation

/// SARIF 2.1.0 (OASIS), as GitHub code scanning and other viewers read it.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0, for code-scanning services"

    public init() {}

    public func report(_ report: CheckReport, style: ReportStyle) -> String {
        OrderedJSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object([
                            ("name", .string("autolint")),
                            ("semanticVersion", .string(AutolintVersion.current)),
                            ("rules", .array(report.rules.map(Self.rule))),
                        ])),
                    ])),
                    ("columnKind", .string("unicodeCodePoints")),
                    ("results", .array(report.findings.map(Self.result))),
                ]),
            ])),
        ]).rendered()
    }

    private static func rule(_ description: RuleDescription) -> OrderedJSON {
        .object([
            ("id", .string(description.id)),
            ("name", .string(description.name.filter { $0.isLetter || $0.isNumber })),
            ("shortDescription", .object([("text", .string(description.name))])),
            ("fullDescription", .object([("text", .string(description.description))])),
            ("defaultConfiguration", .object([("level", .string(description.defaultSeverity.rawValue))])),
        ])
    }

    private static func result(_ finding: CheckReport.Finding) -> OrderedJSON {
        let diagnostic = finding.diagnostic
        var properties: [(String, OrderedJSON)] = []
        if let configuration = diagnostic.configuration { properties.append(("configuration", .string(configuration))) }
        if !diagnostic.views.isEmpty { properties.append(("views", .array(diagnostic.views.map(OrderedJSON.string)))) }
        if let axis = diagnostic.axis { properties.append(("axis", .string(axis.rawValue))) }
        if !diagnostic.constraints.isEmpty { properties.append(("constraints", .array(diagnostic.constraints.map(OrderedJSON.string)))) }
        if !diagnostic.fixes.isEmpty { properties.append(("fixes", .array(diagnostic.fixes.map(OrderedJSON.string)))) }
        if let recovery = diagnostic.recovery { properties.append(("recovery", .string(recovery))) }
        if let objectID = diagnostic.objectID { properties.append(("objectID", .string(objectID))) }
        if finding.isExpected { properties.append(("expected", .bool(true))) }
        var members: [(String, OrderedJSON)] = [
            ("ruleId", .string(diagnostic.rule)),
            // A finding the fixture expects is only a note: it does not fail the check.
            ("level", .string(finding.isExpected ? "note" : diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([
                .object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(uri(for: diagnostic.location.file)))])),
                        ("region", .object([
                            ("startLine", .integer(max(1, diagnostic.location.line))),
                            ("startColumn", .integer(max(1, diagnostic.location.column))),
                        ])),
                    ])),
                ]),
            ])),
        ]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a `file://` URI.
    static func uri(for path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
