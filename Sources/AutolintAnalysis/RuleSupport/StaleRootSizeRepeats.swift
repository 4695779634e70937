import AutolintModel

/// One cause, one finding across a document: scenes whose roots were all saved at the same stale
/// size (a storyboard saved while its bars were another height) are one `misplaced-view`
/// finding, on the first such root, naming the others; each stays in JSON `views`. DuckDuckGo's
/// `Feedback.storyboard` saved four scene roots 666 points tall where the canvas gives 672.
public enum StaleRootSizeRepeats {
    public struct Checked {
        public var layout: Layout
        public var analysis: LayoutAnalysis?
        public var diagnostics: [Diagnostic]

        public init(layout: Layout, analysis: LayoutAnalysis?, diagnostics: [Diagnostic]) {
            self.layout = layout
            self.analysis = analysis
            self.diagnostics = diagnostics
        }
    }

    /// Whether a layout's findings may take part in a fold: it says its root is misplaced.
    public static func mayFold(_ checked: Checked) -> Bool {
        let root = checked.layout.root
        return root.frame != nil && checked.diagnostics.contains { $0.rule == MisplacedViewRule.description.id && $0.views.first == root.id }
    }

    /// The same layouts, in order, with the repeats folded into the first finding of their size.
    public static func merge(_ checked: [Checked]) -> [Checked] {
        struct Key: Hashable {
            var configuration: String?
            var given: Rect
            var solved: Rect
        }
        var merged = checked
        var first: [Key: (layout: Int, diagnostic: Int, names: [String])] = [:]
        var order: [Key] = []
        for (index, entry) in checked.enumerated() {
            let root = entry.layout.root
            merged[index].diagnostics = entry.diagnostics.enumerated().compactMap { position, diagnostic in
                guard diagnostic.rule == MisplacedViewRule.description.id, diagnostic.views.first == root.id, let given = root.frame,
                      let solved = entry.analysis?.configurations.first(where: { $0.configuration.name == diagnostic.configuration })?.frame(of: root.id)
                else { return diagnostic }
                let key = Key(configuration: diagnostic.configuration, given: given, solved: solved)
                guard let earlier = first[key] else {
                    first[key] = (index, position, [])
                    order.append(key)
                    return diagnostic
                }
                merged[earlier.layout].diagnostics[earlier.diagnostic].views.append(root.id)
                first[key]?.names.append(root.name)
                return nil
            }
        }
        for key in order {
            guard let entry = first[key], !entry.names.isEmpty else { continue }
            let count = entry.names.count
            let shown = entry.names.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
            merged[entry.layout].diagnostics[entry.diagnostic].message +=
                "; \(count) other root view\(count == 1 ? " was" : "s were") saved at the same size (\(shown))"
        }
        return merged
    }
}
