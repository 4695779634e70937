import AutolintModel

/// The checkboxes that show and hide findings by severity and by rule. They work without a
/// script: each box has a CSS rule that hides the rows of its kind while it is unchecked
/// (`:has()`), so the page filters offline and from a mail attachment alike.
struct ReportFilters {
    /// The rules the page's findings use, in name order.
    let rules: [String]
    let hasExpected: Bool

    /// A rule id as it may appear in a class name or an element id (rule ids are kebab-case already;
    /// anything else is replaced).
    static func token(_ rule: String) -> String {
        String(rule.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    private var severities: [(id: String, label: String, rows: String)] {
        [("show-error", "errors", "tr.diagnostic.error:not(.expected)"), ("show-warning", "warnings", "tr.diagnostic.warning:not(.expected)")]
            + (hasExpected ? [("show-expected", "expected", "tr.diagnostic.expected")] : [])
    }

    func write(into page: inout MarkupWriter) {
        page.open("form", ["class": "filters", "id": "filters"])
        page.open("fieldset")
        page.element("legend", content: "Show")
        for severity in severities { checkbox(id: severity.id, label: severity.label, into: &page) }
        page.close("fieldset")
        page.open("fieldset")
        page.element("legend", content: "Rules")
        for rule in rules { checkbox(id: "show-rule-" + Self.token(rule), label: rule, into: &page) }
        page.close("fieldset")
        page.close("form")
    }

    private func checkbox(id: String, label: String, into page: inout MarkupWriter) {
        page.open("label", ["for": id])
        page.element("input", ["type": "checkbox", "id": id, "checked": "checked"])
        page.write(escaped: " " + label)
        page.close("label")
    }

    /// One rule per box: its rows hidden while it is unchecked.
    var css: String {
        let bySeverity = severities.map { "body:has(#\($0.id):not(:checked)) \($0.rows) { display: none; }" }
        let byRule = rules.map { rule in
            let token = Self.token(rule)
            return "body:has(#show-rule-\(token):not(:checked)) tr.diagnostic.rule-\(token) { display: none; }"
        }
        return (bySeverity + byRule).joined(separator: "\n")
    }
}
