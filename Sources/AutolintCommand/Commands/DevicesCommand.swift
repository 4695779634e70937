import ArgumentParser
import AutolintFormats
import AutolintModel
import Foundation

/// `autolint devices FILE...`: the devices `check` would check each input on with the same
/// options and configuration, and, for `project` (`--device project`, `devices: project`), which
/// Xcode project and targets ship the document and what they support, read from where.
public struct DevicesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Show the devices each input is checked on, and what an Xcode project says for `project`.",
        discussion: """
            Examples:
              autolint devices App/Base.lproj/Main.storyboard --device project
              autolint devices App/ --format json      (with `devices: project` in .autolint.yml)
            """)

    @Argument(help: ArgumentHelp("Files or folders (searched as `check` searches them).", valueName: "path"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("text or json.", valueName: "format"))
    public var format = "text"

    @OptionGroup public var options: CommonOptions

    public init() {}

    public func validate() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("unknown format '\(format)'; use text or json") }
    }

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    /// One input's answer.
    struct Entry {
        var file: String
        var devices: [String]
        /// What the project says, when the devices asked for include `project`.
        var project: ProjectDevices?
        /// View controllers whose code narrows their orientations, by class, in document order.
        var restrictions: [(controller: String, restriction: ControllerOrientationIndex.Restriction)] = []
    }

    public func execute(workingDirectory directory: String) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(directory)
        let configuration = try options.loadConfiguration(workingDirectory: workingDirectory)
        let planner = try options.planner(configuration: configuration)
        let run = CheckRun(paths: paths, workingDirectory: workingDirectory, configuration: configuration, planner: planner, strict: false)
        var entries: [Entry] = []
        var problems: [InputError] = []
        for file in run.inputFiles() {
            let document = InputReader.read(path: file, maximumBytes: configuration.maximumBytes)
            problems += document.problems
            var names: [String] = []
            for layout in document.layouts {
                for configuration in planner.configurations(for: layout, file: file) where !names.contains(configuration.device.name) {
                    names.append(configuration.device.name)
                }
            }
            let project = document.layouts.contains(where: planner.asksForProject) ? planner.projects.devices(for: file) : nil
            if let error = planner.projectProblem(for: document.layouts, file: file) { problems.append(error) }
            var entry = Entry(file: workingDirectory.display(file), devices: names, project: project)
            for layout in document.layouts where planner.asksForProject(layout) {
                guard let controller = layout.controllerClass, !entry.restrictions.contains(where: { $0.controller == controller }),
                      let restriction = planner.restriction(of: layout, file: file) else { continue }
                var shown = restriction
                shown.file = workingDirectory.display(restriction.file)
                entry.restrictions.append((controller, shown))
            }
            entries.append(entry)
        }
        let text = format == "json" ? json(entries, workingDirectory: workingDirectory) : self.text(entries, workingDirectory: workingDirectory)
        return CommandOutput(standardOutput: text, standardError: problems.map { error in
            var shown = error
            shown.location.file = workingDirectory.display(error.location.file)
            return shown.description + "\n"
        }.joined(), exitCode: problems.isEmpty ? 0 : CheckExitStatus.unreadableInput.rawValue)
    }

    private func text(_ entries: [Entry], workingDirectory: WorkingDirectory) -> String {
        var lines: [String] = []
        for entry in entries {
            lines.append("\(entry.file): \(entry.devices.isEmpty ? "no layout" : entry.devices.joined(separator: ", "))")
            guard let project = entry.project else { continue }
            if let path = project.project {
                let targets = project.targets.isEmpty ? "" : ", shipped by \(project.targets.joined(separator: ", "))"
                lines.append("  project \(workingDirectory.display(path))\(targets)")
            }
            lines += (project.notes + project.runners.map(\.description)).map { "  " + $0 }
            lines += entry.restrictions.map { "  " + Self.sentence($0.controller, $0.restriction) }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func json(_ entries: [Entry], workingDirectory: WorkingDirectory) -> String {
        let items = entries.map { entry -> String in
            var fields = ["\"file\": \(JSONString.quoted(entry.file))",
                          "\"devices\": [\(entry.devices.map(JSONString.quoted).joined(separator: ", "))]"]
            if let project = entry.project {
                fields.append("\"project\": \(project.project.map { JSONString.quoted(workingDirectory.display($0)) } ?? "null")")
                fields.append("\"targets\": [\(project.targets.map(JSONString.quoted).joined(separator: ", "))]")
                fields.append("\"runners\": [\(project.runners.map(json).joined(separator: ", "))]")
                fields.append("\"controllers\": [" + entry.restrictions.map { controller, restriction in
                    "{\"class\": \(JSONString.quoted(controller)), \"iPhone\": \(orientations(restriction.phone)), \"iPad\": \(orientations(restriction.pad)), "
                        + "\"declaredBy\": \(JSONString.quoted(restriction.declaringClass)), \"file\": \(JSONString.quoted(restriction.file))}"
                }.joined(separator: ", ") + "]")
                fields.append("\"notes\": [\(project.notes.map(JSONString.quoted).joined(separator: ", "))]")
            }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + items.joined(separator: ",\n") + (items.isEmpty ? "]\n" : "\n]\n")
    }

    /// "LoginViewController: iPhone portrait only (supportedInterfaceOrientations of BaseViewController, App/Base.swift)";
    /// an iPad's own mask too where the code gives one (it counts with `UIRequiresFullScreen`).
    static func sentence(_ controller: String, _ restriction: ControllerOrientationIndex.Restriction) -> String {
        let owner = restriction.declaringClass == controller ? "" : " of \(restriction.declaringClass)"
        let pad = restriction.pad == .all || restriction.pad == restriction.phone ? "" : ", iPad \(restriction.pad.phrase) only"
        return "\(controller): iPhone \(restriction.phone.phrase) only\(pad) (supportedInterfaceOrientations\(owner), \(restriction.file))"
    }

    /// `["portrait", "landscape"]`.
    private func orientations(_ value: SupportedDevices.Orientations) -> String {
        "[" + [(SupportedDevices.Orientations.portrait, "portrait"), (.landscape, "landscape")]
            .filter { value.contains($0.0) }.map { JSONString.quoted($0.1) }.joined(separator: ", ") + "]"
    }

    /// `{"target": "App", "iPhone": ["portrait"], "iPad": ["portrait", "landscape"], "mac": false, "sources": [...]}`.
    private func json(_ runner: ProjectDevices.Runner) -> String {
        return "{\"target\": \(JSONString.quoted(runner.target)), \"iPhone\": \(orientations(runner.supported.iPhone)), "
            + "\"iPad\": \(orientations(runner.supported.iPad)), \"mac\": \(runner.supported.mac), "
            + "\"sources\": [\(runner.sources.map(JSONString.quoted).joined(separator: ", "))]}"
    }
}
