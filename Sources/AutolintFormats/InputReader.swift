import AutolintModel
import Foundation

/// Reads any input autolint accepts, choosing the reader by file name, then by content.
public enum InputReader {
    /// Every format, in the order they are tried. A new reader is one line here.
    public static let formats: [InputFormat] = [
        .layoutFixture,
        .interfaceBuilder,
        .consoleLog,
    ]

    /// How much of a file is looked at to recognise its format by content.
    static let sniffedBytes = 64 * 1024

    /// Reads one file. Problems, including an unsupported or missing file, are in the document.
    public static func read(path: String) -> InputDocument {
        if let format = format(for: path) { return format.read(path) }
        let location = SourceLocation(file: path, line: 1, column: 1)
        if path == "-" { return InputFormat.consoleLog.read(path) }
        if !FileManager.default.fileExists(atPath: path) {
            return InputDocument(path: path, kind: .fixture, problems: [InputError(location: location, message: "no such file")])
        }
        let endings = formats.flatMap(\.suffixes).joined(separator: ", ")
        return InputDocument(path: path, kind: .fixture, problems: [
            InputError(location: location, message: "unsupported input: expected one of \(endings)"),
        ])
    }

    /// The format that reads `path`: by name first, then by the file's first bytes.
    public static func format(for path: String) -> InputFormat? {
        if let byName = formats.first(where: { $0.matchesName(path) }) { return byName }
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: sniffedBytes)) ?? Data()
        return formats.first { $0.recognizesContent(path, head) }
    }

    /// Expands directories into the inputs they hold (recursively, sorted, hidden entries and
    /// symbolic links to directories skipped); other paths are kept as given.
    public static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                result += searchDirectory(path)
            } else {
                result.append(path)
            }
        }
        return result
    }

    private static func searchDirectory(_ directory: String) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var found: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let type = attributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                found += searchDirectory(path)
            } else if type == .typeRegular, formats.contains(where: { $0.isSearchedInDirectories && $0.matchesName(path) }) {
                found.append(path)
            }
        }
        return found
    }
}
