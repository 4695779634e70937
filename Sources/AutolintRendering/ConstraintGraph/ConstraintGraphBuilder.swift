import AutolintModel

/// Builds the `GraphvizGraph` of a `ConstraintGraph`. Everything is visited in the layout's own
/// orders (views in pre-order, constraints as given), so the same input gives the same graph.
struct ConstraintGraphBuilder {
    let input: ConstraintGraphInput
    let idPrefix: String
    private let requestedDetail: ConstraintGraphDetail
    private let conflictSetByLabel: [String: Int]
    private let conflictSetByIndex: [Int: Int]
    private let brokenLabels: Set<String>
    private let brokenIndices: Set<Int>
    private let ambiguous: Set<String>
    /// Views whose intrinsic-size constraints are folded into their node's label.
    private var foldedIntrinsicSizes: Set<String> = []
    /// How many other system constraints were left out (`foldsSystemConstraints`).
    private var foldedSystemCount = 0

    init(input: ConstraintGraphInput, detail: ConstraintGraphDetail, idPrefix: String) {
        self.input = input
        self.idPrefix = idPrefix
        requestedDetail = detail
        conflictSetByLabel = Self.firstSet(containing: input.conflicts)
        conflictSetByIndex = Self.firstSet(containing: input.conflictIndices)
        brokenLabels = Set(input.broken)
        brokenIndices = Set(input.brokenIndices)
        ambiguous = Set(input.ambiguousViews)
    }

    private var layout: Layout { input.layout }

    /// For each member, the number (from 1) of the first set it is in.
    private static func firstSet<Member: Hashable>(containing sets: [[Member]]) -> [Member: Int] {
        var numbers: [Member: Int] = [:]
        for (number, members) in zip(1..., sets) {
            for member in members where numbers[member] == nil { numbers[member] = number }
        }
        return numbers
    }

    func build() throws -> (graph: GraphvizGraph, detail: ConstraintGraphDetail) {
        let scope = try ConstraintGraphScope(input)
        var builder = self
        var kept = builder.foldingIntrinsicSizes(of: scope.constraintIndices)
        if input.foldsSystemConstraints { kept = builder.foldingSystemConstraints(of: kept) }
        return try builder.build(scope: scope, constraintIndices: kept)
    }

    /// A screen of labels and buttons has four intrinsic-size constraints per control: enough to
    /// push a graph of thirty views past the detailed limit, where every label is lost. When
    /// leaving those out (all but the ones a finding marks) keeps the graph detailed, they are
    /// folded into their views' labels (`intrinsic 120 × 21`).
    private mutating func foldingIntrinsicSizes(of indices: [Int]) -> [Int] {
        guard requestedDetail == .automatic, indices.count > ConstraintGraphDetail.detailedLimit else { return indices }
        let foldable = indices.filter { index in
            let constraint = input.constraints[index]
            return ConstraintGraphStyle.SystemFamily(constraint.origin) == .intrinsicSize && !isMarked(constraint, index: index)
        }
        guard indices.count - foldable.count <= ConstraintGraphDetail.detailedLimit else { return indices }
        foldedIntrinsicSizes = Set(foldable.map { input.constraints[$0].first.item.view })
        let folded = Set(foldable)
        return indices.filter { !folded.contains($0) }
    }

    /// Past the detailed limit even without intrinsic sizes, the unmarked system constraints go
    /// too when that brings the graph back under it: what the author wrote stays labelled.
    private mutating func foldingSystemConstraints(of indices: [Int]) -> [Int] {
        guard requestedDetail == .automatic, indices.count > ConstraintGraphDetail.detailedLimit else { return indices }
        let foldable = Set(indices.filter { index in
            let constraint = input.constraints[index]
            return ConstraintGraphStyle.SystemFamily(constraint.origin) != nil && !isMarked(constraint, index: index)
        })
        guard indices.count - foldable.count <= ConstraintGraphDetail.detailedLimit, !foldable.isEmpty else { return indices }
        // Intrinsic sizes still go into their views' labels; the others are counted in the title.
        let intrinsic = foldable.filter { ConstraintGraphStyle.SystemFamily(input.constraints[$0].origin) == .intrinsicSize }
        foldedIntrinsicSizes.formUnion(intrinsic.map { input.constraints[$0].first.item.view })
        foldedSystemCount = foldable.count - intrinsic.count
        return indices.filter { !foldable.contains($0) }
    }

