import Foundation

/// Runs a program found on PATH, for the integration tests (pre-commit, the GitHub Action's script).
enum Integration {
    struct Result {
        var status: Int32
        var output: String
    }

    /// True when `program` is on PATH.
    static func has(_ program: String) -> Bool {
        (try? run("/usr/bin/env", ["which", program], in: FileManager.default.temporaryDirectory.path, environment: [:]).status) == 0
    }

    /// Runs `executable` with standard output and error together; `environment` is added to this process's.
    static func run(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// PATH with the built `autolint` first.
    static var pathWithAutolint: String? {
        guard let executable = ExecutableTests.executable else { return nil }
        return executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }
}
