import Foundation
import Testing

/// The same input gives the same bytes in every picture, run after run. cgraph used to order
/// clusters by the heap addresses of their names, so each run of a separate process could lay a
/// graph out differently: the test draws each layout of the corpus's five largest IB documents in
/// two processes and compares.
@Suite struct DeterministicPicturesTests {
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    static var largestDocuments: [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        let sized = files.compactMap { file in (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize).map { (file, $0) } }
        return sized.sorted { ($0.1, $0.0.path) > ($1.1, $1.0.path) }.prefix(5).map(\.0)
    }

    @Test(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: corpus.path), "needs the built autolint and ../shared/corpus"))
    func graphsOfTheLargestCorpusDocumentsAreTheSameBytesInEveryRun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(Self.largestDocuments.count == 5)
        for document in Self.largestDocuments {
            // The note on standard error names how many layouts the document holds.
            let first = try ExecutableTests.run(["graph", document.path, "--format", "dot", "-o", workspace.path("probe.dot")], in: workspace.path)
            #expect(first.status == 0, "\(document.lastPathComponent): \(first.error)")
            let count = first.error.firstMatch(of: /holds (\d+) layouts/).flatMap { Int($0.1) } ?? 1
            // Three layouts per document keep the test short; each has nested clusters.
            for layout in 1...min(count, 3) {
                var drawings: [Data] = []
                for run in 1...2 {
                    let output = workspace.path("layout-\(layout)-\(run).svg")
                    let result = try ExecutableTests.run(["graph", document.path, "--layout", String(layout), "-o", output, "--quiet"], in: workspace.path)
                    #expect(result.status == 0, "\(document.lastPathComponent) layout \(layout): \(result.error)")
                    drawings.append((try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data())
                }
                #expect(!drawings[0].isEmpty && drawings[0] == drawings[1], "\(document.lastPathComponent) layout \(layout) differs between runs")
            }
        }
    }
}
