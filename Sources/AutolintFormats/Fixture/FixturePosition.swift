import AutolintModel

/// Where a node of a fixture's tree starts: its 1-based line and column.
///
/// The tree keeps positions, not `SourceLocation`s: every node is in the same file, and a path
/// in each node was a third of its size and a reference count to keep on each of a large
/// fixture's million node copies. Decoders make locations with the path they are given. An
/// error made at a position gets its file where every decoding error passes on its way out:
/// `SourceText.withExcerpt`, in `FixtureReader`.
struct FixturePosition: Hashable, Sendable {
    var line: Int
    var column: Int

    func location(in path: String) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
}

extension InputError {
    /// An error at a position of a fixture's tree; `SourceText.withExcerpt` names its file.
    init(at position: FixturePosition, message: String) {
        self.init(location: SourceLocation(file: "", line: position.line, column: position.column), message: message)
    }
}
