import AutolintModel

/// A check autolint runs. Each kind of rule refines this with the input it needs; the registry,
/// configuration (enable, disable, severity), suppression and `autolint rules` only need this.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// A rule that needs only the layout as written: no device, no solving. It runs once per layout
/// and its findings hold in every configuration (`Diagnostic.configuration` is nil).
public protocol LayoutRule: Rule {
    func validate(_ layout: Layout) -> [Diagnostic]
}
