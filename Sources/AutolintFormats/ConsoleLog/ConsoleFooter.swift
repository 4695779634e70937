/// The advice UIKit or AppKit prints after the broken constraint; which one tells the era.
public struct ConsoleFooter: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// iOS 8 and later: "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints ...".
        case unsatisfiableConstraintsBreakpoint
        /// iOS 7 and earlier: "Break on objc_exception_throw ...".
        case objcExceptionThrow
        /// AppKit: "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints ...".
        case visualizeConstraints
        /// "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> ...".
        case debuggingCategory

        /// The sentence as printed, used to recognise it and pastes cut short inside it.
        var sentence: String {
            switch self {
            case .unsatisfiableConstraintsBreakpoint:
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
            case .objcExceptionThrow:
                "Break on objc_exception_throw to catch this in the debugger."
            case .visualizeConstraints:
                "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens."
            case .debuggingCategory:
                "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful."
            }
        }

        /// The sentence's first words, enough to tell it from other output.
        var opening: String { String(sentence.prefix(24)) }

        /// How the complete sentence ends (AppKit's continues with "And/or, ... in the debugger.").
        var ending: String {
            self == .debuggingCategory ? "may also be helpful." : "in the debugger."
        }
    }

    public var kind: Kind
    /// False when the paste stops inside the sentence.
    public var isComplete: Bool
    /// `UIKit/UIView.h` or `UIKitCore/UIView.h` (iOS 12 and later), from the debugging-category line.
    public var headerPath: String?
    public var line: Int

    public init(kind: Kind, isComplete: Bool, headerPath: String? = nil, line: Int) {
        self.kind = kind
        self.isComplete = isComplete
        self.headerPath = headerPath
        self.line = line
    }

    /// Shortest cut-off prefix still taken for a footer: long enough not to match ordinary output.
    static let minimumRecognisedLength = 12

    /// Whether a footer may start with `head` (the start of a line): a cheap test before `recognise`.
    static func mayBegin(_ head: String) -> Bool {
        guard let first = head.first, openingLetters.contains(first) else { return false }
        return Kind.allCases.contains { kind in
            head.hasPrefix(kind.opening) || (head.count >= minimumRecognisedLength && kind.sentence.hasPrefix(head))
        }
    }

    private static let openingLetters = Set(Kind.allCases.compactMap(\.sentence.first))

    /// Recognises a footer line, whole or cut short.
    static func recognise(_ text: String, line: Int) -> ConsoleFooter? {
        for kind in Kind.allCases {
            let sentence = kind.sentence
            let opening = kind.opening
            let isCut = text.count >= minimumRecognisedLength && sentence.hasPrefix(text) && !text.hasSuffix(kind.ending)
            guard text.hasPrefix(opening) || isCut else { continue }
            return ConsoleFooter(kind: kind, isComplete: text.contains(kind.ending), headerPath: headerPath(in: text), line: line)
        }
        return nil
    }

    private static func headerPath(in text: String) -> String? {
        guard let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") else { return nil }
        let path = text[text.index(after: open)..<close]
        return path.hasSuffix(".h") ? String(path) : nil
    }
}
