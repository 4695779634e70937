import AutolintModel
import Foundation

extension InputFormat {
    /// `.log`, `.txt` and standard input: "Unable to simultaneously satisfy constraints" blocks,
    /// or an `_autolayoutTrace` dump, told apart by content. Never picked up from a directory.
    public static let consoleLog = InputFormat(
        name: "console log or _autolayoutTrace dump", suffixes: [".log", ".txt"], isSearchedInDirectories: false,
        read: { path in
            let location = SourceLocation(file: path, line: 1, column: 1)
            let data: Data?
            if path == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                data = FileManager.default.contents(atPath: path)
            }
            guard let data else {
                return InputDocument(path: path, kind: .consoleLog, problems: [InputError(location: location, message: "cannot read the file")])
            }
            // Invalid UTF-8 becomes U+FFFD: a paste with a stray byte is still read.
            let text = String(decoding: data, as: UTF8.self)
            return TraceReader.looksLikeTrace(text) ? TraceReader.read(text: text, path: path) : ConsoleLogReader.read(text: text, path: path)
        })
}
