import Foundation
import PackagePlugin

/// `swift package autolint [--target NAME ...] [check options]`: checks the package's targets
/// (every target, or the ones named) with `autolint check`, passing the other arguments on
/// (`--strict`, `--reporter json`, `--all-devices`, ...). The exit code is autolint's.
@main
struct AutolintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }.sorted()
        guard !folders.isEmpty else {
            Diagnostics.warning("no source targets to check")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "autolint").url
        process.arguments = ["check"] + extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("autolint check exited with \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
