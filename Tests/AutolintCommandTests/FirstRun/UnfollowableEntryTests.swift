import Foundation
import Testing
@testable import AutolintCommand

/// What a folder search cannot follow is said, as an input error, and the rest is checked: a
/// file whose name is not UTF-8 cannot be opened by a name autolint can print, and a folder it
/// may not read hides its files.
@Suite struct UnfollowableEntryTests {
    @Test func anInputWhoseNameIsNotUTF8IsAnInputErrorAndTheRestIsChecked() throws {
        let workspace = try Workspace(files: ["layouts/good.layout.yml": SampleFixtures.error])
        defer { workspace.remove() }
        // "caf\xE9.layout.yml": Latin-1, not UTF-8. Some file systems (APFS) refuse such names.
        let name: [UInt8] = Array("\(workspace.path)/layouts/caf".utf8) + [0xE9] + Array(".layout.yml".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        try #require(descriptor >= 0, "this file system refuses names that are not UTF-8")
        close(descriptor)
        let output = try check(["layouts"], in: workspace.path)
        #expect(output.exitCode == 3)
        #expect(output.standardOutput.contains("layouts/good.layout.yml"))
        #expect(output.standardOutput.contains("layouts/caf\u{FFFD}.layout.yml:1:1: error: the file's name is not valid UTF-8"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads every folder"))
    func aFolderThatCannotBeReadIsAnInputError() throws {
        let workspace = try Workspace(files: ["layouts/good.layout.yml": SampleFixtures.error, "layouts/locked/hidden.layout.yml": SampleFixtures.error])
        defer {
            chmod(workspace.path("layouts/locked"), 0o755)
            workspace.remove()
        }
        chmod(workspace.path("layouts/locked"), 0)
        let output = try check(["layouts"], in: workspace.path)
        #expect(output.exitCode == 3)
        #expect(output.standardOutput.contains("layouts/good.layout.yml"))
        #expect(output.standardOutput.contains("layouts/locked:1:1: error: cannot read this folder (Permission denied)"))
    }
}
