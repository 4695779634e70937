#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about a path: its kind and size, from `stat` (or `lstat`).
/// `FileManager.attributesOfItem` also looks up the names of the file's owner and group, which
/// cost more than reading a small document; a run asks this of every file it meets.
public struct FileStatus: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case regular, directory, symbolicLink
        /// A pipe, device or socket.
        case other
    }

    public var kind: Kind
    /// In bytes; a symbolic link's own size when links are not followed.
    public var size: Int

    /// nil when the path does not exist or cannot be examined. `followingLinks: false` describes
    /// a symbolic link itself, as a directory walk that must not loop needs.
    public init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        let result = path.withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
        guard result == 0 else { return nil }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): kind = .regular
        case mode_t(S_IFDIR): kind = .directory
        case mode_t(S_IFLNK): kind = .symbolicLink
        default: kind = .other
        }
        size = Int(info.st_size)
    }
}