    private func isMarked(_ constraint: LayoutConstraint, index: Int) -> Bool {
        conflictSetByIndex[index] != nil || conflictSetByLabel[constraint.label] != nil
            || brokenIndices.contains(index) || brokenLabels.contains(constraint.label)
    }

    private func build(scope: ConstraintGraphScope, constraintIndices: [Int]) throws -> (graph: GraphvizGraph, detail: ConstraintGraphDetail) {
        let detail = requestedDetail.resolved(constraintCount: constraintIndices.count)
        let drawn = constraintIndices.map { (index: $0, constraint: input.constraints[$0]) }
        let guides = guidesByOwner(drawn.map(\.constraint))
        var hierarchy = Hierarchy(layout: layout, drawn: scope.views, enclosing: viewsEnclosingDrawnViews(scope.views), guides: guides, builder: self)

        var graph = GraphvizGraph(
            name: layout.name,
            attributes: ConstraintGraphStyle.graph.merging(["label": GraphvizText.literal(title), "id": id("graph")]),
            nodeDefaults: ConstraintGraphStyle.nodeDefaults,
            edgeDefaults: ConstraintGraphStyle.edgeDefaults
        )
        for (index, constraint) in drawn {
            var edge = edge(constraint, index: index)
            if detail == .detailed, Set(constraint.items).count == 1 {
                let point = anchorPoint(for: edge, index: index)
                hierarchy.attach(point, to: constraint.first.item)
                edge.tail = point.name
            }
            if detail == .detailed, !input.labelledEdgeTooltips { edge.attributes["tooltip"] = nil }
            if detail == .overview {
                edge.attributes["tooltip"] = [edge.attributes["label"], edge.attributes["tooltip"]].compactMap { $0 }.joined(separator: "\\n")
                edge.attributes["label"] = nil
                edge.attributes["constraint"] = "false"
            }
            graph.edges.append(edge)
        }
        if detail == .overview {
            graph.edges = OverviewEdges.mergingParallel(graph.edges)
            graph.attributes["rankdir"] = "LR"
            graph.edges += hierarchyEdges(drawn: scope.views)
        }
        for top in layout.views where top.parent.map({ layout.view($0) == nil }) ?? true {
            if hierarchy.enclosing.contains(top.id) {
                graph.subgraphs.append(hierarchy.cluster(top))
            } else if scope.views.contains(top.id) {
                graph.nodes += hierarchy.nodes(of: top)
            }
        }
        graph.nodes += missingViewNodes(drawn.map(\.constraint), hierarchy: hierarchy)
        return (graph, detail)
    }

    /// A dot from which a constraint on a single view hangs, so that its label gets a place of
    /// its own instead of piling up on the view's loops.
    private func anchorPoint(for edge: GraphvizEdge, index: Int) -> GraphvizNode {
        GraphvizNode(name: "anchor:\(index)", attributes: ConstraintGraphStyle.anchorPoint.merging([
            "color": edge.attributes["color"] ?? ConstraintGraphStyle.userColor,
            "fillcolor": edge.attributes["color"] ?? ConstraintGraphStyle.userColor, "id": id("anchor-\(index)"), "class": "anchor",
        ]))
    }

    /// Invisible edges from each drawn view to its drawn subviews: the ranks of an overview.
    private func hierarchyEdges(drawn: Set<String>) -> [GraphvizEdge] {
        layout.views.compactMap { view in
            guard let parent = view.parent, drawn.contains(view.id), drawn.contains(parent) else { return nil }
            return GraphvizEdge(from: nodeName(.view(parent)), to: nodeName(.view(view.id)), attributes: ["style": "invis"])
        }
    }

