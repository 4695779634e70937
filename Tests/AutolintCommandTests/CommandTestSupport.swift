import Foundation
@testable import AutolintCommand

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scratch directory with files in it, removed when the test is done with it.
struct Workspace {
    let url: URL

    init(files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    var path: String { url.path }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `autolint check ARGUMENTS` in process, in `directory`.
func check(_ arguments: [String], in directory: String) throws -> CommandOutput {
    try CheckCommand.parse(arguments).execute(workingDirectory: directory)
}

enum SampleFixtures {
    static let clean = """
        root:
          subviews: [{id: a, intrinsicSize: [10, 10]}]
        constraints:
          - a.leading == root.leading
          - a.top == root.top
        """
    static let warning = """
        root:
          subviews: [{id: a, intrinsicSize: [10, 10]}]
        constraints:
          - a.left == root.left
          - a.top == root.top
        """
    static let error = """
        root:
          subviews: [{id: a, intrinsicSize: [10, 10]}]
        constraints:
          - a.leading == root.leading
          - a.top == root.leading
        """
    static let unreadable = """
        root:
          subviews: [{id: a}]
        constraints:
          - a.top == ghost.top
        """
}
