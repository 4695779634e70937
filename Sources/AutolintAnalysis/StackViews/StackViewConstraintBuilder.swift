import AutolintModel

/// Accumulates one stack view's constraints: `distribute` along the axis, `align` across it.
struct StackViewConstraintBuilder {
    let stack: LayoutView
    let properties: StackViewProperties
    let anchors: StackViewAnchors
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []

    /// UIKit's priority for the stack view's wish to be as small as its content across the axis.
    static let spanningFitPriority = LayoutPriority(51)
    /// An `equalSpacing` or `equalCentering` stack that nothing stretches is as long as its content:
    /// each gap wishes to be `spacing`, as weakly as the stack wishes to fit its content across the
    /// axis. UIKit does not document this constraint; it is autolint's model of what UIKit and
    /// Interface Builder do with such a stack pinned on one side (size it to its content, and
    /// report nothing), and it gives way to anything that stretches the stack.
    static let spacingFitPriority = spanningFitPriority
    /// UIKit's priority for keeping views without a cross-axis size from being ambiguous.
    static let ambiguitySuppressionPriority = LayoutPriority(25)
    /// Proportional sizes give way to required constraints rather than conflict with them.
    static let proportionalPriority = LayoutPriority(999)
    /// AppKit keeps a distribution's equal sizes and gaps "as much as possible" (Apple's
    /// `NSStackView.Distribution`); the priority is not documented. autolint's choice: just
    /// below required, so that they give way only to what must hold.
    static let appKitDistributionPriority = LayoutPriority(999)

    /// The priority of a distribution's equalities: required in UIKit, as much as possible in AppKit.
    private var distributionPriority: LayoutPriority { properties.appKit == nil ? .required : Self.appKitDistributionPriority }

    /// How tightly the stack holds its first and last views along its axis: required, except in
    /// an `NSStackView` whose distribution is neither of the `fill` ones, held at its own hugging
    /// priority (`AppKitStackBehaviour`), the first view pinned to the leading edge with gravity
    /// areas.
    private var edgeHugging: (start: LayoutPriority, end: LayoutPriority) {
        guard let appKit = properties.appKit else { return (.required, .required) }
        let hugging = appKit.hugging(along: properties.axis)
        if appKit.usesGravityAreas { return (.required, hugging) }
        switch properties.distribution {
        case .fill, .fillEqually, .fillProportionally: return (.required, .required)
        case .equalSpacing, .equalCentering: return (hugging, hugging)
        }
    }

    init(stack: LayoutView, properties: StackViewProperties) {
        self.stack = stack
        self.properties = properties
        anchors = StackViewAnchors(axis: properties.axis, marginsRelative: properties.isLayoutMarginsRelativeArrangement)
    }

    // MARK: - Along the axis

    /// - Parameters:
    ///   - visible: the arranged views that take part (hidden ones are detached).
    ///   - all: every arranged view, in order; detached ones collapse where they stand.
    mutating func distribute(visible: [String], all: [String], intrinsicLengths: [Double?]) {
        collapseDetached(all: all, visible: Set(visible))
        guard let first = visible.first, let last = visible.last else {
            // Everything is detached: the stack closes up behind its collapsed views.
            if let last = all.last {
                add("UISV-canvas-connection", view(last, anchors.end), .equal, stackAnchor(anchors.canvas(anchors.end)))
            }
            return
        }
        let hugging = edgeHugging
        if hugging.start.isRequired {
            add("UISV-canvas-connection", stackAnchor(anchors.canvas(anchors.start)), .equal, view(first, anchors.start))
        } else {
            add("UISV-canvas-connection", view(first, anchors.start), .greaterThanOrEqual, stackAnchor(anchors.canvas(anchors.start)))
            add("NSStackView-hugging", stackAnchor(anchors.canvas(anchors.start)), .equal, view(first, anchors.start), priority: hugging.start)
        }
        if hugging.end.isRequired {
            add("UISV-canvas-connection", view(last, anchors.end), .equal, stackAnchor(anchors.canvas(anchors.end)))
        } else {
            add("UISV-canvas-connection", view(last, anchors.end), .lessThanOrEqual, stackAnchor(anchors.canvas(anchors.end)))
            add("NSStackView-hugging", view(last, anchors.end), .equal, stackAnchor(anchors.canvas(anchors.end)), priority: hugging.end)
        }
        if !hugging.start.isRequired, !hugging.end.isRequired {
            centerContent(first: first, last: last, below: min(hugging.start, hugging.end))
        }

        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        switch properties.distribution {
        case .fill:
            for (before, after) in pairs { addSpacing(before, after, relation: .equal) }
        case .fillEqually:
            for (before, after) in pairs { addSpacing(before, after, relation: .equal) }
            for other in visible.dropFirst() {
                add("UISV-fill-equally", view(other, anchors.size), .equal, view(first, anchors.size), priority: distributionPriority)
            }
        case .fillProportionally:
            for (before, after) in pairs { addSpacing(before, after, relation: .equal) }
            addProportionalSizes(visible: visible, all: all, intrinsicLengths: intrinsicLengths)
        case .equalSpacing:
            for (before, after) in pairs { addSpacing(before, after, relation: .greaterThanOrEqual) }
            for (before, after) in pairs { addSpacing(before, after, relation: .equal, priority: Self.spacingFitPriority) }
            addEqualGaps(pairs, from: anchors.end, to: anchors.start)
        case .equalCentering:
            for (before, after) in pairs { addSpacing(before, after, relation: .greaterThanOrEqual) }
            for (before, after) in pairs { addSpacing(before, after, relation: .equal, priority: Self.spacingFitPriority) }
            addEqualGaps(pairs, from: anchors.center, to: anchors.center)
        }
    }

