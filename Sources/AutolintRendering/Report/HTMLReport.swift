import AutolintModel

/// One self-contained HTML page: an overview of the run (worst layouts, findings by rule and by
/// file), then each file with its layouts, each layout's findings beside its wireframe (the views
/// they name outlined) and, per configuration, the constraint graph and ambiguity animations. All
/// inline (CSS and SVG, no script, no external asset), so the file can be mailed, archived by CI
/// and opened offline; the findings are filtered by severity and rule with CSS alone.
///
/// A graph Graphviz cannot draw is replaced by its error message; the rest of the page stands.
public struct HTMLReport: Sendable {
    public let input: HTMLReportInput

    /// Past `ConstraintGraphDetail.detailedLimit` a graph is drawn as a pannable overview up to
    /// this many constraints; above it, only `autolint graph` draws it (one picture, not a page).
    public static let overviewLimit = 1_500

    public init(_ input: HTMLReportInput) { self.input = input }

    public var html: String {
        let outline = ReportOutline(sections: input.sections, diagnostics: input.diagnostics)
        let paths = ReportPaths(outline.files.map(\.file))
        let filters = ReportFilters(rules: Array(Set(input.diagnostics.map(\.rule))).sorted(), hasExpected: !input.expected.isEmpty)
        var page = MarkupWriter()
        page.write(markup: "<!DOCTYPE html>\n")
        page.open("html", ["lang": "en"])
        page.open("head")
        page.element("meta", ["charset": "utf-8"])
        page.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        page.element("title", content: input.title)
        page.open("style")
        page.write(markup: ReportStyleSheet.css + "\n" + filters.css)
        page.close("style")
        page.close("head")
        page.newline()
        page.open("body")
        header(outline: outline, paths: paths, into: &page)
        ReportSummary(outline: outline, expected: input.expected, paths: paths).write(into: &page)
        page.open("section", ["id": "diagnostics", "class": "findings"])
        page.element("h2", content: "Findings")
        if input.diagnostics.isEmpty {
            page.element("p", ["class": "clean"], content: "No findings: every layout is fully determined and satisfiable.")
        } else {
            filters.write(into: &page)
        }
        var rowNumber = 0
        for (number, file) in zip(1..., outline.files) {
            write(file, number: number, paths: paths, rowNumber: &rowNumber, into: &page)
        }
        page.close("section")
        legend(into: &page)
        page.open("footer")
        page.write(escaped: input.generator.map { "Made by \($0)." } ?? "Made by autolint.")
        page.close("footer")
        page.close("body")
        page.close("html")
        page.newline()
        return page.text
    }

    /// Whether the diagnostic is about this layout: the same file, and one of its views (or none).
    /// The most configurations of one file drawn: each takes a graph layout and a wireframe, and a
    /// log of thousands of blocks would take minutes; the rest are listed with their findings.
    public static let picturedConfigurationsPerFile = 300

    public static func diagnostic(_ diagnostic: Diagnostic, belongsTo layout: Layout) -> Bool {
        diagnostic.location.file == layout.location?.file
            && (diagnostic.views.isEmpty || diagnostic.views.contains { layout.view($0) != nil })
    }

    private func header(outline: ReportOutline, paths: ReportPaths, into page: inout MarkupWriter) {
        let counted = input.diagnostics.filter { !input.expected.contains($0) }
        let errors = counted.count { $0.severity == .error }
        let warnings = counted.count - errors
        let expected = input.diagnostics.count - counted.count
        page.open("header")
        page.element("h1", content: input.title)
        page.open("p", ["class": "summary"])
        page.element("span", ["class": errors > 0 ? "count error" : "count"], content: plural(errors, "error"))
        page.element("span", ["class": warnings > 0 ? "count warning" : "count"], content: plural(warnings, "warning"))
        if expected > 0 { page.element("span", ["class": "count"], content: "\(expected) expected") }
        page.element("span", ["class": "count"], content: plural(outline.files.count, "file"))
        page.element("span", ["class": "count"], content: plural(outline.layouts.count, "layout"))
        page.close("p")
        if let base = paths.base { page.element("p", ["class": "base"], content: "Paths are relative to \(base)") }
        if input.configurationsNotDrawn > 0 {
            page.element("p", ["class": "base"], content: "\(plural(input.configurationsNotDrawn, "configuration")) past the first "
                + "\(HTMLReport.picturedConfigurationsPerFile) of a file \(input.configurationsNotDrawn == 1 ? "is" : "are") listed without pictures")
        }
        page.close("header")
    }

    private func write(_ file: ReportOutline.FileGroup, number: Int, paths: ReportPaths, rowNumber: inout Int, into page: inout MarkupWriter) {
        page.open("section", ["id": "file-\(number)", "class": "file"])
        page.element("h2", ["class": "file-name"], content: paths.shown(file.file))
        if !file.loose.isEmpty {
            FindingTable(diagnostics: file.loose, expected: input.expected, paths: paths).write(into: &page, number: &rowNumber)
        }
        for group in file.layouts { write(group, paths: paths, rowNumber: &rowNumber, into: &page) }
        page.close("section")
    }

