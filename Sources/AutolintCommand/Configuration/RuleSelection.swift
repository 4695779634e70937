import AutolintAnalysis
import AutolintModel

/// Which rules run and at which severity, from a configuration (SwiftLint's semantics).
public struct RuleSelection: Sendable {
    /// The rules to run, in registry order.
    public let rules: [any Rule]
    private let severities: [String: Severity]

    public init(configuration: LintConfiguration, registry: [any Rule] = RuleRegistry.all) {
        if let only = configuration.onlyRules {
            rules = registry.filter { only.contains($0.description.id) }
        } else {
            rules = registry.filter { rule in
                let id = rule.description.id
                return (!rule.description.isOptIn || configuration.optInRules.contains(id)) && !configuration.disabledRules.contains(id)
            }
        }
        severities = configuration.severities
    }

    public func isEnabled(_ id: String) -> Bool { rules.contains { $0.description.id == id } }

    /// The diagnostic at the severity the configuration gives its rule.
    public func applyingSeverity(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let severity = severities[diagnostic.rule] else { return diagnostic }
        var changed = diagnostic
        changed.severity = severity
        return changed
    }
}
