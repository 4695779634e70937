import AutolintFormats
import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

@Suite struct RuleBehaviourTests {
    static func layout(_ text: String) throws -> Layout {
        let document = FixtureReader.read(data: Data(text.utf8), path: "rules.layout.yml")
        guard let layout = document.layouts.first else {
            throw RuleExampleFailure(description: "\(document.problems.map(\.description))")
        }
        return layout
    }

    @Test func duplicatesPointAtTheCopyAndNameBoth() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - first: b.top == a.bottom + 8
              - a.bottom == b.top - 8 @750
              - "V:[a]-8-[b]"
            """)
        let diagnostics = DuplicateConstraintRule().validate(layout)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.map(\.location.line) == [5, 6])
        #expect(diagnostics[0].constraints == ["first", "a.bottom == b.top - 8 @750"])
        #expect(diagnostics[0].message == "a.bottom == b.top - 8 @750 states the same relation as b.top == a.bottom + 8 (line 4), mirrored")
        #expect(diagnostics[1].message.hasSuffix("(line 4)"))
        #expect(diagnostics[0].views == ["a", "b"])
        #expect(diagnostics[0].axis == .vertical)
    }

    @Test func canonicalRelationsAgreeOnMirroredAndScaledForms() {
        func relation(_ first: String, _ relation: LayoutRelation, _ multiplier: Double, _ second: String, _ constant: Double) -> CanonicalRelation {
            CanonicalRelation(LayoutConstraint(
                first: LayoutAnchor(.view(first), .height), relation: relation, second: LayoutAnchor(.view(second), .height),
                multiplier: multiplier, constant: constant))
        }
        #expect(relation("a", .greaterThanOrEqual, 2, "b", 10).key == relation("b", .lessThanOrEqual, 0.5, "a", -5).key)
        #expect(relation("a", .greaterThanOrEqual, -2, "b", 10).key == relation("b", .greaterThanOrEqual, -0.5, "a", 5).key)
        #expect(relation("a", .greaterThanOrEqual, 2, "b", 10).key != relation("b", .greaterThanOrEqual, 0.5, "a", -5).key)
        #expect(relation("a", .equal, 1, "b", 0).key != relation("a", .equal, 1, "b", 1).key)
    }

    @Test func variationsAddingACopyAreReported() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: a}]
            constraints:
              - w: a.width == 100
            variations:
              - when: {widthClass: regular}
                add: ["a.width == 100", "a.height == 10"]
              - when: {widthClass: compact}
                remove: [w]
                add: ["a.width == 100"]
            """)
        let diagnostics = DuplicateConstraintRule().validate(layout)
        #expect(diagnostics.map(\.location.line) == [7])
    }

    @Test func invalidPairingsNameWhatCannotBeRelated() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: a}]
            constraints:
              - a.top == root.leading
              - a.width == root.centerX
              - a.leading == root.right
              - a.width == root.height
              - a.leftMargin == root.left
            """)
        let messages = InvalidAttributePairingRule().validate(layout).map(\.message)
        #expect(messages == [
            "a.top == root.leading: a vertical attribute (top) cannot be related to a horizontal one (leading)",
            "a.width == root.centerX: a size (width) cannot be related to a position (centerX)",
            "a.leading == root.right: leading/trailing cannot be mixed with left/right; use leading/trailing for both",
        ])
        let constant = LayoutConstraint(first: LayoutAnchor(.view("a"), .centerX), constant: 100)
        #expect(InvalidAttributePairingRule.problem(in: constant) != nil)
    }

    @Test func leftRightIsNotReportedTwiceForAMixedPairing() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: a}]
            constraints:
              - a.leading == root.left
              - a.left == root.left
            """)
        let diagnostics = LeftRightAttributesRule().validate(layout)
        #expect(diagnostics.map(\.location.line) == [5])
        #expect(diagnostics.first?.fixes == ["Replace left with leading"])
    }

    @Test func runnerAppliesSuppressionsAndSorts() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.left == root.left  # autolint:disable:this left-right-attributes
              - b.left == root.left
              # autolint:disable:next all
              - a.top == root.leading
              - b.top == root.leading
            """)
        let diagnostics = RuleRunner().run(layout, configurations: [])
        #expect(diagnostics.map(\.location.line) == [5, 8])
        #expect(diagnostics.map(\.rule) == ["left-right-attributes", "invalid-attribute-pairing"])

        var suppressed = layout
        suppressed.updateView("b") { $0.suppressedRules = ["invalid-attribute-pairing"] }
        #expect(RuleRunner().run(suppressed, configurations: []).map(\.location.line) == [5])
    }

    @Test func autoresizingMaskNamesTheAxisAndTheFix() throws {
        let layout = try Self.layout("""
            root:
              subviews:
                - id: banner
                  translatesAutoresizingMask: true
                  frame: [0, 0, 375, 44]
                  autoresizingMask: [flexibleTopMargin]
            """)
        let diagnostics = UnreasonableAutoresizingMaskRule().validate(layout)
        #expect(diagnostics.map(\.axis) == [.horizontal])
        #expect(diagnostics.first?.message.contains("(h=---)") == true)
        #expect(diagnostics.first?.fixes == ["Add flexibleWidth or flexibleRightMargin to the autoresizing mask of banner"])
        #expect(diagnostics.first?.location.line == 3)
    }
}
