import Foundation
import Testing

/// `../shared/fuzz`, beside the checkout.
let fuzzFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fuzz")

/// The inputs that crashed or hung autolint (`../shared/fuzz`, minimised by mutation testing),
/// each run through every command that reads, solves and prints: each must end by itself with an
/// exit code of 0-3. A watchdog kills a run that takes longer than a generous debug-build bound.
@Suite(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: fuzzFolder.path),
                "needs the built autolint and ../shared/fuzz"))
struct FuzzRegressionTests {
    static var folder: URL { fuzzFolder }
    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }.sorted()
    }

    /// Runs autolint, in one process, with a watchdog; nil when it had to be killed, minus the
    /// signal when it crashed.
    static func run(_ arguments: [String], in directory: String, limit: TimeInterval = 30) throws -> Int32? {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // In one process: crash isolation would turn a crash into an input error (exit 3) and hide it.
        var environment = ProcessInfo.processInfo.environment
        environment["AUTOLINT_ISOLATION"] = "0"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    @Test(arguments: inputs)
    func everyCommandEndsWithAnExitCodeOfZeroToThree(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let input = Self.folder.appendingPathComponent(name).path
        let isConfiguration = name.hasSuffix(".autolint.yml")
        let commands: [[String]] = isConfiguration
            ? [["check", "--config", input, packageRoot.appendingPathComponent("Fixtures/login-form.layout.yml").path]]
            : [["check", input, "--reporter", "json"], ["report", input, "-o", "r.html"], ["graph", input, "-o", "g.svg"],
               ["explain", input], ["solve", input]]
        for command in commands {
            let status = try Self.run(command, in: workspace.path)
            #expect(status != nil, "\(command.joined(separator: " ")) did not end")
            #expect((0...3).contains(status ?? -1), "\(command.joined(separator: " ")) ended with \(status.map(String.init) ?? "a kill")")
        }
    }
}

extension FuzzRegressionTests {
    /// `check -` reading `/dev/zero` stops at the size guard with an error, instead of filling memory.
    @Test func endlessStandardInputEndsAtTheSizeGuard() throws {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = ["check", "-", "--quiet"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        // The xcode report on standard output shows the input error.
        let errors = Pipe()
        process.standardOutput = errors
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 3, "\(text)")
        #expect(text.contains("standard input too large"))
    }
}
