/// A request the rendering layer cannot draw.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--view` names no view of the layout.
    case unknownView(String, layout: String)
    /// An animation needs at least one solution to show.
    case noSolutions(layout: String)

    public var description: String {
        switch self {
        case let .unknownView(view, layout): "no view \"\(view)\" in layout \"\(layout)\""
        case let .noSolutions(layout): "no solutions to animate for layout \"\(layout)\""
        }
    }
}
