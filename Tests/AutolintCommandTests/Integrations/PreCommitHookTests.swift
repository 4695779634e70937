import Foundation
import Testing

/// The `autolint` hook of `.pre-commit-hooks.yaml`, run by pre-commit itself (`try-repo` on this
/// repository) in a scratch repository: a staged layout with an error fails the commit, a clean
/// one passes, and files the hook does not read are not handed to it.
@Suite(.enabled(if: Integration.has("pre-commit") && Integration.has("git") && Integration.pathWithAutolint != nil,
                "needs pre-commit (pip), git and the built autolint"))
struct PreCommitHookTests {
    @Test func theHookFailsOnAnErrorAndPassesACleanLayout() throws {
        let workspace = try Workspace(files: [
            "Screens/clean.layout.yml": SampleFixtures.clean, "Screens/error.layout.yml": SampleFixtures.error, "notes.txt": "not a layout\n",
        ])
        defer { workspace.remove() }
        let environment = [
            "PATH": Integration.pathWithAutolint ?? "", "PRE_COMMIT_HOME": workspace.path(".pre-commit-cache"),
            "GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        let git = { (arguments: [String]) throws -> Integration.Result in
            try Integration.run("/usr/bin/env", ["git"] + arguments, in: workspace.path, environment: environment)
        }
        _ = try git(["init", "-q"])
        _ = try git(["add", "Screens", "notes.txt"])
        let hook = { (files: [String]) throws -> Integration.Result in
            try Integration.run("/usr/bin/env", ["pre-commit", "try-repo", packageRoot.path, "autolint", "--files"] + files,
                                in: workspace.path, environment: environment)
        }
        let failing = try hook(["Screens/error.layout.yml", "notes.txt"])
        #expect(failing.status != 0, "\(failing.output)")
        #expect(failing.output.contains("(invalid-attribute-pairing)"))
        #expect(!failing.output.contains("notes.txt"))
        let passing = try hook(["Screens/clean.layout.yml", "notes.txt"])
        #expect(passing.status == 0, "\(passing.output)")
    }
}
