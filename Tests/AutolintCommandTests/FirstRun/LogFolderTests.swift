import Foundation
import Testing
@testable import AutolintCommand

/// A folder search takes fixtures, IB documents and source code; console logs are read when named.
/// A folder of logs given to `check` says so instead of a bare "0 files".
@Suite struct LogFolderTests {
    @Test func aFolderOfLogsSaysHowToCheckThem() throws {
        let folder = try Workspace(files: [
            "logs/first.log": SampleFixtures.error,
            "logs/second.log": SampleFixtures.error,
            "logs/notes.txt": "not a log",
        ])
        defer { folder.remove() }
        let output = try check(["logs"], in: folder.path)
        #expect(output.standardError == "Done checking! 0 errors, 0 warnings in 0 files (0 configurations); 3 .log/.txt files not read: "
            + "a folder search takes fixtures, IB documents and source code; name logs and traces to read them, "
            + "as in `autolint check logs/*.log logs/*.txt`.\n")
        let named = try check(["logs/first.log", "logs/second.log"], in: folder.path)
        #expect(named.standardError.contains(" in 2 files "))
    }

    @Test func aFolderTheShellWouldSplitIsQuotedInTheHint() throws {
        let folder = try Workspace(files: ["My Logs/first.log": SampleFixtures.error])
        defer { folder.remove() }
        let output = try check(["My Logs"], in: folder.path)
        #expect(output.standardError.hasSuffix("as in `autolint check 'My Logs'/*.log`.\n"))
    }

    @Test func logsBesideLayoutsAreNoNews() throws {
        let folder = try Workspace(files: [
            "App/login.layout.yml": SampleFixtures.error,
            "build.log": "a build log",
            "notes.txt": "notes",
        ])
        defer { folder.remove() }
        let output = try check(["."], in: folder.path)
        #expect(output.standardError == "Done checking! 1 error, 0 warnings in 1 file (1 configuration).\n")
    }
}
