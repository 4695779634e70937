import CGraphviz
import Foundation

/// What Graphviz produced, and the warnings it printed on the way (unknown colours and the like).
public struct GraphvizOutput: Hashable, Sendable {
    public var data: Data
    public var warnings: [String]

    /// The output as text (SVG and DOT are UTF-8).
    public var text: String { String(decoding: data, as: UTF8.self) }
}

/// Lays a graph out with Graphviz (`dot`, or the positions it has) and renders it, in this process, through libgvc.
///
/// Calls from any thread are serialised: Graphviz is not thread safe. Every C object made for a
/// render (graph, layout, output buffer) is freed before the call returns, also on failure.
public enum GraphvizRenderer {
    public static func render(_ graph: GraphvizGraph, as format: GraphvizFormat) throws -> GraphvizOutput {
        var output = try render(graph, device: format.deviceName)
        if format == .pdf { output.data = ReproduciblePDF.normalize(output.data) }
        return output
    }

    /// Renders with any output device Graphviz's plugins offer (`svg`, `png:cairo`, `plain`, ...).
    static func render(_ described: GraphvizGraph, device: String) throws -> GraphvizOutput {
        let graph = ColumnLayout.applies(to: described) ? ColumnLayout.laidOut(described) : described
        return try GraphvizSession.shared.withContext { context in
            _ = GraphvizMessageLog.drain()  // Leftovers belong to no render of ours.
            var warnings: [String] = []
            let cGraph = try CGraphBuilder.build(graph)
            defer { agclose(cGraph) }
            warnings += try check(.build)

            let laidOut = gvLayout(context, cGraph, graph.layoutEngine)
            defer { if laidOut == 0 { gvFreeLayout(context, cGraph) } }
            warnings += try check(.layout, status: laidOut)

            var buffer: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            let rendered = gvRenderData(context, cGraph, device, &buffer, &length)
            defer { if let buffer { gvFreeRenderData(buffer) } }
            warnings += try check(.render, status: rendered)
            guard let buffer else { throw GraphvizError(stage: .render, messages: ["no output"]) }

            let data = buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Data(bytes: $0, count: Int(length)) }
            return GraphvizOutput(data: data, warnings: warnings)
        }
    }

    /// Graphviz's messages since the last check; throws when the step failed or printed an error.
    private static func check(_ stage: GraphvizError.Stage, status: Int32 = 0) throws -> [String] {
        let (messages, hasError) = GraphvizMessageLog.drain()
        if status != 0 || hasError { throw GraphvizError(stage: stage, messages: messages) }
        return messages
    }
}
