import Foundation
import PackagePlugin

/// Runs `autolint check --reporter xcode` on a target's Interface Builder documents and layout
/// fixtures during a build, so that findings appear as build issues (Xcode's issue navigator, or
/// `file:line:col: error:` lines on the command line); an error-severity finding fails the build,
/// as SwiftLint's errors do.
///
/// It writes nothing but a stamp in its own work directory (so that an unchanged target is not
/// checked again) and needs no network: `autolint` is built from this package.
@main
struct AutolintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try AutolintBuildCommand.commands(
            for: target.sourceFiles.map(\.url), named: target.name, tool: context.tool(named: "autolint").url,
            workDirectory: context.pluginWorkDirectoryURL, projectDirectory: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AutolintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try AutolintBuildCommand.commands(
            for: target.inputFiles.map(\.url), named: target.displayName, tool: context.tool(named: "autolint").url,
            workDirectory: context.pluginWorkDirectoryURL, projectDirectory: context.xcodeProject.directoryURL)
    }
}
#endif

enum AutolintBuildCommand {
    /// The files autolint checks (source files join once autolint reads them).
    static func isChecked(_ file: URL) -> Bool {
        let name = file.lastPathComponent.lowercased()
        return [".xib", ".storyboard", ".layout.yml", ".layout.yaml", ".layout.json"].contains { name.hasSuffix($0) }
    }

    /// A target's files, with folders (a `.copy` resource is one) opened up.
    static func files(in entries: [URL]) -> [URL] {
        entries.flatMap { entry -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [entry] }
            let found = FileManager.default.enumerator(at: entry, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return found
        }
    }

    static func commands(for files: [URL], named name: String, tool: URL, workDirectory: URL, projectDirectory: URL) -> [Command] {
        let inputs = Self.files(in: files).filter(isChecked).sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("autolint-\(name).stamp")
        // Run from the work directory, which holds none of the files, so that findings name them
        // by absolute paths, which Xcode's issue navigator opens. The project's `.autolint.yml`
        // (rules, severities, suppressions) is named explicitly. The stamp is written only when the
        // check passes: a failed check runs again next build.
        let configuration = projectDirectory.appendingPathComponent(".autolint.yml")
        let options = FileManager.default.fileExists(atPath: configuration.path) ? ["--config", configuration.path] : []
        let script = "cd \"$AUTOLINT_WORK\" && \"$0\" check --reporter xcode --quiet \"$@\" && : > \"$AUTOLINT_STAMP\""
        return [.buildCommand(
            displayName: "autolint \(name) (\(inputs.count) file\(inputs.count == 1 ? "" : "s"))",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path] + options + inputs.map(\.path),
            environment: ["AUTOLINT_STAMP": stamp.path, "AUTOLINT_WORK": workDirectory.path],
            inputFiles: [tool] + inputs,
            outputFiles: [stamp])]
    }
}
