import AutolintModel

/// A view whose frame in the input is not where its constraints put it: the canvas (or the
/// author's expectation) and the running app disagree.
public struct MisplacedViewRule: AnalysisRule {
    public init() {}

    /// Differences up to this are rounding, not misplacement.
    public static let tolerance = 0.5

    public static let description = RuleDescription(
        id: "misplaced-view", name: "Misplaced View", defaultSeverity: .warning,
        description: """
            The frame given in the input differs from the solved frame, in Xcode's words: \
            "Frame for "X" will be different at run time". Prints both frames. Checked in the first \
            configuration that keeps the layout's own root size (an IB document's canvas), for views \
            that are neither ambiguous nor laid out by their autoresizing mask.
            """,
        triggeringExamples: [
            """
            device: iphone-se
            root:
              subviews: [{id: box, frame: [0, 0, 100, 44]}]
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 20
              - box.width == 100
              - box.height == 44
            """,
        ],
        nonTriggeringExamples: [
            """
            device: iphone-se
            root:
              subviews: [{id: box, frame: [20, 20, 100, 44]}]
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 20
              - box.width == 100
              - box.height == 44
            """,
        ])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        guard let configuration = analysis.configurations.first(where: { Self.isCanvas($0, of: analysis.layout) }) else { return [] }
        let layout = configuration.layout
        // The root is where its configuration puts it, unless the layout is sized otherwise than
        // its saved frame (a Touch Bar item's design size); cells are sized by their table.
        let checksRoot = layout.encapsulatedLayout == nil && layout.rootSize != nil
        // Hidden views (and what they hold) are not drawn; a stack view collapses them.
        let hidden = Set(layout.views.filter { view in layout.ancestors(of: view.id).contains { layout.view($0)?.isHidden == true } }.map(\.id))
        return layout.views.enumerated().compactMap { index, view -> Diagnostic? in
            guard index > 0 || checksRoot, !hidden.contains(view.id), let given = view.frame, index == 0 || !view.translatesAutoresizingMask,
                  !configuration.hasAmbiguousLayout(view.id),
                  let solved = configuration.frame(of: view.id), !given.isClose(to: solved, tolerance: Self.tolerance) else { return nil }
            // Shown as the input saved it: the drawn frame, around the alignment rectangle.
            let (saved, expected) = (given.outset(by: view.alignmentInsets), solved.outset(by: view.alignmentInsets))
            return Self.description.diagnostic(
                at: configuration.location(ofView: view.id), views: [view.id],
                message: "Frame for \"\(view.name)\" will be different at run time: given \(saved), solved \(expected)",
                fixes: ["Update the frame to \(expected)"], configuration: configuration.configuration.name)
        }
    }

    /// Saved frames were laid out with the root at its saved size: only a configuration that
    /// keeps the layout's own root size (its canvas) can be compared with them.
    static func isCanvas(_ configuration: ConfigurationAnalysis, of layout: Layout) -> Bool {
        guard let rootSize = layout.rootSize else { return true }
        return configuration.configuration.rootSize == rootSize
    }
}
