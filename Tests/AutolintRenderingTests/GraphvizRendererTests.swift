import Foundation
import Testing
@testable import AutolintRendering

@Suite struct GraphvizRendererTests {
    static let sample = GraphvizGraph(
        name: "sample",
        attributes: ["label": "Sample"],
        nodes: [GraphvizNode(name: "a", attributes: ["label": "A", "id": "node-a"])],
        subgraphs: [GraphvizSubgraph(name: "cluster_box", attributes: ["label": "Box", "color": "blue"], nodes: [
            GraphvizNode(name: "b"), GraphvizNode(name: "c"),
        ])],
        edges: [
            GraphvizEdge(from: "a", to: "b", attributes: ["label": "a to b", "color": "red"]),
            GraphvizEdge(from: "a", to: "b"),
            GraphvizEdge(from: "c", to: "c", attributes: ["style": "dashed"]),
        ]
    )

    @Test func rendersSVGWithEveryNodeEdgeAndCluster() throws {
        let output = try GraphvizRenderer.render(Self.sample, as: .svg)
        #expect(output.warnings.isEmpty)
        let svg = try SVGDocument(output.data)
        #expect(svg.root?.name == "svg")
        #expect(svg.elements(withClass: "node").count == 3)
        #expect(svg.elements(withClass: "edge").count == 3)
        #expect(svg.elements(withClass: "cluster").count == 1)
        #expect(svg.texts(inGroup: "node-a") == ["A"])
    }

    @Test func clustersDoNotInheritTheRootGraphsLabel() throws {
        let svg = try SVGDocument(GraphvizRenderer.render(Self.sample, as: .svg).data)
        let clusterID = try #require(svg.elements(withClass: "cluster").first?.attributes["id"])
        #expect(svg.texts(inGroup: clusterID) == ["Box"])
    }

    @Test func rendersPNGOfTheLaidOutSize() throws {
        let svg = try SVGDocument(GraphvizRenderer.render(Self.sample, as: .svg).data)
        let png = try GraphvizRenderer.render(Self.sample, as: .png)
        let size = try #require(BinaryFormats.pngSize(png.data))
        let points = try #require(BinaryFormats.svgWidthInPoints(svg))
        // Cairo renders at 96 dpi, SVG sizes are in points (1/72 in).
        #expect(abs(Double(size.width) - points * 96 / 72) <= 1)
        #expect(size.height > 0)
    }

    @Test func rendersPDFAndDOT() throws {
        #expect(BinaryFormats.isPDF(try GraphvizRenderer.render(Self.sample, as: .pdf).data))
        let dot = try GraphvizRenderer.render(Self.sample, as: .dot).text
        #expect(dot.hasPrefix("digraph sample {"))
        #expect(dot.contains("subgraph cluster_box"))
        #expect(dot.contains("pos=\""))
    }

    @Test func formatFollowsTheFileExtension() {
        #expect(GraphvizFormat(fileExtensionOf: "out/graph.svg") == .svg)
        #expect(GraphvizFormat(fileExtensionOf: "GRAPH.PNG") == .png)
        #expect(GraphvizFormat(fileExtensionOf: "a.b/graph.pdf") == .pdf)
        #expect(GraphvizFormat(fileExtensionOf: "graph.gv") == .dot)
        #expect(GraphvizFormat(fileExtensionOf: "graph.html") == nil)
        #expect(GraphvizFormat(fileExtensionOf: "a.svg/graph") == nil)
    }

    @Test(arguments: GraphvizFormat.allCases)
    func sameGraphGivesSameBytes(format: GraphvizFormat) throws {
        let first = try GraphvizRenderer.render(Self.sample, as: format).data
        let second = try GraphvizRenderer.render(Self.sample, as: format).data
        #expect(first == second)
    }

    @Test func pdfCreationDateIsFixed() throws {
        let pdf = try GraphvizRenderer.render(Self.sample, as: .pdf).text
        #expect(pdf.contains("/CreationDate (D:19700101000000"))
    }

    @Test func unknownOutputFormatIsAnErrorWithGraphvizsMessage() throws {
        let error = try #require(throws: GraphvizError.self) { try GraphvizRenderer.render(Self.sample, device: "no-such-format") }
        #expect(error.stage == .render)
        #expect(error.messages == ["Error: renderer for no-such-format is unavailable"])
    }

    @Test func edgeToAnUndeclaredNodeIsABuildError() throws {
        var graph = Self.sample
        graph.edges.append(GraphvizEdge(from: "a", to: "nowhere"))
        let error = try #require(throws: GraphvizError.self) { try GraphvizRenderer.render(graph, as: .svg) }
        #expect(error.stage == .build)
        #expect(error.description.contains("nowhere"))
    }

    @Test func duplicateNodeNameIsABuildError() throws {
        var graph = Self.sample
        graph.nodes.append(GraphvizNode(name: "b"))
        #expect(throws: GraphvizError.self) { try GraphvizRenderer.render(graph, as: .svg) }
    }

    @Test func warningsAreCollectedNotPrinted() throws {
        var graph = Self.sample
        graph.nodes[0].attributes["color"] = "no-such-colour"
        let output = try GraphvizRenderer.render(graph, as: .svg)
        #expect(output.warnings.contains { $0.contains("no-such-colour") })
        // The next render starts clean.
        #expect(try GraphvizRenderer.render(Self.sample, as: .svg).warnings.isEmpty)
    }

    @Test func labelsKeepBackslashesLiteral() throws {
        var graph = GraphvizGraph(name: "escapes")
        graph.nodes = [GraphvizNode(name: "n", attributes: ["label": GraphvizText.lines(["a\\N", "b"])])]
        let svg = try SVGDocument(GraphvizRenderer.render(graph, as: .svg).data)
        #expect(svg.elements.filter { $0.name == "text" }.map(\.text) == ["a\\N", "b"])
    }

    @Test func concurrentRendersAreSerialisedAndAgree() async throws {
        let expected = try GraphvizRenderer.render(Self.sample, as: .svg).data
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try GraphvizRenderer.render(Self.sample, as: .svg).data } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
