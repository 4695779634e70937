import AutolintModel

/// The attributes a stack view uses along its axis and across it, and the edges of its canvas
/// (its bounds, or its layout margins with `isLayoutMarginsRelativeArrangement`).
struct StackViewAnchors {
    let axis: Axis
    let marginsRelative: Bool

    /// Leading edge along the axis: `leading` (horizontal) or `top` (vertical).
    var start: LayoutAttribute { axis == .horizontal ? .leading : .top }
    var end: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    var size: LayoutAttribute { axis == .horizontal ? .width : .height }
    var center: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }

    /// Across the axis.
    var crossStart: LayoutAttribute { axis == .horizontal ? .top : .leading }
    var crossEnd: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
    var crossSize: LayoutAttribute { axis == .horizontal ? .height : .width }
    var crossCenter: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }

    /// The stack view's own edge for an arranged view's edge.
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard marginsRelative else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }
}
