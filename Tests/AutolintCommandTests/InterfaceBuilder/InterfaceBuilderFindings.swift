import Foundation
@testable import AutolintCommand

/// The JSON findings of `autolint check` on one document, written to a scratch folder under
/// `name` (its extension says what it is).
enum InterfaceBuilderFindings {
    static func of(_ document: String, named name: String, arguments: [String] = []) throws -> [[String: Any]] {
        let workspace = try Workspace(files: [name: document])
        defer { workspace.remove() }
        return try ConsoleLogCommandTests.json(AutolintCommandTests.check([name, "--quiet", "--reporter", "json"] + arguments, in: workspace.path))
    }
}
