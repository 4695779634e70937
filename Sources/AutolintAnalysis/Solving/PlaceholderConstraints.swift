import AutolintModel

/// IB's placeholder constraints ("Remove at build time") stand in for constraints the app makes
/// in code: a view they touch is laid out by code along their axis, which autolint cannot see.
/// Such a view is *open* there: its missing constraints, and those of every view that only moves
/// with it, are not findings (pocket-casts' paging scroll views, whose pages code adds). A view
/// that code places only moving with an undetermined view is no excuse for that view.
struct PlaceholderConstraints {
    private struct Placed: Hashable {
        var view: String
        var axis: Axis
    }

    private let placed: Set<Placed>

    init(layout: Layout) {
        var placed: Set<Placed> = []
        for constraint in layout.constraints where constraint.isPlaceholder {
            guard let axis = constraint.first.attribute.axis else { continue }
            for item in constraint.items where item.view != layout.root.id { placed.insert(Placed(view: item.view, axis: axis)) }
        }
        self.placed = placed
    }

    /// Whether code places the view along the ambiguity's axis (a scroll view's content size
    /// too, when code places what fills it: the placeholders then hold the content guide).
    func leaveToCode(_ ambiguity: ViewAmbiguity) -> Bool {
        placed.contains(Placed(view: ambiguity.view, axis: ambiguity.axis))
    }
}
