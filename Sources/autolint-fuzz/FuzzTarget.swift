import AutolintAnalysis
import AutolintCommand
import AutolintFormats
import AutolintModel
import AutolintSource
import Foundation

/// One reader (or the whole pipeline) driven by arbitrary bytes. Each target must return for any
/// input: a crash, a hang or a huge allocation is a finding, whatever the input.
enum FuzzTarget: String, CaseIterable {
    case fixtureYAML = "fixture-yaml"
    case fixtureJSON = "fixture-json"
    /// A YAML fixture read on two threads whatever its size (`FixtureReadAhead`, the scans beside
    /// the parse) and on one: the layouts, or the first problem, must be the same.
    case fixtureThreads = "fixture-threads"
    case equation
    case visualFormat = "vfl"
    case interfaceBuilder = "ib"
    case consoleLog = "console-log"
    case trace
    case configuration = "config"
    case baseline
    case swiftSource = "swift-source"
    case objectiveCSource = "objc-source"
    /// `devices: project` with the input as the app's `project.pbxproj`, its `.xcconfig`, its
    /// Info.plist, or the Swift or Objective-C source of its view controllers (`ProjectRun`).
    case xcodeProject = "xcode-project"
    case xcconfig
    case infoPlist = "info-plist"
    case swiftControllers = "controllers-swift"
    case objectiveCControllers = "controllers-objc"
    /// Read (fixture YAML), solve every configuration, run every rule, write every report twice:
    /// the two must be the same bytes.
    case pipeline
    /// One command, in this process (`CommandRun`): `AUTOLINT_FUZZ_COMMAND`, `AUTOLINT_FUZZ_FILE`.
    case command

    /// The file name the input is read under, which picks the format where that matters.
    var path: String {
        switch self {
        case .fixtureYAML, .fixtureThreads, .pipeline: "fuzz.layout.yml"
        case .fixtureJSON: "fuzz.layout.json"
        case .interfaceBuilder: "fuzz.xib"
        case .consoleLog, .trace: "fuzz.log"
        case .configuration: ".autolint.yml"
        case .baseline: "baseline.json"
        case .swiftSource: "Fuzz.swift"
        case .objectiveCSource: "Fuzz.m"
        case .equation, .visualFormat: "snippet"
        case .xcodeProject: "project.pbxproj"
        case .xcconfig: "Shared.xcconfig"
        case .infoPlist: "Info.plist"
        case .swiftControllers: "Controllers.swift"
        case .objectiveCControllers: "Controllers.m"
        case .command: CommandRun.fileName
        }
    }

    /// Runs one input; the returned number only keeps the work from being optimised away.
    func run(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .fixtureYAML, .fixtureJSON:
            let document = FixtureReader.read(data: data, path: path)
            return document.layouts.count + document.problems.count
        case .fixtureThreads:
            let one = FixtureReader.read(data: data, path: path, sideBySide: false)
            let two = FixtureReader.read(data: data, path: path, sideBySide: true, twoThreadsFromBytes: 0)
            precondition(Self.outcome(one) == Self.outcome(two), "two threads read otherwise than one")
            return one.layouts.count + one.problems.count
        case .equation:
            return (try? EquationParser.parse(text)) == nil ? 0 : 1
        case .visualFormat:
            return (try? VisualFormatParser.parse(text))?.count ?? 0
        case .interfaceBuilder:
            return (try? InterfaceBuilderReader.read(data: data, path: path))?.layouts.count ?? 0
        case .consoleLog:
            return ConsoleLogReader.read(text: text, path: path).layouts.count
        case .trace:
            return TraceReader.read(text: text, path: path).layouts.count
        case .configuration:
            return (try? LintConfigurationLoader(workingDirectory: "/").parse(text, path: path)).map { $0.excluded.count + 1 } ?? 0
        case .baseline:
            return (try? Baseline.read(data: data, path: path)) == nil ? 0 : 1
        case .swiftSource, .objectiveCSource:
            return SourceCodeReader.read(text: text, path: path, visualFormat: CodeVisualFormat()).layouts.count
        case .xcodeProject:
            return ProjectRun.run(data, as: .projectFile)
        case .xcconfig:
            return ProjectRun.run(data, as: .configurationFile)
        case .infoPlist:
            return ProjectRun.run(data, as: .infoPlist)
        case .swiftControllers:
            return ProjectRun.run(data, as: .swiftControllers)
        case .objectiveCControllers:
            return ProjectRun.run(data, as: .objectiveCControllers)
        case .pipeline:
            return PipelineRun.run(data, path: path)
        case .command:
            return CommandRun.run(data)
        }
    }

    /// A read's layouts as JSON, or its problems: what two reads are compared by.
    private static func outcome(_ document: InputDocument) -> String {
        guard document.problems.isEmpty else { return document.problems.map(\.description).joined(separator: "\n") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(document.layouts)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
    }
}
