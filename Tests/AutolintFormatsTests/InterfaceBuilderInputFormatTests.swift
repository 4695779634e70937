import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// `.xib` and `.storyboard` through the common input dispatch.
@Suite struct InterfaceBuilderInputFormatTests {
    typealias Documents = InterfaceBuilderTestDocuments

    @Test func documentsAreReadByName() {
        let document = InputReader.read(path: Documents.path("Scenes.storyboard"))
        #expect(document.kind == .interfaceBuilder)
        #expect(document.layouts.count == 4)
        #expect(InputReader.format(for: "Main.STORYBOARD")?.name == "Interface Builder document")
        #expect(InputReader.format(for: "Cell.xib")?.name == "Interface Builder document")
    }

    @Test func unreadableDocumentsBecomeProblems() {
        let document = InputReader.read(path: Documents.path("Archive.xib"))
        #expect(document.kind == .interfaceBuilder)
        #expect(document.layouts.isEmpty)
        #expect(document.problems.first?.message.hasPrefix("unsupported document") == true)
    }

    @Test func documentsAreRecognisedByContent() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-ib-\(UUID().uuidString).ui").path
        try Data(contentsOf: URL(fileURLWithPath: Documents.path("Cells.xib"))).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(InputReader.format(for: path)?.name == "Interface Builder document")
        #expect(InputReader.read(path: path).layouts.count == 2)
    }

    @Test func directoriesYieldDocuments() {
        let found = InputReader.expand([Documents.directory.path])
        #expect(found.contains(Documents.path("Window.xib")))
        #expect(found.contains(Documents.path("SizeClasses.storyboard")))
    }
}
