import AutolintModel

extension LayoutConstraint {
    /// Where a finding about this constraint points: its own location, else the layout's.
    func reportLocation(in layout: Layout) -> SourceLocation {
        location ?? layout.location ?? SourceLocation(file: layout.name, line: 1, column: 1)
    }

    /// The views it relates (a guide counts as its owning view), first item first, without repeats.
    var viewIDs: [String] {
        var ids: [String] = []
        for item in items where !ids.contains(item.view) { ids.append(item.view) }
        return ids
    }

    /// Written by someone (equation, VFL, IB, log), not made by the system, and active.
    var isAuthored: Bool { isActive && !origin.isSystem }
}
