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

    /// An item found in the layout: its owning view by pre-order position (the position of its
    /// unknowns), and the guide, if any. Resolved once per constraint side, so that nothing below
    /// hashes a view id again.
    struct ResolvedItem {
        var view: Int
        var guide: GuideKind?
        var item: LayoutItem
    }

    /// The item's view and guide, or nil when the view is not in the layout or does not own the guide.
    func resolve(_ item: LayoutItem) -> ResolvedItem? {
        guard let view = hierarchy.index(of: item.view), layout.resolves(item.guide, ofViewAt: view) else { return nil }
        return ResolvedItem(view: view, guide: item.guide, item: item)
    }

    /// The view whose coordinates an item's frame is given in before any translation: the owner
    /// for guides, the superview for views.
    func container(of item: ResolvedItem) -> Int? {
        item.guide == nil ? hierarchy.parent(of: item.view) : item.view
    }

    /// The start of the view at `view` in `ancestor`'s coordinates (`ancestor` nil: the root's superview).
    func origin(of view: Int, axis: Axis, in ancestor: Int?) -> LinearExpression {
        var sum = LinearExpression()
        var current: Int? = view
        while let index = current, index != ancestor {
            sum.add(unknowns.index(viewAt: index, .position(axis)), 1)
            current = hierarchy.parent(of: index)
        }
        return sum
    }

    func extent(of item: ResolvedItem, axis: Axis, in ancestor: Int?) -> Extent {
        let ownerStart = origin(of: item.view, axis: axis, in: ancestor)
        let ownerSize = LinearExpression(variable: unknowns.index(viewAt: item.view, .size(axis)))
        guard let kind = item.guide else { return Extent(start: ownerStart, length: ownerSize) }
        if let placement = geometry.placement(of: kind, in: layout.views[item.view], axis: axis) {
            return Extent(
                start: ownerStart + placement.startFactor * ownerSize + placement.startConstant,
                length: placement.lengthFactor * ownerSize + placement.lengthConstant)
        }
        let ownStart = kind == .contentLayout ? nil : unknowns.index(item.item, .position(axis))
        let ownSize = unknowns.index(item.item, .size(axis))
        return Extent(
            start: ownerStart + (ownStart.map { LinearExpression(variable: $0) } ?? LinearExpression()),
            length: ownSize.map { LinearExpression(variable: $0) } ?? LinearExpression())
    }

    /// The value of `anchor` (its item resolved as `item`) in the coordinates of the view at
    /// `ancestor`, before any right-to-left mirroring.
    func value(of anchor: LayoutAnchor, item: ResolvedItem, in ancestor: Int?, direction: WritingDirection) -> LinearExpression {
        guard let axis = anchor.attribute.axis else { return LinearExpression() }
        let usesMargins = anchor.attribute.isMargin && item.guide == nil
        let measured = usesMargins ? ResolvedItem(view: item.view, guide: .margins, item: LayoutItem(view: item.item.view, guide: .margins)) : item
        let extent = extent(of: measured, axis: axis, in: ancestor)
        // Built only for the attributes at the far edge: it is a new expression each time.
        var end: LinearExpression { extent.start + extent.length }
        let rightToLeft = direction == .rightToLeft
        switch anchor.attribute.withoutMargin {
        case .left, .top: return extent.start
        case .right, .bottom: return end
        case .leading: return rightToLeft ? end : extent.start
        case .trailing: return rightToLeft ? extent.start : end
        case .centerX, .centerY: return extent.start + 0.5 * extent.length
        case .width, .height: return extent.length
        case .firstBaseline: return extent.start + baselineOffset(item, last: false, length: extent.length)
        case .lastBaseline: return extent.start + baselineOffset(item, last: true, length: extent.length)
        default: return LinearExpression()
        }
    }

    /// Baselines are offsets from the top given by the input; without one, the first baseline is
    /// the top and the last the bottom (guides have no baselines of their own).
    private func baselineOffset(_ item: ResolvedItem, last: Bool, length: LinearExpression) -> LinearExpression {
        guard item.guide == nil else { return last ? length : LinearExpression() }
        if let offset = last ? layout.views[item.view].lastBaseline : layout.views[item.view].firstBaseline {
            return LinearExpression(constant: offset)
        }
        return last ? length : LinearExpression()
    }
}
