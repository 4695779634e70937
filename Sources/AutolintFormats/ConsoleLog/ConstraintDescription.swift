import AutolintModel

import Foundation

/// One printed constraint, `<CLASS:0xADDR[@File.swift#LINE] [h=--& v=--&] ['identifier'] BODY [Hug:N CompressionResistance:N] [(LTR)] [(active, names: ...)]>`,
/// split into its parts; the body is read into equations later (`ConstraintBodyReader`).
public struct ConstraintDescription: Sendable {
    /// `(Names: ...)` up to iOS 9, `(active, names: ...)` / `(active)` / `(inactive)` from iOS 10.
    public enum InfoStyle: String, Hashable, Sendable {
        case names
        case activity
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, ...
    public var className: String
    /// `0x7fca0bd54cc0`: the constraint's id.
    public var address: String
    /// `CCBaseCell.swift#88`: where SnapKit and similar libraries say the constraint was made.
    public var codeLocation: String?
    /// Autoresizing notation per axis, margin/size/margin: `--&` from `h=--&`.
    public var horizontalMask: String?
    public var verticalMask: String?
    /// `UIView-Encapsulated-Layout-Width`, `UISV-spacing`, or the app's own identifier.
    public var identifier: String?
    /// The equation or VFL-style body as printed.
    public var body: String
    /// Names the body uses, in printed order: `'|'` for the superview, bare names for views UIKit
    /// printed by name.
    public var names: [ConstraintName]
    public var infoStyle: InfoStyle?
    /// From `(active)` / `(inactive)`; nil when not printed (then the constraint is active).
    public var isActive: Bool?
    /// `(LTR)` / `(RTL)` after a VFL body: the constraint uses left/right, not leading/trailing.
    public var fixedDirection: WritingDirectionMark?
    /// `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:` priorities.
    public var hugging: Float?
    public var compressionResistance: Float?
    /// A `priority:250` suffix after the body (some debugger descriptions print it so, not as `@250`).
    public var priority: Float? = nil
    /// Everything between `<` and `>` as printed.
    public var text: String
    /// Where its `<` is.
    public var line: Int
    public var column: Int

    /// The body with the file position of each character, for the equation parsers' errors.
    var locatedBody: LocatedText

    public enum WritingDirectionMark: String, Hashable, Sendable {
        case leftToRight = "LTR"
        case rightToLeft = "RTL"
    }

    /// True when the body ends in a relation with nothing after it, as some old logs print
    /// autoresizing constraints (`UIButton:0x8c67320.midY ==`).
    public var isValueMissing: Bool {
        // Trimmed as `trimmingCharacters(in: .whitespaces)` trims, without Foundation's cost.
        let trimmed = body[..<(body.lastIndex { !($0.isWhitespace && !$0.isNewline) }.map(body.index(after:)) ?? body.startIndex)]
        return ["==", "<=", ">="].contains { trimmed.hasSuffix($0) }
    }
}
