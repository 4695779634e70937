import AutolintModel

/// One cause, one finding: a conflict among a view's autoresizing constraints and the ones written
/// for it is reported by `conflicting-constraints` (whose advice names the autoresizing mask), so
/// `autoresizing-conflict` leaves out the same conflict in the same configuration. With
/// `conflicting-constraints` disabled or suppressed, `autoresizing-conflict` reports it alone.
enum RepeatedFindingFilter {
    static func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let conflicts = diagnostics.filter { $0.rule == ConflictingConstraintsRule.description.id }
        guard !conflicts.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.rule == AutoresizingConflictRule.description.id else { return true }
            return !conflicts.contains { conflict in
                conflict.configuration == diagnostic.configuration && Set(diagnostic.constraints).isSubset(of: conflict.constraints)
            }
        }
    }
}
