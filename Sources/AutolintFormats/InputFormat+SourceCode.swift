import AutolintModel
import AutolintSource
import Foundation

extension InputFormat {
    /// Swift and Objective-C source (`source-code.md`), read by `AutolintSource`. Picked up from
    /// directories, so that `autolint check Sources/` checks an app's code.
    public static let sourceCode = InputFormat(
        name: "source code", suffixes: SourceCodeReader.suffixes, isSearchedInDirectories: true,
        read: { path, maximumBytes, _ in
            let data: Data
            do throws(InputError) {
                data = try InputFile.contents(of: path, limit: maximumBytes)
            } catch {
                return InputDocument(path: path, kind: .sourceCode, problems: [error])
            }
            let text = String(decoding: data, as: UTF8.self)
            let reading = SourceCodeReader.readDocument(text: text, path: path, visualFormat: CodeVisualFormat())
            var document = InputDocument(path: path, kind: .sourceCode, layouts: reading.layouts, problems: reading.problems)
            document.skippedTypes = reading.skippedTypes
            return document
        })
}
