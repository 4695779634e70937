import AutolintCommand
import Foundation
import Testing

/// Every third-party log and trace of `../shared/corpus` through `check` and `explain` as a user
/// runs them: the minimal conflicting set and UIKit's recovery per file. Skipped without the corpus.
@Suite struct ConsoleLogCommandTests {
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("logs").path) }

    /// What one log must give: the printed addresses of the minimal set (nil: the printed
    /// constraints can all hold), how many implicit `size >= 0` join them, what UIKit broke. The
    /// engine never gives up a `size >= 0`: a printed constraint it makes redundant is not in the set.
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var minimalSet: [String]?
        var implicitMembers = 0
        var recovery: String?
        var description: String { file }
    }

    static let logs: [Expected] = [
        // 21 + 14 + 3 + 80 + 8 + 18 = 144 > 139.5 with the three labels' heights at least 0: the
        // first label's height of 15 is not needed.
        Expected(file: "cell-encapsulated-height-list-collapsed-ws.log",
                 minimalSet: ["0x15757130", "0x15758060", "0x15758120", "0x157581e0", "0x15758210", "0x15758270", "0x1575d760"],
                 implicitMembers: 3, recovery: "0x15757130"),
        Expected(file: "colo-encapsulated-height-ios8.log",
                 minimalSet: ["0x7fb022ec5600", "0x7fb022ec6450", "0x7fb0222d8e40", "0x7fb022ec6d50"], recovery: "0x7fb022ec6d50"),
        Expected(file: "deltachat-initialsbadge-ineq-truncated-footer.log",
                 minimalSet: ["0x11497b080", "0x11497c3d0", "0x11497fe00", "0x1149801b0"], recovery: "0x11497b080"),
        Expected(file: "deltachat-two-heights-uikitcore.log", minimalSet: ["0x11555e380", "0x1152fb6f0"], recovery: "0x11555e380"),
        Expected(file: "displayswitcher-width1-vs-equalwidth-truncated-footer.log",
                 minimalSet: ["0x618000090ef0", "0x618000092750", "0x618000090fe0", "0x618000094550"], implicitMembers: 1, recovery: "0x618000092750"),
        Expected(file: "fdtemplate-contentview-width-ios10.log", minimalSet: ["0x17428b130", "0x17028f2d0"], recovery: "0x17428b130"),
        Expected(file: "foldingcell-two-heights-nofooter.log", minimalSet: ["0x7fca0bd54cc0", "0x7fca0bd564a0"], recovery: "0x7fca0bd54cc0"),
        Expected(file: "ios6-scrollview-autoresizing-noparens.log",
                 minimalSet: ["0x1d8ea080", "0x1d8cca10", "0x1d8e5340", "0x1d8cf520", "0x1d8eaed0"], implicitMembers: 1, recovery: "0x1d8ea080"),
        // iOS 7 printed the button's midY without its value: without it the rest can hold.
        Expected(file: "ios7-collectioncell-autoresizing-blanklines.log", minimalSet: nil, recovery: "0x8c67c10"),
        Expected(file: "macos-fetch-clipview-autoresizing-syslog.log",
                 minimalSet: ["0x7ff2db0d2950", "0x7ff2db4cd340", "0x7ff2db4cd510", "0x7ff2de007ab0", "0x7ff2db0d18f0"], recovery: "0x7ff2db4cd510"),
        Expected(file: "macos-hivewallet-elided-list.log", minimalSet: nil, recovery: "0x600000099690"),
        Expected(file: "macos-iina-autoresizing-imageview-quoted.log", minimalSet: ["0x7f9501772b30", "0x7f9503c35670"], recovery: "0x7f9501772b30"),
        Expected(file: "macos-masonry-private-redacted.log", minimalSet: nil, recovery: nil),
        Expected(file: "macos-munki-autoresizing-itemcell.log",
                 minimalSet: ["0x78a6c2df0", "0x78a6c2fd0", "0x78a6c3020", "0x78a6c3c00", "0x78a6c2f30", "0x78a6c2c10"], recovery: "0x78a6c2df0"),
        Expected(file: "macos14-conflicting-constraints-detected.log",
                 minimalSet: ["0x6000031bfc00", "0x6000031bfc50", "0x6000031bf070"], implicitMembers: 1, recovery: "0x6000031bfc50"),
        Expected(file: "myflightbook-trailing-vs-trailingmargin-spaces.log", minimalSet: ["0x600000095950", "0x600000095c20"], recovery: "0x600000095c20"),
        Expected(file: "prox-uisv-hiding.log", minimalSet: ["0x610000291fd0", "0x6100002920c0", "0x61800028d570"], implicitMembers: 1, recovery: "0x6100002920c0"),
        Expected(file: "stackview-nested-uisv-list-only.log",
                 minimalSet: ["0x1396632d0", "0x139663470", "0x139552350", "0x139663890"], implicitMembers: 2, recovery: nil),
        Expected(file: "trustwallet-stackview-encapsulated-width-zero-nofooter.log",
                 minimalSet: ["0x60800029e870", "0x60800029e8c0", "0x60800029f360"], implicitMembers: 1, recovery: "0x60800029e8c0"),
        Expected(file: "whatsnew-collection-header-ios7-break-on-objc.log",
                 minimalSet: ["0xcfa8f00", "0xcfa8f30", "0xcfa98c0", "0xcfabfa0"], recovery: "0xcfa98c0"),
    ]

    static func json(_ output: CommandOutput) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        return try #require(object?["diagnostics"] as? [[String: Any]])
    }

    @Test(.enabled(if: isAvailable, "needs ../shared/corpus"))
    func everyCorpusLogIsListedHere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent("logs").path).filter { $0.hasSuffix(".log") }
        #expect(files.sorted() == Self.logs.map(\.file).sorted())
    }

    @Test(.enabled(if: isAvailable, "needs ../shared/corpus"), arguments: logs)
    func checkReportsTheBlockAsOneConflictAtItsHeader(_ expected: Expected) throws {
        let output = try check(["--reporter", "json", "--quiet", "logs/" + expected.file], in: Self.corpus.path)
        #expect(output.exitCode == 2)
        let diagnostics = try Self.json(output)
        try #require(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic["rule"] as? String == "conflicting-constraints")
        #expect(diagnostic["line"] as? Int == 1)
        #expect(diagnostic["configuration"] == nil)
        let constraints = diagnostic["constraints"] as? [String] ?? []
        let message = diagnostic["message"] as? String ?? ""
        let recovery = diagnostic["recovery"] as? String ?? ""
        if let minimalSet = expected.minimalSet {
            #expect(constraints.filter { !$0.contains(" ") } .sorted() == minimalSet.sorted())
            #expect(constraints.filter { $0.hasSuffix("(size >= 0)") }.count == expected.implicitMembers)
            #expect(message.contains("minimal conflicting set"))
        } else {
            #expect(message.contains("can all hold") || message.contains("prints none"))
        }
        if let broken = expected.recovery {
            #expect(recovery.hasPrefix((expected.file.hasPrefix("macos") ? "AppKit" : "UIKit") + " broke <") && recovery.contains(":\(broken) "))
        } else {
            #expect(!recovery.contains(" broke <"))
        }
    }

    @Test(.enabled(if: isAvailable, "needs ../shared/corpus"), arguments: logs)
    func explainMarksTheMinimalSetAndWhatUIKitBroke(_ expected: Expected) throws {
        let output = try ExplainCommand.parse(["logs/" + expected.file]).execute(workingDirectory: Self.corpus.path)
        #expect(output.exitCode == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Block 1 (line 1, column ") == true)
        #expect(!output.standardOutput.contains("\u{1B}["))
        for member in expected.minimalSet ?? [] {
            #expect(lines.contains { $0.hasPrefix("  ● \(member) ") }, "\(member) is marked as a member")
        }
        #expect(lines.count { $0.hasPrefix("  ● implicit ") } == expected.implicitMembers)
        if expected.minimalSet == nil {
            #expect(output.standardOutput.contains("The constraints printed can all hold"))
            #expect(!lines.contains { $0.hasPrefix("  ● ") })
        }
        if let broken = expected.recovery, expected.minimalSet != nil {
            #expect(lines.contains { $0.hasPrefix("  ● \(broken) ") && $0.hasSuffix(" broke this one") })
            #expect(lines.contains { $0.hasPrefix("What to change") })
        }
    }

    /// The printed constraints that are not needed for the conflict are shown apart.
    @Test func bystandersAreShownApartFromTheMinimalSet() throws {
        let workspace = try Workspace(files: ["crash.log": """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIImageView:0xa1.width == 320   (active)>",
                "<NSLayoutConstraint:0x2 UIImageView:0xa1.width == 200   (active)>",
                "<NSLayoutConstraint:0x3 UIImageView:0xa1.height == 50   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIImageView:0xa1.width == 320   (active)>
            """])
        defer { workspace.remove() }
        let explained = try ExplainCommand.parse(["crash.log"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(explained.contains("  ● 0x1  The image view is 320 points wide.  ← UIKit broke this one"))
        #expect(explained.contains("  ● 0x2  The image view is 200 points wide."))
        #expect(explained.contains("  ○ 0x3  The image view is 50 points tall."))
        let checked = try Self.json(try check(["--reporter", "json", "crash.log"], in: workspace.path))
        #expect(checked.first?["constraints"] as? [String] == ["0x1", "0x2"])
    }

    /// A conflict met at every layout pass prints the same block again and again: one finding,
    /// at the first copy, that says where the others are; a different block is its own finding.
    @Test func aBlockPrintedAgainIsReportedOnce() throws {
        let block = """
            2026-12-07 10:00:0%d.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x2 UIView:0xb1.height == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xb1.height == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 UIView:0xb1.height == 20   (active)>
            """
        let other = block.replacingOccurrences(of: "== 20", with: "== 30")
        let paste = [String(format: block, 1), String(format: block, 2), String(format: other, 3), String(format: block, 4)].joined(separator: "\n")
        let workspace = try Workspace(files: ["paste.log": paste])
        defer { workspace.remove() }
        let diagnostics = try Self.json(try check(["--reporter", "json", "paste.log"], in: workspace.path))
        #expect(diagnostics.map { $0["line"] as? Int } == [1, 15])
        #expect((diagnostics.first?["message"] as? String)?.hasSuffix("the log prints this block 3 times (again at lines 8, 22)") == true)
        #expect((diagnostics.last?["message"] as? String)?.contains("prints this block") == false)
    }

    /// Markdown a paste put around every line (bold, strike-through, code, list bullets) is not
    /// part of the message: the block is read whole, at the columns where its text starts.
    @Test(arguments: [("**", "**"), ("~~", "~~"), ("`", "`"), ("- ", ""), ("1. `", "`")])
    func markdownAroundEveryLineIsTakenOff(_ marks: (String, String)) throws {
        let lines = [
            "Unable to simultaneously satisfy constraints.", "(",
            "\"<NSLayoutConstraint:0x1 UIView:0xa1.height == 10   (active)>\",", "\"<NSLayoutConstraint:0x2 UIView:0xa1.height == 20   (active)>\"",
            ")", "Will attempt to recover by breaking constraint", "<NSLayoutConstraint:0x2 UIView:0xa1.height == 20   (active)>",
        ]
        let workspace = try Workspace(files: ["paste.log": lines.map { marks.0 + $0 + marks.1 }.joined(separator: "\n")])
        defer { workspace.remove() }
        let diagnostics = try Self.json(try check(["--reporter", "json", "paste.log"], in: workspace.path))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["constraints"] as? [String] == ["0x1", "0x2"])
        #expect(diagnostics.first?["column"] as? Int == marks.0.count + 1)
    }

    /// A block that cannot be read is an error at its line (exit 3); the next block is still reported.
    @Test func anUnreadableBlockDoesNotHideTheNextOne() throws {
        let workspace = try Workspace(files: ["paste.log": """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa1.width == == 320>"
            )
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x2 UIView:0xb1.height == 10>",
                "<NSLayoutConstraint:0x3 UIView:0xb1.height == 20>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 UIView:0xb1.height == 20>
            """])
        defer { workspace.remove() }
        let checked = try check(["--reporter", "json", "paste.log"], in: workspace.path)
        #expect(checked.exitCode == 3)
        let diagnostics = try Self.json(checked)
        #expect(diagnostics.contains { $0["rule"] as? String == "input-error" && $0["line"] as? Int == 3 })
        #expect(diagnostics.contains { $0["rule"] as? String == "conflicting-constraints" && $0["line"] as? Int == 5 && $0["constraints"] as? [String] == ["0x2", "0x3"] })
        let explained = try ExplainCommand.parse(["paste.log"]).execute(workingDirectory: workspace.path)
        #expect(explained.exitCode == 3)
        #expect(explained.standardError.contains("paste.log:3:"))
        // `graph` goes on too: it draws the readable block and exits 3 for the other.
        let drawn = try GraphCommand.parse(["paste.log", "-o", "g.svg"]).execute(workingDirectory: workspace.path)
        #expect(drawn.exitCode == 3)
        #expect(drawn.standardError.contains("paste.log:3:"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("g.svg")))
        #expect(explained.standardOutput.contains("  ● 0x3  The view is 20 points tall.  ← UIKit broke this one"))
    }

    static let traces: [(file: String, ambiguous: [(line: Int, variables: String)])] = [
        ("purelayout62-cell-labels-minY-height-fragment.txt", [
            (3, "minY{id: 1860}"), (4, "minY{id: 1853}, Height{id: 1812}"), (5, "minY{id: 1867}, Height{id: 1818}"),
            (6, "minY{id: 1881}, Height{id: 1824}"), (7, "minY{id: 1874}, Height{id: 1830}"), (8, "Height{id: 1836}"),
        ]),
        ("smileyborg-tableviewcell-ios7-excerpt.txt", [(3, ""), (12, ""), (13, ""), (18, ""), (19, "")]),
        ("so14120083-ipad-landscape-clean.txt", []),
        ("so18977380-ios7-empty-project-layoutguides.txt", [(1, ""), (3, ""), (4, "")]),
    ]

    @Test(.enabled(if: isAvailable, "needs ../shared/corpus"))
    func tracesListTheirAmbiguousViewsAtTheirLines() throws {
        for (file, ambiguous) in Self.traces {
            let output = try check(["--reporter", "json", "traces/" + file], in: Self.corpus.path)
            #expect(output.exitCode == (ambiguous.isEmpty ? 0 : 2), "\(file)")
            let diagnostics = try Self.json(output)
            #expect(diagnostics.map { $0["line"] as? Int ?? 0 } == ambiguous.map(\.line), "\(file)")
            for (diagnostic, expected) in zip(diagnostics, ambiguous) {
                #expect(diagnostic["rule"] as? String == "missing-constraints")
                let message = diagnostic["message"] as? String ?? ""
                #expect(message.contains(expected.variables.isEmpty ? "the trace does not say which" : expected.variables), "\(message)")
            }
            let traced = try TraceCommand.parse(["traces/" + file]).execute(workingDirectory: Self.corpus.path)
            #expect(traced.standardOutput.contains(ambiguous.isEmpty ? "No view is ambiguous." : "Ambiguous views (\(ambiguous.count)):"))
            for expected in ambiguous {
                #expect(traced.standardOutput.contains("  line \(expected.line): "), "\(file):\(expected.line)")
            }
        }
    }
}
