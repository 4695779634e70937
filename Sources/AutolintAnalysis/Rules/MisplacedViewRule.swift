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
            configuration (the document's own device), for views that are neither ambiguous nor \
            laid out by their autoresizing mask.
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
        guard !analysis.isFragment else { return [] }
        guard let configuration = analysis.configurations.first else { return [] }
        return configuration.layout.views.dropFirst().compactMap { view -> Diagnostic? in
            guard let given = view.frame, !view.translatesAutoresizingMask, !configuration.hasAmbiguousLayout(view.id),
                  let solved = configuration.frame(of: view.id), !given.isClose(to: solved, tolerance: Self.tolerance) else { return nil }
            return Self.description.diagnostic(
                at: configuration.location(ofView: view.id), views: [view.id],
                message: "Frame for \"\(view.name)\" will be different at run time: given \(given), solved \(solved)",
                fixes: ["Update the frame to \(solved)"], configuration: configuration.configuration.name)
        }
    }
}
