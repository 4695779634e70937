import Foundation
import Testing

/// The GitHub Action's check step (`scripts/integrations/github-action.sh`) run as the runner runs
/// it: annotations on standard output, a SARIF file, and the exit code as a step output; and the
/// action's definition wires them to the SARIF upload and the final failure.
@Suite struct GitHubActionTests {
    static let script = packageRoot.appendingPathComponent("scripts/integrations/github-action.sh").path

    @Test(.enabled(if: ExecutableTests.executable != nil, "the autolint executable is built by swift build"))
    func theCheckStepAnnotatesWritesSARIFAndReportsTheExitCode() throws {
        let workspace = try Workspace(files: ["Screens/error.layout.yml": SampleFixtures.error, "Screens/clean.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        try Data().write(to: workspace.url.appendingPathComponent("github-output"))
        let result = try Integration.run("/bin/bash", [Self.script], in: workspace.path, environment: [
            "AUTOLINT": ExecutableTests.executable?.path ?? "", "INPUT_PATHS": "Screens", "INPUT_ARGUMENTS": "--strict",
            "RUNNER_TEMP": workspace.path, "GITHUB_OUTPUT": workspace.path("github-output"),
        ])
        #expect(result.status == 0, "the step succeeds so that the upload runs: \(result.output)")
        #expect(result.output.contains("::error file=Screens/error.layout.yml,line=5,col=5,title=autolint invalid-attribute-pairing::"))
        let outputs = try workspace.read("github-output")
        #expect(outputs.contains("exit-code=2\n"))
        #expect(outputs.contains("sarif-file=\(workspace.path("autolint.sarif"))\n"))
        let sarif = try workspace.read("autolint.sarif")
        #expect(sarif.contains("\"version\": \"2.1.0\"") && sarif.contains("invalid-attribute-pairing"))
    }

    @Test func theActionRunsTheScriptUploadsSARIFAndFailsWithTheCode() throws {
        let action = try String(contentsOf: packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(action.contains("using: composite"))
        #expect(action.contains("scripts/integrations/github-action.sh"))
        #expect(action.contains("uses: github/codeql-action/upload-sarif@v3"))
        #expect(action.contains("sarif_file: ${{ steps.check.outputs.sarif-file }}"))
        #expect(action.contains("run: exit \"${{ steps.check.outputs.exit-code }}\""))
        #expect(FileManager.default.isExecutableFile(atPath: Self.script))
    }
}
