import AutolintModel

extension Layout {
    /// The layout with every source location's file shown as reports show it (relative to the
    /// working directory when inside it), so that pictures, whose tooltips name the lines things
    /// come from, read the same wherever the project is checked out.
    func displayingFiles(in workingDirectory: WorkingDirectory) -> Layout {
        func shown(_ location: SourceLocation?) -> SourceLocation? {
            location.map { var relative = $0; relative.file = workingDirectory.display($0.file); return relative }
        }
        var copy = self
        copy.location = shown(location)
        copy.constraints = constraints.map { var constraint = $0; constraint.location = shown($0.location); return constraint }
        copy.variations = variations.map { variation in
            var changed = variation
            changed.location = shown(variation.location)
            changed.add = variation.add.map { var constraint = $0; constraint.location = shown($0.location); return constraint }
            return changed
        }
        copy.setViews(views.map { view in
            var changed = view
            changed.location = shown(view.location)
            changed.guides = view.guides.map { var guide = $0; guide.location = shown($0.location); return guide }
            return changed
        })
        return copy
    }
}
