import AutolintAnalysis
import AutolintExplanation
import AutolintModel

/// `autolint explain` for one console block: the views, every printed constraint in one plain
/// sentence with the minimal conflicting set marked apart from the bystanders, why each system
/// constraint exists, what UIKit broke, and what to change, most likely first.
struct ConsoleBlockExplanation {
    let analysis: ConfigurationAnalysis
    let style: ViewColoring

    private var layout: Layout { analysis.layout }
    private var naming: ViewNaming { style.naming }

    init(analysis: ConfigurationAnalysis, colored: Bool) {
        self.analysis = analysis
        style = ViewColoring(naming: ViewNaming(layout: analysis.layout), colored: colored)
    }

    var text: String {
        var sections = [heading, viewSection]
        let conflicts = analysis.conflicts
        if conflicts.isEmpty {
            sections.append(satisfiableSection)
        } else {
            for (number, conflict) in conflicts.enumerated() {
                sections.append(conflictSection(conflict, number: conflicts.count > 1 ? number + 1 : nil))
            }
        }
        return sections.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    private var heading: String {
        let location = layout.location.map { " (line \($0.line), column \($0.column))" } ?? ""
        let count = printed.count
        let what = isDump ? "a constraint list" : "Unable to simultaneously satisfy constraints"
        return style.bold("\(layout.name.prefix(1).uppercased() + layout.name.dropFirst())\(location): \(what) (\(count) printed)")
    }

    /// The printed constraints, one per address (an `NSContentSizeLayoutConstraint` is two).
    private var printed: [LayoutConstraint] {
        var seen: [String] = []
        return layout.constraints.filter { constraint in
            guard let id = constraint.id else { return true }
            if seen.contains(id) { return false }
            seen.append(id)
            return true
        }
    }

    private var viewSection: String {
        let used = naming.ordered.filter { name in layout.constraints.contains { $0.items.contains { $0.view == name.id } } }
        guard !used.isEmpty else { return "" }
        let width = used.map(\.noun.count).max() ?? 0
        let lines = used.map { name -> String in
            let view = layout.view(name.id)
            let printedAs = [view?.customClass ?? view?.className, name.id.hasPrefix("0x") ? name.id : nil].compactMap { $0 }.joined(separator: " ")
            return "  " + style.paint(name) + String(repeating: " ", count: width - name.noun.count) + "  " + printedAs
        }
        return (["Views"] + lines).joined(separator: "\n")
    }

    private func conflictSection(_ conflict: Conflict, number: Int?) -> String {
        let members = conflict.constraints.map(analysis.constraint)
        let memberIDs = members.map { $0.id ?? $0.label }
        let broken = analysis.constraint(conflict.broken)
        var lines = ["The conflict\(number.map { " \($0)" } ?? ""): these \(Set(memberIDs).count) cannot all hold; without any one of them the others can (● the minimal set, ○ printed but not needed)"]
        for constraint in printed where constraint.id.map(memberIDs.contains) ?? false {
            lines += describe(constraint, marker: "●", recovery: recoveryMark(of: constraint, predicted: broken))
        }
        for member in members where member.id == nil {
            lines += describe(member, marker: "●", recovery: nil)
        }
        for constraint in printed where !(constraint.id.map(memberIDs.contains) ?? false) {
            lines += describe(constraint, marker: "○", recovery: recoveryMark(of: constraint, predicted: nil))
        }
        var sections = [lines.joined(separator: "\n"), recovery(broken: broken, reason: conflict.reason)]
        let fixes = ConflictAdvice.fixes(for: members, naming: naming, brokenID: broken.id,
                                         brokenIsLogged: broken.id != nil && broken.id == layout.reportedRecoveryID)
        if !fixes.isEmpty {
            sections.append((["What to change, most likely first"] + fixes.enumerated().map { "  \($0 + 1). " + style.paintNames(in: $1) }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// A pasted `po view.constraints` is not a report of a conflict: the constraints holding
    /// together is the expected outcome, not a sign the paste is incomplete.
    private var isDump: Bool { layout.origin == .constraintDump }

    private var satisfiableSection: String {
        if isDump {
            return "The \(printed.count) constraint\(printed.count == 1 ? "" : "s") printed can all hold together: no conflict among them."
        }
        var lines = ["The constraints printed can all hold, so the conflict \(layout.loggingFramework) saw cannot be rebuilt from them:"]
        lines += layout.notes.map { "  " + $0 }
        if layout.notes.isEmpty { lines.append("  every constraint was read; the layout engine must have had others in play.") }
        if !printed.isEmpty {
            lines += ["", "What was printed (○)"]
            for constraint in printed { lines += describe(constraint, marker: "○", recovery: recoveryMark(of: constraint, predicted: nil)) }
        }
        if let reported = layout.reportedRecovery {
            lines += ["", "\(layout.loggingFramework) broke " + reported.split(separator: " ").joined(separator: " ")]
        }
        return lines.joined(separator: "\n")
    }

    /// `● 0x7fb022ec5600  The cell content view is 44 points tall.` and, below, why the system made it.
    /// Addresses line up in one column; implicit constraints (`size >= 0`) have none.
    private var idWidth: Int {
        let hasImplicit = analysis.conflicts.contains { $0.constraints.contains { analysis.constraint($0).id == nil } }
        return max(hasImplicit ? "implicit".count : 0, printed.compactMap(\.id).map(\.count).max() ?? 0)
    }

    /// The mark beside a constraint: "broke" only on the one the log says was broken; where the
    /// log does not say, autolint's choice is a prediction and is worded as one.
    private func recoveryMark(of constraint: LayoutConstraint, predicted: LayoutConstraint?) -> String? {
        if let reported = layout.reportedRecoveryID {
            return constraint.id == reported ? "← \(layout.loggingFramework) broke this one" : nil
        }
        guard let predicted, constraint.id == predicted.id else { return nil }
        return "← \(layout.loggingFramework) would break this one"
    }

    private func describe(_ constraint: LayoutConstraint, marker: String, recovery: String?) -> [String] {
        let id = constraint.id ?? "implicit"
        var line = "  \(marker) \(id)" + String(repeating: " ", count: idWidth - id.count) + "  "
            + style.paintNames(in: ConstraintSentence(constraint, naming: naming).text)
        if let recovery { line += "  " + style.bold(recovery) }
        var lines = [line]
        let indent = String(repeating: " ", count: 4 + idWidth + 2)
        if let note = ConstraintOriginNote.note(for: constraint, naming: naming) {
            lines.append(indent + style.dim(style.paintNames(in: note)))
        } else if constraint.origin == .nonNegativeSize {
            lines.append(indent + style.dim("No view is smaller than 0, which the printed constraints would need."))
        } else if let suffix = constraint.origin.labelSuffix {
            lines.append(indent + style.dim("(\(suffix))"))
        }
        return lines
    }

    private func recovery(broken: LayoutConstraint, reason: String) -> String {
        let sentence = "“" + style.paintNames(in: ConstraintSentence(broken, naming: naming).text) + "”"
        guard let reported = layout.reportedRecovery else {
            return "The paste does not say which constraint \(layout.loggingFramework) broke; it would break \(broken.label), \(sentence) (\(reason))."
        }
        if broken.id == layout.reportedRecoveryID {
            return "\(layout.loggingFramework) broke \(broken.label): \(sentence)"
        }
        return "\(layout.loggingFramework) broke " + reported.split(separator: " ").joined(separator: " ") + ", which is not in this minimal set; of the set, autolint would break \(broken.label), \(sentence)."
    }
}
