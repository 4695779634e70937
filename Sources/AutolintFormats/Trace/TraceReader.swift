import AutolintModel

/// Reads an `_autolayoutTrace` dump (iOS 6-8 `*<UIView:0x...>` and iOS 9+ `•UIView:0x...` forms,
/// whole or a fragment) into its entries and a `Layout` of the hierarchy it shows.
public enum TraceReader {
    public static func read(text: String, path: String) -> InputDocument {
        var entries: [TraceDump.Entry] = []
        var displayNames: [String?] = []
        var notes: [String] = []
        var problems: [InputError] = []
        let lines = ConsoleLine.rawLines(of: text)
        for (index, line) in lines.enumerated() {
            switch TraceEntryParser.parse(line, line: index + 1) {
            case .entry(let entry, let displayName, let missingHost):
                entries.append(entry)
                displayNames.append(displayName)
                if missingHost { notes.append("\(entry.view) (line \(entry.line)) is missing host constraints.") }
            case .skipped:
                continue
            case .failure(let column, let message):
                problems.append(InputError(location: SourceLocation(file: path, line: index + 1, column: column), message: message, excerpt: String(line)))
            }
        }
        guard !entries.isEmpty else {
            problems.append(InputError(location: SourceLocation(file: path, line: 1, column: 1), message: "no _autolayoutTrace entries found", excerpt: lines.first.map(String.init)))
            return InputDocument(path: path, kind: .trace, problems: problems)
        }
        var layout = TraceHierarchy(entries: entries, displayNames: displayNames, path: path).layout(notes: notes)
        layout.trace = TraceDump(entries: entries)
        layout.origin = .trace
        return InputDocument(path: path, kind: .trace, layouts: [layout], problems: problems, trace: layout.trace)
    }

    /// Content sniffing for `.log`/`.txt`/stdin: a trace has tree lines (`|   *UIView:0x...`,
    /// `*<UIWindow:0x...>`) and no unsatisfiable-constraints message.
    public static func looksLikeTrace(_ text: String) -> Bool {
        let consoleMarkers = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected", "LayoutConstraint:0x"]
        guard !consoleMarkers.contains(where: text.contains) else { return false }
        return ConsoleLine.rawLines(of: text).contains { line in
            if case .entry = TraceEntryParser.parse(line, line: 0) { return true }
            return false
        }
    }
}
