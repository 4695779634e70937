import AutolintModel

/// The constraint dependency graph of one layout in one configuration: views as nodes inside
/// their superview's cluster, constraints as edges labelled with their equation.
///
/// An edge runs from a constraint's second item to its first (the item it places), so that
/// superviews tend to sit above their subviews; a constraint with one item (`w.width == 100`,
/// intrinsic sizes) is a loop on its view. Conflicting constraints are red, broken ones dashed,
/// system ones coloured by family with a hollow arrowhead; ambiguous views are filled amber.
/// Nodes, clusters and edges carry stable SVG ids (`view-title`, `cluster-root`, `constraint-3`,
/// the number being the constraint's position in the input), each with `idPrefix` in front.
public struct ConstraintGraph: Sendable {
    public let input: ConstraintGraphInput
    /// The graph handed to Graphviz.
    public let graph: GraphvizGraph
    /// The detail chosen (never `automatic`).
    public let detail: ConstraintGraphDetail

    /// - Parameter idPrefix: put in front of every SVG id, so that several graphs can share a page.
    public init(_ input: ConstraintGraphInput, detail: ConstraintGraphDetail = .automatic, idPrefix: String = "") throws {
        self.input = input
        (graph, self.detail) = try ConstraintGraphBuilder(input: input, detail: detail, idPrefix: idPrefix).build()
    }

    /// Raster images are capped at `rasterLimit` pixels on their longer side (scaled down, never
    /// up): a graph of a large screen is otherwise tens of thousands of pixels wide, more than
    /// image viewers open. Vector formats scale in the viewer and are drawn at full size.
    public func render(as format: GraphvizFormat) throws -> GraphvizOutput {
        var drawn = graph
        if format == .png {
            // Graphviz's `size` is in inches; its PNGs are drawn at 96 pixels per inch.
            let inches = Double(Self.rasterLimit) / 96
            drawn.attributes["size"] = "\(inches),\(inches)"
        }
        return try GraphvizRenderer.render(drawn, as: format)
    }

    /// The longest side of a PNG, in pixels.
    public static let rasterLimit = 4000
}
