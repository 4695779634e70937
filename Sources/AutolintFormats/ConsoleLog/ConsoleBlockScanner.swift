import AutolintModel

/// Groups a paste's tokens into `ConsoleBlock`s: header, advice, list, recovery, footers.
///
/// Text between blocks is other program output and is skipped. Inside a list, a line that is not
/// a constraint is reported with its line and the reading goes on, so one mangled line never
/// costs the rest of the paste.
struct ConsoleBlockScanner {
    /// Lines of unrecognised text accepted between a header and its list (wrapped advice).
    static let maximumPreambleLines = 12

    private enum Phase {
        case preamble
        case list
        case afterList
        case awaitingRecovery
        case footer
    }

    private let path: String
    private var blocks: [ConsoleBlock] = []
    private var current: ConsoleBlock?
    private var phase = Phase.preamble

    static func blocks(in lines: [Substring], path: String) -> [ConsoleBlock] {
        var scanner = ConsoleBlockScanner(path: path)
        ConsoleTokenizer.forEachToken(in: lines) { scanner.consume($0) }
        scanner.close()
        return scanner.blocks
    }

    private init(path: String) { self.path = path }

    private mutating func consume(_ token: ConsoleToken) {
        guard current != nil else { return startIfOpening(token) }
        switch (phase, token.kind) {
        case (_, .debuggerDump) where current?.isDebuggerDump == true && current?.descriptions.isEmpty == true:
            // `(lldb) po …` then `▿ 3 elements` or `<__NSArrayI …>(`: one dump.
            phase = .list
        case (_, .header), (_, .debuggerDump):
            close()
            startIfOpening(token)
        case (.preamble, .explanation):
            current?.hasAdvice = true
        case (.preamble, .other):
            guard let block = current, token.line - block.line <= ConsoleBlockScanner.maximumPreambleLines else {
                return abandonPreamble(at: token)
            }
        case (.preamble, .listOpen), (.list, .listOpen):
            current?.hasListDelimiters = true
            phase = .list
        case (.preamble, .constraint(let text, let isClosed)), (.list, .constraint(let text, let isClosed)):
            phase = .list
            addListed(text, isClosed: isClosed, token: token)
        case (.preamble, .elision), (.list, .elision):
            current?.isListElided = true
            phase = .list
        case (.preamble, .redacted), (.list, .redacted):
            current?.isListRedacted = true
            phase = .afterList
        case (.list, .listClose):
            phase = .afterList
        case (.list, .explanation), (.list, .other):
            // Without `(`, a list ends where the constraints end (a bare paste, iOS 6 mirrors).
            guard current?.hasListDelimiters == true else {
                close()
                return startIfOpening(token)
            }
            current?.constraintLineCount += 1
            report(token, "expected a constraint description like \"<NSLayoutConstraint:0x600000c8a940 UIView:0x7f8b1c409f10.width == 320>\"")
        case (_, .recovery):
            phase = .awaitingRecovery
        case (.awaitingRecovery, .constraint(let text, let isClosed)):
            if !isClosed, let start = Self.addressedStart(text) {
                current?.cutRecovery = start
            } else {
                let recovery = describe(text, isClosed: isClosed, token: token)
                current?.recovery = recovery
            }
            phase = .footer
        case (.awaitingRecovery, .redacted):
            current?.isRecoveryRedacted = true
            phase = .footer
        case (_, .footer(let footer)):
            current?.footers.append(footer)
            phase = .footer
        case (.awaitingRecovery, _):
            report(token, "expected the constraint UIKit breaks after \"Will attempt to recover by breaking constraint\"")
            close()
            startIfOpening(token)
        default:
            close()
            startIfOpening(token)
        }
    }

    /// Outside a block, a header, a list or a constraint starts one; anything else is other output.
    private mutating func startIfOpening(_ token: ConsoleToken) {
        switch token.kind {
        case .header(let kind):
            current = ConsoleBlock(header: kind, line: token.line, column: token.column, prefix: token.prefix)
            phase = .preamble
        case .listOpen:
            current = ConsoleBlock(header: nil, line: token.line, column: token.column, prefix: token.prefix)
            current?.hasListDelimiters = true
            phase = .list
        case .constraint(let text, let isClosed):
            current = ConsoleBlock(header: nil, line: token.line, column: token.column, prefix: token.prefix)
            phase = .list
            addListed(text, isClosed: isClosed, token: token)
        case .recovery:
            current = ConsoleBlock(header: nil, line: token.line, column: token.column, prefix: token.prefix)
            phase = .awaitingRecovery
        case .debuggerDump:
            current = ConsoleBlock(header: nil, line: token.line, column: token.column, prefix: token.prefix)
            current?.isDebuggerDump = true
            phase = .list
        default:
            break
        }
    }

    /// A header followed by unrelated output: say so at the header and read on from here.
    private mutating func abandonPreamble(at token: ConsoleToken) {
        if let block = current {
            blocks.append(block)
        }
        current = nil
        startIfOpening(token)
    }

    private mutating func addListed(_ text: LocatedText, isClosed: Bool, token: ConsoleToken) {
        current?.constraintLineCount += 1
        if let description = describe(text, isClosed: isClosed, token: token) {
            current?.descriptions.append(description)
        }
    }

    /// The text of a cut description when it starts `Class:0xADDRESS` followed by a space (the
    /// address whole: at the end of the text it may itself be cut), else nil.
    static func addressedStart(_ text: LocatedText) -> String? {
        var printed = Substring(String(consoleCharacters: text.characters[...]))
        if printed.hasPrefix("<") { printed = printed.dropFirst() }
        let name = printed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !name.isEmpty, printed.dropFirst(name.count).hasPrefix(":0x") else { return nil }
        let digits = printed.dropFirst(name.count + 3).prefix { $0.isHexDigit }
        let after = printed.dropFirst(name.count + 3 + digits.count)
        guard !digits.isEmpty, after.first == " " else { return nil }
        return String(printed)
    }

    private mutating func describe(_ text: LocatedText, isClosed: Bool, token: ConsoleToken) -> ConstraintDescription? {
        guard isClosed else {
            report(token, "this constraint description is cut off before its closing '>'")
            return nil
        }
        switch ConstraintDescriptionParser.parse(text) {
        case .success(let description):
            return description
        case .failure(let failure):
            let point = text.point(at: failure.offset)
            report(line: point.line, column: point.column, excerpt: token.lineText, failure.message)
            return nil
        }
    }

    private mutating func report(_ token: ConsoleToken, _ message: String) {
        report(line: token.line, column: token.column, excerpt: token.lineText, message)
    }

    private mutating func report(line: Int, column: Int, excerpt: Substring, _ message: String) {
        let error = InputError(location: SourceLocation(file: path, line: line, column: column), message: message, excerpt: String(excerpt))
        if current != nil {
            current?.problems.append(error)
        }
    }

    private mutating func close() {
        // A `(` with no header and no constraint after it was other output, not a list.
        if let block = current, block.header != nil || !block.descriptions.isEmpty || block.recovery != nil
            || block.isListRedacted || block.isListElided || block.isRecoveryRedacted {
            blocks.append(block)
        }
        current = nil
        phase = .preamble
    }
}
