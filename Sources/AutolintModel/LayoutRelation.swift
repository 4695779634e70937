/// `NSLayoutRelation`: how the two sides of a constraint compare.
public enum LayoutRelation: String, Hashable, Sendable, Codable, CaseIterable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    /// UIKit's raw value (-1, 0, 1).
    public var appleRawValue: Int {
        switch self {
        case .lessThanOrEqual: -1
        case .equal: 0
        case .greaterThanOrEqual: 1
        }
    }

    /// The relation read right to left (`a >= b` is `b <= a`).
    public var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
