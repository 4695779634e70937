/// What a paste or a logging system put in front of a line of UIKit's message: Markdown quote
/// marks, an NSLog / unified-log / syslog timestamp with the process, an os_log category.
public struct ConsoleLinePrefix: Hashable, Sendable {
    /// How many `>` quote levels were removed (Markdown pastes).
    public var quoteDepth: Int
    /// `2016-11-22 14:28:33.766746`, `2/19/2016 3:28:57.233 PM`, `Mar  4 18:25:38`, as printed.
    public var timestamp: String?
    /// `Prox[40651:3295835]`, `Fetch[55715]`: the process as printed, pid included.
    public var process: String?
    /// The os_log category: `LayoutConstraints` (iOS 10 and later), `Layout` (macOS).
    public var category: String?

    public init(quoteDepth: Int = 0, timestamp: String? = nil, process: String? = nil, category: String? = nil) {
        self.quoteDepth = quoteDepth
        self.timestamp = timestamp
        self.process = process
        self.category = category
    }

    public var isEmpty: Bool { quoteDepth == 0 && timestamp == nil && process == nil && category == nil }
}
