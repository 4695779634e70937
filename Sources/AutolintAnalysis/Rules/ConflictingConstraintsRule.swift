import AutolintExplanation
import AutolintModel

/// Required constraints that cannot all hold: UIKit logs "Unable to simultaneously satisfy
/// constraints" and breaks one of them, and the layout is then whatever is left.
public struct ConflictingConstraintsRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "conflicting-constraints", name: "Conflicting Constraints", defaultSeverity: .error,
        description: """
            Required constraints cannot all hold. Lists a minimal conflicting set (every member is \
            needed for the conflict) and, as recovery, the constraint UIKit would break and why. \
            A set holding a constraint that code holds (an Interface Builder outlet connects to \
            it) is not reported: code can change or deactivate it before the first layout pass. \
            Conflicts that share a constraint are one finding, which names the others' constraints.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.width == 100
              - box.width == 200
              - box.leading == root.leading
              - box.top == root.top
              - box.height == 10
            """,
            """
            root:
              subviews: [{id: box}]
            constraints:
              - "H:|-20-[box]-20-|"
              - box.width == 400
              - box.top == root.top
              - box.height == 10
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: box}]
            constraints:
              - "H:|-20-[box]-20-|"
              - {equation: "box.width == 400", priority: 999}
              - box.top == root.top
              - box.height == 10
            """,
        ], origins: LayoutOrigin.wholeHierarchies + [.consoleBlock, .constraintDump])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        if analysis.layout.origin == .consoleBlock, let configuration = analysis.configurations.first {
            return ConsoleBlockReport(configuration).diagnostics(rule: Self.description)
        }
        return analysis.configurations.flatMap { configuration in
            let conflicts = configuration.conflicts.filter { conflict in
                !conflict.constraints.contains { configuration.system.constraints[$0].isHeldByCode }
            }
            guard !conflicts.isEmpty else { return [Diagnostic]() }
            // Named once per configuration: naming walks the whole layout.
            let naming = ViewNaming(layout: configuration.layout)
            return Self.sharingMembers(conflicts, in: configuration).map { members in
                let group = Self.leadingWithoutTheRootsFrame(members, in: configuration)
                var diagnostic = diagnostic(for: group[0], in: configuration, naming: naming)
                let first = Set(group[0].constraints)
                let others = group.dropFirst().flatMap(\.constraints).filter { !first.contains($0) }
                var seen = Set<Int>()
                let named = others.filter { seen.insert($0).inserted }.map { configuration.description(ofConstraint: $0) }
                if !named.isEmpty { diagnostic.message += "; the same constraints also conflict with " + named.joined(separator: ", ") }
                return diagnostic
            }
        }
    }

    /// The group's finding stands on a conflict that does not hold the root's frame, where there
    /// is one: a root sized from outside (a cell, a view a class builds) drops findings on it.
    static func leadingWithoutTheRootsFrame(_ group: [Conflict], in configuration: ConfigurationAnalysis) -> [Conflict] {
        guard let index = group.firstIndex(where: { conflict in
            !conflict.constraints.contains { configuration.system.constraints[$0].origin == .deviceFrame }
        }), index > 0 else { return group }
        var ordered = group
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// One cause, one finding: conflicts that share a constraint (a hidden arranged view's
    /// `UISV-hiding` width against its two own widths; one required width against a stack's
    /// alignment and against the screen) are one finding, on the first, with the constraints of
    /// the others named. The root's frame, `size >= 0`, cells' sizes and guides' definitions are
    /// in too many conflicts to join them. Groups come in the order of their first conflict.
    static func sharingMembers(_ conflicts: [Conflict], in configuration: ConfigurationAnalysis) -> [[Conflict]] {
        func joins(_ index: Int) -> Bool {
            switch configuration.system.constraints[index].origin {
            case .deviceFrame, .nonNegativeSize, .encapsulatedLayout, .layoutGuide: false
            default: true
            }
        }
        var groups: [[Conflict]] = []
        var groupOfMember: [Int: Int] = [:]
        for conflict in conflicts {
            let links = conflict.constraints.filter(joins)
            if let group = links.lazy.compactMap({ groupOfMember[$0] }).first {
                groups[group].append(conflict)
                for member in links where groupOfMember[member] == nil { groupOfMember[member] = group }
            } else {
                for member in links { groupOfMember[member] = groups.count }
                groups.append([conflict])
            }
        }
        return groups
    }

    private func diagnostic(for conflict: Conflict, in configuration: ConfigurationAnalysis, naming: ViewNaming) -> Diagnostic {
        let labels = conflict.constraints.map { configuration.label(ofConstraint: $0) }
        let broken = configuration.system.constraints[conflict.broken]
        let count = conflict.constraints.count
        let described = conflict.constraints.map { configuration.description(ofConstraint: $0) }
        let message = "Unable to simultaneously satisfy \(count == 1 ? "constraint" : "\(count) constraints"): " + described.joined(separator: ", ")
        let brokenName = broken.described(in: configuration.layout)
        // The patterns console logs are advised on (autoresizing, encapsulated sizes, hidden stack
        // items, ...) hold wherever the conflict comes from; else the constraint UIKit would break.
        let members = conflict.constraints.map { configuration.system.constraints[$0] }
        let patterned = ConflictAdvice.patternFixes(for: members, naming: naming, brokenID: broken.id)
        let fixes = !patterned.isEmpty ? patterned : broken.origin.isSystem
            ? ["Remove or lower one of the constraints you added in the set"]
            : ["Remove \(brokenName), or lower its priority to 999 if it should give way", "Or change one of the other constraints in the set"]
        var diagnostic = Self.description.diagnostic(
            at: configuration.location(ofConstraint: conflict.broken), views: configuration.views(of: conflict.constraints),
            axis: axis(of: conflict, in: configuration), constraints: labels, message: message, fixes: fixes,
            configuration: configuration.configuration.name)
        diagnostic.recovery = "Will attempt to recover by breaking \(brokenName): \(conflict.reason)"
        return diagnostic
    }

    private func axis(of conflict: Conflict, in configuration: ConfigurationAnalysis) -> Axis? {
        let axes = Set(conflict.constraints.compactMap { configuration.system.constraints[$0].first.attribute.axis })
        return axes.count == 1 ? axes.first : nil
    }
}
