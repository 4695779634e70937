import AutolintModel
@testable import AutolintFormats

/// One line per equation, so tables of expected parses stay readable:
/// `title.top == 1 * root.safeArea.top + 20 @750`, `a.width >= 50` without a second item;
/// items print as written (`|` for a VFL container edge, `UILabel:0x1'Title'` for a logged item).
func summary(_ equation: EquationSyntax) -> String {
    var text = "\(summary(equation.first)) \(equation.relation.rawValue) "
    if let second = equation.second {
        text += "\(formatNumber(equation.multiplier)) * \(summary(second)) + \(formatNumber(equation.constant))"
    } else {
        text += formatNumber(equation.constant)
    }
    if let priority = equation.priority { text += " @\(priority)" }
    return text
}

func summary(_ anchor: AnchorSyntax) -> String {
    "\(anchor.item).\(anchor.attribute.rawValue)"
}

/// Numbers exactly as parsed (no rounding), without a needless `.0`.
private func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// The error a parse throws, or nil when it succeeds.
func parseError(_ text: String, _ parse: (String) throws(SnippetError) -> Void) -> SnippetError? {
    do throws(SnippetError) {
        try parse(text)
        return nil
    } catch {
        return error
    }
}
