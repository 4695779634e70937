import AutolintAnalysis
import Foundation
import Testing
@testable import AutolintCommand

@Suite struct RulesCommandTests {
    @Test func listsEveryRuleWithSeverityDescriptionAndExample() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = try RulesCommand.parse([]).execute(workingDirectory: workspace.path).standardOutput
        for description in RuleRegistry.descriptions {
            #expect(output.contains("\(description.id) (\(description.defaultSeverity.rawValue), enabled)\n  \(description.name): "))
        }
        #expect(output.components(separatedBy: "  Triggers:").count - 1 == RuleRegistry.descriptions.filter { !$0.triggeringExamples.isEmpty }.count)
        #expect(!output.contains("Does not trigger:"))
    }

    @Test func oneRuleShowsAllItsExamplesAndTheConfiguration() throws {
        let workspace = try Workspace(files: [".autolint.yml": "duplicate-constraint: error\n"])
        defer { workspace.remove() }
        let output = try RulesCommand.parse(["duplicate-constraint"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(output.hasPrefix("duplicate-constraint (error, enabled, default warning)\n"))
        let description = DuplicateConstraintRule.description
        #expect(output.components(separatedBy: "  Triggers:").count - 1 == description.triggeringExamples.count)
        #expect(output.components(separatedBy: "  Does not trigger:").count - 1 == description.nonTriggeringExamples.count)
        #expect(throws: ConfigurationError.self) { try RulesCommand.parse(["no-such-rule"]).execute(workingDirectory: workspace.path) }
    }
}

@Suite struct ReportersCommandTests {
    @Test func listsEveryReporterOnceWithTheDefaultMarked() {
        let lines = ReportersCommand().execute().standardOutput.split(separator: "\n")
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ReporterRegistry.identifiers)
        #expect(lines.filter { $0.hasSuffix("(default)") }.map { String($0.prefix { $0 != " " }) } == ["xcode"])
    }
}
