import Foundation

/// Debian's `chromium`, run headless on a file, for tests that must see a page as a browser does.
struct HeadlessChromium {
    let executable: String
    let profile: URL

    static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Run {
        var output: String
        var log: String
    }

    struct TimedOut: Error {}

    init?(profile: URL) {
        guard let executable = Self.executable else { return nil }
        self.executable = executable
        self.profile = profile
    }

    /// Runs chromium with the common headless flags, console messages logged to standard error.
    func run(_ arguments: [String], page: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
            "--enable-logging=stderr", "--v=0",
        ] + arguments + [page.absoluteString]
        // Files, not pipes: a pipe nobody reads while chromium runs could fill up and block it.
        let output = profile.appendingPathExtension("stdout")
        let log = profile.appendingPathExtension("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                throw TimedOut()
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let outputData = try Data(contentsOf: output)
        let logData = try Data(contentsOf: log)
        return Run(output: String(decoding: outputData, as: UTF8.self), log: String(decoding: logData, as: UTF8.self))
    }
}
