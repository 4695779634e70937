/// A size in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// A rectangle in points, in its superview's coordinates unless said otherwise.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Origin along an axis.
    public func origin(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// Length along an axis.
    public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` on each side.
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// `(x, y, w, h)` with numbers trimmed of needless zeros: `(127.5, 40, 120, 21)`.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Insets in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// A value per axis (hugging, compression resistance, intrinsic size).
public struct AxisPair<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    public var horizontal: Value
    public var vertical: Value

    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// Points as people write them: `20`, `127.5`, `0.333`.
public func formatPoints(_ value: Double) -> String {
    // Beyond what converts to an integer (or not finite), Swift's own notation: `5e+300`, `inf`.
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    if value == value.rounded() { return String(Int(value)) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
