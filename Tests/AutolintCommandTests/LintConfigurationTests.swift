import AutolintModel
import Foundation
import Testing
@testable import AutolintCommand

@Suite struct LintConfigurationTests {
    static let loader = LintConfigurationLoader(workingDirectory: "/project")

    @Test func readsEveryKey() throws {
        let configuration = try Self.loader.parse("""
            disabled_rules: [left-right-attributes]
            opt_in_rules: []
            included: [Fixtures, Screens]
            excluded: [Fixtures/old]
            devices: [iphone-se, ipad-10]
            strict: true
            reporter: json
            duplicate-constraint: error
            invalid-attribute-pairing: {severity: warning}
            """, path: "/project/.autolint.yml")
        #expect(configuration.disabledRules == ["left-right-attributes"])
        #expect(configuration.included == ["Fixtures", "Screens"])
        #expect(configuration.excluded == ["Fixtures/old"])
        #expect(configuration.devices == ["iphone-se", "ipad-10"])
        #expect(configuration.strict)
        #expect(configuration.reporter == "json")
        #expect(configuration.severities == ["duplicate-constraint": .error, "invalid-attribute-pairing": .warning])
    }

    @Test(arguments: [
        ("disabled_rule: [x]", 1, 1, "unknown key 'disabled_rule' (did you mean 'disabled_rules'?)"),
        ("disabled_rules: [duplicate-constraints]", 1, 18, "unknown rule 'duplicate-constraints' in `disabled_rules` (did you mean 'duplicate-constraint'?)"),
        ("strict: maybe", 1, 9, "`strict` must be true or false"),
        ("reporter: html", 1, 11, "unknown reporter 'html'"),
        ("devices: [iphone-99]", 1, 11, "unknown device 'iphone-99'"),
        ("duplicate-constraint: fatal", 1, 23, "the severity of 'duplicate-constraint' must be warning or error"),
        ("duplicate-constraint: {level: error}", 1, 24, "unknown key 'level' for rule 'duplicate-constraint'"),
        ("only_rules: [duplicate-constraint]\ndisabled_rules: [left-right-attributes]", 1, 1, "`only_rules` cannot be combined"),
        ("included: [{a: b}]", 1, 12, "`included` must be a list of names"),
        ("- a\n- b", 1, 1, "the configuration must be a mapping"),
        ("strict: [true", 2, 1, "YAML syntax error"),
    ])
    func badConfigurationsAreLocatedErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect {
            try Self.loader.parse(text, path: "/project/.autolint.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == SourceLocation(file: "/project/.autolint.yml", line: line, column: column)
                && error.message.contains(message)
        }
    }

    @Test func isFoundUpwardFromTheWorkingDirectory() throws {
        let workspace = try Workspace(files: [
            ".autolint.yml": "disabled_rules: [left-right-attributes]\nincluded: [screens]\n",
            "screens/w.layout.yml": SampleFixtures.warning,
            "screens/deep/e.layout.yml": SampleFixtures.error,
        ])
        defer { workspace.remove() }
        let nested = workspace.path("screens/deep")
        let configuration = try LintConfigurationLoader(workingDirectory: nested).load(explicitPath: nil)
        #expect(configuration.path == workspace.path(".autolint.yml"))
        #expect(configuration.included == [workspace.path("screens")])
        // From the root: `included` is used when no path is given, and the disabled rule is silent.
        let output = try check(["--reporter", "summary"], in: workspace.path)
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.contains("invalid-attribute-pairing"))
        #expect(!output.standardOutput.contains("left-right-attributes"))
    }

    @Test func excludedPathsAreSkippedInDirectories() throws {
        let workspace = try Workspace(files: [
            "project.yml": "excluded: [old, 'legacy/*.layout.yml']\n",
            "new/e.layout.yml": SampleFixtures.error,
            "old/e.layout.yml": SampleFixtures.error,
            "legacy/e.layout.yml": SampleFixtures.error,
        ])
        defer { workspace.remove() }
        let output = try check([".", "--config", "project.yml", "--reporter", "json"], in: workspace.path)
        #expect(output.standardOutput.contains(#""file": "new/e.layout.yml""#))
        #expect(!output.standardOutput.contains("old/"))
        #expect(!output.standardOutput.contains("legacy/"))
    }

    @Test func severitiesAndRuleSelectionApply() throws {
        let workspace = try Workspace(files: [
            "strict.yml": "left-right-attributes: error\n",
            "only.yml": "only_rules: [duplicate-constraint]\n",
            "w.layout.yml": SampleFixtures.warning,
        ])
        defer { workspace.remove() }
        #expect(try check(["w.layout.yml", "--config", "strict.yml"], in: workspace.path).exitCode == 2)
        #expect(try check(["w.layout.yml", "--config", "only.yml"], in: workspace.path).standardOutput.isEmpty)
        #expect(throws: ConfigurationError.self) { try check(["w.layout.yml", "--config", "missing.yml"], in: workspace.path) }
    }
}
