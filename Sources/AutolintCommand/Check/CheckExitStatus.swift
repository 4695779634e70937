/// `autolint check`'s exit codes, as `cli.md` fixes them.
public enum CheckExitStatus: Int32, Sendable {
    /// No error-severity finding (warnings allowed unless `--strict`).
    case clean = 0
    /// Usage or configuration error: nothing was checked.
    case usageError = 1
    /// At least one error-severity finding, or an unmet `expect:`.
    case findings = 2
    /// An input could not be read or parsed.
    case unreadableInput = 3

    /// The status of a finished report; an unreadable input outranks findings.
    public init(report: CheckReport) {
        if report.hasInputErrors {
            self = .unreadableInput
        } else if report.errorCount > 0 {
            self = .findings
        } else {
            self = .clean
        }
    }
}
