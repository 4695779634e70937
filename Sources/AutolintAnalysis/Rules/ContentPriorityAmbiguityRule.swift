import AutolintModel

/// A frame left undetermined by a tie between optional constraints of equal priority, such as two
/// labels with equal hugging between fixed edges: UIKit picks one solution, and which can change.
public struct ContentPriorityAmbiguityRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "content-priority-ambiguity", name: "Content Priority Ambiguity", defaultSeverity: .error,
        description: """
            A view's frame is undetermined because optional constraints of equal priority tie: \
            stretching one or the other costs the same (equal hugging or compression resistance, \
            or two equal-priority constraints that cannot both hold). The fix names the priority to change.
            """,
        triggeringExamples: [
            """
            root:
              subviews:
                - {id: title, class: UILabel, intrinsicSize: [80, 21]}
                - {id: detail, class: UILabel, intrinsicSize: [60, 21]}
            constraints:
              - "H:|-[title]-[detail]-|"
              - title.top == root.top + 20
              - detail.top == title.top
            """,
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.leading == root.leading
              - box.top == root.top
              - box.height == 10
              - {equation: "box.width == 100", priority: 500}
              - {equation: "box.width == 200", priority: 500}
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews:
                - {id: title, class: UILabel, intrinsicSize: [80, 21], hugging: {horizontal: 252}}
                - {id: detail, class: UILabel, intrinsicSize: [60, 21]}
            constraints:
              - "H:|-[title]-[detail]-|"
              - title.top == root.top + 20
              - detail.top == title.top
            """,
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.leading == root.leading
              - box.top == root.top
              - box.height == 10
              - {equation: "box.width == 100", priority: 500}
              - {equation: "box.width == 200", priority: 499}
            """,
        ])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        return analysis.configurations.flatMap { configuration in
            configuration.reportedAmbiguities.compactMap { ambiguity -> Diagnostic? in
                guard case .tie(let priority, let tied) = ambiguity.cause else { return nil }
                return diagnostic(for: ambiguity, priority: priority, tied: tied, in: configuration)
            }
        }
    }

    private func diagnostic(for ambiguity: ViewAmbiguity, priority: LayoutPriority, tied: [Int], in configuration: ConfigurationAnalysis) -> Diagnostic {
        let name = configuration.name(ofView: ambiguity.view)
        let constraints = tied.map { configuration.system.constraints[$0] }
        let contentConstraints = constraints.filter { $0.origin == .contentHugging || $0.origin == .compressionResistance }
        let message: String
        let fixes: [String]
        let names = configuration.views(of: tied).map { configuration.name(ofView: $0) }
        if contentConstraints.count == constraints.count, let first = contentConstraints.first, let firstName = names.first, let lastName = names.last {
            let kind = first.origin == .contentHugging ? "hugging" : "compression resistance"
            let axis = ambiguity.axis.rawValue
            message = "Content priority ambiguity: \(names.joined(separator: " and ")) have equal \(axis) \(kind) priority (\(priority)), so the \(ambiguity.axis == .horizontal ? "width" : "height") of \(name) is undetermined"
            fixes = [
                "Set \(axis) \(kind) priority of \(firstName) to \(LayoutPriority(priority.value + 1))",
                names.count > 1 ? "Set \(axis) \(kind) priority of \(lastName) to \(LayoutPriority(priority.value - 1))" : nil,
            ].compactMap { $0 }
        } else {
            let labels = tied.map { configuration.label(ofConstraint: $0) }
            let tiedText = labels.isEmpty ? "Optional constraints" : labels.joined(separator: " and ")
            message = "\(tiedText) tie at priority \(priority), so the frame of \(name) is undetermined along the \(ambiguity.axis.rawValue) axis"
            fixes = ["Change the priority of \(labels.first ?? "one of them") to \(LayoutPriority(priority.value + 1))"]
        }
        return Self.description.diagnostic(
            at: configuration.location(ofView: ambiguity.view), views: [ambiguity.view], axis: ambiguity.axis,
            constraints: tied.map { configuration.label(ofConstraint: $0) }, message: message, fixes: fixes,
            configuration: configuration.configuration.name)
    }
}
