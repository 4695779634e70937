import AutolintModel

/// Reads `root:` and its `subviews:` into views in pre-order, checking ids and every property.
struct FixtureViewDecoder {
    /// The file the views are read from, for their locations.
    let path: String
    private(set) var views: [LayoutView] = []
    /// Where each view and custom guide id was declared, to report duplicates.
    private(set) var declarations: [String: FixturePosition] = [:]
    /// View id -> its superview's id ("" for the root): the item resolver's, made as the views
    /// are read rather than by another pass over them.
    private(set) var parents: [String: String] = [:]
    private(set) var rootSize: Size?

    init(path: String) { self.path = path }

    mutating func decodeRoot(_ node: FixtureNode) throws(InputError) {
        // Sized once: a view is some 500 bytes, and doubling the array as it grew copied each view
        // about twice and held two copies at the end (a tenth of a second of a 100,000-row list).
        let count = Self.viewCount(node)
        views.reserveCapacity(count)
        declarations.reserveCapacity(count)
        parents.reserveCapacity(count)
        try decodeView(node, parent: nil)
    }

    /// The views `node` declares, itself included (a malformed `subviews:` counts for nothing:
    /// decoding it fails).
    private static func viewCount(_ node: FixtureNode) -> Int {
        guard let subviews = node.member("subviews"), case .sequence(let items) = subviews.value else { return 1 }
        var count = 1
        for item in items { count += viewCount(item) }
        return count
    }

    // MARK: The root's subviews ahead of the root

    /// Slot 0 of `views` is kept for the root, whose subviews are decoded first (`decodeSubviewAhead`)
    /// as the parser reads each, before the root's mapping has ended; `estimatedViews` makes room.
    mutating func beginSubviewsAhead(estimatedViews: Int) {
        // The views only: appended in order, they touch no more of the room than they fill,
        // where a hash table's inserts touch all of it.
        views.reserveCapacity(estimatedViews)
        views.append(LayoutView(id: "", parent: nil))
    }

    /// The next subview of the root, with its own subviews, as `decodeRoot` decodes it, but under a
    /// root not decoded yet (its id is `""` until `finishRootAhead`). Where it sits in the root.
    private(set) var subviewsAhead: [(index: Int, position: FixturePosition)] = []

    mutating func decodeSubviewAhead(_ node: FixtureNode) throws(InputError) {
        subviewsAhead.append((views.count, node.position))
        try decodeView(node, parent: ("", 0))
    }

    /// Decodes the root itself around the subviews decoded ahead. False when they cannot be used
    /// as `decodeRoot` would have decoded them: they are not the root's subviews as written, or
    /// the root's id or guides name one of them (`decodeRoot` reports that at the subview).
    /// The root's own errors are `decodeRoot`'s, which meets them before any subview.
    mutating func finishRootAhead(_ node: FixtureNode) throws(InputError) -> Bool {
        // The root declares into a table of its own, as `decodeRoot` declares it first; swapped,
        // not copied, so that the large table is never copied.
        var declared: [String: FixturePosition] = [:]
        swap(&declared, &declarations)
        let (root, members) = try decodeOwnMembers(node, parent: nil)
        let subviewNodes = try members.subviews?.sequence("subviews") ?? []
        guard subviewNodes.count == subviewsAhead.count,
              zip(subviewNodes, subviewsAhead).allSatisfy({ $0.position == $1.position }),
              !declarations.keys.contains(where: { declared[$0] != nil }) else { return false }
        swap(&declared, &declarations)
        for (id, position) in declared { declarations[id] = position }
        parents[root.id] = ""
        var subviewIDs: [String] = []
        subviewIDs.reserveCapacity(subviewsAhead.count)
        for (index, _) in subviewsAhead {
            views[index].parent = root.id
            parents[views[index].id] = root.id
            subviewIDs.append(views[index].id)
        }
        views[0] = root
        views[0].subviews = subviewIDs
        views[0].stack = try stackProperties(members, className: root.className, arranged: subviewIDs)
        return true
    }

    // MARK: Views

