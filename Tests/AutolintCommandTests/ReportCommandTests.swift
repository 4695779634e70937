import ArgumentParser
import Foundation
import Testing
import AutolintRendering
@testable import AutolintCommand
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `autolint report` end to end: one self-contained page with the findings and each layout's
/// pictures, and check's exit codes.
@Suite struct ReportCommandTests {
    static func report(_ arguments: [String], in directory: String = packageRoot.path) throws -> CommandOutput {
        try ReportCommand.parse(arguments).execute(workingDirectory: directory)
    }

    static func occurrences(of text: String, in page: String) -> Int {
        page.components(separatedBy: text).count - 1
    }

    /// A log of many blocks: each is listed with its finding, and pictures are drawn for the first
    /// ones of the file only, as the page says (drawing thousands took minutes).
    @Test func aFileOfManyLayoutsIsDrawnUpToTheLimit() throws {
        let blocks = (0...HTMLReport.picturedConfigurationsPerFile).map { index in
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x\(String(index * 4 + 1, radix: 16)) UIView:0xa\(index).height == 10   (active)>",
                "<NSLayoutConstraint:0x\(String(index * 4 + 2, radix: 16)) UIView:0xa\(index).height == 20   (active)>"
            )
            """
        }
        let workspace = try Workspace(files: ["paste.log": blocks.joined(separator: "\n")])
        defer { workspace.remove() }
        _ = try Self.report(["paste.log", "--quiet", "-o", "report.html"], in: workspace.path)
        let page = try workspace.read("report.html")
        #expect(Self.occurrences(of: "<tr id=\"diagnostic-", in: page) == blocks.count)
        #expect(page.contains("1 configuration past the first \(HTMLReport.picturedConfigurationsPerFile) of a file is listed without pictures"))
    }

    @Test func pageHoldsFindingsGraphsWireframesAndAnimations() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.report([
            "Fixtures/conflicting-constraints.layout.yml", "Fixtures/analysis/missing-constraints.layout.yml", "--quiet",
            "-o", workspace.path("report.html"),
        ])
        // Both fixtures expect their errors, so the run is clean, as check's would be.
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        let page = try workspace.read("report.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(XMLParser(data: Data(page.dropFirst("<!DOCTYPE html>\n".count).utf8)).parse(), "the page is well-formed XML")
        // The findings, in their files' and layouts' sections (expected ones are not counted in the overview).
        #expect(page.contains("title=\"Fixtures/conflicting-constraints.layout.yml:10:5\""))
        #expect(page.contains("<h2 class=\"file-name\">Fixtures/analysis/missing-constraints.layout.yml</h2>"))
        #expect(Self.occurrences(of: "<section id=\"layout-", in: page) == 2)
        #expect(Self.occurrences(of: "<tr id=\"diagnostic-", in: page) == 3)
        #expect(!page.contains("id=\"overview\""))
        #expect(page.contains("conflicting-constraints"))
        #expect(page.contains("Need constraints for: X position of go"))
        // Per layout: a graph (conflicts in red) and a wireframe; the ambiguous one animated.
        #expect(page.contains("class=\"edge constraint conflicting broken\""))
        #expect(Self.occurrences(of: "-w-wireframe\"", in: page) == 2)
        #expect(Self.occurrences(of: "-a1-wireframe\"", in: page) == 1)
        #expect(page.contains("<animate"))
        // Usable offline: nothing fetched, nothing run.
        #expect(!page.contains("<script"))
        #expect(!page.contains("src=\""))
        #expect(!page.contains("<link"))
    }

    @Test func sameInputSameBytes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for name in ["1.html", "2.html"] {
            _ = try Self.report(["Fixtures/unsatisfiable-priority.layout.yml", "Fixtures/hugging-tie.layout.yml", "-o", workspace.path(name)])
        }
        #expect(try workspace.read("1.html") == workspace.read("2.html"))
    }

    @Test func exitCodesAreChecks() throws {
        let workspace = try Workspace(files: [
            "error.layout.yml": SampleFixtures.error, "bad.layout.yml": SampleFixtures.unreadable, "clean.layout.yml": SampleFixtures.clean,
        ])
        defer { workspace.remove() }
        let errors = try Self.report(["error.layout.yml", "clean.layout.yml", "-o", "errors.html"], in: workspace.path)
        #expect(errors.exitCode == 2)
        #expect(errors.standardError.contains("Wrote the report of 2 layouts (2 configurations) to errors.html."))
        let unreadable = try Self.report(["bad.layout.yml", "clean.layout.yml", "-o", "bad.html"], in: workspace.path)
        #expect(unreadable.exitCode == 3)
        #expect(unreadable.standardError.contains("bad.layout.yml:4:"))
        // The page is still written, with the unreadable file among the findings.
        let page = try workspace.read("bad.html")
        #expect(page.contains("input-error"))
        // Only layouts with a finding are drawn unless every picture is asked for.
        #expect(Self.occurrences(of: "-w-wireframe\"", in: page) == 0)
        #expect(page.contains("Not drawn: `autolint report --pictures all` draws every layout"))
        _ = try Self.report(["bad.layout.yml", "clean.layout.yml", "-o", "all.html", "--pictures", "all"], in: workspace.path)
        #expect(Self.occurrences(of: "-w-wireframe\"", in: try workspace.read("all.html")) == 1)
    }

    /// A report of a real app stays proportional to what it shows: the 266 documents of the IB
    /// corpus, on their canvases, in under 7 MB (5.6 MB, most of it the graphs of the layouts with
    /// findings, large ones as pannable overviews; 22.9 MB when every layout was drawn in full).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("../shared/corpus/ib").path)))
    func aReportOfTheWholeCorpusStaysSmall() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let corpus = packageRoot.appendingPathComponent("../shared/corpus/ib").standardizedFileURL.path
        let result = try Self.report([corpus, "-o", workspace.path("corpus.html"), "--quiet"], in: workspace.path)
        #expect(result.exitCode == 2)
        let size = try FileManager.default.attributesOfItem(atPath: workspace.path("corpus.html"))[.size] as? Int ?? 0
        #expect(size > 1_000_000 && size < 7_000_000, "\(size) bytes")
    }

    @Test func outputIsRequired() {
        #expect { try ReportCommand.parse(["Fixtures"]) } throws: { error in
            ReportCommand.message(for: error).contains("missing -o OUT")
        }
    }
}

/// `report` draws what `check` solved: each configuration of each layout is solved once
/// (`AUTOLINT_COUNT_SOLVES` makes the program say how many layout systems it solved).
@Suite(.enabled(if: ExecutableTests.executable != nil, "needs the built autolint"))
struct ReportSolvesOnceTests {
    @Test func everyConfigurationIsSolvedOnce() throws {
        let twoDevices = SampleFixtures.error.replacingOccurrences(of: "root:", with: "devices: [iphone-se, ipad-10]\nroot:")
        let workspace = try Workspace(files: ["a.layout.yml": SampleFixtures.clean, "b.layout.yml": twoDevices])
        defer { workspace.remove() }
        let result = try ExecutableTests.run(["report", ".", "-o", "r.html", "--pictures", "all"], in: workspace.path,
                                             environment: ["AUTOLINT_COUNT_SOLVES": "1"])
        #expect(result.error.contains("autolint: 3 layout systems solved"), "\(result.error)")
        #expect(try workspace.read("r.html").contains("b.layout.yml"))
    }
}
