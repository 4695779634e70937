import AutolintModel

/// The solved frames of one layout in one configuration, for a wireframe.
public struct WireframeInput: Sendable {
    public var layout: Layout
    /// Frames in the root's coordinates, by view id; views without one are not drawn.
    public var frames: [String: Rect]
    /// Views whose frame is ambiguous (highlighted).
    public var ambiguousViews: [String]
    /// Shown in the title (`iphone-se/rtl`).
    public var configuration: String?
    /// Views a finding names (outlined in red): the report's wireframe beside its findings.
    public var highlightedViews: [String] = []

    public init(layout: Layout, frames: [String: Rect], ambiguousViews: [String] = [], configuration: String? = nil) {
        self.layout = layout
        self.frames = frames
        self.ambiguousViews = ambiguousViews
        self.configuration = configuration
    }

    /// From frames in superview coordinates, the form `solve` reports.
    public init(layout: Layout, superviewFrames: [String: Rect], ambiguousViews: [String] = [], configuration: String? = nil) {
        self.init(layout: layout, frames: RootCoordinates.frames(of: layout, from: superviewFrames), ambiguousViews: ambiguousViews, configuration: configuration)
    }
}
