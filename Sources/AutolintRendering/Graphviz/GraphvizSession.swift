import CGraphviz
import Foundation

/// The one Graphviz context of the process, and the lock every use of Graphviz goes through.
///
/// Graphviz keeps global state (the error handler and level, cgraph's default disciplines, the
/// plugin registry), so two graphs must never be built or rendered at the same time. The context
/// is made on first use and kept: it loads the plugins listed in Graphviz's `config6a` (layout,
/// SVG/DOT, and cairo for PNG and PDF), which is too costly to repeat for every graph.
final class GraphvizSession: @unchecked Sendable {
    static let shared = GraphvizSession()

    private let lock = NSLock()
    private var context: OpaquePointer?

    private init() {}

    /// Runs `body` with exclusive use of Graphviz and its context.
    func withContext<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        if context == nil {
            GraphvizMessageLog.install()
            context = gvContext()
            let (messages, _) = GraphvizMessageLog.drain()
            guard context != nil else { throw GraphvizError(stage: .context, messages: messages) }
        }
        return try body(context!)
    }
}
