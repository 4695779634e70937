import AutolintAnalysis
import AutolintExplanation
import AutolintModel

/// Every conflict and every broken constraint of one solved configuration in plain sentences:
/// what each constraint says, which one UIKit gives up and why, what beats a broken optional
/// constraint at which priority, and what to change.
public struct LayoutExplanation {
    public let analysis: ConfigurationAnalysis
    private let naming: ViewNaming

    public init(analysis: ConfigurationAnalysis) {
        self.analysis = analysis
        naming = ViewNaming(layout: LayoutExplanation.namedByID(analysis.layout))
    }

    /// Fixture ids are the names authors know their views by; console-log addresses (`0x...`)
    /// are not, so those views keep the class words `ViewNaming` gives them.
    static func namedByID(_ layout: Layout) -> Layout {
        var named = layout
        named.setViews(layout.views.map { view in
            var copy = view
            if copy.displayName == nil, !view.id.hasPrefix("0x") { copy.displayName = view.id }
            return copy
        })
        return named
    }

    public var isEmpty: Bool { analysis.conflicts.isEmpty && writtenBroken.isEmpty }

    /// Broken optional constraints someone wrote; stretched intrinsic sizes are the normal case.
    private var writtenBroken: [UnsatisfiedConstraint] {
        analysis.broken.filter { !analysis.constraint($0.constraint).origin.isSystem }
    }

    public var paragraphs: [String] {
        analysis.conflicts.enumerated().map { conflictParagraph($1, number: $0 + 1) } + writtenBroken.map(brokenParagraph)
    }

    /// `“The image view is 320 points wide.” (photoWidth)`, with why a system constraint exists.
    func describe(_ index: Int) -> String {
        let constraint = analysis.constraint(index)
        var text = ConstraintSentence(constraint, naming: naming).text
        if let id = constraint.id { text += " [\(id)]" }
        if let note = ConstraintOriginNote.note(for: constraint, naming: naming) {
            text += " " + note
        } else if let suffix = constraint.origin.labelSuffix {
            text += " (\(suffix))"
        }
        return text
    }

    private func conflictParagraph(_ conflict: Conflict, number: Int) -> String {
        var lines = ["Conflict \(number): these \(conflict.constraints.count) required constraints cannot all hold:"]
        lines += conflict.constraints.map { "  - " + describe($0) }
        let broken = analysis.constraint(conflict.broken)
        lines.append("UIKit breaks \(broken.label): \(conflict.reason).")
        let fixes = ConflictAdvice.fixes(for: conflict.constraints.map(analysis.constraint), naming: naming, brokenID: broken.id)
        lines += fixes.map { "Change: " + $0 }
        return lines.joined(separator: "\n")
    }

    private func brokenParagraph(_ broken: UnsatisfiedConstraint) -> String {
        let constraint = analysis.constraint(broken.constraint)
        var lines = ["\(constraint.label) is not met (off by \(formatPoints(broken.error)) points): " + describe(broken.constraint)]
        let winners = broken.beatenBy.filter { $0 != broken.constraint }
        if !winners.isEmpty {
            lines.append(broken.isSameLevelTradeOff
                ? "It loses a trade-off against constraints at its own priority (\(constraint.priority)) or above:"
                : "These constraints at higher priorities beat it:")
            lines += winners.map { index in
                let winner = analysis.constraint(index)
                return "  - " + describe(index) + (winner.priority.isRequired ? " (required)" : " (priority \(winner.priority))")
            }
        }
        let strongest = winners.map { analysis.constraint($0).priority }.max()
        if let strongest, !strongest.isRequired {
            lines.append("Change: raise \(constraint.label) above priority \(strongest), or lower the constraints that beat it.")
        } else {
            lines.append("Change: remove \(constraint.label) if it is not wanted, or relax the required constraints that beat it.")
        }
        return lines.joined(separator: "\n")
    }
}
