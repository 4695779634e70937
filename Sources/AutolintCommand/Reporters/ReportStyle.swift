/// How text reporters may decorate their output.
public struct ReportStyle: Sendable {
    /// ANSI colours: only when writing to a terminal and `NO_COLOR` is unset.
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public static let plain = ReportStyle()
}
