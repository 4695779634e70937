import ArgumentParser
import AutolintFormats
import AutolintModel
import AutolintAnalysis
import Foundation

/// `autolint rules [RULE]`: every rule with its id, default severity, description and examples.
public struct RulesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity, whether it is enabled, description and example.")

    @Argument(help: ArgumentHelp("Show only this rule, with all its examples.", valueName: "rule-id"))
    public var rule: String?

    @Option(help: ArgumentHelp("Configuration file (default: the nearest .autolint.yml upward).", valueName: "path"))
    public var config: String?

    public init() {}

    public func run() throws {
        try TerminalOutput.finish(execute(workingDirectory: FileManager.default.currentDirectoryPath))
    }

    public func execute(workingDirectory: String) throws(ConfigurationError) -> CommandOutput {
        let configuration = try LintConfigurationLoader(workingDirectory: workingDirectory).load(explicitPath: config)
        let selection = RuleSelection(configuration: configuration)
        var descriptions = RuleRegistry.descriptions
        if let rule {
            descriptions = descriptions.filter { $0.id == rule }
            guard !descriptions.isEmpty else {
                throw ConfigurationError("unknown rule '\(rule)'\(NearestName.hint(for: rule, among: RuleRegistry.ids)); rules are \(RuleRegistry.ids.joined(separator: ", "))")
            }
        }
        let blocks = descriptions.map { description in
            Self.block(description, enabled: selection.isEnabled(description.id),
                       severity: configuration.severities[description.id] ?? description.defaultSeverity,
                       allExamples: rule != nil)
        }
        return CommandOutput(standardOutput: blocks.joined(separator: "\n"))
    }

    static func block(_ description: RuleDescription, enabled: Bool, severity: Severity, allExamples: Bool) -> String {
        var status = [severity.rawValue, enabled ? "enabled" : "disabled"]
        if description.isOptIn { status.append("opt-in") }
        if severity != description.defaultSeverity { status.append("default \(description.defaultSeverity.rawValue)") }
        var lines = ["\(description.id) (\(status.joined(separator: ", ")))", "  \(description.name): \(description.description)"]
        let triggering = allExamples ? description.triggeringExamples : Array(description.triggeringExamples.prefix(1))
        for example in triggering {
            lines.append("  Triggers:")
            lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        if allExamples {
            for example in description.nonTriggeringExamples {
                lines.append("  Does not trigger:")
                lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
