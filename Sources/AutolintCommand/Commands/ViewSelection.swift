import AutolintModel

/// The view a debugging command is asked about (`--view`): by id (fixture id, IB object id, log
/// address) or by the name reports show for it (IB's label or title, as Xcode's outline names
/// it), exactly, then ignoring case, then as a unique prefix of either.
struct ViewSelection {
    let requested: String

    /// The id of the view asked for, or a usage error listing the views there are.
    func choose(in layout: Layout) throws(ConfigurationError) -> String {
        if let id = try match(in: layout) { return id }
        throw ConfigurationError("no view '\(requested)' in layout '\(layout.name)'; its views are \(Self.list(layout.views))")
    }

    /// The id of the view asked for in the layout, nil when it names none of its views.
    func match(in layout: Layout) throws(ConfigurationError) -> String? {
        if layout.view(requested) != nil { return requested }
        let lowered = requested.lowercased()
        let tests: [(LayoutView) -> Bool] = [
            { $0.displayName == requested },
            { $0.displayName?.lowercased() == lowered || $0.id.lowercased() == lowered },
            { $0.name.lowercased().hasPrefix(lowered) || $0.id.lowercased().hasPrefix(lowered) },
        ]
        for test in tests {
            let matches = layout.views.filter(test)
            if matches.count == 1 { return matches[0].id }
            if matches.count > 1 {
                throw ConfigurationError("'\(requested)' names \(matches.count) views in layout '\(layout.name)': \(Self.list(matches)); give its id")
            }
        }
        return nil
    }

    /// The first views by name and id; a screen of hundreds is summed up after them.
    private static func list(_ views: [LayoutView], limit: Int = 30) -> String {
        let named = views.prefix(limit).map { view in view.displayName.map { "'\($0)' [\(view.id)]" } ?? view.id }.joined(separator: ", ")
        return views.count > limit ? named + " and \(views.count - limit) more" : named
    }
}
