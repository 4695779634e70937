import AutolintModel

/// The findings of one layout (or of a file no layout holds), one row each. Every row carries
/// its severity and rule as classes, which the page's filters hide rows by.
struct FindingTable {
    let diagnostics: [Diagnostic]
    /// Asked for by their fixture's `expect:`: marked, as `check` marks them.
    let expected: Set<Diagnostic>
    let paths: ReportPaths

    /// - Parameter number: the last row number used on the page; rows are `diagnostic-N` after it.
    func write(into page: inout MarkupWriter, number: inout Int) {
        page.open("table", ["class": "findings"])
        page.open("thead")
        page.open("tr")
        for heading in ["Severity", "Where", "Rule", "Configuration", "Finding"] { page.element("th", content: heading) }
        page.close("tr")
        page.close("thead")
        page.open("tbody")
        for diagnostic in diagnostics {
            number += 1
            row(diagnostic, number: number, into: &page)
        }
        page.close("tbody")
        page.close("table")
    }

    private func row(_ diagnostic: Diagnostic, number: Int, into page: inout MarkupWriter) {
        let isExpected = expected.contains(diagnostic)
        let classes = ["diagnostic", diagnostic.severity.rawValue, "rule-" + ReportFilters.token(diagnostic.rule)] + (isExpected ? ["expected"] : [])
        page.open("tr", ["id": "diagnostic-\(number)", "class": classes.joined(separator: " ")])
        page.element("td", ["class": "severity"], content: diagnostic.severity.rawValue + (isExpected ? " (expected)" : ""))
        // The file is the section's heading: the cell shows line and column, the whole location
        // (to paste into an editor) is its tooltip.
        page.open("td", ["class": "where", "title": paths.shown(diagnostic.location)])
        page.write(escaped: "\(diagnostic.location.line):\(diagnostic.location.column)")
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
