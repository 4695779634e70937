import AutolintModel
import Foundation

/// Findings a team has accepted: `--write-baseline` records them, `--baseline` then reports only
/// findings that are not in it, so CI fails on new problems only.
///
/// Findings are keyed by file, rule, views and message, never by line, so edits elsewhere in a
/// file do not make old findings look new. Keys are counted: when a file has more copies of a
/// finding than the baseline, the extra ones are reported.
public struct Baseline: Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String
        public var rule: String
        public var views: [String]
        public var message: String

        public init(_ diagnostic: Diagnostic) {
            file = Entry.normalized(diagnostic.location.file)
            rule = diagnostic.rule
            views = diagnostic.views
            message = diagnostic.message
        }

        init(file: String, rule: String, views: [String], message: String) {
            self.file = file
            self.rule = rule
            self.views = views
            self.message = message
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.views.joined(separator: ","), a.message) < (b.file, b.rule, b.views.joined(separator: ","), b.message)
        }

        /// `./Fixtures/a.layout.yml` and `Fixtures/a.layout.yml` are one file.
        static func normalized(_ path: String) -> String {
            var path = path
            while path.hasPrefix("./") { path.removeFirst(2) }
            return path
        }
    }

    /// Sorted, so the file is stable under version control.
    public private(set) var entries: [Entry]

    public init(diagnostics: [Diagnostic]) {
        entries = diagnostics.map(Entry.init).sorted()
    }

    init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The findings not covered by the baseline, in their order.
    public func newFindings(_ findings: [CheckReport.Finding]) -> [CheckReport.Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            guard !finding.isInputError else { return true }
            let entry = Entry(finding.diagnostic)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    public func rendered() -> String {
        OrderedJSON.object([
            ("version", .integer(1)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("file", .string(entry.file)), ("rule", .string(entry.rule)),
                    ("views", .array(entry.views.map(OrderedJSON.string))), ("message", .string(entry.message)),
                ])
            })),
        ]).rendered()
    }

    public func write(to path: String) throws(ConfigurationError) {
        do {
            try Data(rendered().utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError("cannot write the baseline to '\(path)': \(error.localizedDescription)")
        }
    }

    public static func read(path: String) throws(ConfigurationError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("baseline '\(path)' cannot be read")
        }
        return try read(data: data, path: path)
    }

    /// A baseline's bytes; `path` names it in errors.
    public static func read(data: Data, path: String) throws(ConfigurationError) -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let findings = object["findings"] as? [[String: Any]]
        else {
            throw ConfigurationError("baseline '\(path)' is not an autolint baseline (a JSON object with \"version\": 1 and \"findings\")")
        }
        var entries: [Entry] = []
        for (index, item) in findings.enumerated() {
            guard let file = item["file"] as? String, let rule = item["rule"] as? String,
                  let views = item["views"] as? [String], let message = item["message"] as? String
            else {
                throw ConfigurationError("baseline '\(path)': finding \(index + 1) needs file, rule, views and message")
            }
            entries.append(Entry(file: file, rule: rule, views: views, message: message))
        }
        return Baseline(entries: entries)
    }
}
