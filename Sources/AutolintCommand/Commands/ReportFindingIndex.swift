import AutolintModel

/// Which configurations of a layout hold a finding, for `report --pictures findings`: the
/// findings indexed once by file and view, so that a file of many layouts (a console log of
/// thousands of blocks) is not searched whole for each of them. A finding belongs to a layout as
/// `HTMLReport.diagnostic(_:belongsTo:)` says: same file, and one of its views there (or none named).
struct ReportFindingIndex {
    /// Per file, the configurations findings that name no view hold in (nil: every configuration).
    private var viewless: [String: Set<String?>] = [:]
    /// Per file and view, the configurations findings naming that view hold in.
    private var byView: [String: [String: Set<String?>]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            if diagnostic.views.isEmpty {
                viewless[file, default: []].insert(diagnostic.configuration)
            } else {
                for view in diagnostic.views { byView[file, default: [:]][view, default: []].insert(diagnostic.configuration) }
            }
        }
    }

    /// The configurations a finding of `layout` holds in (`nil` among them: every one).
    func configurations(withFindingsIn layout: Layout) -> Set<String?> {
        guard let file = layout.location?.file else { return [] }
        var held = viewless[file] ?? []
        if let views = byView[file] {
            for view in layout.views { held.formUnion(views[view.id] ?? []) }
        }
        return held
    }

    /// Whether a finding of `layout` holds in the configuration named `configuration`.
    func hasFinding(in layout: Layout, configuration: String) -> Bool {
        let held = configurations(withFindingsIn: layout)
        return held.contains(nil) || held.contains(configuration)
    }
}
