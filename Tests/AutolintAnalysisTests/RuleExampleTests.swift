import AutolintFormats
import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

/// Every rule's examples are its specification: triggering ones trigger it, the others do not.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleUnderTest(rule: $0) }

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ subject: RuleUnderTest) throws {
        let description = subject.rule.description
        // Items with no common ancestor cannot be written in a fixture (one root); see NoCommonAncestorRuleTests.
        #expect(!description.triggeringExamples.isEmpty || description.id == NoCommonAncestorRule.description.id)
        for (index, example) in description.triggeringExamples.enumerated() {
            let diagnostics = try Self.diagnostics(of: subject.rule, on: example, name: "\(description.id)-triggering-\(index)")
            #expect(!diagnostics.isEmpty, "triggering example \(index + 1) of \(description.id) did not trigger:\n\(example)")
            #expect(diagnostics.allSatisfy { $0.severity == description.defaultSeverity && !$0.message.isEmpty })
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotTrigger(_ subject: RuleUnderTest) throws {
        let description = subject.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for (index, example) in description.nonTriggeringExamples.enumerated() {
            let diagnostics = try Self.diagnostics(of: subject.rule, on: example, name: "\(description.id)-non-triggering-\(index)")
            #expect(diagnostics.isEmpty, "non-triggering example \(index + 1) of \(description.id) triggered: \(diagnostics.map(\.message))")
        }
    }

    @Test func ruleIDsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { id in id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" } })
        // Every rule applies somewhere, and the code-only rules only to code.
        #expect(RuleRegistry.all.allSatisfy { !$0.description.origins.isEmpty })
        #expect(RuleRegistry.all.filter { $0.description.exampleLanguage == .swift }.allSatisfy { $0.description.origins == [.sourceCode] })
    }

    /// The rule's findings on one example, read as a real fixture (or Swift file) would be.
    static func diagnostics(of rule: any Rule, on example: String, name: String) throws -> [Diagnostic] {
        let document: InputDocument
        if rule.description.exampleLanguage == .swift {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).swift")
            try Data(example.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            document = InputFormat.sourceCode.read(file.path, FixtureLimits.maximumBytes, true)
        } else {
            document = FixtureReader.read(data: Data(example.utf8), path: "\(name).layout.yml")
        }
        guard document.problems.isEmpty, let layout = document.layouts.first else {
            throw RuleExampleFailure(description: "example \(name) does not read: \(document.problems.map(\.description))")
        }
        return RuleRunner(rules: [rule]).run(layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
    }
}

/// A rule as a test argument, named by its id.
struct RuleUnderTest: CustomTestStringConvertible, Sendable {
    var rule: any Rule
    var testDescription: String { rule.description.id }
}

struct RuleExampleFailure: Error, CustomStringConvertible {
    var description: String
}
