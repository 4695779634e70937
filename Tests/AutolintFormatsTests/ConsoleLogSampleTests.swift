import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// The blocks of `ConsoleLogSamples/`, written for these tests, one file per variant.
struct ConsoleLogSampleTests {
    /// What one block of a sample must read as.
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var header: ConsoleBlock.HeaderKind?
        var platform: ConsoleBlock.Platform
        var constraintLines: Int
        var constraints: Int
        var recovery: String?
        var footer: ConsoleFooter.Kind?
        var description: String { file }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ConsoleLogSamples")

    static func text(_ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    static func read(_ file: String) throws -> InputDocument {
        ConsoleLogReader.read(text: try text(file), path: file)
    }

    /// Files holding exactly one readable block.
    static let singleBlocks: [Expected] = [
        Expected(file: "appkit-1010-objc-footer.log", header: .unableToSatisfyAppKit, platform: .appKit, constraintLines: 4, constraints: 4, recovery: "0x608000093d30", footer: .visualizeConstraints),
        Expected(file: "appkit-encapsulated-contentsize.log", header: .unableToSatisfyAppKit, platform: .appKit, constraintLines: 4, constraints: 5, recovery: "0x600001f2c0c0", footer: .visualizeConstraints),
        Expected(file: "appkit-macos14-conflicting.log", header: .conflictingConstraintsDetected, platform: .appKit, constraintLines: 5, constraints: 5, recovery: "0x6000027c0fa0", footer: nil),
        Expected(file: "appkit-private-redacted.log", header: .unableToSatisfyAppKit, platform: .appKit, constraintLines: 0, constraints: 0, recovery: nil, footer: .visualizeConstraints),
        Expected(file: "autoresizing-flexible-width.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 5, constraints: 5, recovery: "0x170283ca0", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "crlf-identifier-multiplier-after.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 3, constraints: 3, recovery: "0x6000012c4a50", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "ib-prototyping-baselines.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 6, constraints: 6, recovery: "0x7fb8e1c2bb00", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "ios13-active-names-uikitcore.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 6, constraints: 6, recovery: "0x6000026d5270", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "ios6-nslog-names-objc-footer.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 4, constraints: 4, recovery: "0x7d4a260", footer: .objcExceptionThrow),
        Expected(file: "ios7-layout-guide-multiplier-after.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 11, constraints: 11, recovery: "0x15d6c3f0", footer: .objcExceptionThrow),
        Expected(file: "ios9-encapsulated-height-uikit-header.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 5, constraints: 5, recovery: "0x7f9a3b5d70f0", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "list-only-escaped.log", header: nil, platform: .uiKit, constraintLines: 4, constraints: 4, recovery: nil, footer: nil),
        Expected(file: "markdown-quoted-paste.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 3, constraints: 3, recovery: "0x6000021f0d20", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "names-resolved-identifiers.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 6, constraints: 6, recovery: "0x600002a1f610", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "snapkit-file-labels.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 6, constraints: 6, recovery: "0x600003a8cb40", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "stackview-internals.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 10, constraints: 10, recovery: "0x600001b6c0f0", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "syslog-springboard-every-line.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 4, constraints: 4, recovery: "0x17409c3e0", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "system-spacing-safe-area.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 5, constraints: 5, recovery: "0x600000c3e940", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "tab-indented-paste.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 2, constraints: 2, recovery: "0x600003d2a490", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "vfl-negative-spacing-multiplier.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 5, constraints: 5, recovery: "0x14e5b3d10", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "web-mangled-nbsp-curly-quotes.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 4, constraints: 4, recovery: "0x7b6d2f40", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "web-one-line.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 3, constraints: 3, recovery: "0x7fc3e8c4aa70", footer: .unsatisfiableConstraintsBreakpoint),
        Expected(file: "wrapped-description.log", header: .unableToSatisfy, platform: .uiKit, constraintLines: 2, constraints: 2, recovery: "0x604000497b10", footer: .unsatisfiableConstraintsBreakpoint),
    ]

    @Test func everySampleFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ConsoleLogSampleTests.folder.path).sorted()
        let covered = ConsoleLogSampleTests.singleBlocks.map(\.file) + ["several-blocks.log", "unreadable-line-then-good-block.log"]
        #expect(files == covered.sorted())
        #expect(files.count >= 20)
    }

    @Test(arguments: singleBlocks)
    func blockIsRead(expected: Expected) throws {
        let text = try ConsoleLogSampleTests.text(expected.file)
        let blocks = ConsoleLogReader.parse(text: text, path: expected.file)
        try #require(blocks.count == 1)
        let block = blocks[0]
        #expect(block.header == expected.header)
        #expect(block.platform == expected.platform)
        #expect(block.constraintLineCount == expected.constraintLines)
        #expect(block.closingFooter?.kind == expected.footer)
        let document = ConsoleLogReader.read(text: text, path: expected.file)
        #expect(document.kind == .consoleLog)
        #expect(document.problems.isEmpty, "\(document.problems)")
        let layout = try #require(document.layouts.first)
        #expect(layout.constraints.count == expected.constraints)
        #expect(layout.reportedRecoveryID == expected.recovery)
        if let recovery = expected.recovery {
            #expect(layout.constraints.contains { $0.id == recovery })
        }
        for constraint in layout.constraints {
            let location = try #require(constraint.location)
            #expect(location.file == expected.file)
            let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[location.line - 1]
            #expect(line.dropFirst(location.column - 1).hasPrefix("<" + (block.descriptions.first { $0.address == constraint.id }?.className ?? "")))
        }
    }

    @Test func prefixesAreRecognised() throws {
        let syslog = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("syslog-springboard-every-line.log"), path: "s").first)
        #expect(syslog.prefix.timestamp == "Mar  4 18:25:38 Marks-iPhone")
        #expect(syslog.prefix.process == "SpringBoard[10567]")
        let quoted = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("markdown-quoted-paste.log"), path: "q").first)
        #expect(quoted.prefix.quoteDepth == 1)
        #expect(quoted.prefix.category == "LayoutConstraints")
        let appKit = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("appkit-encapsulated-contentsize.log"), path: "a").first)
        #expect(appKit.prefix.category == "Layout")
        #expect(appKit.prefix.timestamp == "2024-02-27 16:09:44.381205+0100")
        let old = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("ios6-nslog-names-objc-footer.log"), path: "o").first)
        #expect(old.prefix.process == "Weather[4417:c07]")
        #expect(old.prefix.category == nil)
    }

    @Test func footersTellTheEra() throws {
        let uikit = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("ios9-encapsulated-height-uikit-header.log"), path: "u").first)
        #expect(uikit.footers.last?.headerPath == "UIKit/UIView.h")
        let core = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("ios13-active-names-uikitcore.log"), path: "c").first)
        #expect(core.footers.last?.headerPath == "UIKitCore/UIView.h")
        #expect(core.footers.allSatisfy { $0.isComplete })
    }

    @Test func infoSuffixStyles() throws {
        let old = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("ios6-nslog-names-objc-footer.log"), path: "o").first)
        #expect(old.descriptions[0].infoStyle == .names)
        #expect(old.descriptions[0].names == [ConstraintName(key: "|", className: "UIView", address: "0x7d48c70")])
        #expect(old.descriptions[1].infoStyle == nil)
        let new = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("names-resolved-identifiers.log"), path: "n").first)
        #expect(new.descriptions[2].infoStyle == .activity)
        #expect(new.descriptions[2].isActive == true)
        #expect(new.descriptions[2].names.map(\.key) == ["RouteHeader.lineBadge", "route title"])
    }

    @Test func namesResolveToAddresses() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("names-resolved-identifiers.log").layouts.first)
        let spacing = try #require(layout.constraints.first { $0.id == "0x600002a1f4d0" })
        #expect(spacing.first == LayoutAnchor(.view("0x10b42dc10"), .leading))
        #expect(spacing.second == LayoutAnchor(.view("0x10b42d6a0"), .trailing))
        #expect(spacing.constant == 8)
        #expect(layout.view("0x10b42dc10")?.displayName == "route title")
        #expect(layout.view("0x10b42d6a0")?.displayName == "RouteHeader.lineBadge")
        #expect(layout.view("0x10b42d6a0")?.parent == "0x10b42c5e0")
        #expect(layout.view("0x10b42c5e0")?.customClass == "Transit.RouteHeaderView")
    }

    @Test func typeLikeNamesAreClasses() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("appkit-encapsulated-contentsize.log").layouts.first)
        let row = try #require(layout.view("0x7f8e4a61b9f0"))
        #expect(row.customClass == "RowView")
        #expect(row.displayName == nil)
        let width = try #require(layout.constraints.first { $0.id == "0x600001f2e940" })
        #expect(width.origin == .encapsulatedLayout)
        #expect(width.identifier == "NSView-Encapsulated-Layout-Width")
        #expect(width.first == LayoutAnchor(.view("0x7f8e4a61b9f0"), .width))
    }

    @Test func contentSizeBecomesHuggingAndCompressionResistance() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("appkit-encapsulated-contentsize.log").layouts.first)
        let intrinsic = layout.constraints.filter { $0.id == "0x600001f2c0c0" }
        #expect(intrinsic.map(\.origin) == [.contentHugging, .compressionResistance])
        #expect(intrinsic.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
        #expect(intrinsic.map(\.priority) == [LayoutPriority(250), LayoutPriority(750)])
        #expect(intrinsic.allSatisfy { $0.constant == 96 && $0.first.attribute == .width })
        #expect(layout.view("0x7f8e4a61c2d0")?.intrinsicSize.horizontal == nil)
    }

    @Test func fixedDirectionVisualFormatUsesLeftAndRight() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("appkit-encapsulated-contentsize.log").layouts.first)
        let leading = try #require(layout.constraints.first { $0.id == "0x600001f2c2a0" })
        #expect(leading.first.attribute == .left)
        #expect(leading.second?.attribute == .left)
        let block = try #require(ConsoleLogReader.parse(text: try ConsoleLogSampleTests.text("appkit-encapsulated-contentsize.log"), path: "a").first)
        #expect(block.descriptions[1].fixedDirection == .leftToRight)
    }

    @Test func autoresizingConstraintsAreAbsoluteAndRelativeToTheSuperview() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("autoresizing-flexible-width.log").layouts.first)
        let minX = try #require(layout.constraints.first { $0.id == "0x170287bc0" })
        #expect(minX.origin == .autoresizingMask)
        #expect(minX.first == LayoutAnchor(.view("0x101d41c30"), .left))
        #expect(minX.second == LayoutAnchor(.view("0x101d2d9c0"), .left))
        #expect(minX.constant == 0)
        let bar = try #require(layout.view("0x101d4f0a0"))
        #expect(bar.parent == "0x101d41c30")
        #expect(bar.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(!bar.translatesAutoresizingMask)
        #expect(layout.view("0x101d41c30")?.parent == "0x101d2d9c0")

        let vfl = try #require(try ConsoleLogSampleTests.read("ios6-nslog-names-objc-footer.log").layouts.first)
        let width = try #require(vfl.constraints.first { $0.id == "0x7d4c5a0" })
        #expect(width.first == LayoutAnchor(.view("0x7d48c70"), .width))
        #expect(width.constant == 320)
    }

    @Test func systemOriginsFromIdentifiersAndClasses() throws {
        let stack = try #require(try ConsoleLogSampleTests.read("stackview-internals.log").layouts.first)
        #expect(stack.constraints.first { $0.id == "0x600001b6da90" }?.origin == .stackView("UISV-spacing"))
        #expect(stack.constraints.first { $0.id == "0x600001b6e210" }?.origin == .layoutGuide)
        #expect(stack.view("0x7fd0a6834800")?.parent == "0x7fd0a5f17e30")
        #expect(stack.view("0x600000579a40")?.className == "UILayoutGuide")
        let guide = try #require(try ConsoleLogSampleTests.read("ios7-layout-guide-multiplier-after.log").layouts.first)
        #expect(guide.constraints.first { $0.id == "0x15d6b7e0" }?.origin == .layoutGuide)
        let snap = try #require(try ConsoleLogSampleTests.read("snapkit-file-labels.log").layouts.first)
        #expect(snap.constraints.first?.origin == .consoleLog("SnapKit.LayoutConstraint@OrderCell.swift#61"))
        #expect(snap.constraints.first?.constant == 15)
        let ib = try #require(try ConsoleLogSampleTests.read("ib-prototyping-baselines.log").layouts.first)
        #expect(ib.constraints.first?.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(ib.constraints.first { $0.id == "0x7fb8e1c31a40" }?.origin == .encapsulatedLayout)
    }

    @Test func multipliersOnEitherSide() throws {
        let after = try #require(try ConsoleLogSampleTests.read("ios7-layout-guide-multiplier-after.log").layouts.first)
        let ratio = try #require(after.constraints.first { $0.id == "0x15d6c3f0" })
        #expect(ratio.multiplier == 0.75)
        #expect(ratio.second == LayoutAnchor(.view("0x15d6b090"), .width))
        let before = try #require(try ConsoleLogSampleTests.read("vfl-negative-spacing-multiplier.log").layouts.first)
        #expect(before.constraints.first?.multiplier == 1.77778)
        #expect(before.constraints.first { $0.id == "0x14e5b3e50" }?.constant == -7)
        #expect(before.constraints.first { $0.id == "0x14e5b3f90" }?.constant == 200)
    }

    @Test func systemSpacingIsItsNumber() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("system-spacing-safe-area.log").layouts.first)
        let top = try #require(layout.constraints.first { $0.id == "0x600000c3e8a0" })
        #expect(top.relation == .greaterThanOrEqual)
        #expect(top.constant == 8)
        let spring = try #require(try ConsoleLogSampleTests.read("syslog-springboard-every-line.log").layouts.first)
        #expect(spring.constraints.first { $0.id == "0x17409c3e0" }?.constant == 8)
    }

    @Test func wrappedDescriptionIsRejoined() throws {
        let layout = try #require(try ConsoleLogSampleTests.read("wrapped-description.log").layouts.first)
        let wrapped = try #require(layout.constraints.first)
        #expect(wrapped.second == LayoutAnchor(.view("0x7ffa3cd1a9c0"), .leadingMargin))
        #expect(wrapped.constant == 4)
        #expect(wrapped.location?.line == 7)
    }

    @Test func severalBlocksInOnePaste() throws {
        let document = try ConsoleLogSampleTests.read("several-blocks.log")
        #expect(document.problems.isEmpty)
        #expect(document.layouts.map(\.name) == ["block 1", "block 2", "block 3"])
        #expect(document.layouts.map(\.reportedRecoveryID) == ["0x600000e4b3e0", "0x600000e5c230", "0x600000e61b80"])
        #expect(document.layouts.map(\.constraints.count) == [2, 4, 3])
        #expect(document.layouts.map { $0.location?.line } == [2, 18, 35])
        let temporary = try #require(document.layouts[2].constraints.first)
        #expect(temporary.identifier == "_UITemporaryLayoutWidth")
        #expect(temporary.origin == .consoleLog("NSLayoutConstraint"))
    }

    @Test func platformOfABareListComesFromItsClasses() {
        let appKit = "(\n    \"<NSLayoutConstraint:0x6000011 H:[NSImageView:0x7f1(24)]>\",\n    \"<NSLayoutConstraint:0x6000012 _NSSplitViewItemViewWrapper:0x7f2.width == 0>\"\n)"
        #expect(ConsoleLogReader.parse(text: appKit, path: "a").first?.platform == .appKit)
        #expect(ConsoleLogReader.read(text: appKit, path: "a").layouts.first?.root.className == "NSView")
        #expect(ConsoleBlock.itemClasses(in: "Project.GWWLabel:0x1'a'.top == _UILayoutGuide:0x2.bottom") == ["Project.GWWLabel", "UILayoutGuide"])
    }

    @Test func redactionIsReported() throws {
        let document = try ConsoleLogSampleTests.read("appkit-private-redacted.log")
        let layout = try #require(document.layouts.first)
        #expect(layout.constraints.isEmpty)
        #expect(layout.reportedRecovery == nil)
        #expect(layout.notes.count == 2)
        #expect(layout.notes.allSatisfy { $0.contains("<private>") })
        #expect(document.problems.isEmpty)
    }
}
