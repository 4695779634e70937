/// Turns a check report into text in one format.
public protocol Reporter: Sendable {
    /// The name `--reporter` and the configuration's `reporter:` take.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init()
    func report(_ report: CheckReport, style: ReportStyle) -> String
}

/// How text reporters may decorate their output.
public struct ReportStyle: Sendable {
    /// ANSI colours: only when writing to a terminal and `NO_COLOR` is unset.
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public static let plain = ReportStyle()
}

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
