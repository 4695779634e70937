import AutolintModel

/// A view whose frame is not determined along an axis because constraints are missing: UIKit
/// places it somewhere, and where can change with any layout pass.
public struct MissingConstraintsRule: AnalysisRule {
    public init() {}

    public static let description = RuleDescription(
        id: "missing-constraints", name: "Missing Constraints", defaultSeverity: .error,
        description: """
            A view's position or size along an axis is not determined by its constraints (UIKit's \
            hasAmbiguousLayout), in Xcode's words: "Need constraints for: X position or width". \
            Says which of position and size is free. Views that only move because another view is \
            undetermined are named in that view's finding, not reported apart. A view that IB's \
            placeholder constraints ("Remove at build time") touch is laid out by code along their \
            axis: its missing constraints there are not reported, nor those of the views that move with it.
            """,
        triggeringExamples: [
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 20
              - box.height == 44
            """,
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.width == 100
              - box.height == 44
              - box.top == root.top
            """,
        ],
        nonTriggeringExamples: [
            """
            root:
              subviews: [{id: box}]
            constraints:
              - box.leading == root.leading + 20
              - box.trailing == root.trailing - 20
              - box.top == root.top + 20
              - box.height == 44
            """,
            """
            root:
              subviews: [{id: title, class: UILabel, intrinsicSize: [120, 21]}]
            constraints:
              - title.centerX == root.centerX
              - title.top == root.safeArea.top
            """,
        ], origins: LayoutOrigin.wholeHierarchies + [.trace])

    public func validate(_ analysis: LayoutAnalysis) -> [Diagnostic] {
        // A trace prints UIKit's own verdicts, which are what it reports.
        guard analysis.layout.origin != .trace else { return TraceAmbiguityReport.diagnostics(for: analysis.layout, rule: Self.description) }
        let placeholders = PlaceholderConstraints(layout: analysis.layout)
        return analysis.configurations.flatMap { configuration in
            let underconstrained = configuration.reportedAmbiguities.filter { $0.cause == .underconstrained }
            return configuration.underconstrainedGroups(underconstrained).filter { !placeholders.leaveToCode($0.cause) }.map { diagnostic(for: $0, in: configuration) }
        }
    }

    /// One finding per cause: views that only move because the cause does are named in it
    /// (`ConfigurationAnalysis.underconstrainedGroups`), and listed in `views` after it.
    private func diagnostic(for group: UnderconstrainedGroup, in configuration: ConfigurationAnalysis) -> Diagnostic {
        var diagnostic = diagnostic(for: group.cause, in: configuration)
        let cause = group.cause.view
        var moving: [String] = []
        if let own = group.dependents.first(where: { $0.view == cause && !$0.isScrollableContent }) {
            moving.append("its " + Self.freeParts(of: own))
        }
        for content in group.dependents where content.isScrollableContent {
            moving.append("the scrollable content \(content.axis == .horizontal ? "width" : "height") of \(configuration.name(ofView: content.view))")
        }
        var others: [String] = []
        for dependent in group.dependents where !dependent.isScrollableContent && dependent.view != cause && !others.contains(dependent.view) {
            others.append(dependent.view)
        }
        // `views` also holds the scroll views whose content size moves, as their own finding would.
        let scrollViews = group.dependents.filter { $0.isScrollableContent && $0.view != cause && !others.contains($0.view) }.map(\.view)
        if !others.isEmpty { moving.append("\(others.count) other view\(others.count == 1 ? "" : "s")") }
        if !moving.isEmpty {
            let subject = moving.count == 1 ? moving[0] : moving.dropLast().joined(separator: ", ") + " and " + moving[moving.count - 1]
            let plural = moving.count > 1 || others.count > 1
            diagnostic.message += "; \(subject) move\(plural ? "" : "s") with it" + (others.isEmpty ? "" : " (\(configuration.shortList(ofViews: others)))")
        }
        diagnostic.views += others + scrollViews.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return diagnostic
    }

    /// `X position`, `height`, `Y position or height`: what of an axis is free.
    static func freeParts(of ambiguity: ViewAmbiguity) -> String {
        let horizontal = ambiguity.axis == .horizontal
        let (position, size) = (horizontal ? "X position" : "Y position", horizontal ? "width" : "height")
        switch (ambiguity.positionIsFree, ambiguity.sizeIsFree) {
        case (true, false): return position
        case (false, true): return size
        default: return "\(position) or \(size)"
        }
    }

    private func diagnostic(for ambiguity: ViewAmbiguity, in configuration: ConfigurationAnalysis) -> Diagnostic {
        let name = configuration.name(ofView: ambiguity.view)
        let horizontal = ambiguity.axis == .horizontal
        if ambiguity.isScrollableContent {
            let size = horizontal ? "width" : "height"
            return Self.description.diagnostic(
                at: configuration.location(ofView: ambiguity.view), views: [ambiguity.view], axis: ambiguity.axis,
                message: "\(name): Has ambiguous scrollable content \(size)",
                fixes: ["Constrain the content's \(size) (to the scroll view's frame layout guide, or a fixed \(size)), and pin it to both edges of the content layout guide"],
                configuration: configuration.configuration.name)
        }
        let size = horizontal ? "width" : "height"
        let free = Self.freeParts(of: ambiguity)
        let fix: String
        switch (ambiguity.positionIsFree, ambiguity.sizeIsFree) {
        case (true, false):
            fix = horizontal ? "Add a leading, trailing or centerX constraint to \(name)" : "Add a top, bottom or centerY constraint to \(name)"
        case (false, true):
            fix = "Add a \(size) constraint to \(name), or pin its other edge"
        default:
            fix = "Add a \(size) constraint and a \(horizontal ? "leading" : "top") constraint to \(name)"
        }
        return Self.description.diagnostic(
            at: configuration.location(ofView: ambiguity.view), views: [ambiguity.view], axis: ambiguity.axis,
            message: "Need constraints for: \(free) of \(name)", fixes: [fix], configuration: configuration.configuration.name)
    }
}
