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

    /// How a message names it: `label`, except in an Interface Builder document, whose ids are
    /// object ids (`X7s-hz-x0i`) nobody recognises: there it is its equation over the views' names
    /// as Xcode's outline shows them, the id after it, `Title Info.leading == Image.leading @750
    /// (X7s-hz-x0i)`. JSON and SARIF keep `label` in `constraints` (the contract).
    func described(in layout: Layout) -> String {
        guard layout.origin == .interfaceBuilder else { return label }
        let text = equation { item in
            let name = layout.view(item.view)?.name ?? item.view
            switch item.guide {
            case nil: return name
            case .custom(let id)?: return layout.view(id)?.name ?? id
            case let kind?: return "\(name).\(kind.suffix)"
            }
        }
        let notes = [origin.labelSuffix, id].compactMap { $0 }
        return notes.isEmpty ? text : "\(text) (\(notes.joined(separator: ", ")))"
    }

    /// Written by someone (equation, VFL, IB, log), not made by the system, and active.
    var isAuthored: Bool { isActive && !origin.isSystem }
}
