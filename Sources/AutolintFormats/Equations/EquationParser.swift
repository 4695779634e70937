import AutolintModel

/// Reads one constraint equation (the fixture grammar, and the forms UIKit prints in logs).
public enum EquationParser {
    /// Parses `text`; errors carry the 1-based column within `text`.
    public static func parse(_ text: String) throws(SnippetError) -> EquationSyntax {
        throw SnippetError(column: 1, message: "equation parsing is not implemented yet")
    }
}
