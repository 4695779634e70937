/// A node, named uniquely within its graph.
public struct GraphvizNode: Hashable, Sendable {
    public var name: String
    public var attributes: GraphvizAttributes

    public init(name: String, attributes: GraphvizAttributes = [:]) {
        self.name = name
        self.attributes = attributes
    }
}
