import AutolintModel

/// Reads one Visual Format Language line and expands it into the equations it means.
public enum VisualFormatParser {
    /// Parses and expands `text`; errors carry the 1-based column within `text`.
    public static func parse(_ text: String) throws(SnippetError) -> [EquationSyntax] {
        throw SnippetError(column: 1, message: "VFL parsing is not implemented yet")
    }
}
