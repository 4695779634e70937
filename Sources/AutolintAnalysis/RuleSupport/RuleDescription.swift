import AutolintModel

/// What a rule is, for `autolint rules`, reporters (SARIF's rule table) and configuration.
///
/// The examples are the rule's specification: every triggering example must produce at least one
/// diagnostic of this rule and every non-triggering example none (a generic test runs them all
/// through the fixture reader). Each is a complete layout fixture in YAML.
public struct RuleDescription: Hashable, Sendable {
    public var id: String
    /// Title case, for humans: "Duplicate Constraint".
    public var name: String
    public var defaultSeverity: Severity
    /// One or two sentences: what it finds and why it matters.
    public var description: String
    public var triggeringExamples: [String]
    public var nonTriggeringExamples: [String]
    /// Off unless listed in `opt_in_rules`.
    public var isOptIn: Bool
    /// What the examples are written in: layout fixtures, or Swift source for rules only code can break.
    public var exampleLanguage: ExampleLanguage = .fixture
    /// Where the rule applies (`RuleRunner` runs it on layouts from these only): whole hierarchies
    /// by default; a console block or a trace is a fragment, where what is missing says nothing.
    public var origins: [LayoutOrigin]

    public enum ExampleLanguage: String, Hashable, Sendable {
        case fixture, swift
    }

    public init(
        id: String, name: String, defaultSeverity: Severity, description: String,
        triggeringExamples: [String], nonTriggeringExamples: [String], isOptIn: Bool = false, exampleLanguage: ExampleLanguage = .fixture,
        origins: [LayoutOrigin] = LayoutOrigin.wholeHierarchies
    ) {
        self.exampleLanguage = exampleLanguage
        self.origins = origins
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.description = description
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isOptIn = isOptIn
    }

    /// A finding of this rule at its default severity.
    public func diagnostic(
        at location: SourceLocation, views: [String], axis: Axis? = nil, constraints: [String] = [],
        message: String, fixes: [String] = [], configuration: String? = nil
    ) -> Diagnostic {
        Diagnostic(rule: id, severity: defaultSeverity, location: location, configuration: configuration,
                   views: views, axis: axis, constraints: constraints, message: message, fixes: fixes)
    }
}
