import AutolintAnalysis
import AutolintModel

/// `autolint trace` on an `_autolayoutTrace` dump: the tree as read (one line per view, `|   `
/// per level, marks, frames where printed), then each ambiguous view with its variables at its
/// line. Nothing is solved: a dump prints no constraints.
struct TraceDumpListing {
    let input: SolvedInput

    var output: CommandOutput {
        var result = input.problemOutput
        var lines: [String] = []
        for (layout, _) in input.layouts {
            for entry in layout.trace?.entries ?? [] {
                var line = String(repeating: "|   ", count: entry.depth) + entry.marks + entry.view
                if let frame = entry.frame {
                    line += ", frame = (\(formatPoints(frame.x)) \(formatPoints(frame.y)); \(formatPoints(frame.width)) \(formatPoints(frame.height)))"
                }
                if entry.isAmbiguous {
                    line += "- AMBIGUOUS LAYOUT" + (entry.ambiguousVariables.isEmpty ? "" : " for " + entry.ambiguousVariables.joined(separator: ", "))
                }
                lines.append(line)
            }
            let findings = TraceAmbiguityReport.diagnostics(for: layout)
            lines.append("")
            lines.append(findings.isEmpty ? "No view is ambiguous." : "Ambiguous views (\(findings.count)):")
            lines += findings.map { "  line \($0.location.line): \($0.message)" }
        }
        result.standardOutput = lines.joined(separator: "\n") + "\n"
        return result
    }
}
