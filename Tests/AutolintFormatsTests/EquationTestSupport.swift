import AutolintModel
@testable import AutolintFormats

/// One line per equation, so tables of expected parses stay readable:
/// `title.top == 1 * root.safeArea.top + 20 @1000`, `|` for a VFL container edge,
/// `UILabel:0x1'Title'` for a logged item, `_` for no second item.
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
    "\(summary(anchor.item)).\(anchor.attribute.rawValue)"
}

func summary(_ item: ItemSyntax) -> String {
    switch item.kind {
    case .named(let path): path.joined(separator: ".")
    case .containerEdge: "|"
    case let .logged(className, address, name): "\(className):\(address)" + (name.map { "'\($0)'" } ?? "")
    }
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
