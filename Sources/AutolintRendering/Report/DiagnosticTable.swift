import AutolintModel

/// The report's table of findings, one row per diagnostic, linking to the layout it is about.
struct DiagnosticTable {
    let diagnostics: [Diagnostic]
    /// Asked for by their fixture's `expect:`: marked, as `check` marks them.
    let expected: Set<Diagnostic>
    /// The id of the layout section a diagnostic belongs to, if the report draws it.
    let anchor: (Diagnostic) -> String?

    func write(into page: inout MarkupWriter) {
        page.open("section", ["id": "diagnostics"])
        page.element("h2", content: "Findings")
        guard !diagnostics.isEmpty else {
            page.element("p", ["class": "clean"], content: "No findings: every layout is fully determined and satisfiable.")
            page.close("section")
            return
        }
        page.open("table", ["class": "diagnostics"])
        page.open("thead")
        page.open("tr")
        for heading in ["Severity", "Where", "Rule", "Configuration", "Finding"] { page.element("th", content: heading) }
        page.close("tr")
        page.close("thead")
        page.open("tbody")
        for (number, diagnostic) in zip(1..., diagnostics) { row(diagnostic, number: number, into: &page) }
        page.close("tbody")
        page.close("table")
        page.close("section")
    }

    private func row(_ diagnostic: Diagnostic, number: Int, into page: inout MarkupWriter) {
        let isExpected = expected.contains(diagnostic)
        page.open("tr", ["id": "diagnostic-\(number)", "class": "diagnostic \(diagnostic.severity.rawValue)\(isExpected ? " expected" : "")"])
        page.element("td", ["class": "severity"], content: diagnostic.severity.rawValue + (isExpected ? " (expected)" : ""))
        page.open("td", ["class": "where"])
        if let anchor = anchor(diagnostic) {
            page.element("a", ["href": "#\(anchor)"], content: "\(diagnostic.location)")
        } else {
            page.write(escaped: "\(diagnostic.location)")
        }
        if let objectID = diagnostic.objectID { page.element("div", ["class": "object-id"], content: "object id \(objectID)") }
        page.close("td")
        page.element("td", ["class": "rule"], content: diagnostic.rule)
        page.element("td", ["class": "configuration"], content: diagnostic.configuration ?? "all")
        page.open("td", ["class": "message"])
        page.element("div", content: diagnostic.message)
        if !diagnostic.constraints.isEmpty {
            page.open("div", ["class": "constraints"])
            for label in diagnostic.constraints { page.element("code", content: label) }
            page.close("div")
        }
        if let recovery = diagnostic.recovery { page.element("div", ["class": "recovery"], content: "Recovery: \(recovery)") }
        if !diagnostic.fixes.isEmpty {
            page.open("ul", ["class": "fixes"])
            for fix in diagnostic.fixes { page.element("li", content: fix) }
            page.close("ul")
        }
        page.close("td")
        page.close("tr")
    }
}
