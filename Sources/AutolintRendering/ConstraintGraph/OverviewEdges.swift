/// Edges of an overview (`ConstraintGraphDetail.overview`) that Graphviz can lay out.
///
/// Graphviz 2.42's `dot` merges parallel edges that have no label and the same ports into one
/// chain, and aborts the process doing it when they are `constraint=false` inside clusters
/// (`class2.c: merge_chain: Assertion 'ED_to_virt(e) == NULL' failed`), which is what an
/// overview makes of two constraints between the same two views (three real IB documents of the
/// corpus did it); edges both ways between two views of one rank sent its `flat_rev` into minutes
/// of work (a cell of the corpus: over two minutes, killed). So the constraint edges between two
/// views are drawn as one: the most notable of them (conflicting, then broken, then the first)
/// with its style and id, the classes of all of them, all their equations in its tooltip, and an
/// arrowhead at both ends when they place each other.
enum OverviewEdges {
    static func mergingParallel(_ edges: [GraphvizEdge]) -> [GraphvizEdge] {
        var groups: [[GraphvizEdge]] = []
        var groupByEnds: [String: Int] = [:]
        for edge in edges {
            let ends = [edge.tail, edge.head].sorted().joined(separator: "\u{0}")
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
        if group.contains(where: { $0.tail != edge.tail }) { edge.attributes["dir"] = "both" }
        return edge
    }

    private static func classes(of edge: GraphvizEdge) -> [String] {
        (edge.attributes["class"] ?? "").split(separator: " ").map(String.init)
    }
}
