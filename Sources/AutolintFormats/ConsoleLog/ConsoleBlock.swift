import AutolintModel

/// One "Unable to simultaneously satisfy constraints" message (or AppKit's, or a bare pasted
/// list) as printed: header, constraint descriptions, recovery, footers.
public struct ConsoleBlock: Sendable {
    public enum HeaderKind: String, Hashable, Sendable {
        /// UIKit: "Unable to simultaneously satisfy constraints." and the "Probably ..." advice.
        case unableToSatisfy
        /// AppKit before macOS 14: "Unable to simultaneously satisfy constraints:".
        case unableToSatisfyAppKit
        /// AppKit from macOS 14: "Conflicting constraints detected: (...)."
        case conflictingConstraintsDetected
    }

    public enum Platform: String, Hashable, Sendable {
        case uiKit
        case appKit
    }

    /// nil when the user pasted only the list.
    public var header: HeaderKind?
    /// A debugger's dump of constraints (`po view.constraints`), not a conflict UIKit reported.
    public var isDebuggerDump = false
    /// The first line of the block.
    public var line: Int
    public var column: Int
    /// The prefix of the block's first line (timestamp, process, category, quoting).
    public var prefix: ConsoleLinePrefix
    /// Every constraint line of the list, whether or not it could be read.
    public var constraintLineCount = 0
    /// The descriptions that could be split into their parts, in printed order.
    public var descriptions: [ConstraintDescription] = []
    /// The constraint named after "Will attempt to recover by breaking constraint".
    public var recovery: ConstraintDescription?
    /// The start of that line when the paste cut it before its `>` but after the constraint's
    /// address (`NSLayoutConstraint:0x600000c8a940 UIView:0x7f`): the address still names it.
    public var cutRecovery: String?
    public var isRecoveryRedacted = false
    public var isListRedacted = false
    public var isListElided = false
    public var hasListDelimiters = false
    /// The advice "Probably at least one of the constraints ..." was printed (UIKit).
    public var hasAdvice = false
    public var footers: [ConsoleFooter] = []
    /// Lines of the block that could not be read.
    public var problems: [InputError] = []

    public init(header: HeaderKind?, line: Int, column: Int, prefix: ConsoleLinePrefix) {
        self.header = header
        self.line = line
        self.column = column
        self.prefix = prefix
    }

    /// What makes two blocks the same message: every line as printed from the header to the
    /// recovery (not where the block sits, nor the timestamps before it).
    public struct RepeatKey: Hashable, Sendable {
        var header: HeaderKind?
        var isDebuggerDump: Bool
        var descriptions: [String]
        var recovery: String?
        var flags: [Bool]
        var constraintLineCount: Int
        var footers: [String]
        var category: String?
    }

    public var repeatKey: RepeatKey {
        RepeatKey(
            header: header, isDebuggerDump: isDebuggerDump, descriptions: descriptions.map(\.text), recovery: recovery?.text ?? cutRecovery,
            flags: [isRecoveryRedacted, isListRedacted, isListElided, hasListDelimiters, hasAdvice], constraintLineCount: constraintLineCount,
            footers: footers.map { "\($0.kind.rawValue) \($0.isComplete) \($0.headerPath ?? "")" }, category: prefix.category)
    }

    /// Which framework printed it: the header's wording, else the footer, else the classes.
    public var platform: Platform {
        switch header {
        case .unableToSatisfyAppKit?, .conflictingConstraintsDetected?: return .appKit
        case .unableToSatisfy?: return .uiKit
        case nil: break
        }
        if footers.contains(where: { $0.kind == .visualizeConstraints }) { return .appKit }
        if prefix.category == "Layout" { return .appKit }
        let classes = (descriptions + [recovery].compactMap { $0 }).flatMap { ConsoleBlock.itemClasses(in: $0.body) }
        let appKit = classes.filter { $0.hasPrefix("NS") }.count
        let uiKit = classes.filter { $0.hasPrefix("UI") }.count
        return appKit > uiKit ? .appKit : .uiKit
    }

    /// The classes of the items a body prints (`NSImageView` in `H:[NSImageView:0x1(24)]`),
    /// leading underscores dropped.
    static func itemClasses(in body: String) -> [String] {
        var classes: [String] = []
        var searchStart = body.startIndex
        while let marker = body.range(of: ":0x", range: searchStart..<body.endIndex) {
            let name = body[..<marker.lowerBound].reversed().prefix { ConsoleTokenizer.isClassCharacter($0) }
            classes.append(String(String(name.reversed()).drop { $0 == "_" }))
            searchStart = marker.upperBound
        }
        return classes
    }

    /// The one complete footer that dates the message, if the paste kept it.
    public var closingFooter: ConsoleFooter? {
        footers.first { $0.kind != .debuggingCategory }
    }
}
