import AutolintModel

/// A relation written one fixed way round, so that mirrored and re-scaled statements of it compare equal.
///
/// `A rel m * B + k` is also `B rel' (1/m) * A - k/m`, where `rel'` is `rel` flipped when `m > 0`.
/// The canonical form puts the anchor that sorts first on the left.
struct CanonicalRelation {
    let key: String
    /// Whether the canonical form is the constraint read right to left.
    let isMirrored: Bool

    init(_ constraint: LayoutConstraint) {
        let first = constraint.first.description
        guard let secondAnchor = constraint.second else {
            key = "\(first) \(constraint.relation.rawValue) \(Self.number(constraint.constant))"
            isMirrored = false
            return
        }
        let second = secondAnchor.description
        let multiplier = constraint.multiplier
        if second < first, multiplier != 0 {
            let relation = multiplier > 0 ? constraint.relation.flipped : constraint.relation
            key = "\(second) \(relation.rawValue) \(Self.number(1 / multiplier)) * \(first) + \(Self.number(-constraint.constant / multiplier))"
            isMirrored = true
        } else {
            key = "\(first) \(constraint.relation.rawValue) \(Self.number(multiplier)) * \(second) + \(Self.number(constraint.constant))"
            isMirrored = false
        }
    }

    /// Six decimals, so that `0.5` and `1 / 2.0` agree and float noise does not.
    private static func number(_ value: Double) -> String {
        let scaled = (value * 1_000_000).rounded()
        // Past what an integer holds (a multiplier of 1e-6 turned round), the number as it is.
        guard scaled.isFinite, abs(scaled) < 9e18 else { return "\(value)" }
        return scaled == 0 ? "0" : String(Int64(scaled))
    }
}
