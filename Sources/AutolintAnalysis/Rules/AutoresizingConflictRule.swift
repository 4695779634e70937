import AutolintModel

/// A view that translates its autoresizing mask into constraints and also has constraints of its
/// own that contradict them: the mask's constraints already fix its frame completely. Left out
/// where `conflicting-constraints` reports the same conflict (`RepeatedFindingFilter`).
public struct AutoresizingConflictRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "autoresizing-conflict", name: "Autoresizing Conflict", defaultSeverity: .error,
        description: """
            A view has translatesAutoresizingMaskIntoConstraints on, so its frame and mask become \
            required constraints, and explicit constraints contradict them. Usually the flag should be off. \
            One cause, one finding: with `conflicting-constraints` enabled the conflict is reported \
            there (with the same advice and what UIKit breaks), and this rule names it only when that \
            rule is disabled.
            """,
        triggeringExamples: [
            """
            root:
              subviews:
                - {id: banner, translatesAutoresizingMask: true, frame: [0, 0, 320, 44], autoresizingMask: [flexibleWidth]}
            constraints:
              - banner.height == 60
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews:
                - {id: banner, translatesAutoresizingMask: true, frame: [0, 0, 320, 44], autoresizingMask: [flexibleWidth]}
                - {id: label}
            constraints:
              - label.top == banner.bottom + 8
              - label.leading == banner.leading
              - label.width == 100
              - label.height == 20
            """,
        ])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        return analysis.configurations.flatMap { configuration in
            configuration.conflicts.flatMap { diagnostics(for: $0, in: configuration) }
        }
    }

    private func diagnostics(for conflict: Conflict, in configuration: ConfigurationAnalysis) -> [Diagnostic] {
        let constraints = conflict.constraints.map { configuration.system.constraints[$0] }
        let explicit = conflict.constraints.filter { !configuration.system.constraints[$0].origin.isSystem }
        guard !explicit.isEmpty else { return [] }
        // Views in the layout's order.
        let translated = Set(constraints.filter { $0.origin == .autoresizingMask }.map(\.first.item.view))
        guard !translated.isEmpty else { return [] }
        return configuration.layout.inOrder(translated).map { id in
            let name = configuration.name(ofView: id)
            let mask = configuration.layout.view(id)?.autoresizingMask ?? []
            let against = explicit.map { configuration.description(ofConstraint: $0) }
            let axes = Set(constraints.filter { $0.origin == .autoresizingMask && $0.first.item.view == id }.compactMap(\.first.attribute.axis))
            return Self.description.diagnostic(
                at: configuration.location(ofView: id), views: [id], axis: axes.count == 1 ? axes.first : nil,
                constraints: conflict.constraints.map { configuration.label(ofConstraint: $0) },
                message: "\(name) translates its autoresizing mask (\(mask.logNotation(.horizontal)) \(mask.logNotation(.vertical))) into constraints that conflict with \(against.joined(separator: ", "))",
                fixes: ["Set translatesAutoresizingMaskIntoConstraints to false on \(name) and constrain it fully", "Or remove the constraints that contradict its frame"],
                configuration: configuration.configuration.name)
        }
    }
}