    /// `parent`: the superview's id and its index in `views`, nil for the root.
    private mutating func decodeView(_ node: FixtureNode, parent: (id: String, index: Int)?) throws(InputError) {
        let (view, members) = try decodeOwnMembers(node, parent: parent)
        let id = view.id
        let subviewNodes = try members.subviews?.sequence("subviews") ?? []
        let index = views.count
        let className = view.className
        parents[id] = parent?.id ?? ""
        views.append(view)
        var subviewIDs: [String] = []
        for subview in subviewNodes {
            let childIndex = views.count
            try decodeView(subview, parent: (id, index))
            subviewIDs.append(views[childIndex].id)
        }
        views[index].subviews = subviewIDs
        views[index].stack = try stackProperties(members, className: className, arranged: subviewIDs)
    }

    /// The view without its subviews, declared, with its members for the rest.
    private mutating func decodeOwnMembers(_ node: FixtureNode, parent: (id: String, index: Int)?) throws(InputError) -> (LayoutView, FixtureViewMembers) {
        let isRoot = parent == nil
        let what = isRoot ? "root" : "a view"
        let members = try FixtureViewMembers(node, what: what, isRoot: isRoot)
        let id: String
        if let idNode = members.id {
            id = try identifier(idNode, what: "view id")
        } else if isRoot {
            id = "root"
        } else {
            throw InputError(at: node.position, message: "a view needs an `id`")
        }
        try declare(id, at: members.id?.position ?? node.position)

        var view = LayoutView(id: id, parent: parent?.id, location: node.position.location(in: path))
        if let className = members.className {
            view.className = try className.string("class")
            view.hugging = LayoutView.defaultHugging(className: view.className)
        }
        if let name = members.name { view.displayName = try name.string("name") }
        if let size = members.intrinsicSize {
            let values = try size.numbers("intrinsicSize", count: 2, nullable: true, nonNegative: true)
            view.intrinsicSize = AxisPair(horizontal: values[0], vertical: values[1])
        }
        if let hugging = members.hugging { view.hugging = try priorities(hugging, "hugging", defaults: view.hugging) }
        if let resistance = members.compressionResistance {
            view.compressionResistance = try priorities(resistance, "compressionResistance", defaults: view.compressionResistance)
        }
        if let baseline = members.baseline {
            try baseline.checkKeys("baseline", allowed: ["first", "last"])
            view.firstBaseline = try baseline.member("first")?.number("baseline.first")
            view.lastBaseline = try baseline.member("last")?.number("baseline.last")
        }
        if let margins = members.margins { view.layoutMargins = try insets(margins, "margins") }
        if let safeArea = members.safeArea { view.safeAreaInsets = try insets(safeArea, "safeArea") }
        if let translates = members.translatesAutoresizingMask {
            view.translatesAutoresizingMask = try translates.boolean("translatesAutoresizingMask")
        }
        if let frame = members.frame {
            let values = try frame.numbers("frame", count: 4)
            guard let width = values[2], let height = values[3], width >= 0, height >= 0 else {
                throw InputError(at: frame.position, message: "frame width and height must not be negative")
            }
            view.frame = Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: width, height: height)
        }
        if let mask = members.autoresizingMask { view.autoresizingMask = try autoresizingMask(mask) }
        if let hidden = members.hidden { view.isHidden = try hidden.boolean("hidden") }
        if let guides = members.guides { view.guides = try layoutGuides(guides) }
        if let sizeNode = members.size {
            let values = try sizeNode.numbers("root.size", count: 2, nonNegative: true)
            rootSize = Size(width: values[0] ?? 0, height: values[1] ?? 0)
        }

