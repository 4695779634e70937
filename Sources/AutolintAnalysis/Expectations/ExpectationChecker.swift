import AutolintModel

/// Checks a fixture's `expect:` block against what `autolint check` reported for it.
///
/// Only what could be verified is checked: an expected diagnostic of a rule that did not run
/// (disabled, or not part of this build) is neither required nor refused, and a reported
/// diagnostic is compared only when its rule ran. `frames:` needs solved frames; it is checked
/// where the solver's results are at hand (see `docs/cli.md`).
public struct ExpectationChecker: Sendable {
    /// The id unmet expectations are reported under.
    public static let ruleID = "expectation"

    /// Rules whose findings were collected for the layout.
    public var checkedRules: Set<String>

    public init(checkedRules: Set<String>) {
        self.checkedRules = checkedRules
    }

    /// One error diagnostic per unmet expectation ("expectation not met: ..."), none when all hold.
    public func check(_ layout: Layout, reported: [Diagnostic]) -> [Diagnostic] {
        guard let expectations = layout.expectations else { return [] }
        let anchor = expectations.location ?? layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1)
        var unmet: [Diagnostic] = []
        if let clean = expectations.clean {
            let errors = reported.filter { $0.severity == .error }
            if clean, !errors.isEmpty {
                let rules = Array(Set(errors.map(\.rule))).sorted().joined(separator: ", ")
                unmet.append(failure("expected clean, but \(errors.count) error\(errors.count == 1 ? " was" : "s were") reported (\(rules))", at: anchor))
            } else if !clean, errors.isEmpty {
                unmet.append(failure("expected errors (clean: false), but none was reported", at: anchor))
            }
        }
        if let expected = expectations.diagnostics {
            unmet += checkDiagnostics(expected, reported: reported, anchor: anchor)
        }
        return unmet
    }

    private func checkDiagnostics(_ expected: [ExpectedDiagnostic], reported: [Diagnostic], anchor: SourceLocation) -> [Diagnostic] {
        var unmet: [Diagnostic] = []
        for entry in expected where checkedRules.contains(entry.rule) {
            if !reported.contains(where: { Self.matches(entry, $0) }) {
                unmet.append(failure("expected \(Self.describe(entry)), but it was not reported", at: entry.location ?? anchor))
            }
        }
        for diagnostic in reported where checkedRules.contains(diagnostic.rule) {
            if !expected.contains(where: { Self.matches($0, diagnostic) }) {
                let views = diagnostic.views.isEmpty ? "" : " on \(diagnostic.views.joined(separator: ", "))"
                let axis = diagnostic.axis.map { " (\($0.rawValue))" } ?? ""
                unmet.append(failure("\(diagnostic.rule)\(views)\(axis) was reported but is not listed in expect.diagnostics: \(diagnostic.message)",
                                     at: diagnostic.location))
            }
        }
        return unmet
    }

    /// Whether the fixture asked for this finding: an `expect.diagnostics` entry matches it, or,
    /// without such a list, `clean: false` asks for errors. A fixture that shows a problem on
    /// purpose then passes a CI gate while its findings are still reported.
    public func isExpected(_ diagnostic: Diagnostic, in layout: Layout) -> Bool {
        guard diagnostic.rule != Self.ruleID, let expectations = layout.expectations else { return false }
        if let expected = expectations.diagnostics {
            return expected.contains { Self.matches($0, diagnostic) }
        }
        return expectations.clean == false && diagnostic.severity == .error
    }

    static func matches(_ expected: ExpectedDiagnostic, _ diagnostic: Diagnostic) -> Bool {
        expected.rule == diagnostic.rule
            && (expected.view.map { diagnostic.views.contains($0) } ?? true)
            && (expected.axis.map { $0 == diagnostic.axis } ?? true)
    }

    private static func describe(_ entry: ExpectedDiagnostic) -> String {
        var text = entry.rule
        if let view = entry.view { text += " on \(view)" }
        if let axis = entry.axis { text += " (\(axis.rawValue))" }
        return text
    }

    private func failure(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(rule: Self.ruleID, severity: .error, location: location, message: "expectation not met: \(message)")
    }
}
