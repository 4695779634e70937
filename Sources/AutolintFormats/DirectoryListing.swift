#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries read with `readdir`, so that names which are not valid UTF-8 are seen (and
/// reported) instead of vanishing, and a folder that cannot be opened is an error with its reason.
struct DirectoryListing {
    struct Failure: Error {
        let reason: String
    }

    /// Entry names that are valid UTF-8, sorted; `.` and `..` left out.
    let names: [String]
    /// Names that are not, decoded with replacement characters for display, sorted.
    let undecodableNames: [String]

    init(path: String) throws(Failure) {
        guard let directory = opendir(path) else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if let name = String(validating: bytes, as: UTF8.self) {
                if name != "." && name != ".." { names.append(name) }
            } else {
                undecodable.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        self.names = names.sorted()
        undecodableNames = undecodable.sorted()
    }
}
