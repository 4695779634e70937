/// Edges of an overview (`ConstraintGraphDetail.overview`) that Graphviz can lay out.
///
/// Graphviz 2.42's `dot` merges parallel edges that have no label and the same ports into one
/// chain, and aborts the process doing it when they are `constraint=false` inside clusters
/// (`class2.c: merge_chain: Assertion 'ED_to_virt(e) == NULL' failed`), which is what an
/// overview makes of two constraints placing the same view from the same view (three real IB
/// documents of the corpus did it). So parallel constraint edges are drawn as one: the most
/// notable of them (conflicting, then broken, then the first) with its style and id, the classes
/// of all of them, and all their equations in its tooltip.
enum OverviewEdges {
    static func mergingParallel(_ edges: [GraphvizEdge]) -> [GraphvizEdge] {
        var groups: [[GraphvizEdge]] = []
        var groupByEnds: [String: Int] = [:]
        for edge in edges {
            let ends = "\(edge.tail)\u{0}\(edge.head)"
            if let index = groupByEnds[ends] {
                groups[index].append(edge)
            } else {
                groupByEnds[ends] = groups.count
                groups.append([edge])
            }
        }
        return groups.map(merged)
    }

    private static func merged(_ group: [GraphvizEdge]) -> GraphvizEdge {
        guard group.count > 1 else { return group[0] }
        func has(_ edge: GraphvizEdge, _ name: String) -> Bool { classes(of: edge).contains(name) }
        var edge = group.first { has($0, "conflicting") } ?? group.first { has($0, "broken") } ?? group[0]
        var union: [String] = []
        for name in group.flatMap(classes(of:)) where !union.contains(name) { union.append(name) }
        edge.attributes["class"] = union.joined(separator: " ")
        edge.attributes["tooltip"] = group.compactMap { $0.attributes["tooltip"] }.joined(separator: "\\n")
        return edge
    }

    private static func classes(of edge: GraphvizEdge) -> [String] {
        (edge.attributes["class"] ?? "").split(separator: " ").map(String.init)
    }
}
