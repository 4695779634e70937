import AutolintModel

/// Builds the `GraphvizGraph` of a `ConstraintGraph`. Everything is visited in the layout's own
/// orders (views in pre-order, constraints as given), so the same input gives the same graph.
struct ConstraintGraphBuilder {
    let input: ConstraintGraphInput
    let idPrefix: String

    private var layout: Layout { input.layout }

    func build() throws -> GraphvizGraph {
        let scope = try ConstraintGraphScope(input)
        let drawn = scope.constraintIndices.map { (index: $0, constraint: input.constraints[$0]) }
        let guides = guidesByOwner(drawn.map(\.constraint))
        let enclosing = viewsEnclosingDrawnViews(scope.views)
        let hierarchy = Hierarchy(layout: layout, drawn: scope.views, enclosing: enclosing, guides: guides, builder: self)

        var graph = GraphvizGraph(
            name: layout.name,
            attributes: ConstraintGraphStyle.graph.merging(["label": GraphvizText.literal(title), "id": id("graph")]),
            nodeDefaults: ConstraintGraphStyle.nodeDefaults,
            edgeDefaults: ConstraintGraphStyle.edgeDefaults
        )
        for top in layout.views where top.parent.map({ layout.view($0) == nil }) ?? true {
            if enclosing.contains(top.id) {
                graph.subgraphs.append(hierarchy.cluster(top))
            } else if scope.views.contains(top.id) {
                graph.nodes += hierarchy.nodes(of: top)
            }
        }
        graph.nodes += missingViewNodes(drawn.map(\.constraint), guides: guides)
        graph.edges = drawn.map { edge($0.constraint, index: $0.index) }
        return graph
    }

    private var title: String {
        var parts = [layout.name]
        if let configuration = input.configuration { parts.append(configuration) }
        if let focus = input.focusView { parts.append("affecting \(focus)") }
        if let axis = input.axis { parts.append("\(axis.rawValue) axis") }
        return parts.joined(separator: " — ")
    }

    /// The guides the drawn constraints use, per owning view, in order of first use.
    private func guidesByOwner(_ constraints: [LayoutConstraint]) -> [String: [LayoutItem]] {
        var guides: [String: [LayoutItem]] = [:]
        for item in constraints.flatMap(\.items) where item.isGuide && !(guides[item.view]?.contains(item) ?? false) {
            guides[item.view, default: []].append(item)
        }
        return guides
    }

    /// Views with a drawn view below them: they become clusters.
    private func viewsEnclosingDrawnViews(_ drawn: Set<String>) -> Set<String> {
        var enclosing = Set<String>()
        for view in layout.views.reversed() where drawn.contains(view.id) || enclosing.contains(view.id) {
            if let parent = view.parent { enclosing.insert(parent) }
        }
        return enclosing
    }

    /// Items the constraints relate that the hierarchy does not hold (a console log can name
    /// views it never described), drawn apart so that nothing is silently left out.
    private func missingViewNodes(_ constraints: [LayoutConstraint], guides: [String: [LayoutItem]]) -> [GraphvizNode] {
        var seen = Set<String>()
        var nodes: [GraphvizNode] = []
        for item in constraints.flatMap(\.items) where layout.view(item.view) == nil && seen.insert(item.view).inserted {
            let label = GraphvizText.lines([item.view, "not in the hierarchy"])
            nodes.append(GraphvizNode(name: nodeName(.view(item.view)), attributes: ConstraintGraphStyle.missingView.merging([
                "label": label, "id": id("view-\(item.view)"), "class": "view missing",
            ])))
            nodes += (guides[item.view] ?? []).map(guideNode)
        }
        return nodes
    }

