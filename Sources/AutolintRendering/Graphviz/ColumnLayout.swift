import AutolintModel

/// A linear-time layout for graphs too large for `dot`: every node in a column by its depth in the
/// view hierarchy (the graph's invisible parent-to-child edges), in declaration order down the
/// column, a long column wrapped into several side by side so that the drawing stays about as
/// wide as it is tall; drawn by Graphviz's `nop` engine with straight edges.
///
/// `dot`'s ranking, crossing minimisation and coordinate assignment grow faster than the graph: a
/// 10,000-view chain took 13-44 s, and with every view in one rank bounded iterations do not help.
/// Past a few thousand views a drawing is read by searching it, not by its tidiness, so the
/// clusters become each node's column and the layout is computed here, in one pass.
enum ColumnLayout {
    /// Graphs with more nodes than this are laid out in columns.
    static let nodeLimit = 2_000
    static let columnWidth = 260.0
    static let rowHeight = 56.0

    static func applies(to graph: GraphvizGraph) -> Bool {
        graph.layoutEngine == "dot" && graph.allNodes.count > nodeLimit
    }

    static func laidOut(_ graph: GraphvizGraph) -> GraphvizGraph {
        var clusterDepth: [String: Int] = [:]
        func visit(_ subgraph: GraphvizSubgraph, depth: Int) {
            for node in subgraph.nodes { clusterDepth[node.name] = depth }
            for inner in subgraph.subgraphs { visit(inner, depth: depth + 1) }
        }
        for node in graph.nodes { clusterDepth[node.name] = 0 }
        for subgraph in graph.subgraphs { visit(subgraph, depth: 1) }
        let nodes = graph.allNodes
        // Depth in the hierarchy, from the invisible parent-to-child edges; other nodes (guides,
        // anchor points) sit in the column of the cluster they were drawn in.
        var children: [String: [String]] = [:]
        var hasParent: Set<String> = []
        for edge in graph.edges where edge.attributes["style"] == "invis" {
            children[edge.tail, default: []].append(edge.head)
            hasParent.insert(edge.head)
        }
        var depth: [String: Int] = [:]
        var queue = nodes.map(\.name).filter { children[$0] != nil && !hasParent.contains($0) }
        for root in queue { depth[root] = 0 }
        var head = 0
        while head < queue.count {
            let parent = queue[head]
            head += 1
            for child in children[parent] ?? [] where depth[child] == nil {
                depth[child] = depth[parent]! + 1
                queue.append(child)
            }
        }
        let level = nodes.map { depth[$0.name] ?? clusterDepth[$0.name] ?? 0 }
        let levelCount = (level.max() ?? 0) + 1
        var members = [Int](repeating: 0, count: levelCount)
        for value in level { members[value] += 1 }
        // Rows per column such that the drawing comes out about square.
        let rowsPerColumn = max(50, Int((Double(nodes.count) * columnWidth / rowHeight).squareRoot().rounded(.up)))
        var firstColumn = [Int](repeating: 0, count: levelCount)
        for index in 1..<max(levelCount, 1) {
            firstColumn[index] = firstColumn[index - 1] + max(1, (members[index - 1] + rowsPerColumn - 1) / rowsPerColumn)
        }
        var placedAtLevel = [Int](repeating: 0, count: levelCount)
        var laid = graph
        laid.layoutEngine = "nop"
        laid.subgraphs = []
        laid.nodes = nodes.indices.map { index in
            let order = placedAtLevel[level[index]]
            placedAtLevel[level[index]] += 1
            let column = firstColumn[level[index]] + order / rowsPerColumn
            let row = order % rowsPerColumn
            var placed = nodes[index]
            placed.attributes["pos"] = "\(formatPoints(Double(column) * columnWidth)),\(formatPoints(-Double(row) * rowHeight))!"
            return placed
        }
        laid.edges = graph.edges.filter { $0.attributes["style"] != "invis" }
        laid.attributes["splines"] = "line"
        return laid
    }
}
