import AutolintModel

/// Reads pasted console output: every "Unable to simultaneously satisfy constraints" block
/// (UIKit, AppKit, any era, with whatever a paste put around it) becomes one `Layout`.
///
/// Nothing in a paste stops the reading: an unreadable line or block is an `InputError` with its
/// line and column, and the blocks around it are still read.
public enum ConsoleLogReader {
    /// Reads `text`; `path` names the file in locations (`-` for standard input).
    public static func read(text: String, path: String) -> InputDocument {
        let lines = ConsoleLine.rawLines(of: text)
        let blocks = ConsoleBlockScanner.blocks(in: lines, path: path)
        var document = InputDocument(path: path, kind: .consoleLog)
        let excerpt = { (line: Int) in lines.indices.contains(line - 1) ? String(lines[line - 1]) : nil }
        for (index, block) in blocks.enumerated() {
            let built = ConsoleLayoutBuilder.build(block, number: index + 1, path: path, excerpt: excerpt)
            if let layout = built.layout { document.layouts.append(layout) }
            document.problems += built.problems
        }
        document.problems.sort { $0.location < $1.location }
        if blocks.isEmpty {
            document.problems.append(InputError(
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "no \"Unable to simultaneously satisfy constraints\" block and no constraint list found",
                excerpt: excerpt(1)
            ))
        }
        return document
    }

    /// The blocks as printed, before their constraints are read into layouts.
    public static func parse(text: String, path: String) -> [ConsoleBlock] {
        ConsoleBlockScanner.blocks(in: ConsoleLine.rawLines(of: text), path: path)
    }
}
