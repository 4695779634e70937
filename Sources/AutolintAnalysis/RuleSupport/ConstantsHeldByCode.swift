import AutolintModel

extension Layout {
    /// The layout with every constant code holds (an IB outlet's constraint) moved by `shift`:
    /// rules that must not stand on a constant code sets solve this too and compare.
    func movingConstantsHeldByCode(by shift: Double) -> Layout {
        var moved = self
        moved.constraints = constraints.map { constraint in
            var constraint = constraint
            if constraint.isHeldByCode { constraint.constant += shift }
            return constraint
        }
        return moved
    }
}
