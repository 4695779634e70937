/// A fixture's `expect:` block: what `autolint check` must find, for the CI gate.
public struct Expectations: Hashable, Sendable, Codable {
    /// true: no error-severity diagnostic in any configuration; false: at least one.
    public var clean: Bool?
    /// Exactly these rule/view pairs are reported (nil: not checked).
    public var diagnostics: [ExpectedDiagnostic]?
    /// Solved frames per configuration name, view id -> frame, to 0.5 pt.
    public var frames: [ExpectedFrames]
    public var location: SourceLocation?

    public init(clean: Bool? = nil, diagnostics: [ExpectedDiagnostic]? = nil, frames: [ExpectedFrames] = [], location: SourceLocation? = nil) {
        self.clean = clean
        self.diagnostics = diagnostics
        self.frames = frames
        self.location = location
    }
}

public struct ExpectedDiagnostic: Hashable, Sendable, Codable {
    public var rule: String
    public var view: String?
    public var axis: Axis?
    public var location: SourceLocation?

    public init(rule: String, view: String? = nil, axis: Axis? = nil, location: SourceLocation? = nil) {
        self.rule = rule
        self.view = view
        self.axis = axis
        self.location = location
    }
}

/// Expected frames in one configuration, in the order written.
public struct ExpectedFrames: Hashable, Sendable, Codable {
    public var configuration: String
    public var frames: [(view: String, frame: Rect)] {
        get { zip(views, rects).map { ($0, $1) } }
        set {
            views = newValue.map(\.view)
            rects = newValue.map(\.frame)
        }
    }
    private var views: [String]
    private var rects: [Rect]
    public var location: SourceLocation?

    public init(configuration: String, frames: [(view: String, frame: Rect)], location: SourceLocation? = nil) {
        self.configuration = configuration
        views = frames.map(\.view)
        rects = frames.map(\.frame)
        self.location = location
    }

    public static let tolerance = 0.5
}