    private func write(_ group: ReportOutline.LayoutGroup, paths: ReportPaths, rowNumber: inout Int, into page: inout MarkupWriter) {
        let prefix = "l\(group.number)"
        page.open("section", ["id": "layout-\(group.number)", "class": "layout"])
        page.element("h3", content: group.layout.name)
        if let location = group.layout.location { page.element("p", ["class": "location"], content: paths.shown(location)) }
        // The findings, and beside them the first configuration's wireframe with their views outlined.
        let beside = group.sections.firstIndex { $0.wireframe != nil }
        page.open("div", ["class": "layout-body"])
        page.open("div", ["class": "layout-findings"])
        if group.diagnostics.isEmpty {
            page.element("p", ["class": "layout-summary"], content: "No findings.")
        } else {
            FindingTable(diagnostics: group.diagnostics, expected: input.expected, paths: paths).write(into: &page, number: &rowNumber)
        }
        page.close("div")
        if let beside, var wireframe = group.sections[beside].wireframe {
            wireframe.highlightedViews = highlighted(in: group, configuration: group.sections[beside].configuration)
            figure("Wireframe" + (group.sections[beside].configuration.map { " in \($0)" } ?? ""), class: "wireframe", into: &page) {
                $0.write(markup: Wireframe(wireframe, idPrefix: "\(prefix)c\(beside + 1)-w-").svg)
            }
        }
        page.close("div")
        for (index, section) in zip(1..., group.sections) where section.hasPictures {
            write(section, in: group, prefix: "\(prefix)c\(index)-", drawsWireframe: index - 1 != beside, into: &page)
        }
        if !group.sections.contains(where: \.hasPictures) {
            page.element("p", ["class": "no-pictures"], content: "Not drawn: `autolint report --pictures all` draws every layout, `autolint graph` one.")
        }
        page.close("section")
    }

    /// The views the layout's findings name in one configuration (or in all of them).
    private func highlighted(in group: ReportOutline.LayoutGroup, configuration: String?) -> [String] {
        var views: [String] = []
        for diagnostic in group.diagnostics where diagnostic.configuration == nil || diagnostic.configuration == configuration {
            for view in diagnostic.views where !views.contains(view) { views.append(view) }
        }
        return views
    }

    private func write(_ section: HTMLReportSection, in group: ReportOutline.LayoutGroup, prefix: String, drawsWireframe: Bool, into page: inout MarkupWriter) {
        guard section.graph != nil || (drawsWireframe && section.wireframe != nil) || !section.animations.isEmpty else { return }
        page.open("details", ["class": "configuration", "open": "open", "id": prefix + "configuration"])
        page.element("summary", content: section.configuration ?? "default configuration")
        page.open("div", ["class": "pictures"])
        if var graph = section.graph {
            graph.labelledEdgeTooltips = false
            graph.foldsSystemConstraints = true
            figure("Constraint graph", class: "graph", into: &page) {
                do {
                    let drawing = try ConstraintGraph(graph, idPrefix: prefix + "g-")
                    if drawing.detail == .overview, graph.constraints.count > Self.overviewLimit {
                        $0.element("p", ["class": "no-pictures"], content: "Too large to draw here (\(graph.constraints.count) constraints): "
                            + "`autolint graph \(section.file ?? "FILE") --layout '\(section.layout.name)'` draws it, "
                            + "`--view VIEW` what places one view.")
                    } else {
                        if drawing.detail == .overview {
                            $0.element("p", ["class": "pan-hint"], content: "Overview of \(graph.constraints.count) constraints: "
                                + "hover an edge for its equation; `autolint graph --view VIEW` draws what places one view.")
                        }
                        // A graph keeps its own size, readable, in a box that scrolls both ways
                        // when it is larger than the page.
                        $0.open("div", ["class": "pan"])
                        $0.write(markup: CompactSVG.compact(try drawing.render(as: .svg).text))
                        $0.close("div")
                    }
                } catch {
                    $0.element("p", ["class": "render-error"], content: "The graph could not be drawn: \(error)")
                }
            }
        }
        if drawsWireframe, var wireframe = section.wireframe {
            wireframe.highlightedViews = highlighted(in: group, configuration: section.configuration)
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

    private func legend(into page: inout MarkupWriter) {
        page.open("details", ["id": "legend", "class": "legend"])
        page.element("summary", content: "How to read the pictures")
        page.open("ul")
        let entries: [(swatch: String, text: String)] = [
            ("swatch-user", "a constraint: an arrow to the view it places, labelled with its equation (and priority when optional)"),
            ("swatch-conflict", "in a minimal set of required constraints that cannot all hold"),
            ("swatch-broken", "an optional constraint the solution does not satisfy"),
            ("swatch-ambiguous", "a view whose frame is ambiguous (graph and wireframe)"),
            ("swatch-highlighted", "a view a finding names (wireframe beside the findings)"),
        ] + ConstraintGraphStyle.SystemFamily.allCases.map { ("swatch-system-\($0.token)", "made by the system: \($0.rawValue)") }
        for entry in entries {
            page.open("li")
            page.element("span", ["class": "swatch \(entry.swatch)"], content: "")
            page.write(escaped: " " + entry.text)
            page.close("li")
        }
        page.close("ul")
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
