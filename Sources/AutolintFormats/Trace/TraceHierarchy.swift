import AutolintModel

/// The view tree a trace's indentation shows. A fragment (pasted from the middle of a dump, or
/// with several top-level views) hangs from a synthetic root, so the layout always has one root.
struct TraceHierarchy {
    static let syntheticRootID = "root"

    let entries: [TraceDump.Entry]
    let displayNames: [String?]
    let path: String

    func layout(notes: [String]) -> Layout {
        let ids = uniqueIDs()
        let minimumDepth = entries.map(\.depth).min() ?? 0
        let hasSingleRoot = entries.first?.depth == minimumDepth && entries.filter { $0.depth == minimumDepth }.count == 1
        var parents: [String?] = []
        var stack: [(depth: Int, id: String)] = []
        for (index, entry) in entries.enumerated() {
            while let top = stack.last, top.depth >= entry.depth { stack.removeLast() }
            parents.append(stack.last?.id ?? (hasSingleRoot ? nil : TraceHierarchy.syntheticRootID))
            stack.append((entry.depth, ids[index]))
        }
        var children: [String: [String]] = [:]
        for (index, parent) in parents.enumerated() { children[parent ?? "", default: []].append(ids[index]) }
        var views: [LayoutView] = []
        if !hasSingleRoot {
            let location = SourceLocation(file: path, line: entries[0].line, column: 1)
            views.append(LayoutView(id: TraceHierarchy.syntheticRootID, subviews: children[TraceHierarchy.syntheticRootID] ?? [], location: location))
        }
        // Entries are in pre-order already: a trace prints each view before its subviews.
        for (index, entry) in entries.enumerated() {
            let printed = LoggedClassName(entry.className)
            let prefix = printed.printed.hasPrefix("NS") || printed.printed.hasPrefix("_NS") ? "NS" : "UI"
            views.append(LayoutView(
                id: ids[index], parent: parents[index], subviews: children[ids[index]] ?? [],
                className: printed.frameworkClass(prefix: prefix), customClass: printed.isFrameworkClass ? nil : entry.className,
                displayName: displayNames[index], translatesAutoresizingMask: entry.marks.contains("+") && entry.frame != nil,
                frame: entry.frame, location: SourceLocation(file: path, line: entry.line, column: 1)
            ))
        }
        return Layout(name: "trace", views: views, notes: notes, location: SourceLocation(file: path, line: entries[0].line, column: 1))
    }

    /// Addresses, made unique if a dump repeats one (`0x1#2`).
    private func uniqueIDs() -> [String] {
        var seen: [String: Int] = [:]
        return entries.map { entry in
            let base = entry.address ?? entry.view
            seen[base, default: 0] += 1
            return seen[base]! == 1 ? base : "\(base)#\(seen[base]!)"
        }
    }
}
