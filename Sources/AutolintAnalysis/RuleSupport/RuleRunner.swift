import AutolintModel

/// Applies a set of rules to a layout and returns their findings, sorted, with the layout's inline
/// `autolint:disable` comments and per-view suppressions applied.
public struct RuleRunner: Sendable {
    public var rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Ids of the rules this runner runs (those whose findings an `expect:` block can be checked against).
    public var ruleIDs: [String] { rules.map(\.description.id) }

    /// Every finding of every rule on `layout`, in report order. `configurations` are those the
    /// layout is checked in; rules that need no solving run once, whatever they are.
    public func run(_ layout: Layout, configurations: [Configuration]) -> [Diagnostic] {
        let needsSolving = rules.contains { $0 is any AnalysisRule && $0.description.origins.contains(layout.origin) }
        return run(layout, solvingIn: needsSolving ? configurations : nil).diagnostics
    }

    /// As `run(_:configurations:)`, with the layout already solved (rules that need solving are
    /// skipped when `analysis` is nil).
    public func run(_ layout: Layout, analysis: LayoutAnalysis?) -> [Diagnostic] {
        let diagnostics = layoutRuleFindings(layout) + (analysis.map { analysisRuleFindings($0, in: layout) } ?? [])
        return finished(diagnostics, in: layout)
    }

    /// `layout` solved in `configurations` (not solved when nil) and its findings. A large layout's
    /// rules that need no solving run while it is solved, and its solving takes two threads, unless
    /// `sideBySide` is false (`--jobs 1`: one thread in all).
    public func run(_ layout: Layout, solvingIn configurations: [Configuration]?, sideBySide: Bool = true) -> (analysis: LayoutAnalysis?, diagnostics: [Diagnostic]) {
        guard let configurations else { return (nil, run(layout, analysis: nil)) }
        let solve = { LayoutAnalysis(layout: layout, configurations: configurations, sideBySide: sideBySide) }
        guard sideBySide, SideBySide.isWorthSplitting(layout) else {
            let analysis = solve()
            return (analysis, run(layout, analysis: analysis))
        }
        let (analysis, layoutFindings) = SideBySide.run(solve, inSpareTime: { self.layoutRuleFindings(layout) })
        return (analysis, finished(layoutFindings + analysisRuleFindings(analysis, in: layout), in: layout))
    }

    /// Each rule says where it applies (a console block shows what UIKit printed, not code to lint).
    private func applicable(to layout: Layout) -> [any Rule] {
        rules.filter { $0.description.origins.contains(layout.origin) }
    }

    private func layoutRuleFindings(_ layout: Layout) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for case let rule as any LayoutRule in applicable(to: layout) { diagnostics += rule.validate(layout) }
        return diagnostics
    }

    private func analysisRuleFindings(_ analysis: LayoutAnalysis, in layout: Layout) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for case let rule as any AnalysisRule in applicable(to: layout) { diagnostics += rule.validate(analysis) }
        return diagnostics
    }

    private func finished(_ diagnostics: [Diagnostic], in layout: Layout) -> [Diagnostic] {
        // Suppressions first: a suppressed conflict does not hide the finding that repeats it.
        let modelled = SyntheticTieFilter.filter(EstimatedSizeFilter.filter(OpenViewFilter.filter(diagnostics, in: layout), in: layout))
        let kept = modelled.filter { !Self.isSuppressed($0, in: layout) }
        return RepeatedFindingFilter.filter(kept).sorted(by: Diagnostic.reportOrder)
    }

    static func isSuppressed(_ diagnostic: Diagnostic, in layout: Layout) -> Bool {
        if layout.suppressions.contains(where: { $0.suppresses(rule: diagnostic.rule, atLine: diagnostic.location.line) }) {
            return true
        }
        return diagnostic.views.contains { id in
            guard let suppressed = layout.view(id)?.suppressedRules else { return false }
            return suppressed.contains(diagnostic.rule) || suppressed.contains("all")
        }
    }
}
