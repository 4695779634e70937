import ArgumentParser
import AutolintAnalysis
import AutolintFormats
import AutolintModel
import AutolintRendering
import Foundation

/// `autolint report FILE... -o report.html`: one self-contained HTML page with `check`'s
/// diagnostics and, per layout and configuration, the constraint graph, the wireframe and the
/// ambiguity animation.
public struct ReportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page with the findings, graphs and wireframes of every layout.",
        discussion: """
            The page holds its styles and pictures inline (no script, no external file), so it can be \
            archived by CI and opened offline. Findings and exit codes are check's: 0 no error, \
            1 usage or configuration error, 2 at least one error, 3 an input could not be read.

            Examples:
              autolint report App/ -o autolint.html
              autolint report Main.storyboard --all-devices --pictures all -o main.html
            """)

    @Argument(help: ArgumentHelp("Fixtures, IB documents, logs or directories (default: included: paths, else .).", valueName: "file"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("Which layouts get pictures: findings (those with a finding), all, or none.", valueName: "findings|all|none"))
    public var pictures: PictureSelection = .findings

    @OptionGroup public var options: CommonOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The HTML file to write.", valueName: "path"))
    public var output: String?

    @OptionGroup public var findings: FindingOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Files checked at once (default: every core, or AUTOLINT_JOBS).", valueName: "n"))
    public var jobs: Int?

    public init() {}

    /// Which layouts the page draws. Pictures are most of a report's size (a graph and a wireframe
    /// per layout and configuration): drawn for every layout of a real app, the page grows past what
    /// a browser opens comfortably, so by default only layouts with a finding are drawn and the
    /// others are listed.
    public enum PictureSelection: String, ExpressibleByArgument, Sendable, CaseIterable {
        case findings, all, none
    }

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard output != nil else { throw ValidationError("missing -o OUT: the HTML file to write") }
    }

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory path: String) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(path)
        let configuration = try options.loadConfiguration(workingDirectory: workingDirectory)
        let planner = try options.planner(configuration: configuration)
        var run = CheckRun(paths: paths, workingDirectory: workingDirectory, configuration: configuration, planner: planner,
                           strict: findings.strict || configuration.strict)
        if let jobs { run.jobs = jobs }
        // The pictures are drawn from what `check` solved: every configuration is solved once.
        run.keepsAnalyses = true
        let (_, report, inputs) = run.runKeepingInputs()
        let pictures = self.pictures
        let diagnosticsByFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        let journal = WorkerJournal.current
        let sections = ParallelMap.map(inputs, jobs: run.jobs, cost: { CheckRun.size(of: $0.file) }) { input -> [HTMLReportSection] in
            // A file a worker died on is an input error in the table, with no section.
            if journal?.excluded[input.file] != nil { return [] }
            return journal.around(input.file) {
                Self.sections(of: input, workingDirectory: workingDirectory, pictures: pictures,
                              diagnostics: diagnosticsByFile[workingDirectory.display(input.file)] ?? [])
            }
        }.flatMap { $0 }
        let notDrawn = sections.count { $0.configuration != nil && !$0.hasPictures }
        if ProcessInfo.processInfo.environment["AUTOLINT_COUNT_SOLVES"] == "1" {
            FileHandle.standardError.write(Data("autolint: \(SolveCounter.shared.solves) layout systems solved\n".utf8))
        }
        let html = HTMLReport(HTMLReportInput(
            title: "autolint report", diagnostics: report.diagnostics,
            expected: Set(report.findings.filter(\.isExpected).map(\.diagnostic)), sections: sections,
            generator: "autolint \(AutolintVersion.current)", configurationsNotDrawn: notDrawn)).html
        let output = self.output ?? ""
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: workingDirectory.resolve(output)))
        } catch {
            throw ConfigurationError("cannot write the report to '\(output)': \(error.localizedDescription)")
        }
        var result = CommandOutput(exitCode: CheckExitStatus(report: report).rawValue)
        for finding in report.findings where finding.isInputError {
            let diagnostic = finding.diagnostic
            result.standardError += InputError(location: diagnostic.location, message: diagnostic.message, excerpt: finding.excerpt).description + "\n"
        }
        if !findings.quiet {
            let layouts = Set(sections.map { "\($0.layout.location?.file ?? "")\u{0}\($0.layout.name)" }).count
            result.standardError += CheckCommand.statusLine(report, command: "report")
            result.standardError += "Wrote the report of \(layouts) layout\(layouts == 1 ? "" : "s") (\(sections.count) "
                + "configuration\(sections.count == 1 ? "" : "s")) to \(output).\n"
        }
        return result
    }

    /// One section per layout of the file and configuration it is checked in. The layout's file is
    /// shown as the diagnostics show it (relative to the working directory), which is how the page
    /// links each finding to its layout. An unreadable file has no section: its error is in the table.
    static func sections(
        of input: CheckRun.CheckedInput, workingDirectory: WorkingDirectory, pictures: PictureSelection = .all, diagnostics: [Diagnostic] = []
    ) -> [HTMLReportSection] {
        let findings = pictures == .findings ? ReportFindingIndex(diagnostics) : nil
        var drawn = 0
        return input.layouts.flatMap { read, analysis -> [HTMLReportSection] in
            let layout = read.displayingFiles(in: workingDirectory)
            let withFindings = findings?.configurations(withFindingsIn: layout) ?? []
            // With findings only: the configurations they hold in (all of them for a finding of
            // the layout as written), so that `--all-devices` draws where something is wrong.
            let configurations = (analysis?.configurations ?? []).filter { solved in
                switch pictures {
                case .all: true
                case .none: false
                case .findings: withFindings.contains(nil) || withFindings.contains(solved.configuration.name)
                }
            }
            guard !configurations.isEmpty else { return [HTMLReportSection(layout: layout)] }
            return configurations.map { solved in
                guard drawn < HTMLReport.picturedConfigurationsPerFile else {
                    return HTMLReportSection(layout: layout, configuration: solved.configuration.name)
                }
                drawn += 1
                let pictures = ConfigurationPictures(debugger: LayoutDebugger(analysis: solved))
                return HTMLReportSection(
                    layout: layout, configuration: solved.configuration.name, graph: pictures.graphInput(), wireframe: pictures.wireframeInput,
                    animations: pictures.ambiguousViews.isEmpty ? [] : [pictures.animationInput()])
            }
        }
    }
}
