import ArgumentParser
import AutolintAnalysis
import AutolintModel
import Foundation

/// `autolint affecting FILE --view V --axis A`: the `constraintsAffectingLayoutForAxis:`
/// equivalent: the constraints that hold the view where it is along one axis.
public struct AffectingCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "affecting",
        abstract: "List the constraints that determine a view along one axis, intrinsic size included.",
        discussion: """
            Examples:
              autolint affecting Fixtures/login-form.layout.yml --view go --axis horizontal
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @Option(help: ArgumentHelp("The view (by id).", valueName: "view"))
    public var view: String

    @Option(help: ArgumentHelp("horizontal or vertical.", valueName: "horizontal|vertical"))
    public var axis: Axis

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        try SolvedInput.read(path: path, options: options, workingDirectory: workingDirectory) { input throws(ConfigurationError) -> CommandOutput in
            var holding: [(layout: Layout, configurations: [Configuration], view: String)] = []
            for entry in input.layouts {
                if let id = try ViewSelection(requested: self.view).match(in: entry.layout) { holding.append((entry.layout, entry.configurations, id)) }
            }
            guard !holding.isEmpty else { throw ConfigurationError("no view '\(view)' in \(path)") }
            var lines: [String] = []
            for (layout, configurations, view) in holding {
                for configuration in configurations {
                    let debugger = LayoutDebugger(layout: layout, configuration: configuration)
                    lines.append([input.heading(for: layout), "\(configuration.name): \(view), \(axis.rawValue)"].compactMap { $0 }.joined(separator: " "))
                    if debugger.hasAmbiguousLayout(view), debugger.analysis.ambiguities.contains(where: { $0.view == view && $0.axis == axis }) {
                        lines.append("  (ambiguous along this axis: the constraints that mention it)")
                    }
                    lines += debugger.constraintsAffectingLayout(for: view, axis: axis).map { "  " + Self.describe($0, in: layout) }
                }
            }
            return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
        }
    }

    /// Intrinsic-size constraints show both content priorities, as AppKit prints them
    /// (`Hug:251 CompressionResistance:750`).
    static func describe(_ constraint: LayoutConstraint, in layout: Layout) -> String {
        switch constraint.origin {
        case .contentHugging, .compressionResistance:
            guard let view = layout.view(constraint.first.item.view), let axis = constraint.first.attribute.axis else { return constraint.label }
            return "\(constraint.label)  Hug:\(view.hugging[axis]) CompressionResistance:\(view.compressionResistance[axis])"
        default:
            return constraint.label
        }
    }
}

extension Axis: ExpressibleByArgument {}
