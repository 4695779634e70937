import AutolintModel

/// What an `_autolayoutTrace` dump reports: every view it marks `AMBIGUOUS LAYOUT`, with the
/// variables it names, at the view's line. A trace prints no constraints, so nothing is solved:
/// the trace's own verdict is reported.
public enum TraceAmbiguityReport {
    public static func diagnostics(for layout: Layout, rule: RuleDescription = MissingConstraintsRule.description) -> [Diagnostic] {
        guard let trace = layout.trace else { return [] }
        // Each trace line shows one view; the first view read from a line stands for it.
        var viewAtLine: [Int: LayoutView] = [:]
        for view in layout.views where view.id != "root" {
            if let line = view.location?.line, viewAtLine[line] == nil { viewAtLine[line] = view }
        }
        return trace.entries.filter(\.isAmbiguous).map { entry in
            let view = viewAtLine[entry.line]
            let location = view?.location ?? layout.location ?? SourceLocation(file: layout.name, line: entry.line, column: 1)
            let components = entry.ambiguousVariables.compactMap(component(ofVariable:))
            let axes = components.map(\.axis).reduce(into: [Axis]()) { if !$0.contains($1) { $0.append($1) } }
            let undetermined: String
            if components.isEmpty {
                undetermined = "the trace does not say which of its position and size is undetermined"
            } else {
                let words = components.map(\.words).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                undetermined = "its \(words.joined(separator: " and ")) \(words.count == 1 ? "is" : "are") not determined (\(entry.ambiguousVariables.joined(separator: ", ")))"
            }
            return rule.diagnostic(
                at: location, views: [view?.id ?? entry.view], axis: axes.count == 1 ? axes[0] : nil,
                message: "\(entry.view) has an ambiguous layout: \(undetermined)",
                fixes: ["Add the constraints that fix it, or give one of two tied optional constraints (often equal hugging or compression resistance) a different priority"])
        }
    }

    /// `minX{id: 12}` -> X position; `Height{id: 4}` -> height.
    private static func component(ofVariable printed: String) -> (axis: Axis, words: String)? {
        let name = printed.prefix { $0 != "{" }.lowercased()
        switch name {
        case "minx": return (.horizontal, "X position")
        case "width": return (.horizontal, "width")
        case "miny": return (.vertical, "Y position")
        case "height": return (.vertical, "height")
        default: return nil
        }
    }
}
