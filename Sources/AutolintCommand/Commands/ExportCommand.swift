import ArgumentParser
import AutolintFormats
import AutolintModel
import Foundation

/// `autolint export FILE [--format yaml|json] [-o OUT]`: every layout of any input (IB document,
/// console log, fixture) written as a layout fixture, so that a screen or a crash log becomes a
/// regression case a team edits, pins with `expect:` and keeps in CI.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every layout of an input as a layout fixture.",
        discussion: """
            One layout goes to standard output, or to OUT. A file with several layouts (the scenes \
            of a storyboard, the blocks of a log) needs -o DIR: one fixture per layout, named after \
            it; or --layout picks one. What the fixture format cannot hold is listed at the top of \
            a YAML export. Example: autolint export crash.log -o Fixtures/crash --format yaml
            """)

    @Argument(help: ArgumentHelp("A fixture, IB document or console log.", valueName: "file"))
    public var path: String

    @Option(help: ArgumentHelp("yaml or json (default: from OUT's extension, else yaml).", valueName: "yaml|json"))
    public var format: FixtureFormat?

    @Option(name: [.short, .long], help: ArgumentHelp("The fixture to write, or a directory for one fixture per layout.", valueName: "path"))
    public var output: String?

    @Option(help: ArgumentHelp("Only this layout, by name, title, object id or number.", valueName: "name|number"))
    public var layout: String?

    @Option(help: ArgumentHelp("Refuse inputs larger than this many MB (default 32).", valueName: "MB"))
    public var maxFileSize: Int?

    public enum FixtureFormat: String, ExpressibleByArgument, Sendable, CaseIterable {
        case yaml, json

        var fileExtension: String { self == .yaml ? "layout.yml" : "layout.json" }

        init?(path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".json") { self = .json } else if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") { self = .yaml } else { return nil }
        }
    }

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory directory: String) throws(ConfigurationError) -> CommandOutput {
        let workingDirectory = WorkingDirectory(directory)
        if let maxFileSize, !LintConfiguration.fileSizeRange.contains(maxFileSize) {
            throw ConfigurationError("--max-file-size must be from 1 to 4096 (MB)")
        }
        let document = InputReader.read(path: path == "-" ? path : workingDirectory.resolve(path),
                                        maximumBytes: maxFileSize.map { $0 * 1024 * 1024 } ?? FixtureLimits.maximumBytes)
        guard document.problems.isEmpty || !document.layouts.isEmpty else {
            return CommandOutput(standardError: document.problems.map { $0.description + "\n" }.joined(), exitCode: CheckExitStatus.unreadableInput.rawValue)
        }
        var layouts = document.layouts.map { $0.displayingFiles(in: workingDirectory) }
        if let layout {
            layouts = [try LayoutSelection(requested: layout).choose(from: layouts, in: path).layout]
        }
        // A menu or a window without views is not an error: there is just nothing to write.
        guard !layouts.isEmpty else { return CommandOutput(standardError: "autolint: \(path) holds no layout to export.\n") }
        let format = self.format ?? output.flatMap(FixtureFormat.init(path:)) ?? .yaml
        var result = CommandOutput(exitCode: document.problems.isEmpty ? 0 : CheckExitStatus.unreadableInput.rawValue)
        result.standardError = document.problems.map { $0.description + "\n" }.joined()

        let isFile = output.map { FixtureFormat(path: $0) != nil } ?? false
        if let output, !isFile {
            let folder = URL(fileURLWithPath: workingDirectory.resolve(output))
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw ConfigurationError("cannot create the folder '\(output)': \(error.localizedDescription)")
            }
            var used: Set<String> = []
            for layout in layouts {
                var name = Self.fileName(for: layout.name)
                var number = 2
                while !used.insert(name).inserted {
                    name = Self.fileName(for: layout.name) + "-\(number)"
                    number += 1
                }
                let file = folder.appendingPathComponent("\(name).\(format.fileExtension)")
                try write(Self.text(layout, format), to: file, shown: output + "/" + file.lastPathComponent)
                result.standardError += Self.note(layout, format)
                result.standardError += "Wrote '\(layout.name)' to \(output)/\(file.lastPathComponent).\n"
            }
            return result
        }
        guard layouts.count == 1 else {
            throw ConfigurationError("\(path) holds \(layouts.count) layouts: give -o DIR for one fixture each, or --layout NAME|NUMBER for one")
        }
        result.standardError += Self.note(layouts[0], format)
        if let output {
            try write(Self.text(layouts[0], format), to: URL(fileURLWithPath: workingDirectory.resolve(output)), shown: output)
            result.standardError += "Wrote '\(layouts[0].name)' to \(output).\n"
        } else {
            result.standardOutput = Self.text(layouts[0], format)
        }
        return result
    }

    /// What JSON loses that YAML keeps, to say on standard error.
    static func note(_ layout: Layout, _ format: FixtureFormat) -> String {
        guard format == .json, !layout.suppressions.isEmpty else { return "" }
        let count = layout.suppressions.count
        return "autolint: JSON has no comments: \(count) inline suppression\(count == 1 ? " is" : "s are") not carried over from '\(layout.name)'; export as YAML to keep them.\n"
    }

    static func text(_ layout: Layout, _ format: FixtureFormat) -> String {
        let writer = FixtureWriter(layout)
        return format == .yaml ? writer.yaml : writer.json
    }

    /// `SettingsViewController [mTk-eQ-4uf]` -> `SettingsViewController-mTk-eQ-4uf`.
    static func fileName(for name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
            } else if result.last != "-", !result.isEmpty {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "layout" : result
    }

    private func write(_ text: String, to file: URL, shown: String) throws(ConfigurationError) {
        do {
            try Data(text.utf8).write(to: file)
        } catch {
            throw ConfigurationError("cannot write '\(shown)': \(error.localizedDescription)")
        }
    }
}
