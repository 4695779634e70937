import AutolintAnalysis
import AutolintFormats
import AutolintModel
import AutolintRendering
import Foundation

/// The paths the hardening issues found super-linear, each at a size `n` to show that it now
/// grows about linearly: compare `n` with `4n`.
enum HardeningWorkloads {
    static let all = [
        // A JSON object with n distinct keys: the reader's duplicate-key check (37 s at 100,000 before).
        BenchmarkWorkload(name: "H1", repeats: 3) { keys in
            let text = "{\"root\": {\"id\": \"r\"}, " + (0..<keys).map { "\"k\($0)\": 1" }.joined(separator: ", ") + "}"
            return read(text, path: "keys.layout.json")
        },
        // A fixture of n views whose lines end with U+0085: locating text (25 s at 10,000 before).
        BenchmarkWorkload(name: "H2", repeats: 3) { views in
            let lines = ["root:", "  subviews:"] + (0..<views).map { "    - {id: v\($0), intrinsicSize: [10, 10]}" }
            return read(lines.joined(separator: "\u{85}") + "\u{85}", path: "nel.layout.yml")
        },
        // An unsatisfiable VFL chain of n views, read, solved and checked (12.5 s at 300 before).
        BenchmarkWorkload(name: "H3", repeats: 3) { views in AnalysisWorkloads.check(unsatisfiableChain(views: views)) },
        // An _autolayoutTrace of n ambiguous entries: the reader and its report (19.6 s at 30,000 before).
        BenchmarkWorkload(name: "H4", repeats: 3) { entries in trace(entries: entries) },
        // The constraint graph of an n-view chain drawn as SVG (13-44 s at 10,000 before).
        BenchmarkWorkload(name: "H5", repeats: 1) { views in graph(views: views) },
        // One aspect-ratio constraint copied n times beside a broken low-priority pin, checked: the
        // walk over connected constraints that explains the broken one (over 60 s at 50,000 before).
        BenchmarkWorkload(name: "H6", repeats: 3) { copies in AnalysisWorkloads.check(copiedConstraint(copies: copies)) },
    ]

    static func copiedConstraint(copies: Int) -> String {
        let lines = ["root:", "  subviews:", "    - {id: box}", "constraints:",
                     "  - box.centerX == root.centerX", "  - box.centerY == root.centerY",
                     "  - box.width <= root.width", "  - box.height <= root.height",
                     "  - box.width == root.width @250", "  - box.height == root.height @250"]
        return (lines + Array(repeating: "  - box.height == box.width * 3", count: copies)).joined(separator: "\n") + "\n"
    }

    static func unsatisfiableChain(views: Int) -> String {
        let subviews = (0..<views).map { "    - {id: v\($0), intrinsicSize: [10, 10]}" }
        let chain = (0..<views).map { "-[v\($0)]" }.joined()
        return (["root:", "  subviews:"] + subviews + ["constraints:", "  - \"H:|\(chain)|\"", "  - \"V:|-[v0]\""]).joined(separator: "\n") + "\n"
    }

    static func read(_ text: String, path: String) -> (seconds: Double, checksum: Double) {
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            let document = FixtureReader.read(data: Data(text.utf8), path: path)
            checksum = Double(document.problems.count * 1_000_000 + (document.layouts.first?.views.count ?? 0))
        }
        return (seconds, checksum)
    }

    static func trace(entries: Int) -> (seconds: Double, checksum: Double) {
        var lines = ["*<UIWindow:0x1>"]
        lines += (0..<entries).map { "|   *<UIView:0x\(String($0 + 2, radix: 16))> - AMBIGUOUS LAYOUT for UIView:0x\(String($0 + 2, radix: 16)).minX{id: \($0)}" }
        let text = lines.joined(separator: "\n") + "\n"
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            let document = TraceReader.read(text: text, path: "bench.trace")
            checksum = Double(document.layouts.map { TraceAmbiguityReport.diagnostics(for: $0).count }.reduce(0, +))
        }
        return (seconds, checksum)
    }

    static func graph(views: Int) -> (seconds: Double, checksum: Double) {
        let subviews = (0..<views).map { "    - {id: v\($0), intrinsicSize: [10, 10]}" }
        let constraints = ["  - v0.leading == root.leading"] + (1..<max(views, 2)).map { "  - v\($0).leading == v\($0 - 1).trailing + 1" }
        let text = (["root:", "  subviews:"] + subviews + ["constraints:"] + constraints).joined(separator: "\n") + "\n"
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            guard let layout = FixtureReader.read(data: Data(text.utf8), path: "chain.layout.yml").layouts.first,
                  let drawn = try? ConstraintGraph(ConstraintGraphInput(layout: layout)).render(as: .svg) else { return }
            checksum = Double(drawn.data.count)
        }
        return (seconds, checksum)
    }
}
