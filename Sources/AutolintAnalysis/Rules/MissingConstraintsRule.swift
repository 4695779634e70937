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
            Says which of position and size is free.
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
        return analysis.configurations.flatMap { configuration in
            configuration.reportedAmbiguities.filter { $0.cause == .underconstrained }.map { diagnostic(for: $0, in: configuration) }
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
        let position = horizontal ? "X position" : "Y position"
        let size = horizontal ? "width" : "height"
        let free: String
        let fix: String
        switch (ambiguity.positionIsFree, ambiguity.sizeIsFree) {
        case (true, false):
            free = position
            fix = horizontal ? "Add a leading, trailing or centerX constraint to \(name)" : "Add a top, bottom or centerY constraint to \(name)"
        case (false, true):
            free = size
            fix = "Add a \(size) constraint to \(name), or pin its other edge"
        default:
            free = "\(position) or \(size)"
            fix = "Add a \(size) constraint and a \(horizontal ? "leading" : "top") constraint to \(name)"
        }
        return Self.description.diagnostic(
            at: configuration.location(ofView: ambiguity.view), views: [ambiguity.view], axis: ambiguity.axis,
            message: "Need constraints for: \(free) of \(name)", fixes: [fix], configuration: configuration.configuration.name)
    }
}
