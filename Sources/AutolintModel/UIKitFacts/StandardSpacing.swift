/// UIKit's standard spacings, as Visual Format (`[a]-[b]`, `|-[a]`) and the anchor API's system
/// spacing (`constraint(equalToSystemSpacingAfter:multiplier:)`) give them. The classic values:
/// UIKit now derives them from fonts and traits, which no input autolint reads records.
public enum StandardSpacing {
    /// Between siblings: `[a]-[b]`, and one unit of system spacing.
    public static let siblings = 8.0
    /// To the superview's edge: `|-[a]`.
    public static let superviewEdge = 20.0
}