    private var title: String {
        var parts = [layout.name]
        if let configuration = input.configuration { parts.append(configuration) }
        if let focus = input.focusView { parts.append("affecting \(focus)") }
        if let axis = input.axis { parts.append("\(axis.rawValue) axis") }
        if foldedSystemCount > 0 { parts.append("\(foldedSystemCount) system constraints not drawn") }
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
    private func missingViewNodes(_ constraints: [LayoutConstraint], hierarchy: Hierarchy) -> [GraphvizNode] {
        var seen = Set<String>()
        var nodes: [GraphvizNode] = []
        for item in constraints.flatMap(\.items) where layout.view(item.view) == nil && seen.insert(item.view).inserted {
            let label = GraphvizText.lines([item.view, "not in the hierarchy"])
            nodes.append(GraphvizNode(name: nodeName(.view(item.view)), attributes: ConstraintGraphStyle.missingView.merging([
                "label": label, "id": id("view-\(item.view)"), "class": "view missing",
            ])))
            nodes += hierarchy.anchorPoints(of: .view(item.view)) + hierarchy.guideNodes(of: item.view)
        }
        return nodes
    }

    private func edge(_ constraint: LayoutConstraint, index: Int) -> GraphvizEdge {
        var classes = ["constraint"]
        var attributes: GraphvizAttributes = [:]
        // The file is the graph's own: its name and line are enough to find the constraint.
        var notes = constraint.location.map { [Self.shortLocation($0)] } ?? []
        if let family = ConstraintGraphStyle.SystemFamily(constraint.origin) {
            classes += ["system", "system-\(family.token)"]
            attributes = attributes.merging(ConstraintGraphStyle.system(family))
        }
        if let set = conflictSetByIndex[index] ?? conflictSetByLabel[constraint.label] {
            classes.append("conflicting")
            notes.append("conflicting set \(set)")
            attributes = attributes.merging(ConstraintGraphStyle.conflicting)
        }
        if brokenIndices.contains(index) || brokenLabels.contains(constraint.label) {
            classes.append("broken")
            notes.append("broken")
            attributes = attributes.merging(ConstraintGraphStyle.broken)
        }
        var lines = (constraint.id ?? constraint.identifier.flatMap { $0 == constraint.origin.labelSuffix ? nil : $0 }).map { [$0] } ?? []
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
        if ambiguous.contains(view.id) {
            classes.append("ambiguous")
            lines.append("ambiguous")
            attributes = attributes.merging(ConstraintGraphStyle.ambiguousView)
        }
        if foldedIntrinsicSizes.contains(view.id) {
            let sizes = [view.intrinsicSize.horizontal.map { "width \(formatPoints($0))" }, view.intrinsicSize.vertical.map { "height \(formatPoints($0))" }]
            let known = sizes.compactMap { $0 }
            lines.append(known.isEmpty ? "intrinsic size" : "intrinsic " + known.joined(separator: ", "))
        }
        if input.focusView == view.id {
            classes.append("focus")
            attributes = attributes.merging(ConstraintGraphStyle.focusView)
        }
        attributes = attributes.merging([
            "label": GraphvizText.lines(lines), "id": id("view-\(view.id)"), "class": classes.joined(separator: " "),
        ])
        if let location = view.location { attributes["tooltip"] = GraphvizText.literal(Self.shortLocation(location)) }
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

    /// `Main.storyboard:80:29`: the graph is of one file, whose name and line find the object.
    static func shortLocation(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last ?? ""):\(location.line):\(location.column)"
    }

    private func id(_ name: String) -> String { GraphvizText.literal(idPrefix + name) }
}

/// Nests drawn views, their guides and anchor points in the clusters of their superviews.
private struct Hierarchy {
    let drawn: Set<String>
    let enclosing: Set<String>
    let guides: [String: [LayoutItem]]
    let builder: ConstraintGraphBuilder
    let children: [String: [LayoutView]]
    private var anchorPoints: [LayoutItem: [GraphvizNode]] = [:]

    init(layout: Layout, drawn: Set<String>, enclosing: Set<String>, guides: [String: [LayoutItem]], builder: ConstraintGraphBuilder) {
        self.drawn = drawn
        self.enclosing = enclosing
        self.guides = guides
        self.builder = builder
        var children: [String: [LayoutView]] = [:]
        for view in layout.views { if let parent = view.parent { children[parent, default: []].append(view) } }
        self.children = children
    }

    /// Places an anchor point beside the item it belongs to.
    mutating func attach(_ point: GraphvizNode, to item: LayoutItem) {
        anchorPoints[item, default: []].append(point)
    }

    func anchorPoints(of item: LayoutItem) -> [GraphvizNode] { anchorPoints[item] ?? [] }

    func guideNodes(of view: String) -> [GraphvizNode] {
        (guides[view] ?? []).flatMap { [builder.guideNode($0)] + anchorPoints(of: $0) }
    }

    /// The view's own node (when drawn), its guides' nodes, and their anchor points.
    func nodes(of view: LayoutView) -> [GraphvizNode] {
        (drawn.contains(view.id) ? [builder.viewNode(view)] + anchorPoints(of: .view(view.id)) : []) + guideNodes(of: view.id)
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
