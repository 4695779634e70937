import AutolintModel
import Foundation
import Testing
@testable import AutolintRendering

@Suite struct HTMLReportTests {
    static let html = HTMLReport(SampleReport.input).html

    @Test func isOneWellFormedPageWithEverythingInline() throws {
        let page = try SVGDocument(Self.html)
        #expect(page.root?.name == "html")
        #expect(!page.elements.contains { $0.name == "script" || $0.name == "link" || $0.name == "img" || $0.name == "iframe" })
        #expect(!page.elements.contains { ($0.attributes["src"] ?? $0.attributes["href"] ?? "").contains("://") })
        #expect(page.elements.filter { $0.name == "style" }.count == 1)
        #expect(!Self.html.contains("<?xml"))
        #expect(!Self.html.contains("<!DOCTYPE svg"))
    }

    @Test func listsEveryDiagnosticInReportOrder() throws {
        let page = try SVGDocument(Self.html)
        let rows = page.elements(withClass: "diagnostic")
        #expect(rows.count == 4)
        #expect(page.elements(withClass: "error").filter { $0.name == "tr" }.count == 2)
        let rules = page.elements.filter { $0.name == "td" && $0.attributes["class"] == "rule" }.map(\.text)
        #expect(rules == ["missing-constraints", "conflicting-constraints", "unsatisfiable-priority", "left-right-attributes"])
        #expect(page.elements.filter { $0.name == "code" }.map(\.text) == SampleLayouts.cardConflict + ["iconWide"])
        #expect(page.elements.contains { $0.attributes["class"] == "recovery" && $0.text.contains("iconWidth") })
        #expect(page.elements.filter { $0.name == "span" && $0.attributes["class"] == "count error" }.map(\.text) == ["2 errors"])
    }

    /// Findings sit in their file's section, inside the layout that holds their views.
    @Test func findingsAreGroupedByFileAndLayout() throws {
        let page = try SVGDocument(Self.html)
        #expect(page.elements(withClass: "file-name").map(\.text) == ["card.layout.yml", "login.layout.yml"])
        for number in 1...3 {
            #expect(page.element(id: "diagnostic-\(number)")?.groupIDs.prefix(2) == ["layout-1", "file-1"])
        }
        #expect(page.element(id: "diagnostic-4")?.groupIDs.prefix(2) == ["layout-2", "file-2"])
        // The cell shows line and column; the whole location is its tooltip.
        #expect(page.elements(withClass: "where").first?.attributes["title"] == "card.layout.yml:8:9")
    }

    /// The overview: worst layout first, counts by rule and by file, linking to their sections.
    @Test func overviewCountsByLayoutRuleAndFile() throws {
        let page = try SVGDocument(Self.html)
        let links = page.elements.filter { $0.name == "a" }.compactMap(\.attributes["href"])
        #expect(links == ["#layout-1", "#layout-2", "#file-1", "#file-2"])
        let captions = page.elements.filter { $0.name == "caption" }.map(\.text)
        #expect(captions == ["Worst layouts", "By rule", "By file"])
        let byRule = page.elements.filter { $0.name == "td" && $0.groupIDs.contains("overview") }.map(\.text)
        #expect(byRule.contains("conflicting-constraints") && byRule.contains("left-right-attributes"))
        let errorCounts = page.elements.filter { $0.name == "td" && $0.attributes["class"] == "number error" }.map(\.text)
        #expect(errorCounts == ["2", "1", "1", "2"])
    }

    /// Every severity and every rule of the page has a checkbox and a CSS rule that hides its rows.
    @Test func filtersWorkWithoutAScript() throws {
        let page = try SVGDocument(Self.html)
        let boxes = page.elements.filter { $0.name == "input" }.compactMap(\.attributes["id"])
        #expect(boxes == ["show-error", "show-warning", "show-rule-conflicting-constraints", "show-rule-left-right-attributes",
                          "show-rule-missing-constraints", "show-rule-unsatisfiable-priority"])
        #expect(Self.html.contains("body:has(#show-rule-left-right-attributes:not(:checked)) tr.diagnostic.rule-left-right-attributes { display: none; }"))
        #expect(Self.html.contains("body:has(#show-warning:not(:checked)) tr.diagnostic.warning:not(.expected) { display: none; }"))
        #expect(page.elements(withClass: "rule-left-right-attributes").map(\.attributes["id"]) == ["diagnostic-4"])
    }

    /// Beside its findings, the layout's wireframe outlines the views they name.
    @Test func wireframeBesideTheFindingsOutlinesTheirViews() throws {
        let page = try SVGDocument(Self.html)
        let outlined = page.elements(withClass: "highlighted").compactMap(\.attributes["id"])
        #expect(outlined == ["l1c1-w-wire-icon", "l1c1-w-wire-caption"])
    }

    /// Absolute paths are shown relative to the folder they share, named once.
    @Test func absolutePathsAreShownRelativeToTheirCommonFolder() throws {
        var input = SampleReport.input
        input.diagnostics = input.diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.location.file = "/home/ci/App/" + diagnostic.location.file
            return moved
        }
        input.sections = input.sections.map { section in
            var moved = section
            moved.layout.location?.file = "/home/ci/App/" + (section.layout.location?.file ?? "")
            return moved
        }
        let page = try SVGDocument(HTMLReport(input).html)
        #expect(page.elements(withClass: "base").map(\.text) == ["Paths are relative to /home/ci/App/"])
        #expect(page.elements(withClass: "file-name").map(\.text) == ["card.layout.yml", "login.layout.yml"])
    }

    @Test func drawsGraphWireframeAndAnimationPerConfiguration() throws {
        let page = try SVGDocument(Self.html)
        #expect(page.elements.filter { $0.name == "figure" }.compactMap(\.attributes["class"]) == ["wireframe", "graph", "animation", "graph"])
        #expect(page.elements.filter { $0.name == "svg" }.count == 4)
        // The card's graph carries the findings: three red edges, one dashed, the caption ambiguous.
        #expect(page.elements(withClass: "conflicting").count == 3)
        #expect(page.elements(withClass: "broken").count == 1)
        #expect(page.element(id: "l1c1-g-view-caption")?.attributes["class"] == "node view ambiguous")
        #expect(page.element(id: "l1c1-w-wire-caption")?.attributes["class"] == "wire-view ambiguous highlighted")
        #expect(page.elements.contains { $0.name == "animate" && $0.groupIDs.contains("l1c1-a1-wire-caption") })
    }

    @Test func idsAreUniqueAcrossThePage() throws {
        let ids = try SVGDocument(Self.html).elements.compactMap(\.attributes["id"])
        #expect(ids.count == Set(ids).count)
    }

    @Test func sameInputGivesSameBytes() {
        #expect(HTMLReport(SampleReport.input).html == Self.html)
    }

    @Test func aGraphThatCannotBeDrawnLeavesTheRestOfThePage() throws {
        var input = SampleReport.input
        input.sections[0].graph?.focusView = "no-such-view"
        let page = try SVGDocument(HTMLReport(input).html)
        #expect(page.elements(withClass: "render-error").map(\.text) == ["The graph could not be drawn: no view \"no-such-view\" in layout \"Card\""])
        #expect(page.elements.filter { $0.name == "svg" }.count == 3)
    }

    @Test func cleanRunSaysSo() throws {
        let page = try SVGDocument(HTMLReport(HTMLReportInput(title: "clean", diagnostics: [])).html)
        #expect(page.elements(withClass: "clean").count == 1)
    }
}
