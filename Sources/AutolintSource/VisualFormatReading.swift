import AutolintModel

/// Turns a Visual Format Language string written in code
/// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`) into constraints.
/// The formats layer, which owns the VFL parser, provides it: source readers know nothing of
/// how VFL is parsed, and there is one VFL grammar in autolint.
public protocol VisualFormatReading: Sendable {
    /// `views` maps the names in the format to view ids; `superview` gives a view's superview at
    /// the call (what `|` stands for); `alignment` holds the attributes of `alignAll…` options.
    /// Throws, with the column in `format`, when UIKit would raise or the format is not valid.
    func constraints(
        format: String, views: [String: String], metrics: [String: Double], alignment: [LayoutAttribute],
        superview: (String) -> String?
    ) throws(SnippetError) -> [LayoutConstraint]
}
