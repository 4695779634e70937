import AutolintModel

/// What one HTML report shows: the run's diagnostics, and per layout and configuration the
/// pictures to draw.
public struct HTMLReportInput: Sendable {
    public var title: String
    /// Every diagnostic of the run; shown in `Diagnostic.reportOrder`.
    public var diagnostics: [Diagnostic]
    public var sections: [HTMLReportSection]
    /// Shown in the footer (`autolint 0.3.0`). The page holds no date, so the same run gives the same bytes.
    public var generator: String?

    public init(title: String, diagnostics: [Diagnostic], sections: [HTMLReportSection] = [], generator: String? = nil) {
        self.title = title
        self.diagnostics = diagnostics
        self.sections = sections
        self.generator = generator
    }
}

/// One layout in one configuration: its dependency graph, its wireframe, its ambiguity animations.
public struct HTMLReportSection: Sendable {
    public var layout: Layout
    public var configuration: String?
    public var graph: ConstraintGraphInput?
    public var wireframe: WireframeInput?
    public var animations: [AmbiguityAnimationInput]

    public init(layout: Layout, configuration: String? = nil, graph: ConstraintGraphInput? = nil, wireframe: WireframeInput? = nil, animations: [AmbiguityAnimationInput] = []) {
        self.layout = layout
        self.configuration = configuration
        self.graph = graph
        self.wireframe = wireframe
        self.animations = animations
    }

    /// The file the layout was read from, which its diagnostics point into.
    var file: String? { layout.location?.file }
}
