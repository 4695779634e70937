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
            return document(path: path, SourceCodeReader.readDocument(text: text, path: path, visualFormat: CodeVisualFormat()))
        })

    private static func document(path: String, _ reading: SourceCodeReader.Reading) -> InputDocument {
        var document = InputDocument(path: path, kind: .sourceCode, layouts: reading.layouts, problems: reading.problems)
        document.skippedTypes = reading.skippedTypes
        return document
    }

    /// Parses one Swift file for a run's `SwiftSourceApp`; nil when it cannot be read (its own
    /// read then reports why).
    public static func parseSwift(path: String, maximumBytes: Int) -> ParsedSwiftFile? {
        guard path.lowercased().hasSuffix(".swift"), let data = try? InputFile.contents(of: path, limit: maximumBytes) else { return nil }
        return ParsedSwiftFile.parse(text: String(decoding: data, as: UTF8.self), path: path)
    }

    /// A Swift file of the app a run parsed, read with what every other file declares.
    static func readSwift(path: String, in app: SwiftSourceApp) -> InputDocument {
        document(path: path, SourceCodeReader.readDocument(path: path, in: app, visualFormat: CodeVisualFormat()))
    }
}
