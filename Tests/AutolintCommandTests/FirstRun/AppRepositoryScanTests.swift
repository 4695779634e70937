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