    /// An `NSStackView` that hugs its views at both ends only weakly and is longer than they are
    /// keeps them centred (Interface Builder draws Rectangle's `equalCentering` rows so): a guide
    /// spans them, its centre wishes to be the stack's, just below the hugging priority.
    private mutating func centerContent(first: String, last: String, below hugging: LayoutPriority) {
        let guideID = "\(stack.id).NSStackView-content"
        guides.append(LayoutGuide(id: guideID, location: stack.location))
        let guide = LayoutItem(view: stack.id, guide: .custom(guideID))
        add("NSStackView-content", LayoutAnchor(guide, anchors.start), .equal, view(first, anchors.start))
        add("NSStackView-content", LayoutAnchor(guide, anchors.end), .equal, view(last, anchors.end))
        let priority = LayoutPriority(max(1, min(Self.spanningFitPriority.value, hugging.value - 1)))
        add("NSStackView-centering", LayoutAnchor(guide, anchors.center), .equal, stackAnchor(anchors.canvas(anchors.center)), priority: priority)
    }

    /// A detached (hidden) view keeps no length and sits right after the view before it, so it
    /// moves nothing else (`UISV-hiding`).
    private mutating func collapseDetached(all: [String], visible: Set<String>) {
        for (index, id) in all.enumerated() where !visible.contains(id) {
            add("UISV-hiding", view(id, anchors.size), .equal, nil, constant: 0)
            let previous = index == 0 ? stackAnchor(anchors.canvas(anchors.start)) : view(all[index - 1], anchors.end)
            add("UISV-hiding", view(id, anchors.start), .equal, previous)
        }
    }

    /// `after.start == before.end + spacing`, or baseline to baseline in a baseline-relative
    /// vertical stack.
    private mutating func addSpacing(_ before: String, _ after: String, relation: LayoutRelation, priority: LayoutPriority = .required) {
        if properties.isBaselineRelativeArrangement, properties.axis == .vertical {
            add("UISV-spacing", view(after, .firstBaseline), relation, view(before, .lastBaseline), constant: properties.spacing, priority: priority)
        } else {
            add("UISV-spacing", view(after, anchors.start), relation, view(before, anchors.end), constant: properties.spacing, priority: priority)
        }
    }

    /// One spacer guide per gap, spanning from `from` of one view to `to` of the next, all as long
    /// as the first (`UISV-distributing-edge`, `UISV-fill-equally`).
    private mutating func addEqualGaps(_ pairs: [(String, String)], from: LayoutAttribute, to: LayoutAttribute) {
        var firstGuide: LayoutItem?
        for (index, (before, after)) in pairs.enumerated() {
            let guideID = "\(stack.id).UISV-gap-\(index + 1)"
            guides.append(LayoutGuide(id: guideID, location: stack.location))
            let guide = LayoutItem(view: stack.id, guide: .custom(guideID))
            add("UISV-distributing-edge", LayoutAnchor(guide, anchors.start), .equal, view(before, from))
            add("UISV-distributing-edge", LayoutAnchor(guide, anchors.end), .equal, view(after, to))
            if let firstGuide {
                add("UISV-fill-equally", LayoutAnchor(guide, anchors.size), .equal, LayoutAnchor(firstGuide, anchors.size), priority: distributionPriority)
            } else {
                firstGuide = guide
            }
        }
    }

