import AutolintExplanation
import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Every log of `../shared/corpus/logs`, checked against what `logs.tsv` says of it.
@Suite(.enabled(if: ConsoleLogCorpus.isAvailable, "../shared/corpus is not present"))
struct ConsoleLogCorpusTests {
    @Test func theCorpusHasTwentyLogs() {
        #expect(ConsoleLogCorpus.logRows().count == 20)
    }

    @Test(arguments: ConsoleLogCorpus.logRows())
    func blockStructureMatchesTheTable(row: ConsoleLogCorpus.LogRow) throws {
        let text = try ConsoleLogCorpus.text("logs", row.file)
        let blocks = ConsoleLogReader.parse(text: text, path: row.file)
        try #require(blocks.count == 1)
        let block = blocks[0]
        #expect(block.constraintLineCount == row.constraintLines)
        #expect(block.platform == (row.platform.contains("macOS") ? .appKit : .uiKit))
        #expect((block.header == nil) == row.platform.contains("no header"))
        #expect((block.prefix.timestamp != nil) == row.platform.contains("timestamped"))
        if row.platform.contains("[LayoutConstraints]") { #expect(block.prefix.category == "LayoutConstraints") }
        if row.platform.contains("[Layout]") { #expect(block.prefix.category == "Layout") }
        #expect((block.prefix.quoteDepth == 1) == row.platform.contains("'> ' quoted"))
        switch row.footer {
        case "UIViewAlertForUnsatisfiableConstraints":
            #expect(block.closingFooter?.kind == .unsatisfiableConstraintsBreakpoint && block.closingFooter?.isComplete == true)
        case "Break on objc_exception_throw":
            #expect(block.closingFooter?.kind == .objcExceptionThrow && block.closingFooter?.isComplete == true)
        case "NSWindow visualizeConstraints":
            #expect(block.closingFooter?.kind == .visualizeConstraints && block.closingFooter?.isComplete == true)
        default:
            #expect(block.closingFooter?.isComplete != true)
        }
    }

    @Test(arguments: ConsoleLogCorpus.logRows())
    func tagsAreRecognised(row: ConsoleLogCorpus.LogRow) throws {
        let text = try ConsoleLogCorpus.text("logs", row.file)
        let block = try #require(ConsoleLogReader.parse(text: text, path: row.file).first)
        let described = block.descriptions + [block.recovery].compactMap { $0 }
        for tag in row.tags {
            switch tag {
            case "(Names:) old style": #expect(described.contains { $0.infoStyle == .names }, "\(tag)")
            case "(active)": #expect(described.contains { $0.infoStyle == .activity && $0.isActive == true }, "\(tag)")
            case "Encapsulated-Height": #expect(described.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" }, "\(tag)")
            case "Encapsulated-Width": #expect(described.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" }, "\(tag)")
            case "UISV-*": #expect(described.contains { $0.identifier?.hasPrefix("UISV-") == true }, "\(tag)")
            case "NSAutoresizingMaskLayoutConstraint":
                #expect(described.contains { $0.className == "NSAutoresizingMaskLayoutConstraint" && $0.horizontalMask != nil }, "\(tag)")
            case "<private>": #expect(block.isListRedacted && block.isRecoveryRedacted, "\(tag)")
            case "inequality": #expect(described.contains { $0.body.contains(">=") || $0.body.contains("<=") }, "\(tag)")
            case "(LTR)": #expect(described.contains { $0.fixedDirection == .leftToRight }, "\(tag)")
            case "margins": #expect(described.contains { $0.body.contains("Margin") }, "\(tag)")
            default: Issue.record("unknown tag \(tag) in logs.tsv")
            }
        }
    }

    @Test(arguments: ConsoleLogCorpus.logRows())
    func recoveryIsTheConstraintUIKitNamed(row: ConsoleLogCorpus.LogRow) throws {
        let text = try ConsoleLogCorpus.text("logs", row.file)
        let document = ConsoleLogReader.read(text: text, path: row.file)
        let layout = try #require(document.layouts.first)
        let expected = ConsoleLogCorpus.recoveryAddress(in: text)
        #expect(layout.reportedRecoveryID == expected)
        if let expected {
            #expect(layout.constraints.contains { $0.id == expected })
        }
    }

    @Test(arguments: ConsoleLogCorpus.logRows())
    func everyConstraintIsExplained(row: ConsoleLogCorpus.LogRow) throws {
        let text = try ConsoleLogCorpus.text("logs", row.file)
        let layout = try #require(ConsoleLogReader.read(text: text, path: row.file).layouts.first)
        let naming = ViewNaming(layout: layout)
        for constraint in layout.constraints {
            let sentence = ConstraintSentence(constraint, naming: naming).text
            #expect(sentence.first?.isUppercase == true && sentence.hasSuffix("."), "\(sentence)")
            #expect(!sentence.contains("0x"), "\(sentence)")
            if constraint.origin.isSystem {
                #expect(ConstraintOriginNote.note(for: constraint, naming: naming) != nil, "\(sentence)")
            }
        }
        let fixes = ConflictAdvice.fixes(for: layout.constraints, naming: naming, brokenID: layout.reportedRecoveryID)
        #expect(fixes.isEmpty == layout.constraints.isEmpty)
    }

    @Test(arguments: ConsoleLogCorpus.logRows())
    func everyConstraintIsRead(row: ConsoleLogCorpus.LogRow) throws {
        let text = try ConsoleLogCorpus.text("logs", row.file)
        let document = ConsoleLogReader.read(text: text, path: row.file)
        #expect(document.problems.isEmpty, "\(document.problems)")
        let layout = try #require(document.layouts.first)
        let block = try #require(ConsoleLogReader.parse(text: text, path: row.file).first)
        let readable = block.descriptions.filter { !$0.isValueMissing }
        #expect(Set(layout.constraints.compactMap(\.id)) == Set(readable.map(\.address)) || block.isListElided)
        for constraint in layout.constraints {
            #expect(constraint.location?.line ?? 0 > 0)
            for item in constraint.items { #expect(layout.view(item.view) != nil, "\(item.view)") }
        }
        if row.tags.contains("<private>") {
            #expect(layout.notes.contains { $0.contains("<private>") })
        }
    }
}
