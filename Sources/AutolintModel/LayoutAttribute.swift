/// The twenty `NSLayoutAttribute`s, plus `notAnAttribute` for constant-only constraints.
///
/// `rawValue` is the name autolint prints; `appleRawValue` is UIKit's integer.
public enum LayoutAttribute: String, Hashable, Sendable, Codable, CaseIterable {
    case notAnAttribute
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Reads a name, including the aliases of the fixture format (`baseline`, `minX`, `midY`, ...).
    public init?(name: String) {
        if let direct = LayoutAttribute(rawValue: name), direct != .notAnAttribute {
            self = direct
            return
        }
        switch name {
        case "baseline": self = .lastBaseline
        case "minX": self = .left
        case "maxX": self = .right
        case "midX": self = .centerX
        case "minY": self = .top
        case "maxY": self = .bottom
        case "midY": self = .centerY
        default: return nil
        }
    }

    /// UIKit's `NSLayoutAttribute` raw value.
    public var appleRawValue: Int {
        switch self {
        case .notAnAttribute: 0
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        }
    }

    public var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        }
    }

    /// `width` and `height`: the only attributes that may stand alone against a constant.
    public var isSize: Bool { self == .width || self == .height }

    /// A position along its axis (an edge, a center or a baseline).
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// Leading/trailing family, which follows the writing direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left/right family, which ignores the writing direction.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// One of the attributes measured against the view's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The same edge without margins (`leadingMargin` -> `leading`); itself for the others.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
