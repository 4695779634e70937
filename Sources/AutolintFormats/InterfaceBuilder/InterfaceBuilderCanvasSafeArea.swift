import AutolintModel

/// The safe area of a layout's root on the design canvas, as the document's saved frames show it.
///
/// IB saves no frame for the safe area guide, and what it covers on the canvas depends on more
/// than the device: simulated status, navigation, tab and tool bars (inferred from segues as well
/// as written), freeform sizes. The views IB pinned to the root's safe area were laid out against
/// it, so each required `view.top == root.safeArea.top + c` (and the same for the bottom) says
/// where that edge was; the value most of them agree on is the canvas's (ties: the smaller inset).
/// Without such constraints the screen's own insets apply when the root fills the screen, none
/// otherwise (a freeform or below-the-bars root does not reach the screen's edges).
enum InterfaceBuilderCanvasSafeArea {
    static func insets(of layout: Layout, screen: Device) -> EdgeInsets {
        let root = layout.root
        guard let rootSize = root.frame?.size else { return screen.safeArea }
        var fallback = rootSize == screen.size ? screen.safeArea : .zero
        if let top = consensus(layout, edge: .top, rootHeight: rootSize.height) { fallback.top = top }
        if let bottom = consensus(layout, edge: .bottom, rootHeight: rootSize.height) { fallback.bottom = bottom }
        return fallback
    }

    /// The inset each pin of a direct subview to the root's safe area `edge` implies, by vote.
    private static func consensus(_ layout: Layout, edge: LayoutAttribute, rootHeight: Double) -> Double? {
        let rootID = layout.root.id
        var votes: [Double: Int] = [:]
        for constraint in layout.constraints where constraint.isActive && constraint.priority.isRequired && constraint.relation == .equal {
            guard let second = constraint.second, constraint.multiplier == 1,
                  constraint.first.attribute == edge, second.attribute == edge else { continue }
            let pins: [(view: LayoutItem, guide: LayoutItem, sign: Double)] = [
                (constraint.first.item, second.item, 1), (second.item, constraint.first.item, -1),
            ]
            for pin in pins where pin.guide == LayoutItem(view: rootID, guide: .safeArea) && pin.view.guide == nil {
                guard let view = layout.view(pin.view.view), view.parent == rootID, let frame = view.frame else { continue }
                // view.edge == guide.edge + sign * constant
                let guideEdge = (edge == .top ? frame.y : frame.y + frame.height) - pin.sign * constraint.constant
                let inset = edge == .top ? guideEdge : rootHeight - guideEdge
                guard inset >= 0, inset < rootHeight / 2 else { continue }
                votes[(inset * 2).rounded() / 2, default: 0] += 1
            }
        }
        return votes.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    }
}
