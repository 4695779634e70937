import AutolintModel

/// The top of the report: what to look at first. The layouts with the most errors (then
/// warnings), and the findings counted by rule and by file, each linking to where they are.
/// Findings a fixture expects are left out of the counts, as `check` leaves them out.
struct ReportSummary {
    let outline: ReportOutline
    let expected: Set<Diagnostic>
    let paths: ReportPaths
    /// How many layouts the "worst layouts" table lists.
    static let worstLayoutCount = 10

    private struct Counts {
        var errors = 0
        var warnings = 0
        var isEmpty: Bool { errors + warnings == 0 }
    }

    private func counts(_ diagnostics: [Diagnostic]) -> Counts {
        var counts = Counts()
        for diagnostic in diagnostics where !expected.contains(diagnostic) {
            switch diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            }
        }
        return counts
    }

    func write(into page: inout MarkupWriter) {
        let layouts = outline.layouts.map { ($0, counts($0.diagnostics)) }.filter { !$0.1.isEmpty }
        guard !layouts.isEmpty || outline.files.contains(where: { !counts($0.loose).isEmpty }) else { return }
        page.open("section", ["id": "overview", "class": "overview"])
        page.element("h2", content: "Overview")
        page.open("div", ["class": "overview-tables"])

        let worst = layouts.sorted { first, second in
            if first.1.errors != second.1.errors { return first.1.errors > second.1.errors }
            if first.1.warnings != second.1.warnings { return first.1.warnings > second.1.warnings }
            return first.0.number < second.0.number
        }
        table(caption: worst.count > Self.worstLayoutCount ? "Worst layouts (\(Self.worstLayoutCount) of \(worst.count))" : "Worst layouts",
              heading: "Layout", rows: worst.prefix(Self.worstLayoutCount).map { group, counts in
                  (link: "#layout-\(group.number)", title: group.layout.name, detail: paths.shown(group.layout.location?.file ?? ""), counts: counts)
              }, into: &page)

        var byRule: [String: [Diagnostic]] = [:]
        for file in outline.files { for diagnostic in file.diagnostics { byRule[diagnostic.rule, default: []].append(diagnostic) } }
        table(caption: "By rule", heading: "Rule", rows: byRule.keys.sorted().compactMap { rule in
            let counts = counts(byRule[rule]!)
            return counts.isEmpty ? nil : (link: nil, title: rule, detail: nil, counts: counts)
        }, into: &page)

        table(caption: "By file", heading: "File", rows: zip(1..., outline.files).compactMap { number, file in
            let counts = counts(file.diagnostics)
            return counts.isEmpty ? nil : (link: "#file-\(number)", title: paths.shown(file.file), detail: nil, counts: counts)
        }, into: &page)
        page.close("div")
        page.close("section")
    }

    private func table(
        caption: String, heading: String, rows: [(link: String?, title: String, detail: String?, counts: Counts)], into page: inout MarkupWriter
    ) {
        page.open("table", ["class": "overview"])
        page.element("caption", content: caption)
        page.open("thead")
        page.open("tr")
        page.element("th", content: heading)
        page.element("th", ["class": "number"], content: "Errors")
        page.element("th", ["class": "number"], content: "Warnings")
        page.close("tr")
        page.close("thead")
        page.open("tbody")
        for row in rows {
            page.open("tr")
            page.open("td")
            if let link = row.link {
                page.element("a", ["href": link], content: row.title)
            } else {
                page.write(escaped: row.title)
            }
            if let detail = row.detail { page.element("div", ["class": "detail"], content: detail) }
            page.close("td")
            page.element("td", ["class": row.counts.errors > 0 ? "number error" : "number"], content: "\(row.counts.errors)")
            page.element("td", ["class": row.counts.warnings > 0 ? "number warning" : "number"], content: "\(row.counts.warnings)")
            page.close("tr")
        }
        page.close("tbody")
        page.close("table")
    }
}
