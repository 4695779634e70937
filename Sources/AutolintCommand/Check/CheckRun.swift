import AutolintAnalysis
import AutolintFormats
import AutolintModel
import Foundation

/// One `autolint check`: reads every input, runs the selected rules in every configuration,
/// checks `expect:` blocks, applies severities, `--strict` and the baseline.
public struct CheckRun: Sendable {
    public var paths: [String]
    public var configuration: LintConfiguration
    public var planner: ConfigurationPlanner
    public var strict: Bool
    public var baseline: Baseline?

    public init(paths: [String], configuration: LintConfiguration, planner: ConfigurationPlanner, strict: Bool, baseline: Baseline? = nil) {
        self.paths = paths
        self.configuration = configuration
        self.planner = planner
        self.strict = strict
        self.baseline = baseline
    }

    /// The files to read: the paths given (else `included:`, else the working directory), with
    /// directories expanded and `excluded:` paths dropped from them.
    public func inputFiles() -> [String] {
        let roots = !paths.isEmpty ? paths : (!configuration.included.isEmpty ? configuration.included : ["."])
        let filter = PathFilter(excluded: configuration.excluded)
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            let found = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
                ? InputReader.expand([root]).filter { !filter.isExcluded($0) }
                : [root]
            for file in found where !files.contains(file) { files.append(file) }
        }
        return files
    }

    /// Every finding, before the baseline is applied (what `--write-baseline` records), and the report.
    public func run() -> (all: [CheckReport.Finding], report: CheckReport) {
        let selection = RuleSelection(configuration: configuration)
        let runner = RuleRunner(rules: selection.rules)
        let expectations = ExpectationChecker(checkedRules: Set(runner.ruleIDs))
        let files = inputFiles()
        var findings: [CheckReport.Finding] = []
        var configurationCount = 0
        for file in files {
            let document = InputReader.read(path: file)
            findings += document.problems.map(CheckReport.finding(for:))
            for layout in document.layouts {
                let configurations = planner.configurations(for: layout)
                configurationCount += configurations.count
                let analysis = LayoutAnalysis(layout: layout, configurations: configurations, options: LayoutSystem.Options(for: document.kind))
                var diagnostics = runner.run(layout, analysis: analysis).map(selection.applyingSeverity)
                diagnostics += expectations.check(layout, reported: diagnostics) + FrameExpectationChecker().check(analysis)
                findings += diagnostics.map { CheckReport.Finding(diagnostic: strict ? upgraded($0) : $0) }
            }
        }
        let kept = baseline?.newFindings(findings) ?? findings
        let report = CheckReport(files: files, configurationCount: configurationCount, findings: kept, rules: selection.rules.map(\.description))
        return (findings, report)
    }

    /// `--strict`: warnings count, and are shown, as errors.
    private func upgraded(_ diagnostic: Diagnostic) -> Diagnostic {
        var changed = diagnostic
        changed.severity = .error
        return changed
    }
}
