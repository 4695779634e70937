import AutolintModel

/// An SVG of the solved frames of one configuration: every view a labelled box in its place,
/// ambiguous ones filled amber with a dashed outline. Drawn directly, not laid out by Graphviz:
/// the frames are the layout.
public struct Wireframe: Sendable {
    public let input: WireframeInput
    public let idPrefix: String

    /// - Parameter idPrefix: put in front of every SVG id, so that several drawings can share a page.
    public init(_ input: WireframeInput, idPrefix: String = "") {
        self.input = input
        self.idPrefix = idPrefix
    }

    public var svg: String {
        WireframeDrawing(layout: input.layout, ambiguous: Set(input.ambiguousViews), title: title, idPrefix: idPrefix)
            .svg(frames: input.frames)
    }

    private var title: String {
        ([input.layout.name] + (input.configuration.map { [$0] } ?? [])).joined(separator: " — ")
    }
}
