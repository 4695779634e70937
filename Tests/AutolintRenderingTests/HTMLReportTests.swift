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

    @Test func diagnosticsLinkToTheirLayout() throws {
        let page = try SVGDocument(Self.html)
        let links = page.elements.filter { $0.name == "a" }.compactMap(\.attributes["href"])
        #expect(links == ["#layout-1", "#layout-1", "#layout-1", "#layout-2"])
        #expect(page.element(id: "layout-1") != nil && page.element(id: "layout-2") != nil)
    }

    @Test func drawsGraphWireframeAndAnimationPerConfiguration() throws {
        let page = try SVGDocument(Self.html)
        #expect(page.elements.filter { $0.name == "figure" }.compactMap(\.attributes["class"]) == ["graph", "wireframe", "animation", "graph"])
        #expect(page.elements.filter { $0.name == "svg" }.count == 4)
        // The card's graph carries the findings: three red edges, one dashed, the caption ambiguous.
        #expect(page.elements(withClass: "conflicting").count == 3)
        #expect(page.elements(withClass: "broken").count == 1)
        #expect(page.element(id: "l1c1-g-view-caption")?.attributes["class"] == "node view ambiguous")
        #expect(page.element(id: "l1c1-w-wire-caption")?.attributes["class"] == "wire-view ambiguous")
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
