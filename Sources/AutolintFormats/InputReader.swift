import AutolintModel
import AutolintSource
import Foundation

/// Reads any input autolint accepts, choosing the reader by file name, then by content.
public enum InputReader {
    /// Every format, in the order they are tried. A new reader is one line here.
    public static let formats: [InputFormat] = [
        .layoutFixture,
        .interfaceBuilder,
        .consoleLog,
        .sourceCode,
    ]

    /// How much of a file is looked at to recognise its format by content.
    static let sniffedBytes = 64 * 1024

    /// Reads one file. Problems, including an unsupported or missing file, are in the document.
    /// Files over `maximumBytes` are refused before they are read. `sideBySide`: whether a large
    /// file may take a second thread.
    /// `sourceApp`: the Swift files of the run, parsed together (`SwiftSourceApp`); a Swift file in
    /// it is read with what the others declare.
    public static func read(path: String, maximumBytes: Int = FixtureLimits.maximumBytes, sideBySide: Bool = true,
                            sourceApp: SwiftSourceApp? = nil) -> InputDocument {
        var document = readUngated(path: path, maximumBytes: maximumBytes, sideBySide: sideBySide, sourceApp: sourceApp)
        if let sourceApp { CodeFinishedViews.mark(&document, in: sourceApp) }
        NumericGate.apply(to: &document)
        return document
    }

    private static func readUngated(path: String, maximumBytes: Int, sideBySide: Bool, sourceApp: SwiftSourceApp?) -> InputDocument {
        if let sourceApp, sourceApp.contains(path) { return InputFormat.readSwift(path: path, in: sourceApp) }
        if let format = format(for: path) { return format.read(path, maximumBytes, sideBySide) }
        let location = SourceLocation(file: path, line: 1, column: 1)
        if path == "-" { return InputFormat.consoleLog.read(path, maximumBytes, sideBySide) }
        guard let status = FileStatus(path: path) else {
            return InputDocument(path: path, kind: .fixture, problems: [InputError(location: location, message: "no such file")])
        }
        if status.kind != .regular, status.kind != .directory {
            return InputDocument(path: path, kind: .fixture, problems: [
                InputError(location: location, message: "not a regular file (a pipe, device or socket); pass standard input as -"),
            ])
        }
        let endings = formats.flatMap(\.suffixes).joined(separator: ", ")
        return InputDocument(path: path, kind: .fixture, problems: [
            InputError(location: location, message: "unsupported input: expected one of \(endings)"),
        ])
    }

    /// The format that reads `path`: by name first, then by the file's first bytes.
    public static func format(for path: String) -> InputFormat? {
        if let byName = formats.first(where: { $0.matchesName(path) }) { return byName }
        // Only a regular file is opened to look at: a FIFO would block until a writer came.
        guard FileStatus(path: path)?.kind == .regular,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: sniffedBytes)) ?? Data()
        return formats.first { $0.recognizesContent(path, head) }
    }

    /// Expands directories into the inputs they hold (`DirectorySearch`); other paths are kept as given.
    public static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
            return DirectorySearch(directory: path).files
        }
    }
}
