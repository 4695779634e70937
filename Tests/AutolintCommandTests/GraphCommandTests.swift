import ArgumentParser
import Foundation
import Testing
@testable import AutolintCommand

/// `autolint graph` end to end, in process from the package root: every format on several bundled
/// fixtures, the findings' styles, `--view`, `--layout`, `--wireframe` and the errors.
@Suite struct GraphCommandTests {
    /// Runs `autolint graph ARGUMENTS` from the package root.
    static func graph(_ arguments: [String]) throws -> CommandOutput {
        try GraphCommand.parse(arguments).execute(workingDirectory: packageRoot.path)
    }

    /// The SVG's `class` attributes of one kind (`node view`, `edge constraint`), one per element.
    static func classes(_ kind: String, in svg: String) -> [String] {
        svg.components(separatedBy: "class=\"\(kind)").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    struct Subject: CustomTestStringConvertible, Sendable {
        var fixture: String
        var views: Int
        var constraints: Int
        var conflicting: Int
        var broken: Int
        var ambiguous: Int
        var testDescription: String { fixture }
    }

    static let subjects = [
        // 5 written constraints, plus the device's width, which the conflict needs.
        Subject(fixture: "Fixtures/conflicting-constraints.layout.yml", views: 2, constraints: 6, conflicting: 4, broken: 1, ambiguous: 0),
        Subject(fixture: "Fixtures/unsatisfiable-priority.layout.yml", views: 2, constraints: 5, conflicting: 0, broken: 1, ambiguous: 0),
        // 6 written constraints and the intrinsic sizes of the label (4) and the button (4).
        Subject(fixture: "Fixtures/analysis/missing-constraints.layout.yml", views: 4, constraints: 14, conflicting: 0, broken: 0, ambiguous: 2),
        Subject(fixture: "Fixtures/profile-card.layout.json", views: 4, constraints: 16, conflicting: 0, broken: 0, ambiguous: 0),
    ]

    @Test(arguments: subjects)
    func svgCountsViewsAndConstraintsAndMarksFindings(_ subject: Subject) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.graph([subject.fixture, "-o", workspace.path("graph.svg")])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let svg = try workspace.read("graph.svg")
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        let edges = Self.classes("edge constraint", in: svg)
        #expect(Self.classes("node view", in: svg).count == subject.views)
        #expect(edges.count == subject.constraints)
        #expect(edges.filter { $0.contains("conflicting") }.count == subject.conflicting)
        #expect(edges.filter { $0.contains("broken") }.count == subject.broken)
        #expect(Self.classes("node view", in: svg).filter { $0.contains("ambiguous") }.count == subject.ambiguous)
    }

