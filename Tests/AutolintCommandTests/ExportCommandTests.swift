import Foundation
import Testing
@testable import AutolintCommand

/// `autolint export`: any input as a layout fixture. A fixture exported and checked again gives the
/// same findings and the same frames, in YAML and in JSON; IB documents and console logs export to
/// fixtures that read.
@Suite struct ExportCommandTests {
    static func export(_ arguments: [String], in directory: String = packageRoot.path) throws -> CommandOutput {
        try ExportCommand.parse(arguments).execute(workingDirectory: directory)
    }

    /// What a check found, without where: (rule, severity, configuration, views, axis, message).
    static func findings(_ path: String, in directory: String) throws -> [String] {
        let json = try check([path, "--reporter", "json", "--quiet"], in: directory).standardOutput
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.map { entry in
            ["rule", "severity", "configuration", "views", "axis", "message"].map { "\(entry[$0] ?? "-")" }.joined(separator: " | ")
                // `duplicate-constraint` names the line of the first statement, which moves.
                .replacing(/\(line \d+\)/, with: "(line _)")
        }.sorted()
    }

    static func frames(_ path: String, in directory: String) throws -> String {
        try SolveCommand.parse([path, "--format", "json"]).execute(workingDirectory: directory).standardOutput
    }

    static let fixtures: [String] = {
        let root = packageRoot.appendingPathComponent("Fixtures")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".layout.yml") || $0.hasSuffix(".layout.json") }.sorted().map { "Fixtures/" + $0 }
    }()

    @Test(arguments: fixtures)
    func aFixtureExportedAndCheckedAgainGivesTheSameFindingsAndFrames(_ fixture: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // JSON has no comments to carry inline suppressions: such fixtures round-trip in YAML.
        let suppresses = try String(contentsOf: packageRoot.appendingPathComponent(fixture), encoding: .utf8).contains("autolint:disable")
        for format in suppresses ? ["yaml"] : ["yaml", "json"] {
            let file = workspace.path("export.\(format == "yaml" ? "layout.yml" : "layout.json")")
            let result = try Self.export([fixture, "-o", file])
            #expect(result.exitCode == 0, "\(result.standardError)")
            // The export has no `expect:` block: findings the original expects are findings too.
            #expect(try Self.findings(file, in: packageRoot.path) == Self.findings(fixture, in: packageRoot.path), "\(fixture) as \(format)")
            #expect(try Self.frames(file, in: packageRoot.path) == Self.frames(fixture, in: packageRoot.path), "\(fixture) as \(format)")
        }
    }

    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every IB document and console log of the corpus exports to fixtures that read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
    func everyCorpusDocumentAndLogExportsToReadableFixtures() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var exported = 0
        for folder in ["ib", "logs"] {
            let directory = Self.corpus.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let result = try Self.export([directory.appendingPathComponent(name).path, "-o", "out/\(folder)/\(name)"], in: workspace.path)
                #expect(result.exitCode == 0, "\(name): \(result.standardError)")
                exported += result.standardError.components(separatedBy: "Wrote '").count - 1
            }
        }
        #expect(exported > 500)
        let checked = try check(["out", "--reporter", "json", "--quiet"], in: workspace.path)
        #expect(checked.exitCode == 2)
        #expect(!checked.standardOutput.contains("\"input-error\""))
    }

    @Test func aJSONExportSaysWhichSuppressionsItCannotCarry() throws {
        let result = try Self.export(["Fixtures/suppressed-findings.layout.yml", "--format", "json"])
        #expect(result.standardError.contains("JSON has no comments: 2 inline suppressions are not carried over"))
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try Self.export(["Fixtures/login-form.layout.yml"]).standardOutput
        #expect(first == (try Self.export(["Fixtures/login-form.layout.yml"]).standardOutput))
        #expect(first.contains("  - {id: fieldMax, equation: \"field.width <= 400 @750\"}"))
    }

    @Test func aStoryboardExportsOneReadableFixturePerScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let storyboard = "Tests/AutolintFormatsTests/InterfaceBuilderDocuments/Scenes.storyboard"
        #expect(throws: ConfigurationError.self) { try Self.export([storyboard]) }
        let result = try Self.export([storyboard, "-o", workspace.path("scenes")])
        #expect(result.exitCode == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.path("scenes")).sorted()
        #expect(files.count == 4)
        #expect(files.contains("Modern-rv2-vw-002.layout.yml"))
        for file in files {
            let checked = try check(["scenes/" + file], in: workspace.path)
            #expect(checked.exitCode != 3, "\(file): \(checked.standardOutput)")
        }
        let one = try Self.export([storyboard, "--layout", "Modern"]).standardOutput
        #expect(one.hasPrefix("# Exported by autolint from Tests/AutolintFormatsTests/InterfaceBuilderDocuments/Scenes.storyboard."))
    }

    @Test func aConsoleLogExportsItsPrintedConstraintsUnderFixtureIdentifiers() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let log = "Tests/AutolintFormatsTests/ConsoleLogSamples/ios13-active-names-uikitcore.log"
        let result = try Self.export([log, "--layout", "1", "-o", workspace.path("crash.layout.yml")])
        #expect(result.exitCode == 0)
        let text = try workspace.read("crash.layout.yml")
        #expect(text.contains("Not carried over"))
        #expect(!text.contains("0x") || text.contains("v_0x"))
        #expect(try check(["crash.layout.yml"], in: workspace.path).exitCode != 3)
    }
}
