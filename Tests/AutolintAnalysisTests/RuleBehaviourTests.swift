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

    /// One cause, one finding: `gap` has no height, so `title` and `body` below it move with it;
    /// `side` lacks its own X position, which `gap` does not settle, so it is a finding of its own.
    @Test func viewsThatOnlyMoveWithAnUndeterminedViewAreNamedInItsFinding() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: gap}, {id: title}, {id: body}, {id: side}]
            constraints:
              - gap.top == root.top + 20
              - gap.leading == root.leading
              - gap.width == 100
              - title.top == gap.bottom + 8
              - title.leading == root.leading
              - title.width == 100
              - title.height == 20
              - body.top == title.bottom + 8
              - body.leading == root.leading
              - body.width == 100
              - body.height == 20
              - side.top == root.top
              - side.width == 10
              - side.height == 10
            """)
        let analysis = LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
        let diagnostics = MissingConstraintsRule().validate(analysis)
        #expect(diagnostics.map(\.views) == [["gap", "title", "body"], ["side"]])
        #expect(diagnostics.first?.message == "Need constraints for: height of gap; 2 other views move with it (title, body)")
        // hasAmbiguousLayout still holds for every view a finding names.
        #expect(["gap", "title", "body", "side"].allSatisfy { view in analysis.configurations[0].hasAmbiguousLayout(view) })
    }

    /// A root saved shorter than it gets moves the footer pinned to its bottom: one finding, on
    /// the root, naming the footer; the header pinned to its top is where it was saved.
    @Test func viewsMisplacedOnlyByTheirRootAreNamedInItsFinding() throws {
        let layout = try Self.layout("""
            root:
              size: [375, 667]
              frame: [0, 0, 375, 600]
              subviews:
                - {id: header, frame: [0, 0, 375, 44]}
                - {id: footer, frame: [0, 556, 375, 44]}
                - {id: badge, frame: [10, 10, 20, 20]}
            constraints:
              - header.top == root.top
              - header.leading == root.leading
              - header.trailing == root.trailing
              - header.height == 44
              - footer.bottom == root.bottom
              - footer.leading == root.leading
              - footer.trailing == root.trailing
              - footer.height == 44
              - badge.leading == root.leading + 20
              - badge.top == root.top + 10
              - badge.width == 20
              - badge.height == 20
            """)
        let analysis = LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
        let diagnostics = MisplacedViewRule().validate(analysis)
        #expect(diagnostics.map(\.views) == [["root", "footer"], ["badge"]])
        #expect(diagnostics.first?.message.hasSuffix("; 1 other view moves with it (footer)") == true)
    }

    /// Two scenes whose roots were saved at the same stale size are one finding, on the first;
    /// a root saved at another size is its own.
    @Test func scenesSavedAtTheSameStaleSizeAreOneFinding() throws {
        func scene(_ id: String, savedHeight: Int) throws -> StaleRootSizeRepeats.Checked {
            var layout = try Self.layout("""
                root:
                  id: \(id)
                  size: [375, 667]
                  frame: [0, 0, 375, \(savedHeight)]
                """)
            layout.name = id
            let analysis = LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
            return StaleRootSizeRepeats.Checked(layout: layout, analysis: analysis, diagnostics: MisplacedViewRule().validate(analysis))
        }
        let merged = StaleRootSizeRepeats.merge([try scene("first", savedHeight: 600), try scene("second", savedHeight: 600), try scene("third", savedHeight: 500)])
        #expect(merged.map(\.diagnostics.count) == [1, 0, 1])
        #expect(merged[0].diagnostics.first?.views == ["first", "second"])
        #expect(merged[0].diagnostics.first?.message.hasSuffix("; 1 other root view was saved at the same size (second)") == true)
    }

    /// Two conflicts over one required width are one finding, naming the other constraint; an
    /// unrelated conflict on another view is a finding of its own.
    @Test func conflictsSharingAConstraintAreOneFinding() throws {
        let layout = try Self.layout("""
            root:
              subviews: [{id: box}, {id: other}]
            constraints:
              - box.leading == root.leading
              - box.top == root.top
              - box.height == 10
              - fixed: box.width == 100
              - wide: box.width == 120
              - wider: box.width == 130
              - other.leading == root.leading
              - other.top == root.top + 20
              - other.width == 10
              - other.height == 10
              - other.height == 20
            """)
        let analysis = LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
        let diagnostics = ConflictingConstraintsRule().validate(analysis)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.constraints.count == 2)
        #expect(diagnostics.first?.message.hasSuffix("; the same constraints also conflict with wider") == true)
        #expect(diagnostics.last?.message.contains("also conflict") == false)
    }

    /// IB's "Verify Position Only": a view pinned by its bottom alone, height left open, has a
    /// position only its size frees; a view with no vertical constraint at all is still reported.
    @Test func verifyPositionOnlyIgnoresPositionsThatFollowTheSize() throws {
        func missing(_ constraints: String) throws -> [Diagnostic] {
            var layout = try Self.layout("""
                root:
                  subviews: [{id: box}]
                constraints:
                  - box.leading == root.leading
                  - box.width == 100
                \(constraints)
                """)
            var views = layout.views
            views[1].ambiguityVerification = .positionOnly
            layout.setViews(views)
            return MissingConstraintsRule().validate(LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout)))
        }
        #expect(try missing("  - box.bottom == root.bottom - 20").isEmpty)
        #expect(try missing("  - box.height == 20").map(\.message) == ["Need constraints for: Y position of box"])
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
