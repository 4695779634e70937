import ArgumentParser
import AutolintAnalysis
import AutolintModel
import Foundation

/// `autolint solve FILE`: solved frames per configuration, with ambiguous views, conflicts and
/// broken optional constraints.
public struct SolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Print the solved frames of every view in every configuration.",
        discussion: """
            Examples:
              autolint solve Fixtures/login-form.layout.yml --device ipad-10
              autolint solve Main.storyboard --format json
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @Option(help: ArgumentHelp("Output format: text or json.", valueName: "text|json"))
    public var format: OutputFormat = .text

    @OptionGroup public var options: CommonOptions

    public enum OutputFormat: String, ExpressibleByArgument, Sendable {
        case text, json
    }

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory) { input throws(ConfigurationError) -> CommandOutput in
            // Each layout is written as soon as it is solved: a file of many layouts keeps no analysis.
            let solved = { (entry: (layout: Layout, configurations: [Configuration])) in
                LayoutAnalysis(layout: entry.layout, configurations: entry.configurations).configurations
            }
            switch format {
            case .json:
                let namingLayouts = input.layouts.count > 1
                return CommandOutput(standardOutput: Self.json(input.layouts.flatMap { solved($0).map { Self.json($0, namingLayouts: namingLayouts) } }))
            case .text:
                let tables = input.layouts.flatMap { entry in
                    solved(entry).map { [input.heading(for: entry.layout), Self.table($0)].compactMap { $0 }.joined(separator: "\n") }
                }
                return CommandOutput(standardOutput: tables.joined(separator: "\n"))
            }
        }
    }

    /// `cli.md`'s `solve` JSON; a file with several layouts (IB scenes, log blocks) also names
    /// each configuration's layout.
    static func json(_ configurations: [OrderedJSON]) -> String {
        OrderedJSON.object([("configurations", .array(configurations))]).rendered()
    }

    /// One configuration's entry in that JSON.
    static func json(_ analysis: ConfigurationAnalysis, namingLayouts: Bool) -> OrderedJSON {
        .object((namingLayouts ? [("layout", OrderedJSON.string(analysis.layout.name))] : []) + [
            ("name", .string(analysis.configuration.name)),
            ("frames", .object(analysis.frames.map { entry in
                (entry.view, .object([
                    ("x", .number(entry.frame.x)), ("y", .number(entry.frame.y)),
                    ("width", .number(entry.frame.width)), ("height", .number(entry.frame.height)),
                ]))
            })),
            ("ambiguous", .array(ambiguousViews(analysis).map { .string($0) })),
            ("conflicts", .array(analysis.conflicts.map { conflict in
                .array(conflict.constraints.map { .string(analysis.label(ofConstraint: $0)) })
            })),
            ("broken", .array(analysis.broken.map { .string(analysis.label(ofConstraint: $0.constraint)) })),
        ])
    }

    static func ambiguousViews(_ analysis: ConfigurationAnalysis) -> [String] {
        analysis.layout.views.map(\.id).filter(analysis.hasAmbiguousLayout)
    }

    /// One aligned table of frames per configuration, then what went wrong.
    static func table(_ analysis: ConfigurationAnalysis) -> String {
        let header = ["view", "x", "y", "width", "height", ""]
        let rows = analysis.frames.map { entry -> [String] in
            let ambiguity = analysis.ambiguities.filter { $0.view == entry.view }.map(\.axis.rawValue)
            return [entry.view, formatPoints(entry.frame.x), formatPoints(entry.frame.y), formatPoints(entry.frame.width),
                    formatPoints(entry.frame.height), ambiguity.isEmpty ? "" : "ambiguous (\(ambiguity.joined(separator: ", ")))"]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [analysis.configuration.name, "  " + line(header)] + rows.map { "  " + line($0) }
        for conflict in analysis.conflicts {
            lines.append("  conflict: " + conflict.constraints.map { analysis.label(ofConstraint: $0) }.joined(separator: ", "))
            lines.append("    breaks \(analysis.label(ofConstraint: conflict.broken))")
        }
        for broken in analysis.broken {
            lines.append("  broken: \(analysis.label(ofConstraint: broken.constraint)) (off by \(formatPoints(broken.error)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
