import Foundation

/// The directory a command runs in: relative paths on the command line and in reports are
/// relative to it, whatever the process's own current directory (so commands run in process,
/// as tests do, behave as from a shell).
public struct WorkingDirectory: Sendable {
    public let path: String

    public init(_ path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` as an absolute, standardized path.
    public func resolve(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: self.path).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// How reports show an absolute path: relative when it lies inside this directory.
    public func display(_ absolute: String) -> String {
        absolute.hasPrefix(path + "/") ? String(absolute.dropFirst(path.count + 1)) : absolute
    }
}
