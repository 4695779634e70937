import AutolintAnalysis
import AutolintModel

/// The one stage between the rules and the report: what the user's configuration and the layout's
/// own expectations make of the rules' findings. Severities (`severity:`), IB object ids for
/// per-object suppression, the configuration's `suppressions:`, `expect:` blocks (their unmet
/// expectations added, the findings they expect marked) and `--strict`, in that order. Inline
/// `autolint:disable` comments belong to the layout as written and are applied with the rules
/// (`RuleRunner`); the baseline applies to the whole run (`CheckRun.run`).
struct FindingFilter: Sendable {
    let configuration: LintConfiguration
    let selection: RuleSelection
    let expectations: ExpectationChecker
    let strict: Bool

    /// The findings of one layout of `file`, as they will be reported (files not yet made relative).
    func findings(of diagnostics: [Diagnostic], layout: Layout, analysis: LayoutAnalysis?, file: String) -> [CheckReport.Finding] {
        var kept = diagnostics.map(selection.applyingSeverity)
        if layout.origin == .interfaceBuilder {
            let objects = ObjectIndex(layout)
            for index in kept.indices { kept[index].objectID = objects.objectID(of: kept[index]) }
        }
        kept.removeAll { diagnostic in configuration.suppressions.contains { $0.suppresses(diagnostic, inFile: file) } }
        kept += expectations.check(layout, reported: kept) + (analysis.map(FrameExpectationChecker().check) ?? [])
        return kept.map { diagnostic in
            CheckReport.Finding(diagnostic: strict ? Self.upgraded(diagnostic) : diagnostic, isExpected: expectations.isExpected(diagnostic, in: layout))
        }
    }

    /// `--strict`: warnings count, and are shown, as errors.
    private static func upgraded(_ diagnostic: Diagnostic) -> Diagnostic {
        var changed = diagnostic
        changed.severity = .error
        return changed
    }
}
