import AutolintExplanation
import AutolintModel
import OrderedCollections

/// `conflicting-constraints` for one console block, which is one conflict UIKit reported.
///
/// The finding sits at the block's header. Its `constraints` are the minimal conflicting set
/// that solving the printed constraints finds (the one UIKit broke is added last, so the set
/// found is the one it was broken for), and `recovery` what UIKit broke, as the log prints it.
/// Where the printed constraints can all hold (a list elided, redacted, cut, or with members
/// that could not be read) the finding says so and lists what was printed instead.
struct ConsoleBlockReport {
    let configuration: ConfigurationAnalysis

    init(_ configuration: ConfigurationAnalysis) {
        self.configuration = configuration
    }

    private var layout: Layout { configuration.layout }

    /// Each printed constraint's address once, in printed order (the two halves of an
    /// `NSContentSizeLayoutConstraint` share one).
    var printedIDs: [String] {
        Array(OrderedSet(layout.constraints.compactMap(\.id)))
    }

    func diagnostics(rule: RuleDescription) -> [Diagnostic] {
        var found = unrepeatedDiagnostics(rule: rule)
        if !layout.repeatedAtLines.isEmpty {
            for index in found.indices { found[index].message += "; " + Self.repeats(layout.repeatedAtLines) }
        }
        return found
    }

    /// "the log prints this block 3 times (again at lines 40, 81)".
    static func repeats(_ lines: [Int]) -> String {
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
        return "the log prints this block \(lines.count + 1) times (again at line\(lines.count == 1 ? "" : "s") \(shown))"
    }

    private func unrepeatedDiagnostics(rule: RuleDescription) -> [Diagnostic] {
        guard layout.trace == nil else { return [] }
        let location = layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1)
        let naming = ViewNaming(layout: layout)
        guard !configuration.conflicts.isEmpty else {
            let printed = printedIDs
            let views = layout.inOrder(Set(layout.constraints.flatMap { $0.items.map(\.view) }))
            var diagnostic = rule.diagnostic(
                at: location, views: views, constraints: printed, message: satisfiableMessage(printedCount: printed.count),
                fixes: ["Paste the whole message, from \"Unable to simultaneously satisfy constraints\" to the line after \"Will attempt to recover\", to find the conflict"])
            diagnostic.recovery = recoveryText(brokenInSet: nil)
            return [diagnostic]
        }
        // One block is one conflict UIKit reported: one finding, on the minimal set that holds the
        // constraint the log says UIKit broke when one does; other sets are named as "also".
        let reported = layout.reportedRecoveryID
        let primary = configuration.conflicts.first { conflict in
            reported.map { id in conflict.constraints.contains { configuration.constraint($0).id == id } } ?? false
        } ?? configuration.conflicts[0]
        let others = configuration.conflicts.filter { $0 != primary }
        return [primary].map { conflict in
            let labels = Array(OrderedSet(conflict.constraints.map(configuration.label(ofConstraint:))))
            let members = conflict.constraints.map(configuration.constraint)
            let broken = configuration.constraint(conflict.broken)
            let reportedInSet = layout.reportedRecoveryID.map { id in members.contains { $0.id == id } }
            let count = printedIDs.count
            let printedMembers = Set(members.compactMap(\.id)).count
            let implicit = labels.count - printedMembers
            var message = "Unable to simultaneously satisfy constraints: \(printedMembers == count ? "all \(count)" : "\(printedMembers) of the \(count)") printed constraint\(count == 1 ? "" : "s")"
                + (implicit > 0 ? " and \(implicit) implicit size >= 0" : "") + " form the minimal conflicting set: " + labels.joined(separator: ", ")
            if !others.isEmpty {
                message += "; also " + others.map { other in
                    "(" + OrderedSet(other.constraints.map(configuration.label(ofConstraint:)))
                        .joined(separator: ", ") + ")"
                }.joined(separator: ", ")
            }
            var diagnostic = rule.diagnostic(
                at: location, views: configuration.views(of: conflict.constraints), axis: axis(of: members), constraints: labels,
                message: message, fixes: ConflictAdvice.fixes(for: members, naming: naming, brokenID: broken.id,
                                                                     brokenIsLogged: broken.id != nil && broken.id == reported))
            diagnostic.recovery = recoveryText(brokenInSet: reportedInSet, predicted: (broken.label, conflict.reason))
            return diagnostic
        }
    }

    private func satisfiableMessage(printedCount: Int) -> String {
        let printed = printedCount == 0
            ? "the log prints none of its constraints"
            : "the \(printedCount) constraint\(printedCount == 1 ? "" : "s") printed can all hold, so the conflict cannot be rebuilt"
        let why = layout.notes.isEmpty ? "" : " (" + layout.notes.joined(separator: " ") + ")"
        return "\(layout.loggingFramework) could not satisfy this block's constraints, but \(printed)\(why)"
    }

    /// What UIKit broke, as the log prints it; else why that is unknown and what it would break.
    private func recoveryText(brokenInSet: Bool?, predicted: (label: String, reason: String)? = nil) -> String? {
        if let printed = layout.reportedRecovery {
            let shown = printed.split(whereSeparator: { $0 == " " }).joined(separator: " ")
            switch brokenInSet {
            case false?: return "\(layout.loggingFramework) broke \(shown), which is not in this minimal set: breaking it alone does not resolve the conflict as printed"
            default: return "\(layout.loggingFramework) broke \(shown)"
            }
        }
        let unknown = layout.notes.contains { $0.contains("redacted the constraint") }
            ? "The log redacted the constraint \(layout.loggingFramework) broke"
            : "The paste ends before \(layout.loggingFramework) says which constraint it broke"
        guard let predicted else { return unknown }
        return "\(unknown); \(layout.loggingFramework) would break \(predicted.label): \(predicted.reason)"
    }

    private func axis(of members: [LayoutConstraint]) -> Axis? {
        let axes = OrderedSet(members.compactMap(\.first.attribute.axis))
        return axes.count == 1 ? axes[0] : nil
    }
}
