/// Turns a check report into text in one format.
public protocol Reporter: Sendable {
    /// The name `--reporter` and the configuration's `reporter:` take.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init()
    func report(_ report: CheckReport, style: ReportStyle) -> String
}
