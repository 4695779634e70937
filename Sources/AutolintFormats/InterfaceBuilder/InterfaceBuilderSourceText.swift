import AutolintModel
import Foundation

/// The document's text by line, for the excerpts of input errors; split only when first needed.
final class InterfaceBuilderSourceText {
    let path: String
    private let data: Data
    private lazy var lines: [Substring] = String(decoding: data, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)

    init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        var text = lines[number - 1]
        if text.hasSuffix("\r") { text = text.dropLast() }
        return String(text)
    }

    /// An error pointing at an element's start tag.
    func error(at element: IBElement, _ message: String) -> InputError {
        InputError(location: element.location(in: path), message: message, excerpt: line(element.line))
    }
}
