/// One recognised piece of a paste: a header, a list delimiter, a constraint description, the
/// recovery sentence, a footer, or text that is none of these.
struct ConsoleToken: Sendable {
    enum Kind: Sendable {
        case header(ConsoleBlock.HeaderKind)
        /// UIKit's "Probably at least one of the constraints ..." paragraph.
        case explanation
        case listOpen
        case listClose
        /// The text between `<` and `>` of one constraint description; `isClosed` is false when
        /// the paste ended before its `>`.
        case constraint(LocatedText, isClosed: Bool)
        /// `...` where the user left the list out.
        case elision
        /// `<private>`: the unified log redacted the text.
        case redacted
        /// "Will attempt to recover by breaking constraint".
        case recovery
        case footer(ConsoleFooter)
        /// A debugger's dump of an array of constraints: `(lldb) po view.constraints`, Swift's
        /// `▿ 3 elements`, Objective-C's `<__NSArrayI 0x600000c2d800>(`.
        case debuggerDump
        case other(String)
    }

    var kind: Kind
    var line: Int
    var column: Int
    var prefix: ConsoleLinePrefix
    /// The whole line as it stands in the file, for error excerpts.
    var lineText: Substring
}
