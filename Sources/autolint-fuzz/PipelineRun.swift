import AutolintCommand
import Foundation

/// The whole of `autolint check` on one input, as a user runs it: read, solve, every rule, every
/// reporter. Checks the invariants every run must keep: the input file is unchanged, and a second
/// run writes the same bytes with every reporter.
enum PipelineRun {
    /// A folder of this process's own, made once, where each input is written to be checked.
    private static let folder = URL(fileURLWithPath: ScratchFolder.make("pipeline"))

    static func run(_ data: Data, path: String) -> Int {
        let file = folder.appendingPathComponent(path)
        guard (try? data.write(to: file)) != nil else { return 0 }
        let first = reports(of: file.path)
        let second = reports(of: file.path)
        if first != second { fatalError("a second run of the same input wrote a different report") }
        if (try? Data(contentsOf: file)) != data { fatalError("checking the input changed the file") }
        return first.count
    }

    /// Every reporter's text for one `check` of `path`.
    private static func reports(of path: String) -> [String] {
        var run = CheckRun(paths: [path], workingDirectory: WorkingDirectory(folder.path), configuration: LintConfiguration(),
                           planner: ConfigurationPlanner(), strict: false)
        run.jobs = 1
        let report = run.run().report
        return ReporterRegistry.all.map { $0.init().report(report, style: .plain) }
    }
}
