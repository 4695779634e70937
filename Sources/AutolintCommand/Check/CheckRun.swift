import AutolintAnalysis
import AutolintFormats
import AutolintModel
import AutolintSource
import Foundation

/// One `autolint check`: reads every input, runs the selected rules in every configuration,
/// names the IB object of each finding, drops the configuration's per-object suppressions,
/// checks `expect:` blocks, applies severities, `--strict` and the baseline.
public struct CheckRun: Sendable {
    public var paths: [String]
    public var workingDirectory: WorkingDirectory
    public var configuration: LintConfiguration
    public var planner: ConfigurationPlanner
    public var strict: Bool
    public var baseline: Baseline?
    /// Files checked at once (every core by default); the report is the same for any number.
    public var jobs = ParallelMap.defaultJobs
    /// Where to show files done on a terminal; nil in pipes, files, tests and with `--quiet`.
    public var progress: ProgressLine?
    /// Keep what was solved (`report` draws it instead of reading and solving every input again).
    public var keepsAnalyses = false
    /// When the run has one file, never free what was read and solved from it (`KeptUntilExit`):
    /// for the command line, which exits right after the report.
    public var keepsLoneInputUntilExit = false

    /// One input's layouts as they were checked, with their analyses when `keepsAnalyses` (nil
    /// for a layout no rule needed solved).
    public struct CheckedInput: Sendable {
        public var file: String
        public var layouts: [(layout: Layout, analysis: LayoutAnalysis?)]
    }

    public init(
        paths: [String], workingDirectory: WorkingDirectory, configuration: LintConfiguration, planner: ConfigurationPlanner,
        strict: Bool, baseline: Baseline? = nil
    ) {
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.configuration = configuration
        self.planner = planner
        self.strict = strict
        self.baseline = baseline
    }

    /// The files to read, as absolute paths: the paths given (else `included:`, else the working
    /// directory), with directories expanded and `excluded:` paths dropped from them.
    public func inputFiles() -> [String] { inputs().files }

