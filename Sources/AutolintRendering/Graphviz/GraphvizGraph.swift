/// A graph described in Swift, ready to be laid out and rendered by `GraphvizRenderer`.
///
/// It is a plain value: building it needs no lock and no C memory. The renderer turns it into a
/// cgraph graph only for the duration of one render, in the order given here (nodes, then
/// subgraphs depth first, then edges), which is what makes the output reproducible.
public struct GraphvizGraph: Hashable, Sendable {
    public var name: String
    public var isDirected: Bool
    /// Graph attributes of the root graph only; clusters do not inherit them.
    public var attributes: GraphvizAttributes
    /// Defaults for every node and every edge (`node [...]`, `edge [...]`).
    public var nodeDefaults: GraphvizAttributes
    public var edgeDefaults: GraphvizAttributes
    /// Nodes outside every subgraph.
    public var nodes: [GraphvizNode]
    public var subgraphs: [GraphvizSubgraph]
    public var edges: [GraphvizEdge]
    /// Graphviz's layout engine: `dot` ranks a dependency graph; `nop` keeps the positions the
    /// nodes' `pos` attributes give (in points), for drawings whose geometry is already known.
    public var layoutEngine = "dot"

    public init(
        name: String, isDirected: Bool = true, attributes: GraphvizAttributes = [:],
        nodeDefaults: GraphvizAttributes = [:], edgeDefaults: GraphvizAttributes = [:],
        nodes: [GraphvizNode] = [], subgraphs: [GraphvizSubgraph] = [], edges: [GraphvizEdge] = []
    ) {
        self.name = name
        self.isDirected = isDirected
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.subgraphs = subgraphs
        self.edges = edges
    }

    /// Every node, in declaration order (top level first, then subgraphs depth first).
    public var allNodes: [GraphvizNode] { nodes + subgraphs.flatMap(\.allNodes) }
}
