import AutolintModel

/// Turns items as written in equations and VFL lines into the views and guides of one fixture.
struct FixtureItemResolver {
    /// View id -> its superview's id ("" for the root).
    private let parents: [String: String]
    /// Custom guide id -> the view that owns it.
    private let guideOwners: [String: String]
    /// View id -> the ids of the custom guides it owns, in order (views that own some only).
    private let guidesByOwner: [String: [String]]
    /// For the names an error suggests; sorted into `names` only when one is reported.
    private let views: [LayoutView]

    /// `parents`: each view's superview id ("" for the root), as the view decoder made it.
    init(views: [LayoutView], parents: [String: String]) {
        var owners: [String: String] = [:]
        var guides: [String: [String]] = [:]
        // By position: a view is a large value, and `for view in` would copy each one.
        for position in views.indices where !views[position].guides.isEmpty {
            let id = views[position].id, viewGuides = views[position].guides
            for guide in viewGuides { owners[guide.id] = id }
            guides[id] = viewGuides.map(\.id)
        }
        self.parents = parents
        guideOwners = owners
        guidesByOwner = guides
        self.views = views
    }

    /// Every name an item may start with, sorted so that a suggestion's ties break the same way.
    private var names: [String] {
        (views.map(\.id) + views.flatMap { $0.guides.map(\.id) } + ["superview"]).sorted()
    }

    func contains(view id: String) -> Bool { parents[id] != nil }

    /// Resolves `item`; `firstItem` is the constraint's first item (for `superview`), `container`
    /// the view a VFL line's `|` stands for. Errors carry the column within the snippet.
    func resolve(_ item: ItemSyntax, firstItem: LayoutItem?, container: String) throws(SnippetError) -> LayoutItem {
        switch item.kind {
        case .containerEdge:
            return .view(container)
        case .logged(let className, let address, _):
            throw SnippetError(column: item.column, message: "'\(className):\(address)' is a view as a console log prints it; a fixture names views by their id")
        case .named(let path):
            guard let head = path.first else { throw SnippetError(column: item.column, message: "expected an item") }
            let named = try lookUp(head, firstItem: firstItem, column: item.column)
            switch (path.count, named) {
            case (1, .view(let id)):
                return .view(id)
            case (1, .customGuide(let owner)):
                return LayoutItem(view: owner, guide: .custom(head))
            case (2, .view(let owner)):
                return try guide(path[1], of: owner, column: item.column + head.count + 1)
            case (2, .customGuide):
                throw SnippetError(column: item.column, message: "'\(head)' is a layout guide; it has no guides of its own")
            default:
                throw SnippetError(column: item.column, message: "'\(path.joined(separator: "."))' names too much: write VIEW, VIEW.safeArea, VIEW.margins or a guide id")
            }
        }
    }

    private enum Named {
        case view(String)
        case customGuide(owner: String)
    }

    /// What the first name of an item stands for.
    private func lookUp(_ name: String, firstItem: LayoutItem?, column: Int) throws(SnippetError) -> Named {
        if name == "superview" {
            guard let firstItem else {
                throw SnippetError(column: column, message: "'superview' means the first item's superview; it cannot be the first item")
            }
            // A guide's superview is the view that owns it.
            if firstItem.isGuide { return .view(firstItem.view) }
            guard let parent = parents[firstItem.view], !parent.isEmpty else {
                throw SnippetError(column: column, message: "'\(firstItem.view)' is the root view: it has no superview")
            }
            return .view(parent)
        }
        if parents[name] != nil { return .view(name) }
        if let owner = guideOwners[name] { return .customGuide(owner: owner) }
        throw SnippetError(column: column, message: "unknown view or guide '\(name)'\(NearestName.hint(for: name, among: names))")
    }

    private func guide(_ name: String, of owner: String, column: Int) throws(SnippetError) -> LayoutItem {
        if let kind = GuideKind(suffix: name) { return LayoutItem(view: owner, guide: kind) }
        if guideOwners[name] == owner { return LayoutItem(view: owner, guide: .custom(name)) }
        let known = ["safeArea", "margins", "readableContent"] + (guidesByOwner[owner] ?? [])
        throw SnippetError(column: column, message: "unknown guide '\(name)' of '\(owner)': use \(known.joined(separator: ", "))\(NearestName.hint(for: name, among: known))")
    }
}
