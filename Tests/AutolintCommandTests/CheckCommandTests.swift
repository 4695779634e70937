import Foundation
import Testing
@testable import AutolintCommand

@Suite struct CheckCommandTests {
    @Test func exitCodesFollowTheContract() throws {
        let workspace = try Workspace(files: [
            "clean.layout.yml": SampleFixtures.clean, "warning.layout.yml": SampleFixtures.warning,
            "error.layout.yml": SampleFixtures.error, "bad.layout.yml": SampleFixtures.unreadable,
        ])
        defer { workspace.remove() }
        #expect(try check(["clean.layout.yml"], in: workspace.path).exitCode == 0)
        #expect(try check(["warning.layout.yml"], in: workspace.path).exitCode == 0)
        #expect(try check(["warning.layout.yml", "--strict"], in: workspace.path).exitCode == 2)
        #expect(try check(["error.layout.yml"], in: workspace.path).exitCode == 2)
        #expect(try check(["bad.layout.yml", "error.layout.yml"], in: workspace.path).exitCode == 3)
        #expect(try check(["missing.layout.yml"], in: workspace.path).exitCode == 3)
    }

    @Test func anUnreadableFileIsReportedAndTheOthersAreStillChecked() throws {
        let workspace = try Workspace(files: [
            "a/bad.layout.yml": SampleFixtures.unreadable, "b/warning.layout.yml": SampleFixtures.warning,
        ])
        defer { workspace.remove() }
        let output = try check(["."], in: workspace.path)
        #expect(output.exitCode == 3)
        #expect(output.standardOutput == """
            a/bad.layout.yml:4:14: error: unknown view or guide 'ghost' (input-error)
              - a.top == ghost.top
                         ^
            b/warning.layout.yml:4:5: warning: a.left == root.left uses left/right, which do not follow the writing direction (left-right-attributes)

            """)
        #expect(output.standardError == "Done checking! 1 error (1 unreadable input), 1 warning in 2 files (1 configuration).\n")
        let json = try check([".", "--reporter", "json", "--quiet"], in: workspace.path)
        #expect(json.standardError.hasPrefix("a/bad.layout.yml:4:14: error: unknown view or guide 'ghost'\n"))
        #expect(json.standardOutput.contains(#""rule": "input-error""#))
        #expect(json.standardOutput.contains(#""rule": "left-right-attributes""#))
    }

    @Test func outputGoesToTheFileGiven() throws {
        let workspace = try Workspace(files: ["warning.layout.yml": SampleFixtures.warning])
        defer { workspace.remove() }
        let output = try check(["warning.layout.yml", "--output", "report.json", "--reporter", "json", "--quiet"], in: workspace.path)
        #expect(output.standardOutput.isEmpty && output.standardError.isEmpty)
        #expect(try workspace.read("report.json").contains(#""warnings": 1"#))
    }

    @Test func unmetExpectationsFailTheCheck() throws {
        let workspace = try Workspace(files: ["expect.layout.yml": SampleFixtures.clean + "\nexpect:\n  diagnostics:\n    - {rule: duplicate-constraint, view: a}\n"])
        defer { workspace.remove() }
        let output = try check(["expect.layout.yml"], in: workspace.path)
        #expect(output.exitCode == 2)
        #expect(output.standardOutput == "expect.layout.yml:8:7: error: expectation not met: expected duplicate-constraint on a, but it was not reported (expectation)\n")
    }

    @Test func expectedFindingsAreReportedButDoNotFail() throws {
        let workspace = try Workspace(files: ["expect.layout.yml": SampleFixtures.error + "\nexpect:\n  clean: false\n"])
        defer { workspace.remove() }
        let output = try check(["expect.layout.yml"], in: workspace.path)
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("[expected] (invalid-attribute-pairing)"))
        #expect(output.standardError.contains("0 errors, 0 warnings, 1 expected"))
    }

    @Test func theBundledFixturesMeetTheirExpectations() throws {
        let output = try check(["Fixtures", "--reporter", "json"], in: packageRoot.path)
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(!output.standardOutput.contains(#""rule": "expectation""#))
        #expect(!output.standardOutput.contains(#""rule": "input-error""#))
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures").path)
        #expect(fixtures.count >= 15)
    }

    @Test func baselinesHideKnownFindingsOnly() throws {
        let workspace = try Workspace(files: ["w.layout.yml": SampleFixtures.warning])
        defer { workspace.remove() }
        _ = try check(["w.layout.yml", "--write-baseline", "baseline.json", "--strict"], in: workspace.path)
        #expect(try workspace.read("baseline.json") == """
            {
              "version": 1,
              "findings": [
                {
                  "file": "w.layout.yml",
                  "rule": "left-right-attributes",
                  "views": [
                    "a",
                    "root"
                  ],
                  "message": "a.left == root.left uses left/right, which do not follow the writing direction"
                }
              ]
            }

            """)
        let known = try check(["w.layout.yml", "--baseline", "baseline.json", "--strict"], in: workspace.path)
        #expect(known.exitCode == 0)
        #expect(known.standardOutput.isEmpty)
        // Moving the finding to another line keeps it known; a second copy is new.
        try workspace.write("w.layout.yml", "# moved\n" + SampleFixtures.warning + "\n  - a.right == root.left\n")
        let moved = try check(["w.layout.yml", "--baseline", "baseline.json", "--strict"], in: workspace.path)
        #expect(moved.exitCode == 2)
        #expect(moved.standardOutput.hasPrefix("w.layout.yml:7:5: error: a.right == root.left"))
        #expect(moved.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func aBadBaselineIsAConfigurationError() throws {
        let workspace = try Workspace(files: ["w.layout.yml": SampleFixtures.warning, "baseline.json": "[1, 2]"])
        defer { workspace.remove() }
        #expect(throws: ConfigurationError.self) { try check(["w.layout.yml", "--baseline", "baseline.json"], in: workspace.path) }
    }

    @Test func devicesAndDirectionsMultiplyConfigurations() throws {
        let workspace = try Workspace(files: ["c.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        let all = try check(["c.layout.yml", "--all-devices", "--direction", "rtl"], in: workspace.path)
        #expect(all.standardError.contains("(9 configurations)"))
        let two = try check(["c.layout.yml", "--device", "iphone-se", "--device", "ipad-10"], in: workspace.path)
        #expect(two.standardError.contains("(2 configurations)"))
    }

    @Test func invalidOptionsAreUsageErrors() {
        // Devices are checked once `.autolint.yml` (which may define some) is read: still exit 1.
        #expect(throws: ConfigurationError.self) { try check(["--device", "iphone-99"], in: "/") }
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--reporter", "html"]) }
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--direction", "up"]) }
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--all-devices", "--device", "iphone-se"]) }
    }
}
