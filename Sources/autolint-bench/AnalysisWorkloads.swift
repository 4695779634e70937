import AutolintAnalysis
import AutolintFormats
import AutolintModel
import Foundation

/// `autolint check` end to end on generated layouts: the fixture is read from YAML text, solved
/// in its configuration and every rule runs.
enum AnalysisWorkloads {
    static let all = [
        BenchmarkWorkload(name: "L1", repeats: 3) { rows in check(listFixture(rows: rows)) },
    ]

    /// A table-like list of `rows` rows, each a container holding a title and a detail label:
    /// 3 views and 9 constraints per row, every frame determined.
    static func listFixture(rows: Int) -> String {
        var views = ["name: list of \(rows) rows", "device: iphone-15", "root:", "  subviews:"]
        var constraints = ["constraints:"]
        for row in 0..<rows {
            views += [
                "    - id: row\(row)",
                "      subviews:",
                "        - {id: title\(row), class: UILabel, intrinsicSize: [100, 21], hugging: {horizontal: 252}}",
                "        - {id: detail\(row), class: UILabel, intrinsicSize: [60, 21]}",
            ]
            let above = row == 0 ? "root.top" : "row\(row - 1).bottom"
            constraints += [
                "  - row\(row).leading == root.leading", "  - row\(row).trailing == root.trailing",
                "  - row\(row).top == \(above)", "  - row\(row).height == 44",
                "  - title\(row).leading == row\(row).leadingMargin", "  - title\(row).centerY == row\(row).centerY",
                "  - detail\(row).leading == title\(row).trailing + 8", "  - detail\(row).trailing == row\(row).trailingMargin",
                "  - detail\(row).centerY == row\(row).centerY",
            ]
        }
        return (views + constraints).joined(separator: "\n") + "\n"
    }

    /// `cards` cards, each with one finding of each kind the rules report per view: a conflict, a
    /// priority never met, a missing width, a duplicate and a left/right attribute. Findings must
    /// cost what they name, not a walk of the whole layout each: 4 times the cards, 4 times the time.
    static func findingsFixture(cards: Int) -> String {
        var views = ["name: \(cards) cards with findings", "device: iphone-15", "root:", "  subviews:"]
        var constraints = ["constraints:"]
        for card in 0..<cards {
            let (c, conflicted, neverMet, unsized) = ("card\(card)", "conflicted\(card)", "neverMet\(card)", "unsized\(card)")
            views += ["    - id: \(c)", "      subviews: [{id: \(conflicted)}, {id: \(neverMet)}, {id: \(unsized)}]"]
            constraints += [
                "  - \(c).leading == root.leading", "  - \(c).top == root.top + \(card)", "  - \(c).width == 300", "  - \(c).height == 60",
                "  - \(conflicted).leading == \(c).leading + 8", "  - \(conflicted).top == \(c).top", "  - \(conflicted).height == 20",
                "  - \(conflicted).width == 100", "  - \(conflicted).width == 120",
                "  - \(neverMet).left == \(c).left + 8", "  - \(neverMet).top == \(c).top + 20", "  - \(neverMet).height == 20",
                "  - \(neverMet).height == 20", "  - {equation: \"\(neverMet).width == 50\", priority: 751}",
                "  - {equation: \"\(neverMet).width == 60\", priority: 750}",
                "  - \(unsized).leading == \(c).leading + 8", "  - \(unsized).top == \(c).top + 40", "  - \(unsized).height == 20",
            ]
        }
        return (views + constraints).joined(separator: "\n") + "\n"
    }

    /// Seconds to read, solve and check; the checksum is the last row's detail width plus the
    /// number of findings, so a wrong solve shows.
    static func check(_ text: String) -> (seconds: Double, checksum: Double) {
        var checksum = 0.0
        let seconds = BenchmarkWorkload.time {
            let document = FixtureReader.read(data: Data(text.utf8), path: "list.layout.yml")
            guard let layout = document.layouts.first else { return }
            let analysis = LayoutAnalysis(layout: layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
            let diagnostics = RuleRunner().run(layout, analysis: analysis)
            checksum = Double(diagnostics.count) + (analysis.configurations.first?.frames.last?.frame.width ?? 0)
        }
        return (seconds, checksum)
    }
}
