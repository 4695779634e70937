import AutolintModel

/// An optional constraint that no checked configuration ever satisfies: higher-priority
/// constraints always win, so it is dead weight, or its priority is not what the author meant.
public struct UnsatisfiablePriorityRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "unsatisfiable-priority", name: "Unsatisfiable Priority", defaultSeverity: .warning,
        description: """
            An optional constraint you wrote is broken in every checked configuration. Names the \
            constraints at its own or higher priority that beat it. Priorities are strict: no number \
            of lower-priority constraints outweighs one of higher priority.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: box}]
            constraints:
              - "H:|-20-[box]-20-|"
              - {equation: "box.width == 600", priority: 750}
              - box.top == root.top
              - box.height == 10
            """,
        ],
        nonTriggeringExamples: [
            """
            devices: [iphone-se, ipad-10]
            root:
              subviews: [{id: box}]
            constraints:
              - box.leading == root.leading
              - box.trailing <= root.trailing
              - {equation: "box.width == 600", priority: 750}
              - box.top == root.top
              - box.height == 10
            """,
        ])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        guard let first = analysis.configurations.first else { return [] }
        var diagnostics: [Diagnostic] = []
        for unsatisfied in first.broken where Self.isNeverMet(unsatisfied.constraint, in: first) {
            let constraint = first.system.constraints[unsatisfied.constraint]
            let brokenEverywhere = analysis.configurations.dropFirst().allSatisfy { other in
                guard let index = other.system.constraints.firstIndex(where: { Self.isSame($0, constraint) }) else { return true }
                return Self.isNeverMet(index, in: other)
            }
            guard brokenEverywhere else { continue }
            diagnostics.append(diagnostic(for: unsatisfied, in: first, configurationCount: analysis.configurations.count))
        }
        return diagnostics
    }

    /// Written by hand and broken in every optimal solution of the configuration: its least
    /// error over the whole optimal set is positive (decided by the solver, exactly where a tie
    /// leaves room; undecided counts as met, so that no finding rests on a guess).
    private static func isNeverMet(_ index: Int, in configuration: ConfigurationAnalysis) -> Bool {
        guard !configuration.system.constraints[index].origin.isSystem else { return false }
        return configuration.broken.first(where: { $0.constraint == index })?.isNeverMet == true
    }

    private static func isSame(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.location == b.location && a.equation == b.equation && a.id == b.id
    }

    private func diagnostic(for unsatisfied: UnsatisfiedConstraint, in configuration: ConfigurationAnalysis, configurationCount: Int) -> Diagnostic {
        let constraint = configuration.system.constraints[unsatisfied.constraint]
        let winners = unsatisfied.beatenBy.filter { $0 != unsatisfied.constraint }
        let winnerText = winners.map { index -> String in
            let winner = configuration.system.constraints[index]
            return "\(winner.label) (\(winner.priority.isRequired ? "required" : "@\(winner.priority)"))"
        }.joined(separator: ", ")
        let scope = configurationCount == 1 ? "in \(configuration.configuration.name)" : "in any of the \(configurationCount) checked configurations"
        var message = "\(constraint.label) is never satisfied \(scope)"
        if !winnerText.isEmpty { message += "; it is beaten by \(winnerText)" }
        if unsatisfied.isSameLevelTradeOff { message += " (a trade-off at its own priority)" }
        return Self.description.diagnostic(
            at: configuration.location(ofConstraint: unsatisfied.constraint), views: configuration.views(of: [unsatisfied.constraint]),
            axis: constraint.first.attribute.axis, constraints: [constraint.label] + winners.map { configuration.label(ofConstraint: $0) },
            message: message, fixes: ["Remove \(constraint.label), or raise its priority above the constraints that beat it"])
    }
}
