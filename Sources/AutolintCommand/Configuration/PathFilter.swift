import Foundation

/// `excluded:` paths of the configuration: a file is skipped when it is an excluded path, lies
/// under one, or matches one as a shell pattern (`Fixtures/broken/*`, `**` not special).
public struct PathFilter: Sendable {
    private let excluded: [String]

    private let workingDirectory: WorkingDirectory

    /// `excluded` paths are relative to `workingDirectory` unless absolute.
    public init(excluded: [String], workingDirectory: WorkingDirectory) {
        self.excluded = excluded.map(workingDirectory.resolve)
        self.workingDirectory = workingDirectory
    }

    public func isExcluded(_ path: String) -> Bool {
        let candidate = workingDirectory.resolve(path)
        return excluded.contains { pattern in
            candidate == pattern || candidate.hasPrefix(pattern + "/") || fnmatch(pattern, candidate, 0) == 0
        }
    }
}
