import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Reads every real document in `../shared/corpus/ib` and checks the counts `ib.tsv` records for
/// each: constraints, and the views IB saved as ambiguous or misplaced. Skipped without the corpus.
@Suite(.enabled(if: InterfaceBuilderCorpus.isPresent, "../shared/corpus/ib is absent"))
struct InterfaceBuilderCorpusTests {
    @Test func everyDocumentIsReadWithItsCounts() throws {
        let entries = try InterfaceBuilderCorpus.entries()
        #expect(entries.count == 266)
        for entry in entries {
            let document: InputDocument
            do {
                document = try InterfaceBuilderReader.read(path: entry.path)
            } catch {
                Issue.record("\(entry.file): \(error)")
                continue
            }
            #expect(document.problems.isEmpty, "\(entry.file): \(document.problems)")
            #expect(!document.layouts.isEmpty || entry.constraints == 0, "\(entry.file): no layouts")
            let counts = InterfaceBuilderCorpus.Counts(document)
            #expect(counts.constraints + counts.danglingConstraints == entry.constraints, "\(entry.file): constraints")
            // IBLinter's duplicate-id sample refers to an object that is not in the file, on purpose.
            let expectedDangling = entry.file.hasSuffix("DuplicateID.xib") ? 2 : 0
            #expect(counts.danglingConstraints == expectedDangling, "\(entry.file): \(document.layouts.flatMap(\.notes))")
            #expect(counts.ambiguousViews == entry.ambiguousViews, "\(entry.file): ambiguous views")
            #expect(counts.misplacedViews == entry.misplacedViews, "\(entry.file): misplaced views")
        }
    }
}

/// The corpus beside the project (`../shared/corpus`), and its description `ib.tsv`.
enum InterfaceBuilderCorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent("ib.tsv").path) }

    struct Entry {
        var file: String
        var path: String
        var constraints: Int
        var ambiguousViews: Int
        var misplacedViews: Int
    }

    static func entries() throws -> [Entry] {
        let table = try String(contentsOf: directory.appendingPathComponent("ib.tsv"), encoding: .utf8)
        let rows = table.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        return rows.map { row in
            Entry(file: row[0], path: directory.appendingPathComponent("ib").appendingPathComponent(row[0]).path,
                  constraints: Int(row[7]) ?? -1, ambiguousViews: Int(row[8]) ?? -1, misplacedViews: Int(row[9]) ?? -1)
        }
    }

    /// What a document's layouts hold, counted the way `ib.tsv` counts the file.
    struct Counts {
        var constraints = 0
        var ambiguousViews = 0
        var misplacedViews = 0
        /// Constraints left out because they name an object the layout does not have.
        var danglingConstraints = 0

        init(_ document: InputDocument) {
            for layout in document.layouts {
                var ids = Set(layout.constraints.compactMap(\.id))
                for variation in layout.variations { ids.formUnion(variation.add.compactMap(\.id)) }
                constraints += ids.count
                ambiguousViews += layout.views.filter { $0.savedFlags.contains("ambiguous") }.count
                misplacedViews += layout.views.filter { $0.savedFlags.contains("misplaced") }.count
                danglingConstraints += layout.notes.filter { $0.contains("which is not in this layout") }.count
            }
        }
    }
}
