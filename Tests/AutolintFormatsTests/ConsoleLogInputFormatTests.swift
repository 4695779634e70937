import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// `.log` and `.txt` files through `InputReader`: blocks and traces told apart by content.
struct ConsoleLogInputFormatTests {
    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func logsAndTracesAreToldApartByContent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let block = """
            (
                "<NSLayoutConstraint:0x600000d01100 UIView:0x7fa1e0c0b010.width == 20>",
                "<NSLayoutConstraint:0x600000d011a0 UIView:0x7fa1e0c0b010.width == 21>"
            )
            """
        let trace = "•UIWindow:0x7fa1e0c00010\n|   *UIView:0x7fa1e0c0b010- AMBIGUOUS LAYOUT for UIView:0x7fa1e0c0b010.minX{id: 3}\n"
        let log = InputReader.read(path: try ConsoleLogInputFormatTests.write(block, named: "conflict.log", in: directory))
        #expect(log.kind == .consoleLog)
        #expect(log.layouts.first?.constraints.count == 2)
        let traced = InputReader.read(path: try ConsoleLogInputFormatTests.write(trace, named: "trace.txt", in: directory))
        #expect(traced.kind == .trace)
        #expect(traced.trace?.entries.last?.ambiguousVariables == ["minX{id: 3}"])
        let blockInTxt = InputReader.read(path: try ConsoleLogInputFormatTests.write(block, named: "paste.TXT", in: directory))
        #expect(blockInTxt.kind == .consoleLog)
        #expect(InputReader.expand([directory.path]).isEmpty)
    }

    @Test func invalidUTF8IsReadAroundTheBadBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var bytes = Data("(\n    \"<NSLayoutConstraint:0x600000d02200 UILabel:0x7fa1e0c0c020'Caf".utf8)
        bytes.append(contentsOf: [0xC3, 0x28])
        bytes.append(Data("'.width == 20>\"\n)\n".utf8))
        let url = directory.appendingPathComponent("bytes.log")
        try bytes.write(to: url)
        let document = InputReader.read(path: url.path)
        #expect(document.problems.isEmpty, "\(document.problems)")
        #expect(document.layouts.first?.constraints.first?.constant == 20)
    }
}
