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
        WireframeDrawing(layout: input.layout, ambiguous: Set(input.ambiguousViews), highlighted: Set(input.highlightedViews),
                         title: title, idPrefix: idPrefix)
            .svg(frames: input.frames)
    }

    /// The same drawing through Graphviz, for the formats it renders (PNG, PDF, DOT; SVG too):
    /// each view a box pinned at its frame (`nop` keeps the positions), drawn in pre-order so that
    /// subviews lie on their superviews.
    public func render(as format: GraphvizFormat) throws -> GraphvizOutput {
        let ambiguous = Set(input.ambiguousViews)
        let drawn = input.layout.views.compactMap { view in input.frames[view.id].flatMap { $0.isDrawable ? (view, $0) : nil } }
        let top = drawn.map { $0.1.y + $0.1.height }.max() ?? 0
        var graph = GraphvizGraph(
            name: input.layout.name, isDirected: false,
            attributes: ["label": GraphvizText.literal(title), "labelloc": "t", "fontname": WireframeStyle.fontFamily,
                         "fontsize": formatPoints(WireframeStyle.titleSize), "pad": formatPoints(WireframeStyle.padding / 72)],
            nodeDefaults: ["shape": "box", "fixedsize": "true", "style": "filled", "fontname": WireframeStyle.fontFamily,
                           "fontsize": formatPoints(WireframeStyle.labelSize), "labelloc": "t", "color": WireframeStyle.stroke,
                           "fillcolor": WireframeStyle.fill + "10", "penwidth": "1"])
        graph.layoutEngine = "nop"
        for (index, (view, frame)) in zip(0..., drawn) {
            var attributes: GraphvizAttributes = [
                // Graphviz's y axis points up: a frame's top is measured down from the tallest bottom.
                "pos": "\(formatPoints(frame.x + frame.width / 2)),\(formatPoints(top - frame.y - frame.height / 2))!",
                "width": formatPoints(frame.width / 72), "height": formatPoints(frame.height / 72),
                "label": GraphvizText.literal(WireframeDrawing.fitted(view.name, width: frame.width - 6, characterWidth: WireframeStyle.characterWidth) ?? ""),
                "id": GraphvizText.literal(idPrefix + "view-\(view.id)"),
            ]
            if ambiguous.contains(view.id) {
                attributes = attributes.merging(["fillcolor": WireframeStyle.ambiguousFill, "color": WireframeStyle.ambiguousStroke, "style": "filled,dashed"])
            }
            graph.nodes.append(GraphvizNode(name: "view\(index)", attributes: attributes))
        }
        return try GraphvizRenderer.render(graph, as: format)
    }

    private var title: String {
        ([input.layout.name] + (input.configuration.map { [$0] } ?? [])).joined(separator: " — ")
    }
}
