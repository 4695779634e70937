/// An edge between two declared nodes; several edges may join the same pair.
public struct GraphvizEdge: Hashable, Sendable {
    public var tail: String
    public var head: String
    public var attributes: GraphvizAttributes

    public init(from tail: String, to head: String, attributes: GraphvizAttributes = [:]) {
        self.tail = tail
        self.head = head
        self.attributes = attributes
    }
}
