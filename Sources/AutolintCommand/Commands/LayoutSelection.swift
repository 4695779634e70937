import AutolintModel

/// Which of a file's layouts a one-picture command draws (`--layout NAME|NUMBER`): an IB document
/// holds a layout per scene and top-level view, a console log one per block. A layout is named by
/// its whole name, its number, its title or object id alone, or a unique prefix of its name.
struct LayoutSelection {
    /// The name or the 1-based position given, or nil for the first layout.
    let requested: String?

    /// The layout asked for, or a usage error naming the ones there are.
    func choose(from layouts: [Layout], in path: String) throws(ConfigurationError) -> (index: Int, layout: Layout) {
        guard !layouts.isEmpty else { throw ConfigurationError("\(path) holds no layout to draw") }
        guard let requested else { return (0, layouts[0]) }
        if let index = layouts.firstIndex(where: { $0.name == requested }) { return (index, layouts[index]) }
        if let number = Int(requested), layouts.indices.contains(number - 1) { return (number - 1, layouts[number - 1]) }
        // IB layouts are named `Title [object-id]`: either part alone, then a unique prefix of the name.
        let lowered = requested.lowercased()
        let tests: [(Layout) -> Bool] = [
            { Self.parts(of: $0.name).title == requested || Self.parts(of: $0.name).id == requested },
            { $0.name.lowercased().hasPrefix(lowered) },
        ]
        for test in tests {
            let matches = layouts.indices.filter { test(layouts[$0]) }
            if matches.count == 1 { return (matches[0], layouts[matches[0]]) }
            if matches.count > 1 {
                throw ConfigurationError("'\(requested)' names \(matches.count) layouts in \(path): "
                    + matches.map { "\($0 + 1) '\(layouts[$0].name)'" }.joined(separator: ", ") + "; give its number or its whole name")
            }
        }
        throw ConfigurationError("no layout '\(requested)' in \(path); its layouts are \(Self.list(layouts))")
    }

    /// `SettingsViewController [mTk-eQ-4uf]` is the title and the object id; other names are a title.
    private static func parts(of name: String) -> (title: String, id: String?) {
        guard name.hasSuffix("]"), let open = name.range(of: " [", options: .backwards) else { return (name, nil) }
        return (String(name[..<open.lowerBound]), String(name[open.upperBound..<name.index(before: name.endIndex)]))
    }

    /// What to say on standard error when the file holds several layouts and only one is drawn.
    func note(drawing index: Int, of layouts: [Layout], in path: String) -> String? {
        guard requested == nil, layouts.count > 1 else { return nil }
        return "autolint: \(path) holds \(layouts.count) layouts; drawing \(index + 1), '\(layouts[index].name)' "
            + "(choose another with --layout NAME|NUMBER: \(Self.list(layouts)))\n"
    }

    private static func list(_ layouts: [Layout]) -> String {
        zip(1..., layouts).map { "\($0) '\($1.name)'" }.joined(separator: ", ")
    }
}
