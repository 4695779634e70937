import ArgumentParser
import AutolintFormats
import AutolintModel
import Foundation

/// `autolint check FILE...`: the linter and CI gate (the default command).
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check layouts with every enabled rule in every configuration.",
        discussion: """
            Exit codes: 0 no error (warnings allowed unless --strict); 1 usage or configuration \
            error, nothing checked; 2 at least one error or an unmet expect:; 3 an input could not be read.

            Examples:
              autolint check App/ --device iphone-se --device ipad-10
              autolint check --all-devices --reporter sarif -o autolint.sarif
              autolint check Screens/ --baseline autolint-baseline.json
            """)

    @Argument(help: ArgumentHelp("Fixtures, IB documents, logs or directories (default: included: paths, else .).", valueName: "file"))
    public var paths: [String] = []

    @OptionGroup public var options: CommonOptions

    @Option(help: ArgumentHelp("Report format: \(ReporterRegistry.identifiers.joined(separator: ", ")) (default: xcode, or `reporter:` of .autolint.yml).", valueName: "name"))
    public var reporter: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "path"))
    public var output: String?

    @OptionGroup public var findings: FindingOptions

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline.", valueName: "file"))
    public var baseline: String?

    @Option(help: ArgumentHelp("Record the current findings as a baseline in this file.", valueName: "file"))
    public var writeBaseline: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Files checked at once (default: every core, or AUTOLINT_JOBS).", valueName: "n"))
    public var jobs: Int?

    @Flag(help: "List the places in source code autolint could not follow (their views are not reported on), on standard error.")
    public var showUnresolved = false

    /// Set by `run()`: the progress line is for a person at a terminal, not for tests calling `execute`.
    var showsProgress = false
    /// Set by `run()`: the process ends after this run, so a lone file's data need not be freed.
    var exitsAfterRun = false

    public init() {}

    public func run() throws {
        var command = self
        command.showsProgress = true
        command.exitsAfterRun = true
        try TerminalOutput.finish(command.execute(workingDirectory: FileManager.default.currentDirectoryPath, colorTerminal: TerminalOutput.supportsColor))
    }

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let reporter, !ReporterRegistry.identifiers.contains(reporter) {
            throw ValidationError("unknown reporter '\(reporter)'\(NearestName.hint(for: reporter, among: ReporterRegistry.identifiers)); reporters are \(ReporterRegistry.identifiers.joined(separator: ", "))")
        }
    }

    /// Runs the check; configuration problems throw (exit 1), everything else is in the output.
    public func execute(workingDirectory path: String, colorTerminal: Bool = false) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(path)
        let configuration = try options.loadConfiguration(workingDirectory: workingDirectory)
        let reporterName = reporter ?? configuration.reporter ?? ReporterRegistry.defaultIdentifier
        guard let reporter = ReporterRegistry.reporter(named: reporterName) else {
            throw ConfigurationError("unknown reporter '\(reporterName)'\(NearestName.hint(for: reporterName, among: ReporterRegistry.identifiers))")
        }
        let acceptedFindings = try baseline.map { path throws(ConfigurationError) in try Baseline.read(path: workingDirectory.resolve(path)) }
        var run = CheckRun(
            paths: paths, workingDirectory: workingDirectory, configuration: configuration, planner: try options.planner(configuration: configuration),
            strict: findings.strict || configuration.strict, baseline: acceptedFindings)
        if let jobs { run.jobs = jobs }
        run.progress = showsProgress ? ProgressLine.onTerminal(quiet: findings.quiet) : nil
        run.keepsLoneInputUntilExit = exitsAfterRun
        let (all, report) = run.run()
        if let writeBaseline {
            try Baseline(diagnostics: all.filter { !$0.isInputError }.map(\.diagnostic)).write(to: workingDirectory.resolve(writeBaseline))
        }

        var result = CommandOutput(exitCode: CheckExitStatus(report: report).rawValue)
        let toTerminal = self.output == nil
        let text = reporter.report(report, style: ReportStyle(colored: toTerminal && colorTerminal))
        if let path = self.output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: workingDirectory.resolve(path)))
            } catch {
                throw ConfigurationError("cannot write the report to '\(path)': \(error.localizedDescription)")
            }
        } else {
            result.standardOutput = text
        }
        // The Xcode report on standard output already shows unreadable inputs with their caret.
        if !(toTerminal && reporterName == XcodeReporter.identifier) {
            for finding in report.findings where finding.isInputError {
                let diagnostic = finding.diagnostic
                result.standardError += InputError(location: diagnostic.location, message: diagnostic.message, excerpt: finding.excerpt).description + "\n"
            }
        }
        if showUnresolved {
            for site in report.source.skippedTypes {
                result.standardError += "\(site.location): note: not followed: \(site.reason)\n"
            }
            for site in report.unresolved {
                let views = site.views.isEmpty ? "" : " (open: \(site.views.joined(separator: ", ")))"
                result.standardError += "\(site.location): note: not followed: \(site.reason)\(views)\n"
            }
        }
        if !findings.quiet {
            for file in report.skippedFiles {
                result.standardError += "\(file.location): note: skipped: \(file.reason)\n"
            }
            result.standardError += Self.statusLine(report, command: "check")
        }
        return result
    }

    /// The run's counts as every reporter gives them: errors include inputs that could not be read.
    /// `command`: the subcommand that ran, for the hint that names logs to it.
    static func statusLine(_ report: CheckReport, command: String) -> String {
        let unreadable = report.findings.count(where: \.isInputError)
        var line = "Done checking! \(plural(report.errorCount, "error"))"
            + (unreadable > 0 ? " (\(unreadable) unreadable input\(unreadable == 1 ? "" : "s"))" : "")
            + ", \(plural(report.warningCount, "warning"))"
            + (report.expectedCount > 0 ? ", \(report.expectedCount) expected" : "") + " in \(plural(report.files.count, "file"))"
            + " (\(plural(report.configurationCount, "configuration")))"
        if !report.unresolved.isEmpty {
            line += "; \(plural(report.unresolved.count, "place")) in source code not followed (--show-unresolved lists them)"
        }
        if !report.skippedFiles.isEmpty {
            line += "; skipped \(plural(report.skippedFiles.count, "file")) without Auto Layout"
        }
        if !report.skippedFolders.isEmpty {
            line += "; skipped \(plural(report.skippedInputCount, "input")) in " + report.skippedFolders.map(\.path).joined(separator: ", ")
                + " (dependencies and build products; name a folder to check it)"
        }
        // Only when nothing was checked: a folder of logs given to `check` otherwise says "0
        // files" and nothing more, while an app's build logs and notes beside its layouts are no news.
        if report.files.isEmpty, !report.logsNotTaken.isEmpty {
            line += "; \(plural(report.logsNotTaken.count, ".log/.txt file")) not read: a folder search takes fixtures, IB documents and"
                + " source code; name logs and traces to read them, as in `autolint \(command) \(Self.logPattern(report.logsNotTaken))`"
        }
        return line + ".\n"
    }

    /// Shell patterns naming the logs of the first folder that holds some, by suffix
    /// (`logs/*.log logs/*.txt`), the folder quoted when the shell would split or expand it.
    private static func logPattern(_ logs: [String]) -> String {
        let folder = (logs[0] as NSString).deletingLastPathComponent
        let suffixes = Set(logs.filter { ($0 as NSString).deletingLastPathComponent == folder }.map { ($0 as NSString).pathExtension }).sorted()
        let isPlain = folder.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+@%:,".unicodeScalars.contains($0) }
        let prefix = folder.isEmpty ? "" : (isPlain ? folder : "'" + folder.replacingOccurrences(of: "'", with: "'\\''") + "'") + "/"
        return suffixes.map { prefix + "*." + $0 }.joined(separator: " ")
    }

    private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
