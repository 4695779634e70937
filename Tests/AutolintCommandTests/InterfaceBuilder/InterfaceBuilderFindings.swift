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

extension InterfaceBuilderFindings {
    /// `document` with every constrained view (`translatesAutoresizingMaskIntoConstraints="NO"`)
    /// saved `misplaced="YES"`, as IB saves a view its engine would move: `misplaced-view` trusts
    /// IB on views saved as placed, so a test that checks a model through saved frames flags them.
    static func flaggingConstrainedViews(_ document: String) -> String {
        var pieces = document.components(separatedBy: "<")
        for index in pieces.indices.dropFirst() {
            guard let end = pieces[index].firstIndex(of: ">") else { continue }
            let tag = pieces[index][..<end]
            guard tag.contains(#"translatesAutoresizingMaskIntoConstraints="NO""#), !tag.contains("misplaced=") else { continue }
            let closing = tag.hasSuffix("/") ? pieces[index].index(before: end) : end
            pieces[index].insert(contentsOf: #" misplaced="YES""#, at: closing)
        }
        return pieces.joined(separator: "<")
    }
}
