import AutolintModel

/// The views one block mentions, in order of first appearance, with what the log says of each
/// and the superviews it lets autolint infer.
struct ConsoleViewCatalog {
    struct Entry {
        var id: String
        /// The class as printed, if any line printed it.
        var printedClass: String?
        /// Quoted text (`'Title'`) or the name `names:` gives.
        var displayName: String?
        var parent: String?
        var location: SourceLocation
        var horizontalMask: String?
        var verticalMask: String?
    }

    /// The synthetic root every view without a known superview hangs from.
    static let rootID = "root"

    let platform: ConsoleBlock.Platform
    private(set) var order: [String] = []
    private var entries: [String: Entry] = [:]

    init(platform: ConsoleBlock.Platform) { self.platform = platform }

    var platformPrefix: String { platform == .appKit ? "NS" : "UI" }

    func entry(_ id: String) -> Entry? { entries[id] }

    /// Records a view; later mentions fill in what earlier ones lacked, never overwrite.
    mutating func note(id: String, printedClass: String?, displayName: String?, at location: SourceLocation) {
        if var existing = entries[id] {
            if existing.printedClass == nil { existing.printedClass = printedClass }
            if existing.displayName == nil { existing.displayName = displayName }
            entries[id] = existing
            return
        }
        order.append(id)
        entries[id] = Entry(id: id, printedClass: printedClass, displayName: displayName, location: location)
    }

    /// The superview the log implies for `child` without printing it.
    mutating func impliedSuperview(of child: String, at location: SourceLocation) -> String {
        if let parent = entries[child]?.parent { return parent }
        let id = LayoutView.impliedSuperviewPrefix + child
        note(id: id, printedClass: nil, displayName: nil, at: location)
        setParent(id, of: child)
        return id
    }

    mutating func setMasks(horizontal: String?, vertical: String?, of id: String) {
        if let horizontal { entries[id]?.horizontalMask = horizontal }
        if let vertical { entries[id]?.verticalMask = vertical }
    }

    /// First inference wins; one that would make a view its own ancestor is dropped.
    mutating func setParent(_ parent: String, of child: String) {
        guard parent != child, entries[child]?.parent == nil, entries[parent] != nil, !isAncestor(child, of: parent) else { return }
        entries[child]?.parent = parent
    }

    /// Superviews only implied (`superview-of-0x…`, for a position printed against a number) that
    /// a `names:` list later printed: the implied id and the view that stands for it.
    private(set) var namedInstead: [String: String] = [:]

    /// The superview a `names:` list prints (`'|'`) for `child`: it wins over one that an earlier
    /// line only implied (`midX == + 160` read before the line that names the superview), which
    /// it then stands for, its other children and its constraints included.
    mutating func setNamedParent(_ parent: String, of child: String) {
        guard let implied = entries[child]?.parent, implied.hasPrefix(LayoutView.impliedSuperviewPrefix), implied != parent,
              namedInstead[implied] == nil, entries[parent] != nil, parent != child, !isAncestor(child, of: parent) else {
            setParent(parent, of: child)
            return
        }
        namedInstead[implied] = parent
        for id in order where entries[id]?.parent == implied && id != parent { entries[id]?.parent = parent }
    }

    /// Whether `ancestor` is `view` or one of its superviews as inferred so far.
    private func isAncestor(_ ancestor: String, of view: String) -> Bool {
        var current: String? = view
        var steps = 0
        while let id = current, steps <= order.count {
            if id == ancestor { return true }
            current = entries[id]?.parent
            steps += 1
        }
        return false
    }

    /// The views in pre-order under the synthetic root.
    func views(rootLocation: SourceLocation) -> [LayoutView] {
        var children: [String: [String]] = [:]
        // A view the log itself calls `root` is the synthetic root (hung under it, it would be its
        // own child, and the walk below would never end).
        for id in order where id != ConsoleViewCatalog.rootID && namedInstead[id] == nil {
            children[entries[id]?.parent ?? ConsoleViewCatalog.rootID, default: []].append(id)
        }
        var result = [LayoutView(
            id: ConsoleViewCatalog.rootID, subviews: children[ConsoleViewCatalog.rootID] ?? [],
            className: platformPrefix + "View", location: rootLocation
        )]
        var stack = Array((children[ConsoleViewCatalog.rootID] ?? []).reversed())
        var visited: Set<String> = [ConsoleViewCatalog.rootID]
        while let id = stack.popLast(), let entry = entries[id] {
            guard visited.insert(id).inserted else { continue }
            result.append(view(entry, subviews: children[id] ?? []))
            stack.append(contentsOf: (children[id] ?? []).reversed())
        }
        return result
    }

    private func view(_ entry: Entry, subviews: [String]) -> LayoutView {
        let printed = entry.printedClass.map(LoggedClassName.init)
        let className = printed?.frameworkClass(prefix: platformPrefix) ?? platformPrefix + "View"
        let customClass = printed.flatMap { $0.isFrameworkClass ? nil : $0.printed }
        var view = LayoutView(
            id: entry.id, parent: entry.parent ?? ConsoleViewCatalog.rootID, subviews: subviews,
            className: className, customClass: customClass, displayName: entry.displayName,
            autoresizingMask: ConsoleViewCatalog.mask(horizontal: entry.horizontalMask, vertical: entry.verticalMask),
            location: entry.location
        )
        view.autoresizingMaskUnknownAxes = [(Axis.horizontal, entry.horizontalMask), (.vertical, entry.verticalMask)]
            .filter { $0.1 == nil }.map(\.0)
        return view
    }

    /// `h=--&` / `v=-&-`: each `&` marks a flexible part, in the order margin, size, margin.
    static func mask(horizontal: String?, vertical: String?) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let parts: [(String?, [AutoresizingMask])] = [
            (horizontal, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
            (vertical, [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
        ]
        for (notation, flags) in parts {
            guard let notation else { continue }
            for (mark, flag) in zip(notation, flags) where mark == "&" { mask.insert(flag) }
        }
        return mask
    }
}
