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
    ///
    /// Which way round is canonical does not matter, only that two statements of one relation
    /// agree: any total order of anchors will do. This one compares their parts in place, where
    /// comparing descriptions built two strings per constraint.
    let isMirrored: Bool

    init(_ constraint: LayoutConstraint) {
        guard let second = constraint.second else {
            key = Key(left: constraint.first, relation: constraint.relation, multiplier: nil, right: nil, constant: Number(constraint.constant))
            isMirrored = false
            return
        }
        let multiplier = constraint.multiplier
        if multiplier != 0, Self.precedes(second, constraint.first) {
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

    /// A total order of anchors: view, then guide (none first), then attribute.
    static func precedes(_ a: LayoutAnchor, _ b: LayoutAnchor) -> Bool {
        if a.item.view != b.item.view { return a.item.view < b.item.view }
        if a.item.guide != b.item.guide { return guideRank(a.item.guide) < guideRank(b.item.guide) }
        return a.attribute.rawValue < b.attribute.rawValue
    }

    /// No guide first, then the kinds in declaration order, custom guides by id.
    private static func guideRank(_ guide: GuideKind?) -> (Int, String) {
        switch guide {
        case nil: (0, "")
        case .safeArea?: (1, "")
        case .margins?: (2, "")
        case .readableContent?: (3, "")
        case .contentLayout?: (4, "")
        case .frameLayout?: (5, "")
        case .topLayout?: (6, "")
        case .bottomLayout?: (7, "")
        case .keyboard?: (8, "")
        case .custom(let id)?: (9, id)
        }
    }
}
