import AutolintModel
import Foundation

/// The inputs in a directory tree: searched recursively in sorted order, skipping hidden entries
/// (`.git`, `.build`, `.swiftpm`), symbolic links to directories, and the folders where an app
/// repository keeps other people's code and build products (`Pods`, `Carthage`, ...). A folder is
/// skipped only when it is met during the search: naming it on the command line checks it.
public struct DirectorySearch: Sendable {
    /// A folder left out of the search, and how many inputs it holds.
    public struct SkippedFolder: Hashable, Sendable {
        public var path: String
        public var reason: String
        public var inputCount: Int
    }

    /// Folder names never searched, and why: dependency managers' checkouts and build products.
    public static let skippedFolderReasons: [(name: String, reason: String)] = [
        ("Pods", "CocoaPods dependencies"),
        ("Carthage", "Carthage dependencies"),
        ("DerivedData", "Xcode build products"),
        ("SourcePackages", "Swift package checkouts"),
    ]

    public private(set) var files: [String] = []
    public private(set) var skipped: [SkippedFolder] = []
    /// What the search met and could not follow: a folder it may not read, an input whose name
    /// is not valid UTF-8 (it cannot be named again to be read). Each is said, never skipped silently.
    public private(set) var problems: [InputError] = []
    /// Console logs and traces (`.log`, `.txt`) the search met and did not take: a folder search
    /// takes fixtures, IB documents and source code, and a log is read when named.
    public private(set) var logsNotTaken: [String] = []
    private let formats: [InputFormat]

    /// Searches `directory`; `formats` decide which files are inputs.
    public init(directory: String, formats: [InputFormat] = InputReader.formats) {
        self.formats = formats
        files = search(directory, skipping: true)
    }

    public var skippedInputCount: Int { skipped.reduce(0) { $0 + $1.inputCount } }

    private mutating func search(_ directory: String, skipping: Bool) -> [String] {
        let listing: DirectoryListing
        do {
            listing = try DirectoryListing(path: directory)
        } catch {
            problems.append(InputError(location: SourceLocation(file: directory, line: 1, column: 1), message: "cannot read this folder (\(error.reason)); its files were not checked"))
            return []
        }
        for name in listing.undecodableNames {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard !name.hasPrefix("."), formats.contains(where: { $0.isSearchedInDirectories && $0.matchesName(path) }) else { continue }
            problems.append(InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "the file's name is not valid UTF-8 (shown with U+FFFD), so it was not checked; rename it"))
        }
        let entries = listing.names
        var found: [String] = []
        for entry in entries {
            let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
            // Not following links: a link to a folder above would make the walk endless.
            let kind = FileStatus(path: path, followingLinks: false)?.kind
            if kind == .directory {
                if skipping, let reason = Self.skippedFolderReasons.first(where: { $0.name == entry })?.reason {
                    // Counted, not reported: the summary says what the skip left out.
                    var inner = self
                    inner.skipped = []
                    let count = inner.search(path, skipping: false).count
                    skipped.append(SkippedFolder(path: path, reason: reason, inputCount: count))
                } else if !entry.hasPrefix(".") {
                    found += search(path, skipping: skipping)
                }
            } else if kind == .regular, !entry.hasPrefix("."), let taken = isTaken(path) {
                if taken { found.append(path) } else { logsNotTaken.append(path) }
            }
        }
        return found
    }

    /// True for a file a folder search reads, false for a log it only counts, nil for neither;
    /// each format's name test once.
    private func isTaken(_ path: String) -> Bool? {
        var taken: Bool?
        for format in formats where format.matchesName(path) {
            if format.isSearchedInDirectories { return true }
            taken = false
        }
        return taken
    }
}