        if view.translatesAutoresizingMask {
            try checkAutoresizingReference(of: view, parentIndex: parent?.index,
                                           at: members.translatesAutoresizingMask?.position ?? node.position)
        }
        return (view, members)
    }

    /// UIKit translates a mask from the view's frame and its superview's size change, so both
    /// sizes must be known: the view's `frame`, and the superview's (the root's is the device's).
    private func checkAutoresizingReference(of view: LayoutView, parentIndex: Int?, at position: FixturePosition) throws(InputError) {
        guard view.frame != nil else {
            throw InputError(at: position, message: "'\(view.id)' translates its autoresizing mask into constraints, so it needs a `frame`")
        }
        guard let parentID = view.parent, let index = parentIndex else { return }
        // By index: a view is a large value.
        guard views[index].parent != nil else { return }
        if views[index].frame == nil {
            throw InputError(at: position, message: "'\(view.id)' translates its autoresizing mask, so its superview '\(parentID)' needs a `frame` to size the mask against")
        }
    }

    private func stackProperties(_ members: FixtureViewMembers, className: String, arranged: [String]) throws(InputError) -> StackViewProperties? {
        let isStack = className.hasSuffix("StackView")
        if !isStack {
            if let (key, value) = members.firstStackProperty {
                throw InputError(at: value.position, message: "`\(key.rawValue)` is a stack view property; this view is a \(className), not a UIStackView")
            }
            return nil
        }
        var stack = StackViewProperties(arrangedSubviews: arranged)
        if let axis = members.axis { stack.axis = try choice(axis, "axis", Axis.allCases.map(\.rawValue), Axis.init(rawValue:)) }
        if let distribution = members.distribution {
            stack.distribution = try choice(distribution, "distribution", StackViewProperties.Distribution.allCases.map(\.rawValue), StackViewProperties.Distribution.init(rawValue:))
        }
        if let alignment = members.alignment {
            stack.alignment = try choice(alignment, "alignment", StackViewProperties.Alignment.allCases.map(\.rawValue), StackViewProperties.Alignment.init(rawValue:))
        }
        if let spacing = members.spacing { stack.spacing = try spacing.number("spacing") }
        return stack
    }

    private func choice<T>(_ node: FixtureNode, _ what: String, _ names: [String], _ make: (String) -> T?) throws(InputError) -> T {
        let text = try node.string(what)
        guard let value = make(text) else {
            throw InputError(at: node.position, message: "unknown \(what) '\(text)': use one of \(names.joined(separator: ", "))\(NearestName.hint(for: text, among: names))")
        }
        return value
    }

    private func priorities(_ node: FixtureNode, _ what: String, defaults: AxisPair<LayoutPriority>) throws(InputError) -> AxisPair<LayoutPriority> {
        if node.scalar != nil {
            let both = try node.priority(what)
            return AxisPair(horizontal: both, vertical: both)
        }
        try node.checkKeys(what, allowed: ["horizontal", "vertical"])
        var result = defaults
        if let horizontal = node.member("horizontal") { result.horizontal = try horizontal.priority("\(what).horizontal") }
        if let vertical = node.member("vertical") { result.vertical = try vertical.priority("\(what).vertical") }
        return result
    }

    private func insets(_ node: FixtureNode, _ what: String) throws(InputError) -> EdgeInsets {
        let values = try node.numbers(what, count: 4)
        return EdgeInsets(top: values[0] ?? 0, left: values[1] ?? 0, bottom: values[2] ?? 0, right: values[3] ?? 0)
    }

    private func autoresizingMask(_ node: FixtureNode) throws(InputError) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let names = AutoresizingMask.names.map(\.name)
        for item in try node.sequence("autoresizingMask") {
            let name = try item.string("autoresizingMask entry")
            guard let flag = AutoresizingMask(name: name) else {
                throw InputError(at: item.position, message: "unknown autoresizing flag '\(name)': use \(names.joined(separator: ", "))\(NearestName.hint(for: name, among: names))")
            }
            mask.insert(flag)
        }
        return mask
    }

    private mutating func layoutGuides(_ node: FixtureNode) throws(InputError) -> [LayoutGuide] {
        var guides: [LayoutGuide] = []
        for item in try node.sequence("guides") {
            try item.checkKeys("a layout guide", allowed: ["id"])
            guard let idNode = item.member("id") else {
                throw InputError(at: item.position, message: "a layout guide needs an `id`")
            }
            let id = try identifier(idNode, what: "guide id")
            if GuideKind(suffix: id) != nil {
                throw InputError(at: idNode.position, message: "'\(id)' is a built-in guide of every view; give the custom guide another id")
            }
            try declare(id, at: idNode.position)
            guides.append(LayoutGuide(id: id, location: item.position.location(in: path)))
        }
        return guides
    }

    private mutating func declare(_ id: String, at position: FixturePosition) throws(InputError) {
        // `superview` is refused before it is ever declared, so it is never a duplicate: the two
        // checks may come in this order, and the declaration is one lookup.
        if id == "superview" {
            throw InputError(at: position, message: "'superview' is reserved: it means a constraint's first item's superview")
        }
        if let first = declarations.updateValue(position, forKey: id) {
            throw InputError(at: position, message: "duplicate id '\(id)': already used at line \(first.line)")
        }
    }

    private func identifier(_ node: FixtureNode, what: String) throws(InputError) -> String {
        let id = try node.string(what)
        guard FixtureIdentifier.isValid(id) else {
            throw InputError(at: node.position, message: "invalid \(what) '\(id)': use letters, digits and '_', not starting with a digit")
        }
        return id
    }
}
