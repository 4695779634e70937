import Foundation
import Testing
@testable import AutolintCommand

/// A path holding a newline or a terminal escape (issue #49): the xcode reporter's
/// `PATH:LINE:COL` stays on one line, with the characters escaped.
struct ControlCharacterPathTests {
    @Test func aNewlineInAPathIsEscapedInTheXcodeReport() throws {
        let name = "two\nlines\u{1B}[31m.layout.yml"
        let workspace = try Workspace(files: [name: "root:\n  subviews:\n    - {id: a}\n"])
        defer { workspace.remove() }
        let output = try check([name, "--reporter", "xcode", "--quiet"], in: workspace.path)
        let findings = output.standardOutput.split(separator: "\n").filter { $0.contains("(missing-constraints)") }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.hasPrefix("two\\nlines\\u{1B}[31m.layout.yml:3:") })
        #expect(!output.standardOutput.contains("\u{1B}"))
    }
}
