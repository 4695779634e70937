import AutolintModel

/// Decodes a large YAML fixture's `root:` on a thread of its own as soon as the parser has read
/// it, while the parser goes on through `constraints:` (a tenth of a second of a 10,000-row list).
///
/// Speculative: what the decoder then asks for is exactly what it would have decoded itself, and
/// it is used only once the whole document has parsed, so an error is still reported in the
/// order a single thread meets it (a syntax error anywhere first, then the fixture's shape).
final class FixtureViewsAlongside: YAMLTopLevelObserver {
    /// Below this size a thread costs more than the decoding it takes off the parser.
    static let minimumBytes = 64 << 10

    /// The file, for the views' locations.
    private let path: String
    private var pending: SideBySide.Pending<Result<FixtureViews, InputError>>?
    /// Where the `root:` value being decoded starts.
    private var decodedFrom: FixturePosition?

    init(path: String) { self.path = path }

    /// The parser finished a top-level member: `root:` starts decoding (the first only: a second
    /// one is a duplicate key, which fails the parse).
    func memberParsed(key: String, value: FixtureNode) {
        guard key == "root", pending == nil else { return }
        decodedFrom = value.position
        let path = path
        pending = SideBySide.start { Result { () throws(InputError) in try FixtureViews.decode(value, path: path) } }
    }

    /// The views decoded from `rootNode`, or nil when nothing was decoded from it alongside.
    func views(of rootNode: FixtureNode) throws(InputError) -> FixtureViews? {
        guard let pending else { return nil }
        let decoded = pending.wait()
        guard decodedFrom == rootNode.position else { return nil }
        return try decoded.get()
    }

    /// Waits for the work, if any, so that no thread outlives a failed parse.
    func discard() { _ = pending?.wait() }
}
