import AutolintModel

/// The names and places findings about a solved configuration use.
extension ConfigurationAnalysis {
    /// What messages call a view: its display name, else its id.
    public func name(ofView id: String) -> String { layout.view(id)?.name ?? id }

    public func label(ofConstraint index: Int) -> String { system.constraints[index].label }

    /// How messages name the constraint (`LayoutConstraint.described(in:)`).
    public func description(ofConstraint index: Int) -> String { system.constraints[index].described(in: layout) }

    /// The view's place in the input, else the layout's.
    public func location(ofView id: String) -> SourceLocation {
        layout.view(id)?.location ?? layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1)
    }

    /// The constraint's place in the input; implicit constraints point at their view.
    public func location(ofConstraint index: Int) -> SourceLocation {
        let constraint = system.constraints[index]
        return constraint.location ?? location(ofView: constraint.first.item.view)
    }

    /// The views a set of constraints relates, in pre-order, without repeats.
    public func views(of constraints: [Int]) -> [String] {
        layout.inOrder(Set(constraints.flatMap { system.constraints[$0].items.map(\.view) }))
    }

    /// `; 3 other views move with it (A, B, C)`, or nothing: the views a finding names as
    /// following its cause (one cause, one finding).
    func othersMovingWithIt(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "" }
        return "; \(ids.count) other view\(ids.count == 1 ? "" : "s") move\(ids.count == 1 ? "s" : "") with it (\(shortList(ofViews: ids)))"
    }

    /// `A, B, C, …`: the names of the first three views, for findings that name many.
    func shortList(ofViews ids: [String]) -> String {
        ids.prefix(3).map { name(ofView: $0) }.joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
    }
}
