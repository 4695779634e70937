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
            or two equal-priority constraints that cannot both hold). The fix names the priority to change. \
            Where an intrinsic size is known only as an upper bound (an AppKit control measured by its \
            saved frame), the tie must remain with that size at its smallest.
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
        analysis.configurations.flatMap { configuration in
            let groups = Self.groups(in: configuration)
            // Ties that uncertain intrinsic sizes at their smallest would settle rest on a guess.
            let smallest = groups.isEmpty ? nil : analysis.solvedWithSmallestIntrinsicSizes(in: configuration)
            return groups.filter { group in
                smallest.map { Self.tieRemains(group, in: $0) } ?? true
            }.map { group in
                diagnostic(for: group.cause, priority: group.priority, tied: group.tied, dependents: group.dependents, in: configuration)
            }
        }
    }

    /// Whether the same constraints still tie on the cause's axis. Only sizes differ between the
    /// two systems, so their constraints have the same indices; a tie between other constraints
    /// (the smaller sizes now stretched) is another finding, not this one.
    private static func tieRemains(_ group: TieGroup, in configuration: ConfigurationAnalysis) -> Bool {
        configuration.ambiguities.contains { ambiguity in
            guard ambiguity.view == group.cause.view, ambiguity.axis == group.cause.axis,
                  case .tie(_, let tied) = ambiguity.cause else { return false }
            return !Set(tied).isDisjoint(with: group.tied)
        }
    }

    /// One tie, reported once. Views whose ties share a constraint (at one priority, along one
    /// axis) are one group: a label's compression resistance tying with its container's height
    /// leaves the label, the container and every view placed against them undetermined, and one
    /// tie in a cell once gave 26 errors. The group is reported on the view that owns the
    /// constraint most of its ties hold (raising that view's priority settles them all); the
    /// others are named in the finding as moving with it.
    struct TieGroup {
        var cause: ViewAmbiguity
        var priority: LayoutPriority
        var tied: [Int]
        var dependents: [String] = []
    }

    static func groups(in configuration: ConfigurationAnalysis) -> [TieGroup] {
        let ties = configuration.reportedAmbiguities.compactMap { ambiguity -> (ambiguity: ViewAmbiguity, priority: LayoutPriority, tied: [Int])? in
            guard case .tie(let priority, let tied) = ambiguity.cause else { return nil }
            return (ambiguity, priority, tied)
        }
        // Connected components over shared tied constraints, in the ambiguities' (pre-)order.
        var component = Array(ties.indices)
        func root(_ index: Int) -> Int {
            var current = index
            while component[current] != current { current = component[current] }
            return current
        }
        var firstTieWith: [Int: Int] = [:]
        for (index, tie) in ties.enumerated() {
            // A tied constraint has the tie's priority and axis: ties sharing one share both.
            for constraint in tie.tied {
                if let other = firstTieWith[constraint] {
                    let (a, b) = (root(other), root(index))
                    if a != b { component[max(a, b)] = min(a, b) }
                } else {
                    firstTieWith[constraint] = index
                }
            }
        }
        var members: [Int: [Int]] = [:]
        var roots: [Int] = []
        for index in ties.indices {
            let owner = root(index)
            if members[owner] == nil { roots.append(owner) }
            members[owner, default: []].append(index)
        }
        return roots.map { owner in
            let group = members[owner]!
            var counts: [Int: Int] = [:]
            for index in group { for constraint in ties[index].tied { counts[constraint, default: 0] += 1 } }
            let central = counts.keys.sorted().max { counts[$0]! < counts[$1]! }
            let centralViews = central.map { configuration.system.constraints[$0].items.map(\.view) } ?? []
            let causeIndex = group.first { centralViews.contains(ties[$0].ambiguity.view) } ?? group[0]
            let cause = ties[causeIndex]
            return TieGroup(cause: cause.ambiguity, priority: cause.priority, tied: cause.tied,
                            dependents: group.filter { $0 != causeIndex }.map { ties[$0].ambiguity.view })
        }
    }

    private func diagnostic(
        for ambiguity: ViewAmbiguity, priority: LayoutPriority, tied: [Int], dependents: [String], in configuration: ConfigurationAnalysis
    ) -> Diagnostic {
        let name = configuration.name(ofView: ambiguity.view)
        let constraints = tied.map { configuration.system.constraints[$0] }
        let contentConstraints = constraints.filter { $0.origin == .contentHugging || $0.origin == .compressionResistance }
        let message: String
        let fixes: [String]
        let names = configuration.views(of: tied).map { configuration.name(ofView: $0) }
        if contentConstraints.count == constraints.count, let first = contentConstraints.first, let firstName = names.first, let lastName = names.last {
            let kind = first.origin == .contentHugging ? "hugging" : "compression resistance"
            let axis = ambiguity.axis.rawValue
            message = "Content priority ambiguity: \(Self.list(names)) have equal \(axis) \(kind) priority (\(priority)), so the \(ambiguity.axis == .horizontal ? "width" : "height") of \(name) is undetermined"
            fixes = [
                "Set \(axis) \(kind) priority of \(firstName) to \(LayoutPriority(priority.value + 1))",
                names.count > 1 ? "Set \(axis) \(kind) priority of \(lastName) to \(LayoutPriority(priority.value - 1))" : nil,
            ].compactMap { $0 }
        } else {
            let labels = tied.map { configuration.description(ofConstraint: $0) }
            let tiedText = labels.isEmpty ? "Optional constraints" : labels.joined(separator: " and ")
            message = "\(tiedText) tie at priority \(priority), so the frame of \(name) is undetermined along the \(ambiguity.axis.rawValue) axis"
            fixes = ["Change the priority of \(labels.first ?? "one of them") to \(LayoutPriority(priority.value + 1))"]
        }
        let fullMessage = message + configuration.othersMovingWithIt(dependents)
        return Self.description.diagnostic(
            at: configuration.location(ofView: ambiguity.view), views: [ambiguity.view] + dependents, axis: ambiguity.axis,
            constraints: tied.map { configuration.label(ofConstraint: $0) }, message: fullMessage, fixes: fixes,
            configuration: configuration.configuration.name)
    }

    /// `a and b`, `a, b and c`.
    private static func list(_ names: [String]) -> String {
        guard names.count > 2 else { return names.joined(separator: " and ") }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
