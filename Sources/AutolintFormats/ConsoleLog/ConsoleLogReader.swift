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
        // A block printed again word for word (a conflict met at every layout pass) is read once.
        var firstCopy: [ConsoleBlock.RepeatKey: Int] = [:]
        for (index, block) in blocks.enumerated() {
            let key = block.problems.isEmpty ? block.repeatKey : nil
            if let key, let earlier = firstCopy[key] {
                document.layouts[earlier].repeatedAtLines.append(block.line)
                continue
            }
            let built = ConsoleLayoutBuilder.build(block, number: index + 1, path: path, excerpt: excerpt)
            if let layout = built.layout {
                if let key { firstCopy[key] = document.layouts.count }
                document.layouts.append(layout)
            }
            document.problems += built.problems
        }
        document.problems.sort { $0.location < $1.location }
        if blocks.isEmpty {
            // Point at the first text that looks like part of a block, where the paste went wrong.
            let clue = firstConstraintClue(in: lines)
            document.problems.append(InputError(
                location: SourceLocation(file: path, line: clue?.line ?? 1, column: clue?.column ?? 1),
                message: clue == nil
                    ? "no \"Unable to simultaneously satisfy constraints\" block and no constraint list found"
                    : "this looks like part of an \"Unable to simultaneously satisfy constraints\" block, but no block could be read: paste the whole message, from its header to the line after \"Will attempt to recover\"",
                excerpt: excerpt(clue?.line ?? 1)
            ))
        }
        return document
    }

    /// Words only a constraint message prints, searched for when no block could be read.
    static let constraintClues = ConsoleMessagePhrases.headers + ["LayoutConstraint", ConsoleMessagePhrases.recovery[1]]

    /// The line and column (1-based, in characters) of the first clue, if any.
    static func firstConstraintClue(in lines: [Substring]) -> (line: Int, column: Int)? {
        for (index, line) in lines.enumerated() {
            let found = constraintClues.compactMap { line.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
            if let found {
                // A description starts at its `<`, when it has one just before the class name.
                var start = found.lowerBound
                if let open = line[..<start].lastIndex(of: "<"), line[line.index(after: open)..<start].allSatisfy({ $0.isLetter || $0 == "_" }) {
                    start = open
                }
                return (index + 1, line.distance(from: line.startIndex, to: start) + 1)
            }
        }
        return nil
    }

    /// The blocks as printed, before their constraints are read into layouts.
    public static func parse(text: String, path: String) -> [ConsoleBlock] {
        ConsoleBlockScanner.blocks(in: ConsoleLine.rawLines(of: text), path: path)
    }
}
