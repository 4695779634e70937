import Foundation
import Testing

/// A file that makes autolint trap must not take the whole run with it: the built program is run
/// with a crash injected into one file's analysis (`AUTOLINT_INJECT_CRASH`), and the report still
/// covers every other file, with that one as an input error.
@Suite(.enabled(if: ExecutableTests.executable != nil, "needs the built autolint"))
struct CrashIsolationTests {
    static func run(_ arguments: [String], in workspace: Workspace, crashOn suffix: String,
                    extra: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        var environment = ProcessInfo.processInfo.environment
        environment["AUTOLINT_INJECT_CRASH"] = suffix
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

    static func workspace() throws -> Workspace {
        try Workspace(files: [
            "layouts/a.layout.yml": SampleFixtures.error,
            "layouts/b.layout.yml": SampleFixtures.clean,
            "layouts/c.layout.yml": SampleFixtures.error,
        ])
    }

    @Test(arguments: ["1", "2"])
    func aCrashingFileBecomesAnInputErrorAndTheRunGoesOn(jobs: String) throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let result = try Self.run(["check", "layouts", "--reporter", "json", "--jobs", jobs], in: workspace, crashOn: "b.layout.yml")
        #expect(result.status == 3, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let files = diagnostics.compactMap { $0["file"] as? String }
        #expect(files.contains("layouts/a.layout.yml") && files.contains("layouts/c.layout.yml"))
        let crashed = try #require(diagnostics.first { $0["file"] as? String == "layouts/b.layout.yml" })
        #expect(crashed["rule"] as? String == "input-error")
        #expect((crashed["message"] as? String)?.contains("stopped (signal") == true)
        // The same findings for the other files as a run without the crashing file.
        try FileManager.default.removeItem(atPath: workspace.path("layouts/b.layout.yml"))
        let alone = try Self.run(["check", "layouts", "--reporter", "json"], in: workspace, crashOn: "none")
        let aloneJSON = try #require(try JSONSerialization.jsonObject(with: Data(alone.output.utf8)) as? [String: Any])
        #expect((aloneJSON["diagnostics"] as? [[String: Any]])?.count == diagnostics.count - 1)
    }

    /// Without the variable, a file gets what a build phase can wait: 20 seconds (issue #49).
    @Test func theDefaultTimeLimitSuitsABuildPhase() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let started = Date()
        let result = try Self.run(["check", "layouts", "--reporter", "json"], in: workspace, crashOn: "none",
                                  extra: ["AUTOLINT_INJECT_HANG": "b.layout.yml"])
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(result.status == 3, "\(result.error)")
        #expect(result.output.contains("autolint stopped after 20 seconds on this file (a hang)"))
    }

    /// A hang (swift-syntax's parser took minutes on a fuzzed Swift file) is bounded the same way:
    /// the file in flight past the time limit stops its worker and becomes an input error.
    @Test(arguments: ["1", "2"])
    func aHangingFileBecomesAnInputErrorAndTheRunGoesOn(jobs: String) throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let started = Date()
        let result = try Self.run(["check", "layouts", "--reporter", "json", "--jobs", jobs], in: workspace, crashOn: "none",
                                  extra: ["AUTOLINT_INJECT_HANG": "b.layout.yml", "AUTOLINT_FILE_TIME_LIMIT": "1"])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 3, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let files = diagnostics.compactMap { $0["file"] as? String }
        #expect(files.contains("layouts/a.layout.yml") && files.contains("layouts/c.layout.yml"))
        let hung = try #require(diagnostics.first { $0["file"] as? String == "layouts/b.layout.yml" })
        #expect(hung["rule"] as? String == "input-error")
        #expect((hung["message"] as? String)?.hasPrefix("autolint stopped after 1 second on this file (a hang)") == true)
    }

    @Test func theHTMLReportIsWrittenWithTheCrashingFileAsAnInputError() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let result = try Self.run(["report", "layouts", "-o", "r.html"], in: workspace, crashOn: "c.layout.yml")
        #expect(result.status == 3, "\(result.error)")
        let html = try workspace.read("r.html")
        #expect(html.contains("a.layout.yml"))
        #expect(html.contains("while analysing this file"))
    }

    @Test func theInjectedCrashActsOnlyInAWorker() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = ["check", "layouts", "--reporter", "json"]
        process.currentDirectoryURL = workspace.url
        var environment = ProcessInfo.processInfo.environment
        environment["AUTOLINT_INJECT_CRASH"] = "b.layout.yml"
        environment["AUTOLINT_ISOLATION"] = "0"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // The hook only acts in a worker: run alone, the file is checked normally.
        #expect(process.terminationReason == .exit)
    }
}