    @Test func conflictingEdgesAreRedAndBrokenOnesDashed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.graph(["Fixtures/conflicting-constraints.layout.yml", "-o", workspace.path("graph.svg")])
        // Graphviz puts a comment before each node and edge.
        let groups = try workspace.read("graph.svg").components(separatedBy: "<!-- ").filter { $0.contains("class=\"edge") }
        let cardWidth = try #require(groups.first { $0.contains("card.width == 300") })
        #expect(cardWidth.contains("stroke=\"#dc2626\""))
        #expect(cardWidth.contains("stroke-dasharray"))
        let height = try #require(groups.first { $0.contains("card.height == 120") })
        #expect(!height.contains("#dc2626"))
        #expect(!height.contains("stroke-dasharray"))
    }

    @Test(arguments: ["Fixtures/conflicting-constraints.layout.yml", "Fixtures/login-form.layout.yml", "Fixtures/analysis/stack-view.layout.yml"])
    func everyFormatIsWrittenAndRepeatsItsBytes(_ fixture: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let signatures: [(String, [UInt8])] = [("svg", Array("<?xml".utf8)), ("png", [0x89, 0x50, 0x4E, 0x47]), ("pdf", Array("%PDF-".utf8)), ("dot", Array("digraph".utf8))]
        for (format, signature) in signatures {
            for run in 1...2 {
                let result = try Self.graph([fixture, "-o", workspace.path("\(run).\(format)")])
                #expect(result.exitCode == 0, "\(format): \(result.standardError)")
            }
            let first = try Data(contentsOf: workspace.url.appendingPathComponent("1.\(format)"))
            let second = try Data(contentsOf: workspace.url.appendingPathComponent("2.\(format)"))
            #expect(Array(first.prefix(signature.count)) == signature, "\(format) of \(fixture)")
            #expect(first == second, "\(format) of \(fixture) differs between runs")
        }
        let pdf = try String(decoding: Data(contentsOf: workspace.url.appendingPathComponent("1.pdf")), as: UTF8.self)
        #expect(pdf.contains("%%EOF"))
    }

    @Test func formatOptionOverridesTheExtension() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.graph(["Fixtures/conflicting-constraints.layout.yml", "--format", "dot", "-o", workspace.path("graph.txt")])
        #expect(try workspace.read("graph.txt").hasPrefix("digraph"))
    }

    @Test func tooltipsNameTheFileAndLineWithoutItsFolders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.graph(["Fixtures/conflicting-constraints.layout.yml", "-o", workspace.path("graph.svg")])
        let svg = try workspace.read("graph.svg")
        #expect(svg.contains("xlink:title=\"conflicting&#45;constraints.layout.yml:10:5"))
        #expect(!svg.contains(packageRoot.path.replacingOccurrences(of: "-", with: "&#45;")))
    }

    @Test func viewKeepsOnlyWhatDeterminesIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fixture = "Fixtures/analysis/missing-constraints.layout.yml"
        _ = try Self.graph([fixture, "-o", workspace.path("all.svg")])
        let result = try Self.graph([fixture, "--view", "note", "--axis", "vertical", "-o", workspace.path("note.svg")])
        #expect(result.standardError.contains("what determines note, vertical"))
        let all = Self.classes("edge constraint", in: try workspace.read("all.svg"))
        let focused = try workspace.read("note.svg")
        let edges = Self.classes("edge constraint", in: focused)
        #expect(!edges.isEmpty)
        #expect(edges.count < all.count)
        #expect(Self.classes("node view", in: focused).contains { $0.contains("focus") })
        // The title's width (hugging, compression resistance) cannot move the note vertically.
        #expect(!focused.contains("title.width"))
    }

    @Test func unknownViewIsAUsageError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect {
            try Self.graph(["Fixtures/conflicting-constraints.layout.yml", "--view", "ghost", "-o", workspace.path("g.svg")])
        } throws: { error in
            "\(error)".contains("no view 'ghost' in layout 'Two required widths'; its views are root, card")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("g.svg")))
    }

    @Test(arguments: [
        (["--format", "jpeg", "-o", "g.svg"], "unknown format 'jpeg'"),
        (["-o", "g.jpeg"], "cannot tell the format of 'g.jpeg'"),
        ([String](), "missing -o OUT"),
        (["--wireframe", "--view", "card", "-o", "g.svg"], "--wireframe draws every view"),
    ])
    func badOptionsAreUsageErrors(_ options: [String], message: String) throws {
        let arguments = ["Fixtures/conflicting-constraints.layout.yml"] + options
        #expect { try GraphCommand.parse(arguments) } throws: { error in
            GraphCommand.message(for: error).contains(message) && GraphCommand.exitCode(for: error) == .validationFailure
        }
    }

    @Test func unreadableInputExitsWithThreeAndPointsAtTheLine() throws {
        let workspace = try Workspace(files: ["bad.layout.yml": SampleFixtures.unreadable])
        defer { workspace.remove() }
        let result = try GraphCommand.parse(["bad.layout.yml", "-o", "g.svg"]).execute(workingDirectory: workspace.path)
        #expect(result.exitCode == 3)
        #expect(result.standardError.contains("bad.layout.yml:4:"))
        #expect(result.standardError.contains("ghost"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("g.svg")))
    }

    @Test func severalLayoutsDrawTheFirstAndSaySo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let storyboard = "Tests/AutolintFormatsTests/InterfaceBuilderDocuments/Scenes.storyboard"
        let first = try Self.graph([storyboard, "-o", workspace.path("first.svg")])
        #expect(first.standardError.contains("holds 4 layouts; drawing 1, 'LegacyViewController [rv1-vw-001]'"))
        #expect(first.standardError.contains("2 'Modern [rv2-vw-002]'"))
        let second = try Self.graph([storyboard, "--layout", "2", "-o", workspace.path("second.svg")])
        #expect(!second.standardError.contains("holds 4 layouts"))
        let byName = try Self.graph([storyboard, "--layout", "Modern [rv2-vw-002]", "-o", workspace.path("named.svg")])
        #expect(byName.exitCode == 0)
        #expect(try workspace.read("second.svg") == workspace.read("named.svg"))
        #expect(try workspace.read("first.svg") != workspace.read("second.svg"))
        #expect { try Self.graph([storyboard, "--layout", "9", "-o", workspace.path("none.svg")]) } throws: { error in
            "\(error)".contains("no layout '9'")
        }
    }

    @Test func wireframeDrawsEverySolvedViewAndItsAmbiguity() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.graph(["Fixtures/analysis/missing-constraints.layout.yml", "--wireframe", "-o", workspace.path("w.svg")])
        #expect(result.standardError.contains("Wrote the wireframe"))
        let svg = try workspace.read("w.svg")
        #expect(svg.hasPrefix("<svg"))
        #expect(Self.classes("wire-view", in: svg).count == 4)
        #expect(svg.contains("id=\"wire-go\" class=\"wire-view ambiguous\""))
        #expect(svg.contains("id=\"wire-title\" class=\"wire-view\""))
    }

    @Test func wireframesRenderToEveryFormatGraphsDo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fixture = "Fixtures/analysis/missing-constraints.layout.yml"
        _ = try Self.graph([fixture, "--wireframe", "-o", workspace.path("w.png")])
        let png = try Data(contentsOf: workspace.url.appendingPathComponent("w.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        _ = try Self.graph([fixture, "--wireframe", "-o", workspace.path("w.pdf")])
        #expect(try Data(contentsOf: workspace.url.appendingPathComponent("w.pdf")).starts(with: Array("%PDF".utf8)))
        _ = try Self.graph([fixture, "--wireframe", "-o", workspace.path("w.dot")])
        let dot = try workspace.read("w.dot")
        // Every solved view pinned at its frame; the ambiguous one filled amber and dashed.
        #expect(dot.components(separatedBy: "pos=").count - 1 == 4)
        #expect(dot.contains("fillcolor=\"#fde68a\""))
        #expect(dot.contains("style=\"filled,dashed\""))
    }

    @Test func deviceChoosesTheConfiguration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.graph(["Fixtures/conflicting-constraints.layout.yml", "--device", "ipad-10", "--wireframe", "-o", workspace.path("w.svg")])
        let svg = try workspace.read("w.svg")
        #expect(svg.contains("Two required widths — ipad-10"))
    }

    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    /// Real IB documents whose overview once had parallel unlabelled `constraint=false` edges,
    /// on which Graphviz 2.42's `dot` aborts the process (`merge_chain` assertion).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"), arguments: [
        "Automattic__pocket-casts-ios__podcasts__EpisodeCell.xib",
        "Automattic__pocket-casts-ios__podcasts__NowPlayingPlayerItemViewController.xib",
        "duckduckgo__iOS__DuckDuckGo__Base.lproj__OmniBar.xib",
    ])
    func overviewsWithParallelConstraintsAreDrawn(_ document: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.graph([Self.corpus.appendingPathComponent(document).path, "-o", workspace.path("graph.svg")])
        #expect(result.exitCode == 0)
        let svg = try workspace.read("graph.svg")
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!Self.classes("edge constraint", in: svg).isEmpty)
    }
}
