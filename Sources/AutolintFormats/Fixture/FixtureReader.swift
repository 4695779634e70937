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

    /// From this size on a YAML fixture is read on two threads (`sideBySide`); below it a thread
    /// costs more than the work it takes off the parser. Tests and the fuzzer pass a lower one.
    public static let twoThreadsFromBytes = 64 << 10

    /// Reads the file at `path`, refusing files over `maximumBytes` before reading them.
    /// `sideBySide`: whether a large fixture is decoded on two threads.
    public static func read(path: String, maximumBytes: Int = FixtureLimits.maximumBytes, sideBySide: Bool = true) -> InputDocument {
        do throws(InputError) {
            let bytes = try InputFile.bytes(of: path, limit: maximumBytes)
            let text = try TextDecoding.decode(bytes: bytes, path: path)
            return read(text: text, path: path, syntax: Syntax(path: path), sideBySide: sideBySide)
        } catch {
            return InputDocument(path: path, kind: .fixture, problems: [error])
        }
    }

    /// Reads fixture bytes; `path` names the file in locations and picks the syntax.
    /// `twoThreadsFromBytes`: the size from which YAML is read on two threads when `sideBySide`.
    public static func read(data: Data, path: String, syntax: Syntax? = nil, sideBySide: Bool = true,
                            twoThreadsFromBytes: Int = twoThreadsFromBytes) -> InputDocument {
        do throws(InputError) {
            let text = try TextDecoding.decode(data, path: path)
            return read(text: text, path: path, syntax: syntax ?? Syntax(path: path), sideBySide: sideBySide, twoThreadsFromBytes: twoThreadsFromBytes)
        } catch {
            return InputDocument(path: path, kind: .fixture, problems: [error])
        }
    }

    private static func read(text: String, path: String, syntax: Syntax, sideBySide: Bool, twoThreadsFromBytes: Int = twoThreadsFromBytes) -> InputDocument {
        do throws(InputError) {
            let layout = try layout(text: text, path: path, syntax: syntax, sideBySide: sideBySide, twoThreadsFromBytes: twoThreadsFromBytes)
            return InputDocument(path: path, kind: .fixture, layouts: [layout])
        } catch {
            return InputDocument(path: path, kind: .fixture, problems: [error])
        }
    }

    /// Reads fixture text.
    public static func layout(text: String, path: String, syntax: Syntax, sideBySide: Bool = true,
                              twoThreadsFromBytes: Int = twoThreadsFromBytes) throws(InputError) -> Layout {
        let source = SourceText(path: path, text: text)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw source.error("empty fixture: expected a mapping with at least `root:`", at: source.location(line: 1, column: 1))
        }
        let isLarge = sideBySide && text.utf8.count >= twoThreadsFromBytes
        let scan = syntax == .yaml ? YAMLTextScan(source, alongside: isLarge) : nil
        let readAhead = isLarge && syntax == .yaml ? FixtureReadAhead(path: path, scan: scan, textBytes: text.utf8.count) : nil
        defer { readAhead?.stop() }
        do throws(InputError) {
            let tree: FixtureNode
            switch syntax {
            case .yaml:
                var reader = YAMLNodeReader(source: source, scan: scan)
                if let readAhead {
                    readAhead.start()
                    reader.observer = readAhead
                }
                tree = try reader.read()
                readAhead?.endParse()
            case .json:
                var reader = JSONNodeReader(source: source)
                tree = try reader.read()
            }
            var layout = try FixtureDecoder(source: source, sideBySide: sideBySide).decode(tree, readAhead: readAhead)
            // Freeing a large tree takes a while (a twentieth of a second of a 100,000-row list).
            if isLarge { SideBySide.discard(consume tree) }
            if let scan { layout.suppressions = scan.outcome.suppressions }
            return layout
        } catch {
            throw source.withExcerpt(error)
        }
    }
}
