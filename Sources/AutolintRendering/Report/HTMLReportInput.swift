import AutolintModel

/// What one HTML report shows: the run's diagnostics, and per layout and configuration the
/// pictures to draw.
public struct HTMLReportInput: Sendable {
    public var title: String
    /// Every diagnostic of the run; shown in `Diagnostic.reportOrder`.
    public var diagnostics: [Diagnostic]
    /// The diagnostics a fixture's `expect:` block asks for: shown, marked expected, and counted
    /// apart from errors and warnings, as `check` counts them.
    public var expected: Set<Diagnostic>
    public var sections: [HTMLReportSection]
    /// Shown in the footer (`autolint 0.3.0`). The page holds no date, so the same run gives the same bytes.
    public var generator: String?
    /// Configurations listed without their pictures, past the most a file gets drawn.
    public var configurationsNotDrawn = 0

    public init(
        title: String, diagnostics: [Diagnostic], expected: Set<Diagnostic> = [], sections: [HTMLReportSection] = [], generator: String? = nil,
        configurationsNotDrawn: Int = 0
    ) {
        self.configurationsNotDrawn = configurationsNotDrawn
        self.title = title
        self.diagnostics = diagnostics
        self.expected = expected
        self.sections = sections
        self.generator = generator
    }
}
