import AutolintModel

/// The report's structure: files, each with its layouts and the findings of each, numbered in the
/// order the page shows them. A finding goes to the first layout of its file that holds the views
/// it names; one that fits none (an input error, a file with no layout) stays with its file.
struct ReportOutline {
    struct LayoutGroup {
        /// `layout-N` on the page, from 1 in page order.
        var number: Int
        var layout: Layout
        var sections: [HTMLReportSection]
        var diagnostics: [Diagnostic]
    }

    struct FileGroup {
        var file: String
        var layouts: [LayoutGroup]
        /// Findings of the file that belong to none of its layouts.
        var loose: [Diagnostic]
        var diagnostics: [Diagnostic] { loose + layouts.flatMap(\.diagnostics) }
    }

    let files: [FileGroup]

    init(sections: [HTMLReportSection], diagnostics: [Diagnostic]) {
        // Sections of the same layout, in the order they first appear; looked up by file and name
        // and grouped by file, so that a report of many files is built in linear time.
        var layouts: [(file: String, layout: Layout, sections: [HTMLReportSection])] = []
        var layoutIndex: [String: [String: Int]] = [:]
        for section in sections {
            let file = section.file ?? ""
            if let index = layoutIndex[file]?[section.layout.name] {
                layouts[index].sections.append(section)
            } else {
                layoutIndex[file, default: [:]][section.layout.name] = layouts.count
                layouts.append((file, section.layout, [section]))
            }
        }
        let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
        let diagnosticsByFile = Dictionary(grouping: sorted, by: \.location.file)
        let layoutsByFile = Dictionary(grouping: layouts, by: \.file)
        var paths = Array(Set(diagnosticsByFile.keys).union(layoutsByFile.keys)).sorted()
        paths.removeAll { $0.isEmpty && diagnosticsByFile[""] == nil }
        var number = 0
        files = paths.map { path in
            let fileLayouts = layoutsByFile[path] ?? []
            var owned = Array(repeating: [Diagnostic](), count: fileLayouts.count)
            var loose: [Diagnostic] = []
            // The first layout of the file holding each view: a finding goes to the first layout
            // it belongs to (`HTMLReport.diagnostic(_:belongsTo:)`), found without a search.
            var firstLayoutOfView: [String: Int] = [:]
            for (index, entry) in fileLayouts.enumerated() {
                for view in entry.layout.views where firstLayoutOfView[view.id] == nil { firstLayoutOfView[view.id] = index }
            }
            for diagnostic in diagnosticsByFile[path] ?? [] {
                let first = diagnostic.views.isEmpty ? fileLayouts.indices.first : diagnostic.views.compactMap { firstLayoutOfView[$0] }.min()
                if let index = first {
                    owned[index].append(diagnostic)
                } else {
                    loose.append(diagnostic)
                }
            }
            let groups = zip(fileLayouts, owned).map { entry, diagnostics in
                number += 1
                return LayoutGroup(number: number, layout: entry.layout, sections: entry.sections, diagnostics: diagnostics)
            }
            return FileGroup(file: path, layouts: groups, loose: loose)
        }
    }

    var layouts: [LayoutGroup] { files.flatMap(\.layouts) }
}
