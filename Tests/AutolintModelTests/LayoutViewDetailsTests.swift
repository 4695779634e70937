import Foundation
import Testing
@testable import AutolintModel

/// A view's rarely set fields live out of line, shared until changed: every copy must still
/// behave as a value, and views that keep the defaults must not each get storage of their own.
@Suite struct LayoutViewDetailsTests {
    /// Every out-of-line field, set to something other than its default.
    static let changes: [(name: String, change: @Sendable (inout LayoutView) -> Void)] = [
        ("customClass", { $0.customClass = "Cell" }),
        ("displayName", { $0.displayName = "Title" }),
        ("intrinsicSizeUncertainty", { $0.intrinsicSizeUncertainty.horizontal = 4 }),
        ("firstBaseline", { $0.firstBaseline = 12 }),
        ("lastBaseline", { $0.lastBaseline = 30 }),
        ("layoutMargins", { $0.layoutMargins.left = 20 }),
        ("safeAreaInsets", { $0.safeAreaInsets.top = 47 }),
        ("alignmentInsets", { $0.alignmentInsets.right = 2 }),
        ("autoresizingMaskUnknownAxes", { $0.autoresizingMaskUnknownAxes.append(.vertical) }),
        ("guides", { $0.guides.append(LayoutGuide(id: "spacer")) }),
        ("stack", { $0.stack = StackViewProperties(axis: .vertical, spacing: 8) }),
        ("savedFlags", { $0.savedFlags.insert("ambiguous") }),
        ("suppressedRules", { $0.suppressedRules.insert("missing-constraints") }),
        ("ambiguityVerification", { $0.ambiguityVerification = .positionOnly }),
    ]

    @Test(arguments: changes.indices)
    func aChangedCopyLeavesTheOriginalAsItWas(index: Int) throws {
        let original = LayoutView(id: "a", className: "UILabel")
        #expect(original.sharesDefaultDetails)
        var changed = original
        Self.changes[index].change(&changed)
        #expect(!changed.sharesDefaultDetails)
        #expect(changed != original)
        #expect(original == LayoutView(id: "a", className: "UILabel"))
        #expect(original.sharesDefaultDetails)

        // A copy of the changed view shares its details, and changing it again leaves the first alone.
        var second = changed
        second.displayName = "Other"
        second.savedFlags.insert("misplaced")
        #expect(second != changed)
        var replayed = LayoutView(id: "a", className: "UILabel")
        Self.changes[index].change(&replayed)
        #expect(changed == replayed)
        #expect(changed.hashValue == replayed.hashValue)

        let encoder = JSONEncoder()
        let decoded = try JSONDecoder().decode(LayoutView.self, from: encoder.encode(changed))
        #expect(decoded == changed)
    }

    @Test func detailsSetToTheirDefaultsStayShared() {
        var view = LayoutView(id: "a")
        view.layoutMargins = .defaultLayoutMargins
        view.savedFlags = []
        view.stack = nil
        view.ambiguityVerification = .full
        #expect(view.sharesDefaultDetails)
        #expect(LayoutView(id: "b", layoutMargins: .defaultLayoutMargins, savedFlags: []).sharesDefaultDetails)
        #expect(!LayoutView(id: "c", displayName: "C").sharesDefaultDetails)

        // A view with details of its own, set back to the defaults, is equal to one that never
        // changed them (its storage stays its own).
        var restored = LayoutView(id: "d", displayName: "D")
        restored.displayName = nil
        #expect(restored == LayoutView(id: "d"))
        #expect(restored.hashValue == LayoutView(id: "d").hashValue)
    }
}
