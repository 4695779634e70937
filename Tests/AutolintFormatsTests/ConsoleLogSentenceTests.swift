import AutolintExplanation
import AutolintModel
import Testing
@testable import AutolintFormats

/// Plain sentences for constraints, view names, origin notes and fixes.
struct ConsoleLogSentenceTests {
    /// A layout from printed constraints, one per argument.
    static func layout(_ descriptions: String...) throws -> Layout {
        let text = "(\n" + descriptions.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        let document = ConsoleLogReader.read(text: text, path: "t.log")
        try #require(document.problems.isEmpty, "\(document.problems)")
        return try #require(document.layouts.first)
    }

    static func sentences(_ descriptions: String...) throws -> [String] {
        let text = "(\n" + descriptions.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        let layout = try #require(ConsoleLogReader.read(text: text, path: "t.log").layouts.first)
        let naming = ViewNaming(layout: layout)
        return layout.constraints.map { ConstraintSentence($0, naming: naming).text }
    }

    @Test func sizesAgainstNumbers() throws {
        #expect(try ConsoleLogSentenceTests.sentences(
            "NSLayoutConstraint:0x1 H:[UIImageView:0xa1(320)]",
            "NSLayoutConstraint:0x2 UIImageView:0xa1.height >= 1",
            "NSLayoutConstraint:0x3 UIImageView:0xa1.height <= 44.5 @750"
        ) == [
            "The image view is 320 points wide.",
            "The image view is at least 1 point tall.",
            "The image view is at most 44.5 points tall (priority 750).",
        ])
    }

    @Test func positionsReadWithDirectionWords() throws {
        #expect(try ConsoleLogSentenceTests.sentences(
            "NSLayoutConstraint:0x1 UILabel:0xb1'Title'.leading == UITableViewCellContentView:0xb0.leadingMargin + 8",
            "NSLayoutConstraint:0x2 UILabel:0xb1'Title'.top >= UITableViewCellContentView:0xb0.top - 4",
            "NSLayoutConstraint:0x3 UILabel:0xb1'Title'.centerX == UIButton:0xb2.centerX",
            "NSLayoutConstraint:0x4 UILabel:0xb1'Title'.right <= UIButton:0xb2.left - 6",
            "NSLayoutConstraint:0x5 UILabel:0xb1'Title'.bottom <= UIButton:0xb2.top"
        ) == [
            "The “Title” label's leading edge is 8 points after the cell content view's leading margin.",
            "The “Title” label's top edge is at most 4 points above the cell content view's top edge.",
            "The “Title” label's horizontal center is aligned with the button's horizontal center.",
            "The “Title” label's right edge is at least 6 points to the left of the button's left edge.",
            "The “Title” label's bottom edge is at or above the button's top edge.",
        ])
    }

    @Test func subviewIsTheSubjectOfPinsToItsSuperview() throws {
        #expect(try ConsoleLogSentenceTests.sentences(
            "NSLayoutConstraint:0x1 H:[UILabel:0xc1]-(16)-|   (active, names: '|':UIView:0xc0 )"
        ) == ["The label's trailing edge is 16 points before the view's trailing edge."])
    }

    @Test func sizesAgainstSizes() throws {
        #expect(try ConsoleLogSentenceTests.sentences(
            "NSLayoutConstraint:0x1 UIButton:0xd1.width == UIButton:0xd2.width",
            "NSLayoutConstraint:0x2 UIButton:0xd1.height == UIButton:0xd2.height - 10",
            "NSLayoutConstraint:0x3 UIButton:0xd1.width >= 0.5*UIButton:0xd2.width + 4",
            "NSLayoutConstraint:0x4 UIButton:0xd1.width == 1.5*UIButton:0xd1.height"
        ) == [
            "The button #1 is as wide as the button #2.",
            "The button #1 is 10 points shorter than the button #2.",
            "The button #1 is at least 0.5 times as wide as the button #2 plus 4 points.",
            "The button #1's width equals 1.5 times its height.",
        ])
    }

    @Test func viewNamesAreConsistentAndColoured() throws {
        let layout = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 UILabel:0xe1'Name'.leading == Shop.PriceTagView:0xe2.trailing",
            "NSLayoutConstraint:0x2 UILabel:0xe3.width == UILabel:0xe4.width",
            "NSLayoutConstraint:0x3 UILayoutGuide:0xe5'UIViewSafeAreaLayoutGuide'.top == UIView:0xe6.top"
        )
        let naming = ViewNaming(layout: layout)
        #expect(naming.name("0xe1").noun == "the “Name” label")
        #expect(naming.name("0xe2").noun == "the price tag view")
        #expect(naming.name("0xe3").noun == "the label #1")
        #expect(naming.name("0xe4").noun == "the label #2")
        #expect(naming.name("0xe5").noun == "the safe area guide")
        #expect(naming.name("0xe6").noun == "the view")
        #expect(naming.ordered.prefix(6).map(\.id) == ["0xe1", "0xe2", "0xe3", "0xe4", "0xe5", "0xe6"])
        #expect(naming.name("0xe4").colorIndex == 3)
    }

    @Test func classWords() {
        #expect(LoggedClassName("UITableViewCellContentView").words == "cell content view")
        #expect(LoggedClassName("Project.GWWLabel").words == "GWW label")
        #expect(LoggedClassName("_UILayoutSpacer").words == "layout spacer")
        #expect(LoggedClassName("NSVisualEffectView").words == "visual effect view")
        #expect(LoggedClassName("deltachat_ios.LocationStreamingIndicator").words == "location streaming indicator")
        #expect(LoggedClassName("Project.GWWLabel").frameworkClass(prefix: "UI") == "UILabel")
        #expect(LoggedClassName("ItemCell").frameworkClass(prefix: "NS") == "NSTableCellView")
        #expect(LoggedClassName("Trust.BrowserNavigationBar").frameworkClass(prefix: "UI") == "UIView")
        #expect(LoggedClassName("UIStackView").isFrameworkClass)
        #expect(!LoggedClassName("UIKitExtras.Badge").isFrameworkClass)
    }

    @Test func originNotesExplainSystemConstraints() throws {
        let layout = try ConsoleLogSentenceTests.layout(
            "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xf1.width == 0",
            "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xf2.height == 44",
            "NSLayoutConstraint:0x3 'UISV-hiding' UIView:0xf3.height == 0",
            "NSLayoutConstraint:0x4 '_UITemporaryLayoutWidth' UIView:0xf4.width == 0",
            "NSContentSizeLayoutConstraint:0x5 H:[UIImageView:0xf5(512)] Hug:250 CompressionResistance:1",
            "SnapKit.LayoutConstraint:0x6@Cell.swift#88 UILabel:0xf6.width == 100.0",
            "NSLayoutConstraint:0x7 UILabel:0xf6.width == 100"
        )
        let naming = ViewNaming(layout: layout)
        let notes = layout.constraints.map { ConstraintOriginNote.note(for: $0, naming: naming) }
        #expect(notes[0]?.contains("autoresizing mask") == true)
        #expect(notes[0]?.contains("h=--&: fixed left margin, fixed width, flexible right margin") == true)
        #expect(notes[0]?.contains("zero frame") == true)
        #expect(notes[1]?.contains("fixed its height to 44 points (UIView-Encapsulated-Layout-Height)") == true)
        #expect(notes[2]?.contains("hidden arranged view a size of 0 (UISV-hiding)") == true)
        #expect(notes[3]?.contains("temporary width of 0 points") == true)
        #expect(notes[4]?.contains("growing beyond 512 points at priority 250 (content hugging)") == true)
        #expect(notes[5]?.contains("shrinking below 512 points at priority 1 (compression resistance)") == true)
        #expect(notes[6] == "Made by SnapKit.LayoutConstraint at Cell.swift line 88.")
        #expect(notes[7] == nil)
    }

    /// `_UISystemBaselineConstraint` is made for system spacing (`equalToSystemSpacingAfter:`, VFL's
    /// standard `-`): a spacing, whatever the items' baselines do with it.
    @Test func systemSpacingIsDescribedAsSpacing() throws {
        let layout = try ConsoleLogSentenceTests.layout(
            "_UISystemBaselineConstraint:0x1 UILabel:0xf7.leading == UIView:0xf8.trailing + 8"
        )
        let note = ConstraintOriginNote.note(for: layout.constraints[0], naming: ViewNaming(layout: layout))
        #expect(note?.contains("standard spacing between the two items") == true, "\(note ?? "nil")")
        #expect(note?.contains("baselines") == false)
    }

    @Test func fixForAutoresizing() throws {
        let layout = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 UIView:0xa1.width == 100",
            "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xa1.width == 0"
        )
        let fixes = ConflictAdvice.fixes(for: layout.constraints, naming: ViewNaming(layout: layout))
        #expect(fixes == ["Set translatesAutoresizingMaskIntoConstraints = false on the view before activating its constraints, and give it constraints for its position and size."])
    }

    @Test func fixForEncapsulatedHeightLowersTheChainEnd() throws {
        let layout = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 V:|-(10)-[UILabel:0xb1]   (Names: '|':UITableViewCellContentView:0xb0 )",
            "NSLayoutConstraint:0x2 V:[UILabel:0xb1(40)]",
            "NSLayoutConstraint:0x3 V:[UILabel:0xb1]-(10)-|   (Names: '|':UITableViewCellContentView:0xb0 )",
            "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0xb0(44)]"
        )
        let fixes = ConflictAdvice.fixes(for: layout.constraints, naming: ViewNaming(layout: layout))
        #expect(fixes.count == 1)
        #expect(fixes[0].hasPrefix("Lower “The label's bottom edge is 10 points above the cell content view's bottom edge” (0x3) to priority 999"))
        #expect(fixes[0].contains("automaticDimension"))
        let preferBroken = ConflictAdvice.fixes(for: layout.constraints, naming: ViewNaming(layout: layout), brokenID: "0x2")
        #expect(preferBroken[0].hasPrefix("Lower “The label is 40 points tall” (0x2)"))
    }

    @Test func fixForSizeSetTwiceAndForMargins() throws {
        let twice = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 UIView:0xc1.height == 16   (active)",
            "NSLayoutConstraint:0x2 UIView:0xc1.height == 20.4   (active)"
        )
        #expect(ConflictAdvice.fixes(for: twice.constraints, naming: ViewNaming(layout: twice)).first?
            .hasPrefix("The view's height is set to 16 points and 20.4 points (0x1, 0x2): keep one.") == true)
        let margins = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 H:[UIButton:0xd1]-(16)-|   (active, names: '|':UITableViewCellContentView:0xd0 )",
            "NSLayoutConstraint:0x2 UITableViewCellContentView:0xd0.trailingMargin == UIButton:0xd1.trailing   (active)"
        )
        #expect(ConflictAdvice.fixes(for: margins.constraints, naming: ViewNaming(layout: margins)).first?
            .hasPrefix("These constraints use both the cell content view's trailing edge and its trailing margin") == true)
    }

    @Test func fixForHiddenStackItemAndGeneralCase() throws {
        let hidden = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0xe1]   (active, names: '|':UIView:0xe0 )",
            "NSLayoutConstraint:0x2 UILabel:0xe1.bottom == UIView:0xe0.bottom - 16   (active)",
            "NSLayoutConstraint:0x3 'UISV-hiding' UIView:0xe0.height == 0   (active)"
        )
        #expect(ConflictAdvice.fixes(for: hidden.constraints, naming: ViewNaming(layout: hidden), brokenID: "0x2") == [
            "Lower “The label's bottom edge is 16 points above the view's bottom edge” (0x2) to priority 999 so that the view can collapse to 0 when the stack view hides it.",
        ])
        let general = try ConsoleLogSentenceTests.layout(
            "NSLayoutConstraint:0x1 UIView:0xf1.width == 1",
            "NSLayoutConstraint:0x2 UIView:0xf1.width == UIView:0xf2.width"
        )
        let fixes = ConflictAdvice.fixes(for: general.constraints, naming: ViewNaming(layout: general), brokenID: "0x1", brokenIsLogged: true)
        #expect(fixes.count == 1)
        #expect(fixes[0].hasPrefix("Decide which of these constraints you do not want"))
        #expect(fixes[0].hasSuffix("UIKit broke “The view #1 is 1 point wide” (0x1), which may not be the one you meant."))
        // autolint's own pick is a prediction, worded as one.
        let predicted = ConflictAdvice.fixes(for: general.constraints, naming: ViewNaming(layout: general), brokenID: "0x1")
        #expect(predicted[0].hasSuffix("UIKit would break “The view #1 is 1 point wide” (0x1), which may not be the one you meant."))
        #expect(ConflictAdvice.fixes(for: [], naming: ViewNaming(layout: general)).isEmpty)
    }
}
