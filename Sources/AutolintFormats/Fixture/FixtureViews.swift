import AutolintModel

/// A fixture's views as decoded from `root:`, with the resolver its constraints name items through.
struct FixtureViews {
    let views: [LayoutView]
    let rootSize: Size?
    let resolver: FixtureItemResolver
    let index: Layout.ViewIndex

    /// `path`: the file, for the views' locations.
    static func decode(_ rootNode: FixtureNode, path: String) throws(InputError) -> FixtureViews {
        var decoder = FixtureViewDecoder(path: path)
        try decoder.decodeRoot(rootNode)
        return FixtureViews(decoded: decoder)
    }

    /// What `decoder` decoded.
    init(decoded decoder: FixtureViewDecoder) {
        views = decoder.views
        rootSize = decoder.rootSize
        resolver = FixtureItemResolver(views: decoder.views, parents: decoder.parents)
        index = Layout.ViewIndex(decoder.views)
    }
}
