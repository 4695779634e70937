import AutolintModel

/// A view's mapping read in one pass: the value of each key a view may have.
///
/// A view is asked for some twenty keys, and `FixtureNode.member(_:)` walks the pairs (copying
/// each it passes) on every ask: for a large fixture those walks were a fifth of decoding its views.
/// Unknown keys are refused here, in the order written, as `FixtureNode.checkKeys` refuses them.
struct FixtureViewMembers {
    /// Every key a view may have, in the order a hint lists them; `size` on the root only.
    enum Key: String, CaseIterable {
        case id, className = "class", name, subviews, intrinsicSize, hugging, compressionResistance, baseline
        case margins, safeArea, translatesAutoresizingMask, frame, autoresizingMask, guides, hidden
        case axis, distribution, alignment, spacing
        case size
    }

    var id, className, name, subviews, intrinsicSize, hugging, compressionResistance, baseline: FixtureNode?
    var margins, safeArea, translatesAutoresizingMask, frame, autoresizingMask, guides, hidden: FixtureNode?
    var axis, distribution, alignment, spacing: FixtureNode?
    /// The root's own size (`root.size`).
    var size: FixtureNode?

    /// Each key by its name. `Key(rawValue:)` compares the name with every case in turn, about
    /// 500 instructions a key; one hash of the name is a fraction of that.
    private static let keysByName = Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, $0) })

    init(_ node: FixtureNode, what: String, isRoot: Bool) throws(InputError) {
        for (key, value) in try node.mapping(what) {
            guard let known = Self.keysByName[key.text], known != .size || isRoot else {
                let allowed = Key.allCases.filter { $0 != .size || isRoot }.map(\.rawValue)
                throw InputError(at: key.position, message: "unknown key '\(key.text)' in \(what)\(NearestName.hint(for: key.text, among: allowed))")
            }
            // Fields rather than a dictionary by key: hashing each key cost more than the walks.
            switch known {
            case .id: id = value
            case .className: className = value
            case .name: name = value
            case .subviews: subviews = value
            case .intrinsicSize: intrinsicSize = value
            case .hugging: hugging = value
            case .compressionResistance: compressionResistance = value
            case .baseline: baseline = value
            case .margins: margins = value
            case .safeArea: safeArea = value
            case .translatesAutoresizingMask: translatesAutoresizingMask = value
            case .frame: frame = value
            case .autoresizingMask: autoresizingMask = value
            case .guides: guides = value
            case .hidden: hidden = value
            case .axis: axis = value
            case .distribution: distribution = value
            case .alignment: alignment = value
            case .spacing: spacing = value
            case .size: size = value
            }
        }
    }

    /// The first stack view property written, in the order they are checked.
    var firstStackProperty: (key: Key, value: FixtureNode)? {
        if let axis { return (.axis, axis) }
        if let distribution { return (.distribution, distribution) }
        if let alignment { return (.alignment, alignment) }
        return spacing.map { (.spacing, $0) }
    }
}
