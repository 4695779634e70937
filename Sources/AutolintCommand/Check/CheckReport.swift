import AutolintAnalysis
import AutolintFormats
import AutolintModel

/// Everything one `autolint check` run found, in report order: what every reporter renders.
public struct CheckReport: Sendable {
    /// One finding: a rule's diagnostic, or an input that could not be read (rule `input-error`),
    /// which also carries the offending line for a caret.
    public struct Finding: Sendable, Hashable {
        public var diagnostic: Diagnostic
        public var excerpt: String?
        /// Asked for by the fixture's `expect:` block: reported, but it does not fail the check.
        public var isExpected: Bool

        public init(diagnostic: Diagnostic, excerpt: String? = nil, isExpected: Bool = false) {
            self.diagnostic = diagnostic
            self.excerpt = excerpt
            self.isExpected = isExpected
        }

        public var isInputError: Bool { diagnostic.rule == CheckReport.inputErrorRuleID }
    }

    /// The rule id input errors are reported under.
    public static let inputErrorRuleID = "input-error"

    /// A file left out of a directory run, at the place that shows why.
    public struct SkippedFile: Hashable, Sendable {
        public var location: SourceLocation
        public var reason: String
    }

    /// Every file looked at, in the order checked (read or not).
    public var files: [String]
    /// How many configurations (device x direction) the layouts were checked in.
    public var configurationCount: Int
    public var findings: [Finding]
    /// The rules that ran, for reporters that describe them (SARIF).
    public var rules: [RuleDescription]
    /// Dependency and build folders a directory search left out, with the inputs they hold.
    public var skippedFolders: [DirectorySearch.SkippedFolder] = []
    /// Console logs a directory search met and did not take (a log is read when named).
    public var logsNotTaken: [String] = []
    /// Files a directory search found that have nothing to check, and why (a WatchKit storyboard).
    public var skippedFiles: [SkippedFile] = []
    /// Source code: the places autolint could not follow (their views are open: no rule that needs
    /// the whole system reports on them).
    public var unresolved: [SourceFacts.Unresolved] = []
    /// What was read from source code.
    public var source = SourceReading()

    /// Source code read in a run: files, layouts, constraints made (active or not), and the types
    /// skipped because autolint cannot tell what they are.
    public struct SourceReading: Sendable {
        public var files = 0
        public var layouts = 0
        public var constraints = 0
        public var skippedTypes: [SourceFacts.Unresolved] = []

        public init() {}

        mutating func add(_ other: SourceReading) {
            files += other.files
            layouts += other.layouts
            constraints += other.constraints
            skippedTypes += other.skippedTypes
        }
    }

    public init(files: [String], configurationCount: Int, findings: [Finding], rules: [RuleDescription]) {
        self.files = files
        self.configurationCount = configurationCount
        self.findings = findings.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
        self.rules = rules
    }

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
    /// Errors that fail the check (expected ones do not).
    public var errorCount: Int { findings.count { $0.diagnostic.severity == .error && !$0.isExpected } }
    public var warningCount: Int { findings.count { $0.diagnostic.severity == .warning && !$0.isExpected } }
    public var expectedCount: Int { findings.count(where: \.isExpected) }
    public var skippedInputCount: Int { skippedFolders.reduce(0) { $0 + $1.inputCount } }
    public var hasInputErrors: Bool { findings.contains(where: \.isInputError) }

    static func finding(for error: InputError) -> Finding {
        Finding(diagnostic: Diagnostic(rule: inputErrorRuleID, severity: .error, location: error.location, message: error.message),
                excerpt: error.excerpt)
    }
}
