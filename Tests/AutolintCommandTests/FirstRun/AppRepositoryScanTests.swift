import Foundation
import Testing
@testable import AutolintCommand

/// `autolint check` at the root of an app repository checks the app, not its dependencies or
/// build products, and says what it left out.
@Suite struct AppRepositoryScanTests {
    static func appRepository() throws -> Workspace {
        try Workspace(files: [
            "App/Screens/login.layout.yml": SampleFixtures.error,
            "Pods/Library/pod.layout.yml": SampleFixtures.error,
            "Carthage/Checkouts/Kit/kit.layout.yml": SampleFixtures.error,
            "DerivedData/App/Build/derived.layout.yml": SampleFixtures.error,
            "SourcePackages/checkouts/Package/package.layout.yml": SampleFixtures.error,
            ".build/checkouts/hidden.layout.yml": SampleFixtures.error,
            ".git/stray.layout.yml": SampleFixtures.error,
        ])
    }

    @Test func dependencyAndBuildFoldersAreSkippedAndCounted() throws {
        let app = try Self.appRepository()
        defer { app.remove() }
        let output = try check(["."], in: app.path)
        #expect(output.standardOutput.contains("App/Screens/login.layout.yml"))
        for skipped in ["Pods", "Carthage", "DerivedData", "SourcePackages", ".build", ".git"] {
            #expect(!output.standardOutput.contains(skipped + "/"), "\(skipped) was checked")
        }
        #expect(output.standardError == "Done checking! 1 error, 0 warnings in 1 file (1 configuration); skipped 4 inputs in "
            + "Carthage, DerivedData, Pods, SourcePackages (dependencies and build products; name a folder to check it).\n")
        let json = try check([".", "--reporter", "json", "--quiet"], in: app.path)
        #expect(json.standardOutput.contains(#""skipped": 4"#))
    }

    @Test func aSkippedFolderNamedOnTheCommandLineIsChecked() throws {
        let app = try Self.appRepository()
        defer { app.remove() }
        let output = try check(["Pods"], in: app.path)
        #expect(output.standardOutput.contains("Pods/Library/pod.layout.yml"))
        #expect(output.standardError == "Done checking! 1 error, 0 warnings in 1 file (1 configuration).\n")
    }
}

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
