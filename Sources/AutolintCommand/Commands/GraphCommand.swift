import ArgumentParser
import AutolintAnalysis
import AutolintModel
import AutolintRendering
import Foundation

/// `autolint graph FILE -o OUT`: the constraint dependency graph of one layout in one
/// configuration, with the analysis's findings marked, rendered in process by Graphviz; or, with
/// `--wireframe`, an SVG of the solved frames.
public struct GraphCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the constraint dependency graph (or, with --wireframe, the solved frames) of a layout.",
        discussion: """
            Draws the first configuration (the first --device, the layout's own device, else iphone-15). \
            Conflicting constraints are red, broken ones dashed, ambiguous views amber. A file with several \
            layouts (IB scenes, log blocks) draws the first unless --layout names another.

            Examples:
              autolint graph Fixtures/conflicting-constraints.layout.yml -o graph.svg
              autolint graph Main.storyboard --layout Settings --view "Title Label" --axis horizontal -o title.png
              autolint graph Fixtures/login-form.layout.yml --wireframe -o wireframe.pdf
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @Option(help: ArgumentHelp("svg, png, pdf or dot (default: from the output file's extension).", valueName: "format"))
    public var format: String?

    @Option(help: ArgumentHelp("Which layout of the file, by name or number from 1 (default: the first).", valueName: "name|number"))
    public var layout: String?

    @Option(help: ArgumentHelp("Only what determines this view (by id).", valueName: "view"))
    public var view: String?

    @Option(help: ArgumentHelp("Only constraints on this axis.", valueName: "horizontal|vertical"))
    public var axis: Axis?

    @Flag(help: "Draw the solved frames as a wireframe instead of the graph (any format).")
    public var wireframe = false

    @OptionGroup public var options: CommonOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The picture to write (its extension gives the format).", valueName: "path"))
    public var output: String?

    @Flag(name: [.short, .long], help: "No line on standard error saying what was written.")
    public var quiet = false

    public init() {}

    public func validate() throws {
        guard let output = output else { throw ValidationError("missing -o OUT: the file to write the picture to") }
        _ = try Self.format(named: format, output: output)
        if wireframe {
            guard view == nil, axis == nil else { throw ValidationError("--view and --axis filter the graph; --wireframe draws every view") }
        }
    }

    /// `--format` when given, else the output's extension.
    static func format(named name: String?, output: String) throws(ValidationError) -> GraphvizFormat {
        let formats = GraphvizFormat.allCases.map(\.rawValue).joined(separator: ", ")
        if let name {
            guard let format = GraphvizFormat(rawValue: name) else { throw ValidationError("unknown format '\(name)'; formats are \(formats)") }
            return format
        }
        guard let format = GraphvizFormat(fileExtensionOf: output) else {
            throw ValidationError("cannot tell the format of '\(output)' from its extension; add --format \(formats.replacingOccurrences(of: ", ", with: "|"))")
        }
        return format
    }

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        // A paste with one unreadable block still draws its readable ones (as check and explain
        // go on), and exits 3 after drawing.
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory, keepingReadableParts: true) { input throws(ConfigurationError) -> CommandOutput in
            let selection = LayoutSelection(requested: layout)
            let (index, read) = try selection.choose(from: input.layouts.map(\.layout), in: path)
            let chosen = read.displayingFiles(in: WorkingDirectory(workingDirectory))
            guard let configuration = input.layouts[index].configurations.first else {
                throw ConfigurationError("no configuration to draw '\(chosen.name)' in")
            }
            let view = try self.view.map { requested throws(ConfigurationError) in try ViewSelection(requested: requested).choose(in: chosen) }
            let pictures = ConfigurationPictures(layout: chosen, configuration: configuration)
            let format: GraphvizFormat
            do throws(ValidationError) { format = try Self.format(named: self.format, output: output ?? "") } catch { throw ConfigurationError(error.message) }
            let data: Data
            var summary: String
            if wireframe {
                let drawing = Wireframe(pictures.wireframeInput)
                if format == .svg {
                    data = Data(drawing.svg.utf8)
                } else {
                    do {
                        data = try drawing.render(as: format).data
                    } catch {
                        throw ConfigurationError("cannot draw the wireframe of '\(chosen.name)': \(error)")
                    }
                }
                summary = "wireframe of '\(chosen.name)' (\(configuration.name))"
            } else {
                let graphInput = pictures.graphInput(focusView: view, axis: axis)
                do {
                    data = try ConstraintGraph(graphInput).render(as: format).data
                } catch {
                    throw ConfigurationError("cannot draw the graph of '\(chosen.name)': \(error)")
                }
                summary = "graph of '\(chosen.name)' (\(configuration.name)"
                    + (view.map { ", what determines \($0)" } ?? "") + (axis.map { ", \($0.rawValue)" } ?? "") + ")"
            }
            let output = self.output ?? ""
            do {
                try data.write(to: URL(fileURLWithPath: WorkingDirectory(workingDirectory).resolve(output)))
            } catch {
                throw ConfigurationError("cannot write '\(output)': \(error.localizedDescription)")
            }
            // The unreadable parts first (exit 3), then what was drawn of the rest.
            var result = input.problemOutput
            result.standardError += selection.note(drawing: index, of: input.layouts.map(\.layout), in: path) ?? ""
            if !quiet { result.standardError += "Wrote the \(summary) to \(output).\n" }
            return result
        }
    }
}
