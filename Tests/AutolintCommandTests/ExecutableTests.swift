import Foundation
import Testing

/// The built `autolint` program itself: exit codes as a shell sees them, colour off in a pipe.
@Suite struct ExecutableTests {
    /// `autolint` beside the test bundle, where `swift build`/`swift test` put it.
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("autolint"),
            Bundle.main.bundleURL.appendingPathComponent("autolint"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("autolint"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// `autolint` was not built beside the tests.
    struct MissingExecutable: Error {}

    static func run(_ arguments: [String], in directory: String, program: String? = nil, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        guard let executable = program.map(URL.init(fileURLWithPath:)) ?? Self.executable else {
            throw MissingExecutable()
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["FORCE_COLOR"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test(.enabled(if: executable != nil, "the autolint executable is built by swift build"))
    func exitCodesAsAShellSeesThem() throws {
        let workspace = try Workspace(files: [
            "clean.layout.yml": SampleFixtures.clean, "error.layout.yml": SampleFixtures.error,
            "bad.layout.yml": SampleFixtures.unreadable, "broken.yml": "strict: maybe\n",
        ])
        defer { workspace.remove() }
        #expect(try Self.run(["clean.layout.yml"], in: workspace.path).status == 0)
        #expect(try Self.run(["check", "error.layout.yml"], in: workspace.path).status == 2)
        let bad = try Self.run(["bad.layout.yml"], in: workspace.path)
        #expect(bad.status == 3)
        #expect(bad.output.hasPrefix("bad.layout.yml:4:14: error: unknown view or guide 'ghost' (input-error)\n"))
        #expect(!bad.output.contains("\u{1B}["))
        #expect(try Self.run(["--no-such-flag"], in: workspace.path).status == 1)
        let config = try Self.run(["--config", "broken.yml", "clean.layout.yml"], in: workspace.path)
        #expect(config.status == 1)
        #expect(config.error.contains("broken.yml:1:9: error: `strict` must be true or false"))
        #expect(try Self.run(["--help"], in: workspace.path).status == 0)
        let rules = try Self.run(["rules"], in: workspace.path)
        #expect(rules.status == 0 && rules.output.contains("duplicate-constraint (warning, enabled)"))
    }

    /// `script` gives the program a terminal: colour there, none with `NO_COLOR`.
    @Test(.enabled(if: executable != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs the executable and script(1)"))
    func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let workspace = try Workspace(files: ["warning.layout.yml": SampleFixtures.warning])
        defer { workspace.remove() }
        let binary = try #require(Self.executable).path
        let onTerminal = try Self.run(["-qec", "env -u NO_COLOR TERM=xterm '\(binary)' warning.layout.yml", "/dev/null"], in: workspace.path, program: "/usr/bin/script")
        #expect(onTerminal.output.contains("\u{1B}["))
        let noColor = try Self.run(["-qec", "TERM=xterm NO_COLOR=1 '\(binary)' warning.layout.yml", "/dev/null"], in: workspace.path, program: "/usr/bin/script")
        #expect(noColor.output.contains("warning.layout.yml:4:5: warning:"))
        #expect(!noColor.output.contains("\u{1B}["))
    }

    /// `pbpaste | autolint explain -`: a paste on standard input; views coloured on a terminal only.
    @Test(.enabled(if: executable != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs the executable and script(1)"))
    func explainReadsAPasteFromStandardInputAndColoursViewsOnATerminal() throws {
        let paste = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIImageView:0xa1.width == 320   (active)>",
                "<NSLayoutConstraint:0x2 UIImageView:0xa1.width == 200   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIImageView:0xa1.width == 320   (active)>
            """
        let workspace = try Workspace(files: ["crash.log": paste])
        defer { workspace.remove() }
        let binary = try #require(Self.executable).path
        let piped = try Self.run(["-c", "cat crash.log | '\(binary)' explain -"], in: workspace.path, program: "/bin/sh")
        #expect(piped.status == 0)
        #expect(piped.output.contains("  ● 0x1  The image view is 320 points wide.  ← UIKit broke this one"))
        #expect(!piped.output.contains("\u{1B}["))
        let onTerminal = try Self.run(["-qec", "env -u NO_COLOR TERM=xterm '\(binary)' explain crash.log", "/dev/null"], in: workspace.path, program: "/usr/bin/script")
        #expect(onTerminal.output.contains("\u{1B}["))
        let noColor = try Self.run(["-qec", "TERM=xterm NO_COLOR=1 '\(binary)' explain crash.log", "/dev/null"], in: workspace.path, program: "/usr/bin/script")
        #expect(noColor.output.contains("The image view is 320 points wide."))
        #expect(!noColor.output.contains("\u{1B}["))
    }
}
