import AutolintModel
import Foundation

/// Reads a layout fixture (`.layout.yml`, `.layout.yaml`, `.layout.json`) into an `InputDocument`.
///
/// YAML goes through Yams (libyaml) with its node marks; JSON through `JSONNodeReader`, a strict
/// parser with positions. Both give one `FixtureNode` tree that `FixtureDecoder` interprets, so
/// the two syntaxes mean exactly the same. Any problem becomes one `InputError` with file, line,
/// column and the offending line; the file is only ever read.
public enum FixtureReader {
    public enum Syntax: Sendable {
        case yaml, json

        /// JSON for `.json`, YAML otherwise.
        public init(path: String) {
            self = path.lowercased().hasSuffix(".json") ? .json : .yaml
        }
    }

    /// Reads the file at `path`, refusing files over `maximumBytes` before reading them.
    /// `sideBySide`: whether a large fixture is decoded on two threads.
    public static func read(path: String, maximumBytes: Int = FixtureLimits.maximumBytes, sideBySide: Bool = true) -> InputDocument {
        do throws(InputError) {
            let data = try InputFile.contents(of: path, limit: maximumBytes)
            return read(data: data, path: path, sideBySide: sideBySide)
        } catch {
            return InputDocument(path: path, kind: .fixture, problems: [error])
        }
    }

    /// Reads fixture bytes; `path` names the file in locations and picks the syntax.
    public static func read(data: Data, path: String, syntax: Syntax? = nil, sideBySide: Bool = true) -> InputDocument {
        do throws(InputError) {
            let text = try TextDecoding.decode(data, path: path)
            let layout = try layout(text: text, path: path, syntax: syntax ?? Syntax(path: path), sideBySide: sideBySide)
            return InputDocument(path: path, kind: .fixture, layouts: [layout])
        } catch {
            return InputDocument(path: path, kind: .fixture, problems: [error])
        }
    }

    /// Reads fixture text.
    public static func layout(text: String, path: String, syntax: Syntax, sideBySide: Bool = true) throws(InputError) -> Layout {
        let source = SourceText(path: path, text: text)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw source.error("empty fixture: expected a mapping with at least `root:`", at: source.location(line: 1, column: 1))
        }
        let alongside = FixtureViewsAlongside(path: path)
        defer { alongside.discard() }
        do throws(InputError) {
            let tree: FixtureNode
            switch syntax {
            case .yaml:
                var reader = YAMLNodeReader(source: source)
                if sideBySide, text.utf8.count >= FixtureViewsAlongside.minimumBytes { reader.observer = alongside }
                tree = try reader.read()
            case .json:
                var reader = JSONNodeReader(source: source)
                tree = try reader.read()
            }
            var layout = try FixtureDecoder(source: source, sideBySide: sideBySide).decode(tree, viewsDecodedAlongside: alongside)
            if syntax == .yaml { layout.suppressions = SuppressionCommentScanner.suppressions(in: text) }
            return layout
        } catch {
            throw source.withExcerpt(error)
        }
    }
}
