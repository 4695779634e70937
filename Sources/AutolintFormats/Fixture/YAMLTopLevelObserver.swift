/// Told about the members of a YAML document's top-level mapping as soon as each is read, and
/// about each item of the two long lists of a fixture, while the rest of the document is still
/// being parsed (a large fixture's views and constraints are decoded meanwhile).
protocol YAMLTopLevelObserver: AnyObject {
    /// A member was read; the parse may still fail after it.
    func memberParsed(key: String, value: FixtureNode)

    /// An item of `list` was read, before the list ends; the parse may still fail after it.
    func itemParsed(_ item: FixtureNode, of list: YAMLObservedList)
}

/// The lists whose items an observer is told about one by one.
enum YAMLObservedList: Sendable {
    /// `root: subviews:`, the root's subviews.
    case rootSubviews
    /// The top-level `constraints:`.
    case constraints
}
