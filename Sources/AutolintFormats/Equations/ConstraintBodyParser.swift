import AutolintModel

/// Reads the body of a constraint description UIKit or AppKit printed, with the class, address,
/// identifier, `h=`/`v=` marks and `(active, names: ...)` suffix already removed by the caller:
/// an equation (`UILabel:0x1'Title'.leading == UIView:0x2.leadingMargin + 8`) or the VFL form
/// UIKit uses when one exists (`H:[UIImageView:0x3(320)]`, `V:|-(0)-[UILabel:0x4]`).
public enum ConstraintBodyParser {
    /// One equation for an equation body; a VFL body may mean several (`-(>=8,<=20)-`), usually one.
    /// Unlike fixtures, a location may stand against a bare number (`UIView:0x1.minX == 204`):
    /// UIKit prints autoresizing-mask constraints that way, relative to the superview.
    public static func parse(_ body: String) throws(SnippetError) -> [EquationSyntax] {
        if VisualFormatParser.looksLikeVisualFormat(body) {
            return try VisualFormatParser.parse(body)
        }
        return [try EquationParser.parse(body, dialect: .consoleLog)]
    }
}
