import ArgumentParser
import AutolintAnalysis
import AutolintModel
import Foundation

/// `autolint exercise FILE [--view V]`: the `exerciseAmbiguityInLayout` equivalent: every
/// distinct valid frame of each ambiguous view.
public struct ExerciseCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "List the distinct frames an ambiguous view can take, as exerciseAmbiguityInLayout moves it.",
        discussion: """
            Examples:
              autolint exercise Fixtures/missing-constraints.layout.yml --view go
              autolint exercise Main.storyboard --svg ambiguity.svg
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @Option(help: ArgumentHelp("Only this view (by id).", valueName: "view"))
    public var view: String?

    @Option(help: ArgumentHelp("Also write an animated SVG cycling the ambiguous views through their valid frames.", valueName: "out.svg"))
    public var svg: String?

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory) { input throws(ConfigurationError) -> CommandOutput in
            var requestedIDs: [String?] = []
            for entry in input.layouts {
                requestedIDs.append(try self.view.map { requested throws(ConfigurationError) in try ViewSelection(requested: requested).match(in: entry.layout) } ?? nil)
            }
            if let view, !requestedIDs.contains(where: { $0 != nil }) {
                throw ConfigurationError("no view '\(view)' in \(path)")
            }
            var lines: [String] = []
            for ((layout, configurations), requestedID) in zip(input.layouts, requestedIDs) where view == nil || requestedID != nil {
                let view = requestedID
                for configuration in configurations {
                    let debugger = LayoutDebugger(layout: layout, configuration: configuration)
                    let views = layout.views.map(\.id).filter { (view == nil || $0 == view) && debugger.hasAmbiguousLayout($0) }
                    lines.append([input.heading(for: layout), "\(configuration.name):"].compactMap { $0 }.joined(separator: " "))
                    if views.isEmpty {
                        lines.append(view.map { "  \($0) is not ambiguous" } ?? "  no ambiguous view")
                    }
                    for id in views {
                        let axes = debugger.analysis.ambiguities.filter { $0.view == id }.map(\.axis.rawValue).joined(separator: ", ")
                        lines.append("  \(id) (ambiguous: \(axes)):")
                        lines += debugger.exerciseAmbiguity(id).map { "    \($0)" }
                    }
                }
            }
            let note = try svg.map { out throws(ConfigurationError) in try writeAnimation(of: input, to: out, workingDirectory: workingDirectory) }
            return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", standardError: note ?? "")
        }
    }
}