    private func edge(_ constraint: LayoutConstraint, index: Int) -> GraphvizEdge {
        var classes = ["constraint"]
        var attributes: GraphvizAttributes = [:]
        var notes = constraint.location.map { ["\($0)"] } ?? []
        if let family = ConstraintGraphStyle.SystemFamily(constraint.origin) {
            classes += ["system", "system-\(family.token)"]
            attributes = attributes.merging(ConstraintGraphStyle.system(family))
        }
        if let set = input.conflicts.firstIndex(where: { $0.contains(constraint.label) }) {
            classes.append("conflicting")
            notes.append("conflicting set \(set + 1)")
            attributes = attributes.merging(ConstraintGraphStyle.conflicting)
        }
        if input.broken.contains(constraint.label) {
            classes.append("broken")
            notes.append("broken")
            attributes = attributes.merging(ConstraintGraphStyle.broken)
        }
        var lines = constraint.id.map { [$0] } ?? []
        lines.append(constraint.equation)
        if let note = constraint.origin.labelSuffix { lines.append("(\(note))") }
        attributes = attributes.merging([
            "label": GraphvizText.lines(lines), "id": id("constraint-\(index)"), "class": classes.joined(separator: " "),
        ])
        if !notes.isEmpty { attributes["tooltip"] = GraphvizText.literal(notes.joined(separator: ", ")) }
        let tail = constraint.second?.item ?? constraint.first.item
        return GraphvizEdge(from: nodeName(tail), to: nodeName(constraint.first.item), attributes: attributes)
    }

    func viewNode(_ view: LayoutView) -> GraphvizNode {
        var classes = ["view"]
        var attributes: GraphvizAttributes = [:]
        var lines = [view.name, view.displayName == nil ? view.className : "\(view.className) \(view.id)"]
        if input.ambiguousViews.contains(view.id) {
            classes.append("ambiguous")
            lines.append("ambiguous")
            attributes = attributes.merging(ConstraintGraphStyle.ambiguousView)
        }
        if input.focusView == view.id {
            classes.append("focus")
            attributes = attributes.merging(ConstraintGraphStyle.focusView)
        }
        attributes = attributes.merging([
            "label": GraphvizText.lines(lines), "id": id("view-\(view.id)"), "class": classes.joined(separator: " "),
        ])
        if let location = view.location { attributes["tooltip"] = GraphvizText.literal("\(location)") }
        return GraphvizNode(name: nodeName(.view(view.id)), attributes: attributes)
    }

    func guideNode(_ item: LayoutItem) -> GraphvizNode {
        GraphvizNode(name: nodeName(item), attributes: ConstraintGraphStyle.guide.merging([
            "label": GraphvizText.literal(item.description),
            "id": id("guide-\(item.view)-\(item.guide?.suffix ?? "")"),
            "class": "guide",
        ]))
    }

    func clusterAttributes(_ view: LayoutView) -> GraphvizAttributes {
        ConstraintGraphStyle.cluster.merging([
            "label": GraphvizText.literal("\(view.name) (\(view.className))"), "id": id("cluster-\(view.id)"), "class": "cluster",
        ])
    }

    /// Graphviz node names live in their own namespace, apart from the SVG ids.
    func nodeName(_ item: LayoutItem) -> String {
        guard let guide = item.guide else { return "view:\(item.view)" }
        return "guide:\(item.view).\(guide.suffix)"
    }

    private func id(_ name: String) -> String { GraphvizText.literal(idPrefix + name) }
}

/// Nests drawn views in the clusters of their superviews.
private struct Hierarchy {
    let layout: Layout
    let drawn: Set<String>
    let enclosing: Set<String>
    let guides: [String: [LayoutItem]]
    let builder: ConstraintGraphBuilder
    let children: [String: [LayoutView]]

    init(layout: Layout, drawn: Set<String>, enclosing: Set<String>, guides: [String: [LayoutItem]], builder: ConstraintGraphBuilder) {
        self.layout = layout
        self.drawn = drawn
        self.enclosing = enclosing
        self.guides = guides
        self.builder = builder
        var children: [String: [LayoutView]] = [:]
        for view in layout.views { if let parent = view.parent { children[parent, default: []].append(view) } }
        self.children = children
    }

    /// The view's own node (when drawn) and its guides' nodes.
    func nodes(of view: LayoutView) -> [GraphvizNode] {
        (drawn.contains(view.id) ? [builder.viewNode(view)] : []) + (guides[view.id] ?? []).map(builder.guideNode)
    }

    func cluster(_ view: LayoutView) -> GraphvizSubgraph {
        var cluster = GraphvizSubgraph(name: "cluster:\(view.id)", attributes: builder.clusterAttributes(view), nodes: nodes(of: view))
        for child in children[view.id] ?? [] {
            if enclosing.contains(child.id) {
                cluster.subgraphs.append(self.cluster(child))
            } else if drawn.contains(child.id) {
                cluster.nodes += nodes(of: child)
            }
        }
        return cluster
    }
}
