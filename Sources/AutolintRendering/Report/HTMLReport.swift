import AutolintModel

/// One self-contained HTML page: the diagnostics of a run, then per layout and configuration the
/// constraint graph, the wireframe and the ambiguity animations, all inline (CSS and SVG, no
/// script, no external asset), so the file can be mailed, archived by CI and opened offline.
///
/// A graph Graphviz cannot draw is replaced by its error message; the rest of the page stands.
public struct HTMLReport: Sendable {
    public let input: HTMLReportInput

    public init(_ input: HTMLReportInput) { self.input = input }

    public var html: String {
        let groups = layoutGroups()
        let diagnostics = input.diagnostics.sorted(by: Diagnostic.reportOrder)
        var page = MarkupWriter()
        page.write(markup: "<!DOCTYPE html>\n")
        page.open("html", ["lang": "en"])
        page.open("head")
        page.element("meta", ["charset": "utf-8"])
        page.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        page.element("title", content: input.title)
        page.open("style")
        page.write(markup: ReportStyleSheet.css)
        page.close("style")
        page.close("head")
        page.newline()
        page.open("body")
        header(diagnostics, layoutCount: groups.count, into: &page)
        DiagnosticTable(diagnostics: diagnostics, expected: input.expected, anchor: { anchor(for: $0, in: groups) }).write(into: &page)
        legend(into: &page)
        for (number, group) in zip(1..., groups) { write(group, number: number, diagnostics: diagnostics, into: &page) }
        page.open("footer")
        page.write(escaped: input.generator.map { "Made by \($0)." } ?? "Made by autolint.")
        page.close("footer")
        page.close("body")
        page.close("html")
        page.newline()
        return page.text
    }

    /// Sections of the same layout, in the order they first appear.
    private struct LayoutGroup {
        var layout: Layout
        var file: String?
        var sections: [HTMLReportSection]
    }

    private func layoutGroups() -> [LayoutGroup] {
        var groups: [LayoutGroup] = []
        for section in input.sections {
            if let index = groups.firstIndex(where: { $0.file == section.file && $0.layout.name == section.layout.name }) {
                groups[index].sections.append(section)
            } else {
                groups.append(LayoutGroup(layout: section.layout, file: section.file, sections: [section]))
            }
        }
        return groups
    }

    /// A diagnostic belongs to the layout read from its file that holds the views it names.
    private func belongs(_ diagnostic: Diagnostic, to group: LayoutGroup) -> Bool {
        Self.diagnostic(diagnostic, belongsTo: group.layout)
    }

    /// Whether the diagnostic is about this layout: the same file, and one of its views (or none).
    public static func diagnostic(_ diagnostic: Diagnostic, belongsTo layout: Layout) -> Bool {
        diagnostic.location.file == layout.location?.file
            && (diagnostic.views.isEmpty || diagnostic.views.contains { layout.view($0) != nil })
    }

    private func anchor(for diagnostic: Diagnostic, in groups: [LayoutGroup]) -> String? {
        groups.firstIndex { belongs(diagnostic, to: $0) }.map { "layout-\($0 + 1)" }
    }

    private func header(_ diagnostics: [Diagnostic], layoutCount: Int, into page: inout MarkupWriter) {
        let counted = diagnostics.filter { !input.expected.contains($0) }
        let errors = counted.count { $0.severity == .error }
        let warnings = counted.count - errors
        let expected = diagnostics.count - counted.count
        page.open("header")
        page.element("h1", content: input.title)
        page.open("p", ["class": "summary"])
        page.element("span", ["class": errors > 0 ? "count error" : "count"], content: plural(errors, "error"))
        page.element("span", ["class": warnings > 0 ? "count warning" : "count"], content: plural(warnings, "warning"))
        if expected > 0 { page.element("span", ["class": "count"], content: "\(expected) expected") }
        page.element("span", ["class": "count"], content: plural(layoutCount, "layout"))
        page.close("p")
        page.close("header")
    }

