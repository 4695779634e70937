/// The fixed phrases UIKit and AppKit print around unsatisfiable constraints, which the console
/// reader recognises a block by and the reports quote back.
public enum ConsoleMessagePhrases {
    /// UIKit's header (`.` after it) and AppKit's before macOS 14 (`:` after it).
    public static let unableToSatisfy = "Unable to simultaneously satisfy constraints"
    /// AppKit's header from macOS 14.
    public static let conflictingDetected = "Conflicting constraints detected"
    public static let headers = [unableToSatisfy, conflictingDetected]
    /// The line before the constraint UIKit breaks (the short form when a paste cut it).
    public static let recovery = ["Will attempt to recover by breaking constraint", "Will attempt to recover by breaking"]
    /// UIKit's advice paragraph between the header and the list, by its openings.
    public static let explanationOpenings = [
        "Probably at least one of the constraints", "Try this", "(1) look at each constraint",
        "(2) find the code", "(Note: If you're seeing", "refer to the documentation", "to the documentation for the",
        "look at each constraint", "find the code that added",
    ]
}
