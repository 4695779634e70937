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
    private let formats: [InputFormat]

    /// Searches `directory`; `formats` decide which files are inputs.
    public init(directory: String, formats: [InputFormat] = InputReader.formats) {
        self.formats = formats
        files = search(directory, skipping: true)
    }

    public var skippedInputCount: Int { skipped.reduce(0) { $0 + $1.inputCount } }

    private mutating func search(_ directory: String, skipping: Bool) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var found: [String] = []
        for entry in entries {
            let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if skipping, let reason = Self.skippedFolderReasons.first(where: { $0.name == entry })?.reason {
                    // Counted, not reported: the summary says what the skip left out.
                    var inner = self
                    inner.skipped = []
                    let count = inner.search(path, skipping: false).count
                    skipped.append(SkippedFolder(path: path, reason: reason, inputCount: count))
                } else if !entry.hasPrefix(".") {
                    found += search(path, skipping: skipping)
                }
            } else if type == .typeRegular, !entry.hasPrefix("."),
                      formats.contains(where: { $0.isSearchedInDirectories && $0.matchesName(path) }) {
                found.append(path)
            }
        }
        return found
    }
}
