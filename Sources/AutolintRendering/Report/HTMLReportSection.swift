import AutolintModel

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

    /// Whether there is anything to draw; a layout listed without pictures has none.
    public var hasPictures: Bool { graph != nil || wireframe != nil || !animations.isEmpty }

    /// The file the layout was read from, which its diagnostics point into.
    var file: String? { layout.location?.file }
}
