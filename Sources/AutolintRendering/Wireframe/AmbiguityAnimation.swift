import AutolintModel

/// An animated SVG that cycles an ambiguous layout through its valid solutions, as
/// `exerciseAmbiguityInLayout` does on a device: the views that differ glide from one solution
/// to the next (SMIL `<animate>`, no script), the others stay put.
public struct AmbiguityAnimation: Sendable {
    public let input: AmbiguityAnimationInput
    public let idPrefix: String

    public init(_ input: AmbiguityAnimationInput, idPrefix: String = "") throws {
        guard !input.solutions.isEmpty else { throw RenderingError.noSolutions(layout: input.layout.name) }
        self.input = input
        self.idPrefix = idPrefix
    }

    /// The views that move between solutions, in the layout's order. A view missing from some
    /// solution is drawn still, where the first solution has it (if it has it).
    public var movingViews: [String] {
        input.layout.views.map(\.id).filter { id in
            let frames = input.solutions.compactMap { $0[id] }
            return frames.count == input.solutions.count && Set(frames).count > 1
        }
    }

    public var svg: String {
        let still = input.solutions[0]
        var motion: [String: [Rect]] = [:]
        for id in movingViews { motion[id] = input.solutions.compactMap { $0[id] } }
        let count = input.solutions.count
        let title = ([input.layout.name] + (input.configuration.map { [$0] } ?? []) + ["\(count) valid layout\(count == 1 ? "" : "s")"])
            .joined(separator: " — ")
        return WireframeDrawing(layout: input.layout, ambiguous: Set(input.ambiguousViews), title: title, idPrefix: idPrefix)
            .svg(frames: still, motion: motion, period: input.secondsPerSolution * Double(count))
    }
}
