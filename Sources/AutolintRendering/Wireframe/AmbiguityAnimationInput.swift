import AutolintModel

/// Several valid solutions of an ambiguous layout, to be shown one after the other.
public struct AmbiguityAnimationInput: Sendable {
    public var layout: Layout
    /// Each solution's frames in root coordinates, by view id; the first is the one shown still.
    public var solutions: [[String: Rect]]
    public var ambiguousViews: [String]
    public var configuration: String?
    /// How long each solution is shown, gliding to the next included.
    public var secondsPerSolution: Double

    public init(layout: Layout, solutions: [[String: Rect]], ambiguousViews: [String] = [], configuration: String? = nil, secondsPerSolution: Double = 1.5) {
        self.layout = layout
        self.solutions = solutions
        self.ambiguousViews = ambiguousViews
        self.configuration = configuration
        self.secondsPerSolution = secondsPerSolution
    }

    /// One view taking each of `alternatives` in turn (in root coordinates), its subviews moving
    /// with it, everything else staying where `frames` has it: what `exercise` finds for one view.
    public init(layout: Layout, frames: [String: Rect], view: String, alternatives: [Rect], configuration: String? = nil, secondsPerSolution: Double = 1.5) {
        let descendants = Set(layout.views.filter { layout.ancestors(of: $0.id).dropFirst().contains(view) }.map(\.id))
        let solutions = alternatives.map { alternative in
            var solution = frames
            guard let original = frames[view] else { return solution }
            solution[view] = alternative
            for id in descendants {
                solution[id]?.x += alternative.x - original.x
                solution[id]?.y += alternative.y - original.y
            }
            return solution
        }
        self.init(layout: layout, solutions: solutions, ambiguousViews: [view], configuration: configuration, secondsPerSolution: secondsPerSolution)
    }
}
