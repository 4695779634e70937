import AutolintCommand
import Foundation

/// One autolint command on one input, in this process and without crash isolation, as the
/// hardening issue's replays run it: the command campaigns. `AUTOLINT_FUZZ_COMMAND` names the
/// command (`check`, `explain`, `solve`, `graph`, `report`, `export`, `exercise`, `trace`),
/// `AUTOLINT_FUZZ_FILE` the file name the input is written under, which picks its format.
enum CommandRun {
    static let commands = ["check", "explain", "solve", "graph", "report", "export", "exercise", "trace"]

    private static let environment = ProcessInfo.processInfo.environment
    static let command = environment["AUTOLINT_FUZZ_COMMAND"] ?? "check"
    static let fileName = environment["AUTOLINT_FUZZ_FILE"] ?? "fuzz.layout.yml"

    /// A folder of this process's own, where each input is written and each output goes.
    private static let folder = URL(fileURLWithPath: ScratchFolder.make("command"))

    static func run(_ data: Data) -> Int {
        precondition(commands.contains(command), "AUTOLINT_FUZZ_COMMAND must be one of: \(commands.joined(separator: ", "))")
        setenv("AUTOLINT_ISOLATION", "0", 1)
        let file = folder.appendingPathComponent(fileName)
        guard (try? data.write(to: file)) != nil else { return 0 }
        var status = 0
        do {
            var parsed = try Autolint.parseAsRoot(arguments(file: file.path))
            try parsed.run()
        } catch {
            status = Int(Autolint.exitCode(for: error).rawValue)
        }
        // Exit codes past 3 are the crash isolation's and a usage error's: neither may come of an input.
        if status > 3 { fatalError("\(command) ended with \(status)") }
        if (try? Data(contentsOf: file)) != data { fatalError("\(command) changed its input file") }
        return status
    }

    private static func arguments(file: String) -> [String] {
        let output = { (name: String) in folder.appendingPathComponent(name).path }
        switch command {
        case "check": return ["check", file, "--reporter", "json"]
        case "graph": return ["graph", file, "-o", output("graph.svg")]
        case "report": return ["report", file, "-o", output("report.html")]
        case "export": return ["export", file, "-o", output("exported")]
        case "exercise": return ["exercise", file, "--svg", output("exercise.svg")]
        default: return [command, file]
        }
    }
}