    /// Each view's share of the stack's length, after spacing, in proportion to its intrinsic
    /// length. Views without one count as zero; when no view has one the distribution is `fill`.
    private mutating func addProportionalSizes(visible: [String], all: [String], intrinsicLengths: [Double?]) {
        let lengths = Dictionary(uniqueKeysWithValues: zip(all, intrinsicLengths.map { $0 ?? 0 }))
        let total = visible.reduce(0) { $0 + (lengths[$1] ?? 0) }
        guard total > 0 else { return }
        let totalSpacing = properties.spacing * Double(visible.count - 1)
        for id in visible {
            let share = (lengths[id] ?? 0) / total
            add("UISV-fill-proportionally", view(id, anchors.size), .equal, stackAnchor(anchors.size),
                multiplier: share, constant: -share * totalSpacing, priority: StackViewConstraintBuilder.proportionalPriority)
        }
    }

    // MARK: - Across the axis

    /// UIKit aligns every view with the first (`UISV-alignment`) and ties the first to the stack's
    /// edges (`UISV-canvas-connection`). Unless the alignment is `fill`, every view also stays
    /// inside the stack (`UISV-spanning-boundary`), the stack shrinks to its tallest view
    /// (`UISV-spanning-fit`) and views without a size across the axis get a weak zero size
    /// (`UISV-ambiguity-suppression`).
    mutating func align(_ arranged: [String]) {
        guard let first = arranged.first else { return }
        let alignment = effectiveAlignment
        let edges: [LayoutAttribute]
        switch alignment {
        case .fill: edges = [anchors.crossStart, anchors.crossEnd]
        case .leading, .top: edges = [anchors.crossStart]
        case .trailing, .bottom: edges = [anchors.crossEnd]
        case .center: edges = [anchors.crossCenter]
        case .firstBaseline: edges = [.firstBaseline]
        case .lastBaseline: edges = [.lastBaseline]
        }
        for edge in edges {
            for other in arranged.dropFirst() { add("UISV-alignment", view(other, edge), .equal, view(first, edge)) }
        }
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        if !isBaseline {
            for edge in edges { add("UISV-canvas-connection", stackAnchor(anchors.canvas(edge)), .equal, view(first, edge)) }
        }
        guard alignment != .fill else { return }
        for id in arranged {
            add("UISV-spanning-boundary", view(id, anchors.crossStart), .greaterThanOrEqual, stackAnchor(anchors.canvas(anchors.crossStart)))
            add("UISV-spanning-boundary", view(id, anchors.crossEnd), .lessThanOrEqual, stackAnchor(anchors.canvas(anchors.crossEnd)))
            add("UISV-ambiguity-suppression", view(id, anchors.crossSize), .equal, nil, constant: 0,
                priority: StackViewConstraintBuilder.ambiguitySuppressionPriority)
        }
        add("UISV-spanning-fit", stackAnchor(anchors.crossSize), .equal, nil, constant: 0, priority: StackViewConstraintBuilder.spanningFitPriority)
    }

    /// Baseline alignments only exist across a horizontal stack; a vertical one reads `top` as
    /// `leading` and `bottom` as `trailing` (same raw values in UIKit) and baselines as `fill`.
    private var effectiveAlignment: StackViewProperties.Alignment {
        switch (properties.axis, properties.alignment) {
        case (.vertical, .firstBaseline), (.vertical, .lastBaseline): .fill
        case (.vertical, .top): .leading
        case (.vertical, .bottom): .trailing
        case (.horizontal, .leading): .top
        case (.horizontal, .trailing): .bottom
        case (_, let alignment): alignment
        }
    }

    // MARK: - Building blocks

    private func view(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }

    private func stackAnchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(stack.id), attribute) }

    private mutating func add(
        _ name: String, _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        constraints.append(LayoutConstraint(
            identifier: name, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority, origin: .stackView(name), location: stack.location))
    }
}
