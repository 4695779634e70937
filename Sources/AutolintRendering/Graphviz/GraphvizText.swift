/// Text as Graphviz reads it in `label`, `id` and `tooltip` values, where a backslash starts an
/// escape (`\n` a line break, `\N` the node's name): user text keeps its backslashes literal.
public enum GraphvizText {
    public static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
    }

    /// Several centred lines.
    public static func lines(_ lines: [String]) -> String {
        lines.map(literal).joined(separator: "\\n")
    }
}
