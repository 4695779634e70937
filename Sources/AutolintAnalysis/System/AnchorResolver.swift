import AutolintModel

/// Expresses any anchor (`title.leading`, `root.safeArea.top`, `card.lastBaseline`) as a linear
/// expression of the layout's unknowns, in the coordinates of a chosen ancestor view.
struct AnchorResolver {
    let layout: Layout
    let hierarchy: HierarchyIndex
    let unknowns: LayoutUnknowns
    let geometry: GuideGeometry

    /// An item's extent along one axis: where it starts and how long it is.
    struct Extent {
        var start: LinearExpression
        var length: LinearExpression
    }

    /// The view whose coordinates an item's frame is given in before any translation: the owner
    /// for guides, the superview for views.
    func container(of item: LayoutItem) -> String? {
        item.guide == nil ? layout.view(item.view)?.parent : item.view
    }

    /// The start of `view` in `ancestor`'s coordinates (`ancestor` nil: the root's superview).
    func origin(of view: String, axis: Axis, in ancestor: String?) -> LinearExpression {
        var sum = LinearExpression()
        let stop = ancestor.flatMap(hierarchy.index(of:))
        var current = hierarchy.index(of: view)
        while let index = current, index != stop {
            sum.add(unknowns.index(viewAt: index, .position(axis)), 1)
            current = hierarchy.parent(of: index)
        }
        return sum
    }

    func extent(of item: LayoutItem, axis: Axis, in ancestor: String?) -> Extent {
        let ownerStart = origin(of: item.view, axis: axis, in: ancestor)
        let ownerSize = unknowns.index(.view(item.view), .size(axis)).map { LinearExpression(variable: $0) } ?? LinearExpression()
        guard let kind = item.guide else { return Extent(start: ownerStart, length: ownerSize) }
        if let placement = layout.view(item.view).flatMap({ geometry.placement(of: kind, in: $0, axis: axis) }) {
            return Extent(
                start: ownerStart + placement.startFactor * ownerSize + placement.startConstant,
                length: placement.lengthFactor * ownerSize + placement.lengthConstant)
        }
        let ownStart = kind == .contentLayout ? nil : unknowns.index(item, .position(axis))
        let ownSize = unknowns.index(item, .size(axis))
        return Extent(
            start: ownerStart + (ownStart.map { LinearExpression(variable: $0) } ?? LinearExpression()),
            length: ownSize.map { LinearExpression(variable: $0) } ?? LinearExpression())
    }

    /// The value of `anchor` in `ancestor`'s coordinates, before any right-to-left mirroring.
    func value(of anchor: LayoutAnchor, in ancestor: String?, direction: WritingDirection) -> LinearExpression {
        guard let axis = anchor.attribute.axis else { return LinearExpression() }
        let usesMargins = anchor.attribute.isMargin && anchor.item.guide == nil
        let marginsItem = LayoutItem(view: anchor.item.view, guide: .margins)
        let extent = extent(of: usesMargins ? marginsItem : anchor.item, axis: axis, in: ancestor)
        let end = extent.start + extent.length
        let rightToLeft = direction == .rightToLeft
        switch anchor.attribute.withoutMargin {
        case .left, .top: return extent.start
        case .right, .bottom: return end
        case .leading: return rightToLeft ? end : extent.start
        case .trailing: return rightToLeft ? extent.start : end
        case .centerX, .centerY: return extent.start + 0.5 * extent.length
        case .width, .height: return extent.length
        case .firstBaseline: return extent.start + baselineOffset(anchor.item, last: false, length: extent.length)
        case .lastBaseline: return extent.start + baselineOffset(anchor.item, last: true, length: extent.length)
        default: return LinearExpression()
        }
    }

    /// Baselines are offsets from the top given by the input; without one, the first baseline is
    /// the top and the last the bottom (guides have no baselines of their own).
    private func baselineOffset(_ item: LayoutItem, last: Bool, length: LinearExpression) -> LinearExpression {
        guard item.guide == nil, let view = layout.view(item.view) else { return last ? length : LinearExpression() }
        if let offset = last ? view.lastBaseline : view.firstBaseline { return LinearExpression(constant: offset) }
        return last ? length : LinearExpression()
    }
}
