import Foundation
import Testing

/// One cause, one finding (issue #14): a tie is reported once, on the view that owns the tied
/// constraint, naming the views that move with it; a conflict is reported once.
@Suite struct OneCauseOneFindingTests {
    static let tieAndDependents = """
        device: iphone-se
        root:
          subviews:
            - {id: label, class: UILabel, intrinsicSize: [100, 40]}
            - {id: below}
            - {id: footer}
        constraints:
          - label.top == root.top + 20
          - label.leading == root.leading
          - label.trailing == root.trailing
          - {equation: "label.height == 21", priority: 750}
          - below.top == label.bottom + 8
          - below.leading == root.leading
          - below.trailing == root.trailing
          - below.height == 10
          - footer.top == below.bottom
          - footer.leading == root.leading
          - footer.trailing == root.trailing
          - footer.height == 10
        """

    @Test func aTieIsReportedOnceWithTheViewsThatMoveWithIt() throws {
        let workspace = try Workspace(files: ["tie.layout.yml": Self.tieAndDependents])
        defer { workspace.remove() }
        let findings = try ConsoleLogCommandTests.json(try check(["--reporter", "json", "tie.layout.yml"], in: workspace.path))
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "content-priority-ambiguity")
        #expect(findings.first?["views"] as? [String] == ["label", "below", "footer"])
        #expect((findings.first?["message"] as? String)?.hasSuffix("2 other views move with it (below, footer)") == true)
    }

    static let maskConflict = """
        device: iphone-15
        root:
          subviews:
            - {id: legacy, translatesAutoresizingMask: true, frame: [20, 100, 100, 50], autoresizingMask: [flexibleRightMargin, flexibleBottomMargin]}
        constraints:
          - legacyWidth: legacy.width == 200
        """

    /// Reported by `conflicting-constraints`; by `autoresizing-conflict` only when that is disabled.
    @Test func anAutoresizingConflictIsReportedOnce() throws {
        let workspace = try Workspace(files: ["mask.layout.yml": Self.maskConflict])
        defer { workspace.remove() }
        let rules = { (arguments: [String]) throws -> [String] in
            try ConsoleLogCommandTests.json(try check(["--reporter", "json", "mask.layout.yml"] + arguments, in: workspace.path)).compactMap { $0["rule"] as? String }
        }
        #expect(try rules([]) == ["conflicting-constraints"])
        try workspace.write(".autolint.yml", "disabled_rules: [conflicting-constraints]\n")
        #expect(try rules([]) == ["autoresizing-conflict"])
    }
}
