import AutolintModel
import Foundation
@testable import AutolintFormats

/// Reads fixture text as the file `path` (YAML or JSON by its extension).
func readFixture(_ text: String, path: String = "test.layout.yml") -> InputDocument {
    FixtureReader.read(data: Data(text.utf8), path: path)
}

/// The one layout of a fixture that must read without problems.
func layout(_ text: String, path: String = "test.layout.yml") throws -> Layout {
    let document = readFixture(text, path: path)
    guard document.problems.isEmpty, let layout = document.layouts.first else {
        throw FixtureTestFailure(description: "unexpected problems: \(document.problems.map(\.description))")
    }
    return layout
}

struct FixtureTestFailure: Error, CustomStringConvertible {
    var description: String
}

/// A fresh directory under the system's temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
