import AutolintModel

/// The object ids of a layout's elements by where they are written, so that a finding about an
/// Interface Builder document names the object it points at (`[object id abc-12-xyz]`).
struct ObjectIndex {
    private var idByLocation: [SourceLocation: String] = [:]

    init(_ layout: Layout) {
        for view in layout.views {
            record(view.id, at: view.location)
            for guide in view.guides { record(guide.id, at: guide.location) }
        }
        for constraint in layout.constraints + layout.variations.flatMap(\.add) {
            if let id = constraint.id { record(id, at: constraint.location) }
        }
    }

    private mutating func record(_ id: String, at location: SourceLocation?) {
        guard let location, idByLocation[location] == nil else { return }
        idByLocation[location] = id
    }

    /// The id of the element the finding is located at, else its first view.
    func objectID(of diagnostic: Diagnostic) -> String? {
        idByLocation[diagnostic.location] ?? diagnostic.views.first
    }
}
