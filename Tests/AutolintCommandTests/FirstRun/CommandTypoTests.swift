import AutolintModel
import Foundation
import Testing
@testable import AutolintCommand

/// Misspelt commands, devices, reporters and rules are usage errors with a suggestion, never a
/// file that is not there or a report in the wrong format.
@Suite struct CommandTypoTests {
    @Test func aMisspeltCommandIsAUsageErrorWithASuggestion() {
        let message = Autolint.misspeltCommand(in: ["chek", "Fixtures"], fileExists: { _ in false })
        #expect(message?.hasPrefix("unknown command 'chek'; did you mean 'check'?") == true)
        #expect(Autolint.misspeltCommand(in: ["repot", "Fixtures", "-o", "r.html"], fileExists: { _ in false })?
            .hasPrefix("unknown command 'repot'; did you mean 'report'?") == true)
    }

    @Test func filesFlagsAndCommandsAreNotMisspeltCommands() {
        let none: (String) -> Bool = { _ in false }
        #expect(Autolint.misspeltCommand(in: ["check", "x"], fileExists: none) == nil)
        #expect(Autolint.misspeltCommand(in: ["--strict"], fileExists: none) == nil)
        #expect(Autolint.misspeltCommand(in: ["-"], fileExists: none) == nil)
        #expect(Autolint.misspeltCommand(in: ["missing.xib"], fileExists: none) == nil)
        #expect(Autolint.misspeltCommand(in: ["Screens/"], fileExists: none) == nil)
        #expect(Autolint.misspeltCommand(in: ["Screens"], fileExists: { $0 == "Screens" }) == nil)
        #expect(Autolint.misspeltCommand(in: [], fileExists: none) == nil)
    }

    @Test func misspeltDevicesReportersAndRulesGetSuggestions() throws {
        // Devices are known once the configuration (and its custom devices) is read.
        #expect(throws: ConfigurationError.self) { try check(["--device", "iphone15"], in: "/") }
        do {
            _ = try check(["--device", "iphone15"], in: "/")
        } catch {
            #expect("\(error)".contains("unknown device 'iphone15'; did you mean 'iphone-15'?"))
        }
        do {
            _ = try CheckCommand.parse(["--reporter", "jsn"])
        } catch {
            #expect(CheckCommand.message(for: error).contains("unknown reporter 'jsn'; did you mean 'json'?"))
        }
        #expect(throws: ConfigurationError.self) { try RulesCommand.parse(["duplicate-constraints"]).execute(workingDirectory: "/") }
        do {
            _ = try RulesCommand.parse(["duplicate-constraints"]).execute(workingDirectory: "/")
        } catch {
            #expect("\(error)".contains("did you mean 'duplicate-constraint'?"))
        }
    }

    @Test func interfaceBuilderCanvasIDsAreDevices() throws {
        let landscape = try #require(Device.named("retina4_7-landscape"))
        #expect(landscape.size == Size(width: 667, height: 375))
        #expect(Device.named("retina6_1")?.size == Size(width: 414, height: 896))
        #expect(Device.named("retina6_1-sideways") == nil)
        #expect(throws: Never.self) { try CheckCommand.parse(["--device", "retina6_1"]) }
    }

    @Test(.enabled(if: ExecutableTests.executable != nil, "the autolint executable is built by swift build"))
    func aShellSeesExitOneForAMisspeltCommand() throws {
        let workspace = try Workspace(files: ["clean.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        let typo = try ExecutableTests.run(["chek", "clean.layout.yml"], in: workspace.path)
        #expect(typo.status == 1)
        #expect(typo.error.contains("did you mean 'check'?"))
        let report = try ExecutableTests.run(["repot", "clean.layout.yml", "-o", "r.html"], in: workspace.path)
        #expect(report.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("r.html")))
    }
}
