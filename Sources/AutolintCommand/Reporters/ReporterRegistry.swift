/// Every reporter, in the order `--help` lists them.
public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self,
        GitHubActionsReporter.self, CheckstyleReporter.self, SummaryReporter.self,
    ]

    public static let defaultIdentifier = XcodeReporter.identifier

    public static var identifiers: [String] { all.map { $0.identifier } }

    public static func reporter(named identifier: String) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }
}
