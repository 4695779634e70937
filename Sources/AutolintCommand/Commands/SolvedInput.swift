import AutolintAnalysis
import AutolintFormats
import AutolintModel

/// The one input file of `solve`, `trace`, `exercise`, `affecting` and `explain`: read, with its
/// layouts and the configurations each is checked in.
struct SolvedInput {
    let document: InputDocument
    let layouts: [(layout: Layout, configurations: [Configuration])]

    /// Reads `path` and gives the command's output for it: `body`'s, or, when the input cannot be
    /// read, its input errors (exit 3). `keepingReadableParts`: a paste whose other blocks were
    /// read goes on to `body` (which reports `problemOutput` and exits 3) instead of failing whole.
    /// `solvesConstraints`: the command works on constraints, which an `_autolayoutTrace` dump
    /// does not record, so a trace is refused (exit 1) rather than solved as a hierarchy of free views.
    static func read(
        path: String, options: CommonOptions, workingDirectory directory: String, keepingReadableParts: Bool = false,
        solvesConstraints: Bool = true, then body: (SolvedInput) throws(ConfigurationError) -> CommandOutput
    ) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(directory)
        let configuration = try options.loadConfiguration(workingDirectory: workingDirectory)
        let planner = try options.planner(configuration: configuration)
        let file = path == "-" ? path : workingDirectory.resolve(path)
        var document = InputReader.read(path: file, maximumBytes: configuration.maximumBytes)
        // `devices: project` with a project file or Info.plist that cannot be read: an input error.
        if path != "-", var error = planner.projectProblem(for: document.layouts, file: file) {
            error.location.file = workingDirectory.display(error.location.file)
            document.problems.append(error)
        }
        let input = SolvedInput(document: document, layouts: document.layouts.map { ($0, planner.configurations(for: $0, file: path == "-" ? nil : file)) })
        guard document.problems.isEmpty || (keepingReadableParts && !document.layouts.isEmpty) else {
            return input.problemOutput
        }
        if solvesConstraints, document.kind == .trace {
            throw ConfigurationError("""
                \(path) is an _autolayoutTrace dump: it records the view hierarchy and UIKit's ambiguity marks \
                but no constraints, so there is nothing to solve; run `autolint trace \(path)` or `autolint check \(path)`
                """)
        }
        return try body(input)
    }

    /// Heading for one layout's section when a file holds several (IB scenes, log blocks).
    func heading(for layout: Layout) -> String? {
        layouts.count > 1 ? "== \(layout.name)" : nil
    }

    /// The unreadable parts, as `cli.md` prints input errors, and exit 3 when there are any.
    var problemOutput: CommandOutput {
        CommandOutput(standardError: document.problems.map { $0.description + "\n" }.joined(),
                      exitCode: document.problems.isEmpty ? 0 : CheckExitStatus.unreadableInput.rawValue)
    }
}

/// What to print when the input could not be read.
