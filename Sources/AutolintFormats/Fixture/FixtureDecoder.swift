import AutolintModel

/// Gives a fixture tree its meaning: the `Layout` of `docs/fixture-format.md`.
struct FixtureDecoder {
    static let topLevelKeys = ["name", "device", "devices", "direction", "directions", "root", "constraints", "variations", "expect"]

    let source: SourceText
    /// Whether a long constraint list is decoded on two threads.
    var sideBySide = true

    /// `readAhead` may hold the views and constraints already decoded on another thread.
    func decode(_ tree: FixtureNode, readAhead: FixtureReadAhead? = nil) throws(InputError) -> Layout {
        guard case .mapping = tree.value else {
            throw InputError(at: tree.position, message: "a fixture must be a mapping with at least `root:`, found \(tree.kindDescription)")
        }
        try tree.checkKeys("the fixture", allowed: Self.topLevelKeys)
        guard let rootNode = tree.member("root") else {
            throw InputError(at: tree.position, message: "a fixture needs `root:`, the root view")
        }

        let viewsReadAhead = try readAhead?.views(of: rootNode)
        let decodedViews: FixtureViews
        if let viewsReadAhead { decodedViews = viewsReadAhead } else { decodedViews = try FixtureViews.decode(rootNode, path: source.path) }
        let views = decodedViews.views
        let resolver = decodedViews.resolver
        var constraintDecoder = FixtureConstraintDecoder(path: source.path, resolver: resolver, rootID: views[0].id, sideBySide: sideBySide)
        var constraints: [LayoutConstraint] = []
        if let node = tree.member("constraints") {
            // Read ahead only with the views read ahead: the same resolver.
            if viewsReadAhead != nil, let readAhead = readAhead?.constraints(of: node) {
                constraints = readAhead.constraints
                constraintDecoder = readAhead.decoder
            } else {
                constraints = try constraintDecoder.decodeList(node, what: "constraints")
            }
        }
        var variations: [SizeClassVariation] = []
        if let variationsNode = tree.member("variations") {
            for item in try variationsNode.sequence("variations") {
                variations.append(try variation(item, constraints: &constraintDecoder))
            }
        }

        var layout = Layout(
            name: try tree.member("name")?.string("name") ?? Self.defaultName(for: source.path),
            views: views, constraints: constraints, variations: variations,
            devices: try devices(tree), directions: try directions(tree), rootSize: decodedViews.rootSize,
            location: source.location(line: 1, column: 1), viewIndex: decodedViews.index)
        if let expect = tree.member("expect") {
            layout.expectations = try FixtureExpectationDecoder(path: source.path, resolver: resolver, viewIDs: views.map(\.id)).decode(expect)
        }
        return layout
    }

    /// `login.layout.yml` -> `login`.
    static func defaultName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.components(separatedBy: ".layout.").first ?? file
    }

    private func variation(_ node: FixtureNode, constraints decoder: inout FixtureConstraintDecoder) throws(InputError) -> SizeClassVariation {
        try node.checkKeys("a variation", allowed: ["when", "add", "remove"])
        guard let when = node.member("when") else {
            throw InputError(at: node.position, message: "a variation needs `when:` with widthClass and/or heightClass")
        }
        try when.checkKeys("when", allowed: ["widthClass", "heightClass"])
        var variation = SizeClassVariation(location: node.position.location(in: source.path))
        variation.widthClass = try when.member("widthClass").map { node throws(InputError) in try sizeClass(node) }
        variation.heightClass = try when.member("heightClass").map { node throws(InputError) in try sizeClass(node) }
        if variation.widthClass == nil, variation.heightClass == nil {
            throw InputError(at: when.position, message: "`when:` needs widthClass and/or heightClass")
        }
        if let add = node.member("add") { variation.add = try decoder.decodeList(add, what: "add") }
        for item in try node.member("remove")?.sequence("remove") ?? [] {
            let id = try item.string("remove entry")
            guard let expanded = decoder.expandedIDs[id] else {
                let known = decoder.expandedIDs.keys.sorted()
                throw InputError(at: item.position, message: "unknown constraint id '\(id)' in `remove:`\(NearestName.hint(for: id, among: known))")
            }
            variation.remove += expanded
        }
        return variation
    }

    private func sizeClass(_ node: FixtureNode) throws(InputError) -> SizeClass {
        let text = try node.string("size class")
        guard let value = SizeClass(rawValue: text) else {
            throw InputError(at: node.position, message: "unknown size class '\(text)': use compact or regular")
        }
        return value
    }

    private func devices(_ tree: FixtureNode) throws(InputError) -> [String] {
        var names: [String] = []
        if let device = tree.member("device") { names = [try deviceName(device)] }
        if let devices = tree.member("devices") {
            names = []
            for item in devices.sequenceOrSingle { names.append(try deviceName(item)) }
        }
        return names
    }

    private func deviceName(_ node: FixtureNode) throws(InputError) -> String {
        let name = try node.string("device")
        guard Device.named(name) != nil else {
            let names = Device.catalog.map(\.name)
            throw InputError(at: node.position, message: "unknown device '\(name)': use one of \(names.joined(separator: ", "))\(NearestName.hint(for: name, among: names))")
        }
        return name
    }

    private func directions(_ tree: FixtureNode) throws(InputError) -> [WritingDirection] {
        var nodes: [FixtureNode] = []
        if let direction = tree.member("direction") { nodes = [direction] }
        if let directions = tree.member("directions") { nodes = directions.sequenceOrSingle }
        guard !nodes.isEmpty else { return [.leftToRight] }
        var result: [WritingDirection] = []
        for node in nodes {
            let text = try node.string("direction")
            guard let direction = WritingDirection(rawValue: text) else {
                throw InputError(at: node.position, message: "unknown direction '\(text)': use ltr or rtl")
            }
            if !result.contains(direction) { result.append(direction) }
        }
        return result
    }
}
