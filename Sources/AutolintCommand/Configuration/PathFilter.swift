import Foundation

/// `excluded:` paths of the configuration: a file is skipped when it is an excluded path, lies
/// under one, or matches one as a shell pattern (`Fixtures/broken/*`, `**` not special).
public struct PathFilter: Sendable {
    private let excluded: [String]

    public init(excluded: [String]) {
        self.excluded = excluded.map(PathFilter.absolute)
    }

    public func isExcluded(_ path: String) -> Bool {
        let candidate = PathFilter.absolute(path)
        return excluded.contains { pattern in
            candidate == pattern || candidate.hasPrefix(pattern + "/") || fnmatch(pattern, candidate, 0) == 0
        }
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