    /// The files named on the command line (or in `included:`) rather than found in a folder.
    private func namedFiles() -> Set<String> {
        let given = !paths.isEmpty ? paths : configuration.included
        return Set(given.map { $0 == "-" ? $0 : workingDirectory.resolve($0) }.filter { path in
            var isDirectory: ObjCBool = false
            return !(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        })
    }

    /// The files to read, the dependency and build folders the directory search left out, what
    /// the search could not follow (an unreadable folder, a name that is not UTF-8), and the
    /// console logs it met and did not take.
    public func inputs() -> (files: [String], skipped: [DirectorySearch.SkippedFolder], problems: [InputError], logsNotTaken: [String]) {
        let given = !paths.isEmpty ? paths : (!configuration.included.isEmpty ? configuration.included : ["."])
        let roots = given.map { $0 == "-" ? $0 : workingDirectory.resolve($0) }
        let filter = PathFilter(excluded: configuration.excluded, workingDirectory: workingDirectory)
        var files: [String] = []
        var seen: Set<String> = []
        var skipped: [DirectorySearch.SkippedFolder] = []
        var problems: [InputError] = []
        var logsNotTaken: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            var found = [root]
            if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue {
                let search = DirectorySearch(directory: root)
                found = search.files.filter { !filter.isExcluded($0) }
                skipped += search.skipped.filter { !filter.isExcluded($0.path) && $0.inputCount > 0 }
                problems += search.problems.filter { !filter.isExcluded($0.location.file) }
                logsNotTaken += search.logsNotTaken.filter { !filter.isExcluded($0) }
            }
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return (files, skipped, problems, logsNotTaken)
    }

    /// Every finding, before the baseline is applied (what `--write-baseline` records), and the report.
    public func run() -> (all: [CheckReport.Finding], report: CheckReport) {
        let outcome = runKeepingInputs()
        return (outcome.all, outcome.report)
    }

    /// As `run()`, with each input's checked layouts (and, with `keepsAnalyses`, their analyses).
    public func runKeepingInputs() -> (all: [CheckReport.Finding], report: CheckReport, inputs: [CheckedInput]) {
        let selection = RuleSelection(configuration: configuration)
        let runner = RuleRunner(rules: selection.rules)
        let filter = FindingFilter(configuration: configuration, selection: selection,
                                   expectations: ExpectationChecker(checkedRules: Set(runner.ruleIDs)), strict: strict)
        let (files, skipped, searchProblems, logsNotTaken) = inputs()
        let sourceApp = swiftApp(files)
        let named = namedFiles()
        let progress = self.progress
        progress?.start(total: files.count)
        let journal = WorkerJournal.current
        let checked = ParallelMap.map(files, jobs: jobs, cost: Self.size(of:)) { file -> CheckedFile in
            progress?.begin(file: workingDirectory.display(file))
            defer { progress?.finish() }
            if let message = journal?.excluded[file] {
                let error = InputError(location: SourceLocation(file: file, line: 1, column: 1), message: message)
                return CheckedFile(findings: [CheckReport.finding(for: displayed(error))], configurationCount: 0, unresolved: [],
                                   input: CheckedInput(file: file, layouts: []), skipped: nil)
            }
            return journal.around(file) {
                check(file, sourceApp: sourceApp, runner: runner, filter: filter, named: named.contains(file), keptUntilExit: keepsLoneInputUntilExit && files.count == 1)
            }
        }
        progress?.end()
        let findings = Self.withoutRepeatedInputErrors(searchProblems.map { CheckReport.finding(for: displayed($0)) } + checked.flatMap(\.findings))
        let configurationCount = checked.reduce(0) { $0 + $1.configurationCount }
        let kept = baseline?.newFindings(findings) ?? findings
        var report = CheckReport(files: files.map(workingDirectory.display), configurationCount: configurationCount, findings: kept, rules: selection.rules.map(\.description))
        // A superclass's code runs in every subclass's layout: each place it leaves open is said once.
        var seenUnresolved: Set<SourceFacts.Unresolved> = []
        report.unresolved = checked.flatMap(\.unresolved).filter { seenUnresolved.insert($0).inserted }
        report.source = checked.reduce(into: CheckReport.SourceReading()) { $0.add($1.source) }
        report.skippedFiles = checked.compactMap(\.skipped)
        report.skippedFolders = skipped.map { folder in
            var shown = folder
            shown.path = workingDirectory.display(folder.path)
            return shown
        }
        report.logsNotTaken = logsNotTaken.map(workingDirectory.display)
        return (findings, report, checked.map(\.input))
    }

    /// Each input error once: a project file that cannot be read is met by every document it holds.
    /// Each Swift finding once: code of a superclass runs in the layout of every subclass, and
    /// what it gets wrong is said where it is written, once.
    static func withoutRepeatedInputErrors(_ findings: [CheckReport.Finding]) -> [CheckReport.Finding] {
        var seen: Set<String> = []
        var seenInSwift: Set<Diagnostic> = []
        return findings.filter { finding in
            let diagnostic = finding.diagnostic
            if diagnostic.location.file.lowercased().hasSuffix(".swift") { return seenInSwift.insert(diagnostic).inserted }
            return diagnostic.rule != CheckReport.inputErrorRuleID || seen.insert("\(diagnostic.location)\u{0}\(diagnostic.message)").inserted
        }
    }

    /// The run's Swift files parsed together, so that each is read with what the others declare
    /// (superclasses, extensions, helpers): the whole app when a folder is checked.
    func swiftApp(_ files: [String]) -> SwiftSourceApp? {
        let swiftFiles = files.filter { $0.lowercased().hasSuffix(".swift") }
        guard !swiftFiles.isEmpty else { return nil }
        let maximumBytes = configuration.maximumBytes
        let parsed = ParallelMap.map(swiftFiles, jobs: jobs, cost: Self.size(of:)) { InputFormat.parseSwift(path: $0, maximumBytes: maximumBytes) }
        return SwiftSourceApp(files: parsed.compactMap { $0 })
    }

    /// A file's size in bytes, the estimate of its work (0 for standard input or a missing file).
    static func size(of file: String) -> Int {
        FileStatus(path: file)?.size ?? 0
    }

    private struct CheckedFile {
        var findings: [CheckReport.Finding]
        var configurationCount: Int
        var unresolved: [SourceFacts.Unresolved]
        var source = CheckReport.SourceReading()
        var input: CheckedInput
        var skipped: CheckReport.SkippedFile?
    }

    /// One file's findings (its input errors first, then each layout's) and configurations.
    private func check(_ file: String, sourceApp: SwiftSourceApp?, runner: RuleRunner, filter: FindingFilter, named: Bool, keptUntilExit: Bool) -> CheckedFile {
        let document = InputReader.read(path: file, maximumBytes: configuration.maximumBytes, sideBySide: jobs > 1, sourceApp: sourceApp)
        if let reason = document.notApplicable, !named {
            return CheckedFile(findings: [], configurationCount: 0, unresolved: [], input: CheckedInput(file: file, layouts: []),
                               skipped: CheckReport.SkippedFile(location: displayed(document.problems.first?.location ?? SourceLocation(file: file, line: 1, column: 1)), reason: reason))
        }
        let unresolved = document.layouts.flatMap { $0.sourceFacts?.unresolved ?? [] }.map { site in
            var shown = site
            shown.location.file = workingDirectory.display(site.location.file)
            return shown
        }
        var source = CheckReport.SourceReading()
        if document.kind == .sourceCode {
            source.files = 1
            source.layouts = document.layouts.count
            source.constraints = document.layouts.reduce(0) { $0 + $1.constraints.count + ($1.sourceFacts?.inactiveConstraints.count ?? 0) }
            source.skippedTypes = document.skippedTypes.map { site in
                var shown = site
                shown.location.file = workingDirectory.display(site.location.file)
                return shown
            }
        }
        var findings = document.problems.map { CheckReport.finding(for: displayed($0)) }
        // `devices: project` with a project file or Info.plist that cannot be read: an input error
        // (said once per run, `withoutRepeatedInputErrors`), and the document is checked on its canvas.
        if let error = planner.projectProblem(for: document.layouts, file: file) {
            findings.append(CheckReport.finding(for: displayed(error)))
        }
        var configurationCount = 0
        var checked: [(layout: Layout, analysis: LayoutAnalysis?)] = []
        // Each layout's findings in order; a layout that may fold into another's finding
        // (`StaleRootSizeRepeats`) is held with its analysis until all are checked, the others
        // are filtered at once, so that a file of many layouts keeps no analysis it no longer needs.
        var slots: [[CheckReport.Finding]?] = []
        var held: [StaleRootSizeRepeats.Checked] = []
        let filtered = { (result: StaleRootSizeRepeats.Checked) in
            filter.findings(of: result.diagnostics, layout: result.layout, analysis: result.analysis, file: file).map { finding in
                var shown = finding
                shown.diagnostic = displayed(finding.diagnostic)
                return shown
            }
        }
        for read in document.layouts {
            let layout = planner.placingControllerOnRequestedScreens(read, file: file)
            let configurations = planner.configurations(for: layout, file: file)
            configurationCount += configurations.count
            // Solving is skipped when no rule that applies needs it and no frame is expected.
            let needsSolving = keepsAnalyses || layout.expectations?.frames.isEmpty == false
                || runner.rules.contains { $0 is any AnalysisRule && $0.description.origins.contains(layout.origin) }
            // `--jobs 1` keeps the whole run on one thread.
            let (analysis, diagnostics) = runner.run(layout, solvingIn: needsSolving ? configurations : nil, sideBySide: jobs > 1)
            if keepsAnalyses { checked.append((layout, analysis)) }
            let result = StaleRootSizeRepeats.Checked(layout: layout, analysis: analysis, diagnostics: diagnostics)
            if StaleRootSizeRepeats.mayFold(result) {
                held.append(result)
                slots.append(nil)
            } else {
                slots.append(filtered(result))
            }
        }
        if keptUntilExit { KeptUntilExit.shared.keep((document, held)) }
        var merged = StaleRootSizeRepeats.merge(held).makeIterator()
        for slot in slots {
            if let slot { findings += slot } else if let result = merged.next() { findings += filtered(result) }
        }
        return CheckedFile(findings: findings, configurationCount: configurationCount, unresolved: unresolved, source: source,
                           input: CheckedInput(file: file, layouts: checked), skipped: nil)
    }

    private func displayed(_ location: SourceLocation) -> SourceLocation {
        var shown = location
        shown.file = workingDirectory.display(location.file)
        return shown
    }

    private func displayed(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        shown.location.file = workingDirectory.display(diagnostic.location.file)
        return shown
    }

    private func displayed(_ error: InputError) -> InputError {
        var shown = error
        shown.location.file = workingDirectory.display(error.location.file)
        return shown
    }
}
