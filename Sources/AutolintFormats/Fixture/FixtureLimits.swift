/// Bounds that keep hostile or accidental input from exhausting time, memory or the stack.
///
/// Each is far above what a hand-written or generated layout needs (a 10,000-row list fixture
/// is about 4 MB and 12 levels deep) and far below what would hurt.
public enum FixtureLimits {
    /// Larger files are refused before they are read.
    public static let maximumBytes = 32 * 1024 * 1024
    /// Nesting of lists and mappings. The decoder recurses once per level, so deeper
    /// text is refused by a scan before anything is decoded.
    public static let maximumDepth = 200
    /// Nodes after YAML aliases are expanded, per byte of input: a billion-laughs document
    /// expands a few hundred bytes into billions of nodes.
    public static let maximumNodesPerByte = 2
    public static let minimumNodeBudget = 10_000
    /// Magnitude of any coordinate, size or spacing, in points (the equation parser bounds
    /// constants and multipliers the same way).
    public static let maximumMagnitude = 1e7
}
