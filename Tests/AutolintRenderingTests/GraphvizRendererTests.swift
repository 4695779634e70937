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

    @Test func rendersEveryFormat() throws {
        for format in GraphvizFormat.allCases {
            let output = try GraphvizRenderer.render(Self.sample, as: format)
            try FileManager.default.createDirectory(atPath: "/tmp/gvtest", withIntermediateDirectories: true)
            try output.data.write(to: URL(fileURLWithPath: "/tmp/gvtest/sample.\(format.rawValue)"))
            #expect(output.data.count > 100)
            #expect(output.warnings.isEmpty)
        }
    }
}
