import CGraphviz

/// Collects what cgraph reports through `agerr`, so that a failure can carry Graphviz's own words
/// instead of having them printed on standard error.
///
/// cgraph hands its messages to one process-wide C function, in fragments (`"Error"`, `": "`,
/// then the text). The buffer behind it is only touched while `GraphvizSession`'s lock is held,
/// which is what makes the unchecked global safe.
enum GraphvizMessageLog {
    nonisolated(unsafe) private static var pending = ""

    private static let receive: agusererrf = { fragment in
        if let fragment { GraphvizMessageLog.pending += String(cString: fragment) }
        return 0
    }

    /// Routes every message, warnings included, into the log. Call with the lock held.
    static func install() {
        _ = agseterrf(receive)
        _ = agseterr(AGWARN)
    }

    /// The messages since the last call, one per line, and whether any of them was an error.
    static func drain() -> (messages: [String], hasError: Bool) {
        let messages = pending.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        pending = ""
        let hasError = agerrors() > 0
        _ = agreseterrors()
        return (messages, hasError)
    }
}
