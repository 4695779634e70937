import AutolintModel

/// An optional constraint that no device, no content and no state lets win: higher-priority
/// constraints always beat it, so it is dead weight, or its priority is not what the author meant.
/// Losses that are meant are not reported (`DeliberateLoss`): to the screen or container size, to
/// content, or as the fallback for a stronger constraint against another view.
public struct UnsatisfiablePriorityRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "unsatisfiable-priority", name: "Unsatisfiable Priority", defaultSeverity: .warning,
        description: """
            An optional constraint you wrote is broken in every checked configuration, and nothing \
            that varies at run time could let it win: it does not lose to the screen or container \
            size, nor to content, nor to a stack view's hiding of a hidden view (in a document or \
            code, where apps show it again), and it is no fallback for a stronger constraint that \
            places the same anchor against another view. A constraint code holds (an outlet) must \
            lose with its constant moved 10 points either way. Names the constraints at its own or higher priority \
            that beat it. Priorities are strict: no number of lower-priority constraints outweighs \
            one of higher priority.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: panel, subviews: [{id: box}]}]
            constraints:
              - panel.leading == root.leading
              - panel.top == root.top
              - panel.width == 300
              - panel.height == 100
              - "H:|-20-[box]-20-|"
              - {equation: "box.width == 600", priority: 750}
              - box.top == panel.top
              - box.height == 10
            """,
            """
            root:
              subviews: [{id: panel}]
            constraints:
              - panel.leading == root.leading + 20
              - panel.width == 200
              - panel.top == root.top
              - panel.height == 100
              - {equation: "panel.width >= 300", priority: 750}
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
            // A fallback: when the code removes the icon, the label moves to the margin.
            """
            root:
              subviews: [{id: icon}, {id: label}]
            constraints:
              - icon.leading == root.leading + 16
              - icon.width == 24
              - icon.top == root.top
              - icon.height == 24
              - label.leading == icon.trailing + 10
              - {equation: "label.leading == root.leading + 16", priority: 750}
              - label.trailing == root.trailing
              - label.top == root.top
              - label.height == 24
            """,
            // A preferred width that loses to a label's text: other text lets it win.
            """
            root:
              subviews: [{id: title, class: UILabel, intrinsicSize: [180, 21]}]
            constraints:
              - title.leading == root.leading
              - title.top == root.top
              - {equation: "title.width == 120", priority: 250}
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
            guard brokenEverywhere, DeliberateLoss.reason(for: unsatisfied, in: first, origin: analysis.layout.origin) == nil,
                  !Self.dependsOnCode(unsatisfied, in: first) || Self.isNeverMetWhateverCodeSets(constraint, in: first, of: analysis) else { continue }
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

    /// A constraint code holds (an IB outlet) has the constant code gives it: whether the loser
    /// is met depends on that code when it or one of what beats it is such a constraint, as
    /// ToastView's width outlets, which code sets to 0 or to its content.
    private static func dependsOnCode(_ unsatisfied: UnsatisfiedConstraint, in configuration: ConfigurationAnalysis) -> Bool {
        ([unsatisfied.constraint] + unsatisfied.beatenBy).contains { configuration.system.constraints[$0].isHeldByCode }
    }

    /// Decided by solving again with every constant code holds moved down and up (by 10, past
    /// the few points of a margin): a loss that stays in both holds for the constants code sets
    /// around the document's, as in a toast whose outlet paddings code makes 6 instead of 4.
    private static func isNeverMetWhateverCodeSets(_ constraint: LayoutConstraint, in configuration: ConfigurationAnalysis, of analysis: LayoutAnalysis) -> Bool {
        [-10.0, 10.0].allSatisfy { shift in
            let solved = analysis.solving(analysis.layout.movingConstantsHeldByCode(by: shift), in: configuration.configuration)
            guard let index = solved.system.constraints.firstIndex(where: { isSame($0, constraint) }) else { return false }
            return isNeverMet(index, in: solved)
        }
    }

    private static func isSame(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.location == b.location && a.equation == b.equation && a.id == b.id
    }

    private func diagnostic(for unsatisfied: UnsatisfiedConstraint, in configuration: ConfigurationAnalysis, configurationCount: Int) -> Diagnostic {
        let constraint = configuration.system.constraints[unsatisfied.constraint]
        let winners = unsatisfied.beatenBy.filter { $0 != unsatisfied.constraint }
        let winnerText = winners.map { index -> String in
            let winner = configuration.system.constraints[index]
            return "\(winner.described(in: configuration.layout)) (\(winner.priority.isRequired ? "required" : "@\(winner.priority)"))"
        }.joined(separator: ", ")
        let scope = configurationCount == 1 ? "in \(configuration.configuration.name)" : "in any of the \(configurationCount) checked configurations"
        let name = constraint.described(in: configuration.layout)
        var message = "\(name) is never satisfied \(scope)"
        if !winnerText.isEmpty { message += "; it is beaten by \(winnerText)" }
        if unsatisfied.isSameLevelTradeOff { message += " (a trade-off at its own priority)" }
        message += "; " + DeliberateLoss.notDeliberateNote(for: constraint, in: configuration, winners: winners)
        return Self.description.diagnostic(
            at: configuration.location(ofConstraint: unsatisfied.constraint), views: configuration.views(of: [unsatisfied.constraint]),
            axis: constraint.first.attribute.axis, constraints: [constraint.label] + winners.map { configuration.label(ofConstraint: $0) },
            message: message, fixes: ["Remove \(name), or raise its priority above the constraints that beat it"])
    }
}
