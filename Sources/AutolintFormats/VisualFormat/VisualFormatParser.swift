import AutolintModel

/// Reads one Visual Format Language line and expands it into the equations it means.
public enum VisualFormatParser {
    /// Parses and expands `text`; errors carry the 1-based column within `text`.
    /// Every equation's `visualFormat` is `text`. `metrics` is the metrics dictionary code passes
    /// (`constraints(withVisualFormat:options:metrics:views:)`); `alignment` the attributes of its
    /// `alignAll…` options, which relate every pair of neighbouring views.
    public static func parse(_ text: String, metrics: [String: Double] = [:], alignment: [LayoutAttribute] = []) throws(SnippetError) -> [EquationSyntax] {
        var parser = VisualFormatLineParser(text, metrics: metrics)
        return VisualFormatExpansion.equations(for: try parser.parse(), text: text, alignment: alignment)
    }

    /// Whether `text` is written as VFL rather than as an equation: it starts (after spaces) with
    /// `|`, `[`, or an `H`/`V` that is not the start of a name (`H:`, but also the mistyped `V|`,
    /// so that it gets VFL's error rather than an equation's).
    public static func looksLikeVisualFormat(_ text: String) -> Bool {
        let start = text.utf8.drop { $0 == .space || $0 == .tab }
        guard let first = start.first else { return false }
        if first == .bar || first == .openBracket { return true }
        guard first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return false }
        guard let next = start.dropFirst().first else { return true }
        return !(next.isIdentifierStart || next.isDigit || next == .dot)
    }
}
