/// Every rule autolint has, in the fixed order `autolint rules` lists them and reports describe them.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        InvalidAttributePairingRule(),
        LeftRightAttributesRule(),
        DuplicateConstraintRule(),
        UnreasonableAutoresizingMaskRule(),
        MissingConstraintsRule(),
        ContentPriorityAmbiguityRule(),
        ConflictingConstraintsRule(),
        UnsatisfiablePriorityRule(),
        MisplacedViewRule(),
        AutoresizingConflictRule(),
        NoCommonAncestorRule(),
        TranslatesAutoresizingMaskRule(),
        InactiveConstraintRule(),
    ]

    public static var descriptions: [RuleDescription] { all.map(\.description) }

    public static var ids: [String] { descriptions.map(\.id) }
}
