import AutolintAnalysis
import AutolintFormats
import AutolintModel

/// The one input file of `solve`, `trace`, `exercise`, `affecting` and `explain`: read, with its
/// layouts and the configurations each is checked in.
struct SolvedInput {
    let document: InputDocument
    let layouts: [(layout: Layout, configurations: [Configuration])]

    var options: LayoutSystem.Options { LayoutSystem.Options(for: document.kind) }

    /// Reads `path` and gives the command's output for it: `body`'s, or, when the input cannot be
    /// read, its input errors (exit 3). `keepingReadableParts`: a paste whose other blocks were
    /// read goes on to `body` (which reports `problemOutput` and exits 3) instead of failing whole.
    static func read(
        path: String, options: CommonOptions, workingDirectory directory: String, keepingReadableParts: Bool = false,
        then body: (SolvedInput) throws(ConfigurationError) -> CommandOutput
    ) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(directory)
        let configuration = try options.loadConfiguration(workingDirectory: workingDirectory)
        let planner = options.planner(configuration: configuration)
        let document = InputReader.read(path: path == "-" ? path : workingDirectory.resolve(path))
        let input = SolvedInput(document: document, layouts: document.layouts.map { ($0, planner.configurations(for: $0)) })
        guard document.problems.isEmpty || (keepingReadableParts && !document.layouts.isEmpty) else {
            return input.problemOutput
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
