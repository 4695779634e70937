import Testing
import Foundation
@testable import AutolintFormats

@Test func scratchTiming() throws {
    for file in ["/tmp/big.log", "/tmp/garbage.log"] {
        let data = FileManager.default.contents(atPath: file)!
        let text = String(decoding: data, as: UTF8.self)
        let start = Date()
        let doc = ConsoleLogReader.read(text: text, path: file)
        print("TIMING \(file) \(Date().timeIntervalSince(start))s layouts=\(doc.layouts.count) problems=\(doc.problems.count)")
    }
}
