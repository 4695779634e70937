import AutolintAnalysis
import AutolintCommand
import AutolintFormats
import AutolintModel
import Foundation

/// `autolint-bench stages INPUT [REPEATS]`: where the time of one `check` goes, stage by stage,
/// best of REPEATS (3), with the process's peak memory. INPUT is a file, or a generated one:
/// `list:N` (the L1 list fixture of N rows), `findings:N` (N cards with five findings each), `ib:N` (an iOS XIB of N labels in a column) or
/// `log:N` (a console paste of N unsatisfiable-constraints blocks).
enum StageBenchmark {
    struct Times {
        var read = Double.infinity, system = Double.infinity, solve = Double.infinity
        var analyse = Double.infinity, rules = Double.infinity, report = Double.infinity
        /// The process's peak resident memory once each stage is done (the first run's: the peak
        /// only grows), so that the stage that raises it shows.
        var peakAfter: [Int] = []

        mutating func keepBest(of other: Times) {
            read = min(read, other.read); system = min(system, other.system); solve = min(solve, other.solve)
            analyse = min(analyse, other.analyse); rules = min(rules, other.rules); report = min(report, other.report)
        }

        var total: Double { read + system + solve + analyse + rules + report }
    }

    static func run(_ arguments: [String]) {
        guard let spec = arguments.first, let path = input(spec) else {
            FileHandle.standardError.write(Data("usage: autolint-bench stages FILE|list:N|findings:N|ib:N|log:N [REPEATS]\n".utf8))
            exit(2)
        }
        let repeats = arguments.dropFirst().first.flatMap(Int.init) ?? 3
        var best = Times()
        var summary = ""
        for run in 0..<max(repeats, 1) {
            let (times, counts) = once(path)
            best.keepBest(of: times)
            if run == 0 { best.peakAfter = times.peakAfter }
            summary = counts
        }
        print("stages \(spec): \(summary)")
        let stages = [("read", best.read), ("system", best.system), ("solve", best.solve), ("analyse", best.analyse),
                      ("rules", best.rules), ("report", best.report), ("total", best.total)]
        for (index, (stage, seconds)) in stages.enumerated() {
            let peak = index < best.peakAfter.count ? String(format: "   peak %7.1f MB", Double(best.peakAfter[index]) / 1_048_576) : ""
            print("  " + stage.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%10.1f ms", seconds * 1e3) + peak)
        }
        print("  peak    " + String(format: "%10.1f MB", Double(peakResidentBytes()) / 1_048_576))
    }

    /// One check of `path`, timed by stage; also what it held (layouts, views, constraints, findings).
    static func once(_ path: String) -> (Times, String) {
        var times = Times()
        var document = InputDocument(path: path, kind: .fixture)
        times.read = BenchmarkWorkload.time { document = InputReader.read(path: path, maximumBytes: 4096 * 1_048_576) }
        times.peakAfter.append(peakResidentBytes())
        // Per layout, its systems: one per configuration (a fragment is checked in one).
        var systems: [(layout: Layout, systems: [LayoutSystem])] = []
        times.system = BenchmarkWorkload.time {
            for layout in document.layouts {
                let options = LayoutSystem.Options(for: layout)
                let configurations = LayoutAnalysis.defaultConfigurations(for: layout).prefix(options.isFragment ? 1 : .max)
                // As `check` builds them: on both cores unless the configurations are split between them.
                let sideBySide = !LayoutAnalysis.splitsConfigurations(of: layout, count: configurations.count)
                systems.append((layout, configurations.map { LayoutSystem(layout: layout, configuration: $0, options: options, sideBySide: sideBySide) }))
            }
        }
        times.peakAfter.append(peakResidentBytes())
        var solve = 0.0, analyse = 0.0
        var analyses: [LayoutAnalysis] = []
        for (layout, layoutSystems) in systems {
            let solved = layoutSystems.map { system in
                let timed = ConfigurationAnalysis.timed(solving: system)
                solve += timed.solveSeconds
                analyse += timed.analysisSeconds
                return timed.analysis
            }
            analyses.append(LayoutAnalysis(layout: layout, solved: solved, options: LayoutSystem.Options(for: layout)))
        }
        (times.solve, times.analyse) = (solve, analyse)
        times.peakAfter += [peakResidentBytes(), peakResidentBytes()]
        var diagnostics: [Diagnostic] = []
        times.rules = BenchmarkWorkload.time {
            for analysis in analyses { diagnostics += RuleRunner().run(analysis.layout, analysis: analysis) }
        }
        times.peakAfter.append(peakResidentBytes())
        var bytes = 0
        times.report = BenchmarkWorkload.time {
            let findings = diagnostics.map { CheckReport.Finding(diagnostic: $0) }
            let report = CheckReport(files: [path], configurationCount: analyses.reduce(0) { $0 + $1.configurations.count }, findings: findings, rules: [])
            bytes = JSONReporter().report(report, style: ReportStyle()).utf8.count
        }
        times.peakAfter.append(peakResidentBytes())
        let views = document.layouts.reduce(0) { $0 + $1.views.count }
        let constraints = systems.reduce(0) { $0 + $1.systems.reduce(0) { $0 + $1.constraints.count } }
        return (times, "\(document.layouts.count) layouts, \(views) views, \(constraints) constraints solved, \(diagnostics.count) findings, \(bytes) bytes of JSON")
    }

    /// The file to check: `spec` itself, or a generated input written to a temporary file.
    static func input(_ spec: String) -> String? {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let count = Int(parts[1]), count > 0 else {
            return FileManager.default.fileExists(atPath: spec) ? spec : nil
        }
        let text: String
        let suffix: String
        switch parts[0] {
        case "list": (text, suffix) = (AnalysisWorkloads.listFixture(rows: count), ".layout.yml")
        case "findings": (text, suffix) = (AnalysisWorkloads.findingsFixture(cards: count), ".layout.yml")
        case "ib": (text, suffix) = (labelColumnXIB(count), ".xib")
        case "log": (text, suffix) = (consolePaste(blocks: count), ".log")
        default: return nil
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolint-stages-\(spec.replacingOccurrences(of: ":", with: "-"))\(suffix)")
        try? Data(text.utf8).write(to: url)
        return url.path
    }

    /// An iOS XIB with `count` labels in a column, each pinned to the root's margins and to the one above.
    static func labelColumnXIB(_ count: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for index in 0..<count {
            views.append("""
                <label opaque="NO" text="Row \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
                    <rect key="frame" x="16" y="\(formatted(20 + Double(index) * 28.5))" width="343" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """)
            let above = index == 0
                ? #"secondItem="root" secondAttribute="top" constant="20""#
                : #"secondItem="l\#(index - 1)" secondAttribute="bottom" constant="8""#
            constraints += [
                #"<constraint firstItem="l\#(index)" firstAttribute="top" \#(above) id="t\#(index)"/>"#,
                #"<constraint firstItem="l\#(index)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="a\#(index)"/>"#,
                #"<constraint firstItem="l\#(index)" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="b\#(index)"/>"#,
            ]
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(formatted(40 + Double(count) * 28.5))"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(views.joined(separator: "\n"))
                        </subviews>
                        <constraints>
            \(constraints.joined(separator: "\n"))
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    private static func formatted(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    /// `blocks` unsatisfiable-constraints messages, each a cell whose content cannot fit its height.
    static func consolePaste(blocks: Int) -> String {
        (0..<blocks).map { block in
            let cell = String(format: "0x7fb0%08x", block * 16)
            let label = String(format: "0x7fb1%08x", block * 16)
            let id = { (n: Int) in String(format: "0x6000%08x", block * 16 + n) }
            return """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:\(id(1)) 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:\(cell).height == 44   (active)>",
                    "<NSLayoutConstraint:\(id(2)) V:|-(12)-[UILabel:\(label)]   (active, names: '|':UITableViewCellContentView:\(cell) )>",
                    "<NSLayoutConstraint:\(id(3)) UILabel:\(label).height == 30   (active)>",
                    "<NSLayoutConstraint:\(id(4)) V:[UILabel:\(label)]-(12)-|   (active, names: '|':UITableViewCellContentView:\(cell) )>"
                )

                Will attempt to recover by breaking constraint
                <NSLayoutConstraint:\(id(3)) UILabel:\(label).height == 30   (active)>

                """
        }.joined(separator: "\n")
    }

    /// The process's peak resident memory (`getrusage`; kilobytes on Linux, bytes on macOS).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
