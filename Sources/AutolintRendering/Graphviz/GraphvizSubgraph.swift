/// A subgraph; one whose name starts with `cluster` is drawn as a box around its contents.
public struct GraphvizSubgraph: Hashable, Sendable {
    public var name: String
    public var attributes: GraphvizAttributes
    public var nodes: [GraphvizNode]
    public var subgraphs: [GraphvizSubgraph]

    public init(name: String, attributes: GraphvizAttributes = [:], nodes: [GraphvizNode] = [], subgraphs: [GraphvizSubgraph] = []) {
        self.name = name
        self.attributes = attributes
        self.nodes = nodes
        self.subgraphs = subgraphs
    }

    public var isCluster: Bool { name.hasPrefix("cluster") }

    public var allNodes: [GraphvizNode] { nodes + subgraphs.flatMap(\.allNodes) }
}
