import CGraphviz

/// Turns a `GraphvizGraph` into a cgraph graph. Only used inside `GraphvizSession`'s lock; the
/// caller owns the result and closes it with `agclose`.
///
/// Graph attributes are set on each (sub)graph after its own subgraphs exist: cgraph makes a
/// graph's attribute the default of subgraphs created later, and a value type should draw exactly
/// what it says, not what its parent said.
struct CGraphBuilder {
    private let root: UnsafeMutablePointer<Agraph_t>
    private var nodesByName: [String: UnsafeMutablePointer<Agnode_t>] = [:]

    private init(root: UnsafeMutablePointer<Agraph_t>) { self.root = root }

    static func build(_ graph: GraphvizGraph) throws -> UnsafeMutablePointer<Agraph_t> {
        // cgraph's `Agdirected` / `Agundirected`, spelt out: a main graph, multi-edges and loops allowed.
        let description = Agdesc_t(
            directed: graph.isDirected ? 1 : 0, strict: 0, no_loop: 0, maingraph: 1,
            flatlock: 0, no_write: 0, has_attrs: 0, has_cmpnd: 0
        )
        guard let root = graph.name.withMutableCString({ agopen($0, description, CreationOrderIDs.discipline) }) else {
            throw GraphvizError(stage: .build, messages: GraphvizMessageLog.drain().messages)
        }
        var builder = CGraphBuilder(root: root)
        do {
            try builder.declareDefaults(graph)
            try builder.add(nodes: graph.nodes, to: root)
            for subgraph in graph.subgraphs { try builder.add(subgraph, to: root) }
            for edge in graph.edges { try builder.add(edge) }
            builder.set(graph.attributes, on: UnsafeMutableRawPointer(root))
            return root
        } catch {
            agclose(root)
            throw error
        }
    }

    private func declareDefaults(_ graph: GraphvizGraph) throws {
        for (kind, defaults) in [(AGNODE, graph.nodeDefaults), (AGEDGE, graph.edgeDefaults)] {
            for (name, value) in defaults.sorted {
                let symbol = name.withMutableCString { name in value.withMutableCString { agattr(root, kind, name, $0) } }
                guard symbol != nil else { throw buildError("cannot declare the default \(name)=\(value)") }
            }
        }
    }

    private mutating func add(nodes: [GraphvizNode], to graph: UnsafeMutablePointer<Agraph_t>) throws {
        for node in nodes {
            guard nodesByName[node.name] == nil else { throw buildError("node \"\(node.name)\" is declared twice") }
            guard let made = node.name.withMutableCString({ agnode(graph, $0, 1) }) else {
                throw buildError("cannot create node \"\(node.name)\"")
            }
            nodesByName[node.name] = made
            set(node.attributes, on: UnsafeMutableRawPointer(made))
        }
    }

    private mutating func add(_ subgraph: GraphvizSubgraph, to parent: UnsafeMutablePointer<Agraph_t>) throws {
        guard let made = subgraph.name.withMutableCString({ agsubg(parent, $0, 1) }) else {
            throw buildError("cannot create subgraph \"\(subgraph.name)\"")
        }
        try add(nodes: subgraph.nodes, to: made)
        for child in subgraph.subgraphs { try add(child, to: made) }
        set(subgraph.attributes, on: UnsafeMutableRawPointer(made))
    }

    private func add(_ edge: GraphvizEdge) throws {
        guard let tail = nodesByName[edge.tail], let head = nodesByName[edge.head] else {
            throw buildError("edge \"\(edge.tail)\" -> \"\(edge.head)\" joins an undeclared node")
        }
        guard let made = agedge(root, tail, head, nil, 1) else {
            throw buildError("cannot create edge \"\(edge.tail)\" -> \"\(edge.head)\"")
        }
        set(edge.attributes, on: UnsafeMutableRawPointer(made))
    }

    private func set(_ attributes: GraphvizAttributes, on object: UnsafeMutableRawPointer) {
        for (name, value) in attributes.sorted {
            // An empty default keeps Graphviz's own default for every object that does not set it.
            _ = name.withMutableCString { name in value.withMutableCString { value in "".withMutableCString { agsafeset(object, name, value, $0) } } }
        }
    }

    private func buildError(_ message: String) -> GraphvizError {
        GraphvizError(stage: .build, messages: GraphvizMessageLog.drain().messages + [message])
    }
}

extension String {
    /// cgraph takes `char *` for strings it only reads and copies; this lends it a temporary copy.
    func withMutableCString<Result>(_ body: (UnsafeMutablePointer<CChar>) throws -> Result) rethrows -> Result {
        var bytes = Array(utf8CString)
        return try bytes.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
    }
}
