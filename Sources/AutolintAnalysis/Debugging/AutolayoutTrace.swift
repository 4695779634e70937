import AutolintModel

/// The hierarchy as UIKit's private `_autolayoutTrace` prints it: one line per view, indented
/// with `|   ` per level, a mark for how the view is laid out, its frame, and the ambiguous
/// unknowns of ambiguous views.
public struct AutolayoutTrace {
    public let analysis: ConfigurationAnalysis

    public init(analysis: ConfigurationAnalysis) { self.analysis = analysis }

    public var text: String {
        var lines: [String] = []
        let layout = analysis.layout
        for view in layout.views {
            let depth = layout.ancestors(of: view.id).count - 1
            lines.append(String(repeating: "|   ", count: max(0, depth)) + line(for: view, isRoot: depth == 0))
        }
        lines += [
            "",
            "Legend:",
            "\t• - the root view, whose frame the configuration fixes",
            "\t* - laid out by Auto Layout constraints",
            "\t+ - laid out by its frame and autoresizing mask (translatesAutoresizingMaskIntoConstraints)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `*UILabel:title, frame = (127.5 40; 120 21)- AMBIGUOUS LAYOUT for UILabel:title.minX{id: 4}`
    private func line(for view: LayoutView, isRoot: Bool) -> String {
        let mark = isRoot ? "•" : (view.translatesAutoresizingMask ? "+" : "*")
        let item = "\(view.customClass ?? view.className):\(view.id)"
        var text = mark + item
        if let frame = analysis.frame(of: view.id) {
            text += ", frame = (\(formatPoints(frame.x)) \(formatPoints(frame.y)); \(formatPoints(frame.width)) \(formatPoints(frame.height)))"
        }
        let unknowns = analysis.ambiguities.filter { $0.view == view.id }.flatMap(\.components).sorted()
        if !unknowns.isEmpty {
            let variables = unknowns.compactMap { component in
                analysis.system.unknowns.index(.view(view.id), component).map { "\(item).\(component.traceName){id: \($0)}" }
            }
            text += "- AMBIGUOUS LAYOUT for " + variables.joined(separator: ", ")
        }
        return text
    }
}
