import Foundation
import Testing

/// autolint checks its own repository: a bare `autolint` at the root reads `.autolint.yml`, which
/// names the bundled fixtures, and every one of them holds its expectations.
@Suite struct RepositorySelfCheckTests {
    @Test(.enabled(if: ExecutableTests.executable != nil, "the autolint executable is built by swift build"))
    func aBareRunAtTheRootChecksTheFixturesAndPasses() throws {
        let run = try ExecutableTests.run(["--quiet"], in: packageRoot.path)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("Fixtures/missing-constraints.layout.yml"))
        #expect(!run.output.contains("Tests/"))
    }

    /// The fixture format travels with the clone; the steering repository's copy is the source.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("../shared/spec/fixture-format.md").path)))
    func theFixtureFormatInDocsIsTheContract() throws {
        let contract = try String(contentsOf: packageRoot.appendingPathComponent("../shared/spec/fixture-format.md"), encoding: .utf8)
        let copy = try String(contentsOf: packageRoot.appendingPathComponent("docs/fixture-format.md"), encoding: .utf8)
        #expect(copy.hasSuffix(contract))
    }
}
