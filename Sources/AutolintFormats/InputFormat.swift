import AutolintModel
import Foundation

/// One kind of input autolint reads, and how it is recognised.
public struct InputFormat: Sendable {
    /// For messages: "layout fixture", "Interface Builder document".
    public var name: String
    /// Lowercase file-name endings that select this format (`.layout.yml`).
    public var suffixes: [String]
    /// Whether a directory search picks these files up (fixtures, IB documents and source code;
    /// not logs, which it counts: `DirectorySearch.logsNotTaken`).
    public var isSearchedInDirectories: Bool
    /// Recognises a file whose name has no known suffix from its first bytes.
    public var recognizesContent: @Sendable (_ path: String, _ head: Data) -> Bool
    /// Reads one file, refusing it when it is over `maximumBytes` (`FixtureLimits.maximumBytes`
    /// unless `--max-file-size` or `max_file_size:` says otherwise). `sideBySide`: whether a large
    /// file may take a second thread (not with `--jobs 1`).
    public var read: @Sendable (_ path: String, _ maximumBytes: Int, _ sideBySide: Bool) -> InputDocument

    public init(
        name: String, suffixes: [String], isSearchedInDirectories: Bool,
        recognizesContent: @escaping @Sendable (_ path: String, _ head: Data) -> Bool = { _, _ in false },
        read: @escaping @Sendable (_ path: String, _ maximumBytes: Int, _ sideBySide: Bool) -> InputDocument
    ) {
        self.name = name
        self.suffixes = suffixes
        self.isSearchedInDirectories = isSearchedInDirectories
        self.recognizesContent = recognizesContent
        self.read = read
    }

    public func matchesName(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return suffixes.contains { lowered.hasSuffix($0) }
    }
}

extension InputFormat {
    /// `.layout.yml`, `.layout.yaml`, `.layout.json`; also any `.yml`/`.yaml`/`.json` file that
    /// has a top-level `root:` key (named explicitly, never picked up from a directory).
    public static let layoutFixture = InputFormat(
        name: "layout fixture", suffixes: [".layout.yml", ".layout.yaml", ".layout.json"], isSearchedInDirectories: true,
        recognizesContent: { path, head in
            let lowered = path.lowercased()
            guard [".yml", ".yaml", ".json"].contains(where: { lowered.hasSuffix($0) }) else { return false }
            let text = String(decoding: head, as: UTF8.self)
            return text.split(separator: "\n").contains { $0.hasPrefix("root:") || $0.contains("\"root\"") }
        },
        read: FixtureReader.read(path:maximumBytes:sideBySide:))
}
