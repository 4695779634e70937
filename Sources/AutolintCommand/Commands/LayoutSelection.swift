import AutolintModel

/// Which of a file's layouts a one-picture command draws (`--layout NAME|NUMBER`): an IB document
/// holds a layout per scene and top-level view, a console log one per block.
struct LayoutSelection {
    /// The name or the 1-based position given, or nil for the first layout.
    let requested: String?

    /// The layout asked for, or a usage error naming the ones there are.
    func choose(from layouts: [Layout], in path: String) throws(ConfigurationError) -> (index: Int, layout: Layout) {
        guard !layouts.isEmpty else { throw ConfigurationError("\(path) holds no layout to draw") }
        guard let requested else { return (0, layouts[0]) }
        if let index = layouts.firstIndex(where: { $0.name == requested }) { return (index, layouts[index]) }
        if let number = Int(requested), layouts.indices.contains(number - 1) { return (number - 1, layouts[number - 1]) }
        throw ConfigurationError("no layout '\(requested)' in \(path); its layouts are \(Self.list(layouts))")
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
