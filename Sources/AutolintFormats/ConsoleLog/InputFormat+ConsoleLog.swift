import AutolintModel
import Foundation

extension InputFormat {
    /// `.log`, `.txt` and standard input: "Unable to simultaneously satisfy constraints" blocks,
    /// or an `_autolayoutTrace` dump, told apart by content. Never picked up from a directory.
    public static let consoleLog = InputFormat(
        name: "console log or _autolayoutTrace dump", suffixes: [".log", ".txt"], isSearchedInDirectories: false,
        read: { path, maximumBytes, _ in
            let data: Data
            do throws(InputError) {
                data = path == "-"
                    ? try InputFile.standardInput(limit: maximumBytes)
                    : try InputFile.contents(of: path, limit: maximumBytes)
            } catch {
                return InputDocument(path: path, kind: .consoleLog, problems: [error])
            }
            // Invalid UTF-8 becomes U+FFFD: a paste with a stray byte is still read.
            let text = String(decoding: data, as: UTF8.self)
            return TraceReader.looksLikeTrace(text) ? TraceReader.read(text: text, path: path) : ConsoleLogReader.read(text: text, path: path)
        })
}
