import Foundation
import Testing

/// autolint's SwiftPM plugins, used by the sample package in `Tests/PluginSample` as an app's
/// package would use them: the build-tool plugin fails the build with autolint's finding (an
/// Xcode-format line, which Xcode's issue navigator shows), writing nothing in the package; the
/// command plugin (`swift package autolint`) reports the same finding with autolint's exit code.
///
/// The sample builds autolint from this checkout into a scratch folder of its own, new for each
/// run (a kept one can miss source files added since, as SwiftPM plans a path dependency's
/// files from its cached state): a couple of minutes on this machine.
@Suite(.enabled(if: Integration.has("swift"), "needs the swift toolchain"), .serialized)
struct PluginTests {
    static let sample = packageRoot.appendingPathComponent("Tests/PluginSample")
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-plugin-sample-\(ProcessInfo.processInfo.processIdentifier)")

    /// `swift COMMAND --package-path SAMPLE --scratch-path SCRATCH ARGUMENTS` (the paths before a
    /// plugin's verb, which takes the arguments after it).
    static func swift(_ command: String, _ arguments: [String] = []) throws -> Integration.Result {
        try Integration.run("/usr/bin/env", ["swift", command, "--package-path", sample.path, "--scratch-path", scratch.path] + arguments,
                            in: sample.path, environment: [:])
    }

    /// The sample's files, but for `Package.resolved`, which SwiftPM itself writes on a build.
    static func files(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.hasPrefix(".build") && $0 != "Package.resolved" }.sorted()
    }

    @Test func theBuildToolPluginFailsTheBuildWithTheFinding() throws {
        let before = Self.files(in: Self.sample)
        let build = try Self.swift("build")
        #expect(build.status != 0, "the layout's error fails the build: \(build.output.suffix(2000))")
        #expect(build.output.contains("login.layout.yml:6:5: error: title.top == root.leading: a vertical attribute (top) cannot be related to a horizontal one (leading) (invalid-attribute-pairing)"),
                "\(build.output.suffix(2000))")
        #expect(Self.files(in: Self.sample) == before, "the plugin wrote into the package")
    }

    @Test func theCommandPluginChecksThePackagesTargets() throws {
        let command = try Self.swift("package", ["autolint", "--reporter", "json"])
        #expect(command.status != 0)
        #expect(command.output.contains("\"rule\": \"invalid-attribute-pairing\""), "\(command.output.suffix(2000))")
        #expect(command.output.contains("autolint check exited with 2"))
        // The last test of the suite (it runs serialized, in order) removes the scratch build.
        try? FileManager.default.removeItem(at: Self.scratch)
    }
}
