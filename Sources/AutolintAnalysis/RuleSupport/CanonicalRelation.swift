import AutolintModel

/// A relation written one fixed way round, so that mirrored and re-scaled statements of it compare equal.
///
/// `A rel m * B + k` is also `B rel' (1/m) * A - k/m`, where `rel'` is `rel` flipped when `m > 0`.
/// The canonical form puts the anchor that sorts first on the left.
struct CanonicalRelation {
    /// The canonical form: equal for two statements of one relation. A value, not text, so that
    /// comparing every constraint of a large layout builds no strings.
    struct Key: Hashable {
        let left: LayoutAnchor
        let relation: LayoutRelation
        let multiplier: Number?
        let right: LayoutAnchor?
        let constant: Number
    }

    /// Six decimals, so that `0.5` and `1 / 2.0` agree and float noise does not; past what an
    /// integer holds (a multiplier of 1e-6 turned round), the number as it is.
    enum Number: Hashable {
        case millionths(Int64)
        case exact(UInt64)

        init(_ value: Double) {
            let scaled = (value * 1_000_000).rounded()
            if scaled.isFinite, abs(scaled) < 9e18 {
                self = .millionths(scaled == 0 ? 0 : Int64(scaled))
            } else {
                self = .exact(value.bitPattern)
            }
        }
    }

    let key: Key
    /// Whether the canonical form is the constraint read right to left.
    let isMirrored: Bool

    init(_ constraint: LayoutConstraint) {
        guard let second = constraint.second else {
            key = Key(left: constraint.first, relation: constraint.relation, multiplier: nil, right: nil, constant: Number(constraint.constant))
            isMirrored = false
            return
        }
        let multiplier = constraint.multiplier
        if multiplier != 0, second.description < constraint.first.description {
            let relation = multiplier > 0 ? constraint.relation.flipped : constraint.relation
            key = Key(left: second, relation: relation, multiplier: Number(1 / multiplier), right: constraint.first,
                      constant: Number(-constraint.constant / multiplier))
            isMirrored = true
        } else {
            key = Key(left: constraint.first, relation: constraint.relation, multiplier: Number(multiplier), right: second,
                      constant: Number(constraint.constant))
            isMirrored = false
        }
    }
}