    private func legend(into page: inout MarkupWriter) {
        page.open("section", ["id": "legend", "class": "legend"])
        page.element("h2", content: "How to read the pictures")
        page.open("ul")
        let entries: [(swatch: String, text: String)] = [
            ("swatch-user", "a constraint: an arrow to the view it places, labelled with its equation (and priority when optional)"),
            ("swatch-conflict", "in a minimal set of required constraints that cannot all hold"),
            ("swatch-broken", "an optional constraint the solution does not satisfy"),
            ("swatch-ambiguous", "a view whose frame is ambiguous (graph and wireframe)"),
        ] + ConstraintGraphStyle.SystemFamily.allCases.map { ("swatch-system-\($0.token)", "made by the system: \($0.rawValue)") }
        for entry in entries {
            page.open("li")
            page.element("span", ["class": "swatch \(entry.swatch)"], content: "")
            page.write(escaped: " " + entry.text)
            page.close("li")
        }
        page.close("ul")
        page.close("section")
    }

    private func write(_ group: LayoutGroup, number: Int, diagnostics: [Diagnostic], into page: inout MarkupWriter) {
        page.open("section", ["id": "layout-\(number)", "class": "layout"])
        page.element("h2", content: group.layout.name)
        if let location = group.layout.location { page.element("p", ["class": "location"], content: "\(location)") }
        let own = diagnostics.filter { belongs($0, to: group) }
        page.element("p", ["class": "layout-summary"], content: own.isEmpty ? "No findings." : "\(plural(own.count, "finding")): see the table above.")
        for (index, section) in zip(1..., group.sections) where section.hasPictures {
            write(section, prefix: "l\(number)c\(index)-", into: &page)
        }
        if !group.sections.contains(where: \.hasPictures) {
            page.element("p", ["class": "no-pictures"], content: "Not drawn: `autolint report --pictures all` draws every layout, `autolint graph` one.")
        }
        page.close("section")
    }

    private func write(_ section: HTMLReportSection, prefix: String, into page: inout MarkupWriter) {
        page.open("details", ["class": "configuration", "open": "open", "id": prefix + "configuration"])
        page.element("summary", content: section.configuration ?? "default configuration")
        page.open("div", ["class": "pictures"])
        if var graph = section.graph {
            graph.labelledEdgeTooltips = false
            figure("Constraint graph", class: "graph", into: &page) {
                do {
                    let drawing = try ConstraintGraph(graph, idPrefix: prefix + "g-")
                    if drawing.detail == .overview {
                        // Past the detailed limit a graph is an overview whose equations hide in
                        // tooltips: a large picture that tells little, and most of a page's bytes.
                        $0.element("p", ["class": "no-pictures"], content: "Too large to draw here (\(graph.constraints.count) constraints): "
                            + "`autolint graph \(section.file ?? "FILE") --layout '\(section.layout.name)'` draws it, "
                            + "`--view VIEW` what places one view.")
                    } else {
                        $0.write(markup: CompactSVG.compact(try drawing.render(as: .svg).text))
                    }
                } catch {
                    $0.element("p", ["class": "render-error"], content: "The graph could not be drawn: \(error)")
                }
            }
        }
        if let wireframe = section.wireframe {
            figure("Wireframe", class: "wireframe", into: &page) { $0.write(markup: Wireframe(wireframe, idPrefix: prefix + "w-").svg) }
        }
        for (index, animation) in zip(1..., section.animations) {
            figure("Valid layouts of \(animation.ambiguousViews.joined(separator: ", "))", class: "animation", into: &page) {
                do {
                    $0.write(markup: try AmbiguityAnimation(animation, idPrefix: prefix + "a\(index)-").svg)
                } catch {
                    $0.element("p", ["class": "render-error"], content: "\(error)")
                }
            }
        }
        page.close("div")
        page.close("details")
    }

    private func figure(_ caption: String, class name: String, into page: inout MarkupWriter, content: (inout MarkupWriter) -> Void) {
        page.open("figure", ["class": name])
        page.element("figcaption", content: caption)
        content(&page)
        page.close("figure")
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
