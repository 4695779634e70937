/// Told about the members of a YAML document's top-level mapping as soon as each is read, while
/// the rest of the document is still being parsed (a large fixture's `root:` is decoded meanwhile).
protocol YAMLTopLevelObserver: AnyObject {
    /// A member was read; the parse may still fail after it.
    func memberParsed(key: String, value: FixtureNode)
}
