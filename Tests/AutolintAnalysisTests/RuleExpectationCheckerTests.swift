import AutolintModel
import Testing
@testable import AutolintAnalysis

@Suite struct RuleExpectationCheckerTests {
    static let file = "e.layout.yml"

    static func layout(_ expectations: Expectations) -> Layout {
        Layout(name: "e", views: [LayoutView(id: "root", subviews: ["a"]), LayoutView(id: "a", parent: "root")],
               expectations: expectations, location: SourceLocation(file: file, line: 1, column: 1))
    }

    static func diagnostic(_ rule: String, _ severity: Severity = .warning, views: [String] = ["a"], axis: Axis? = nil, line: Int = 9) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, location: SourceLocation(file: file, line: line, column: 5), views: views, axis: axis, message: "m")
    }

    static let checker = ExpectationChecker(checkedRules: ["duplicate-constraint", "invalid-attribute-pairing"])

    @Test func metExpectationsGiveNothing() {
        let expectations = Expectations(clean: false, diagnostics: [
            ExpectedDiagnostic(rule: "invalid-attribute-pairing", view: "a", axis: .vertical),
            ExpectedDiagnostic(rule: "missing-constraints", view: "a"),
        ])
        let reported = [Self.diagnostic("invalid-attribute-pairing", .error, axis: .vertical)]
        #expect(Self.checker.check(Self.layout(expectations), reported: reported).isEmpty)
    }

    @Test func missingAndUnexpectedDiagnosticsAreBothReported() {
        let location = SourceLocation(file: Self.file, line: 20, column: 7)
        let expectations = Expectations(diagnostics: [ExpectedDiagnostic(rule: "duplicate-constraint", view: "a", location: location)])
        let reported = [Self.diagnostic("invalid-attribute-pairing", .error, axis: .vertical, line: 12)]
        let unmet = Self.checker.check(Self.layout(expectations), reported: reported)
        #expect(unmet.map(\.message) == [
            "expectation not met: expected duplicate-constraint on a, but it was not reported",
            "expectation not met: invalid-attribute-pairing on a (vertical) was reported but is not listed in expect.diagnostics: m",
        ])
        #expect(unmet.map(\.location.line) == [20, 12])
        #expect(unmet.allSatisfy { $0.rule == ExpectationChecker.ruleID && $0.severity == .error })
    }

    @Test func cleanIsAboutErrorsOnly() {
        let clean = Self.layout(Expectations(clean: true, location: SourceLocation(file: Self.file, line: 30, column: 1)))
        #expect(Self.checker.check(clean, reported: [Self.diagnostic("duplicate-constraint")]).isEmpty)
        let unmet = Self.checker.check(clean, reported: [Self.diagnostic("invalid-attribute-pairing", .error)])
        #expect(unmet.map(\.message) == ["expectation not met: expected clean, but 1 error was reported (invalid-attribute-pairing)"])
        #expect(unmet.first?.location.line == 30)
        let dirty = Self.layout(Expectations(clean: false))
        #expect(Self.checker.check(dirty, reported: []).map(\.message) == ["expectation not met: expected errors (clean: false), but none was reported"])
    }

    @Test func rulesThatDidNotRunAreNotJudged() {
        let expectations = Expectations(diagnostics: [])
        let reported = [Self.diagnostic("misplaced-view")]
        #expect(Self.checker.check(Self.layout(expectations), reported: reported).isEmpty)
        #expect(Self.checker.check(Self.layout(Expectations()), reported: []).isEmpty)
    }
}
