import AutolintModel

/// A view's mapping read in one pass: each key a view may have, with its value if written.
///
/// A view is asked for some twenty keys, and `FixtureNode.member(_:)` walks the pairs (copying
/// each it passes) on every ask: for a large fixture those walks were a fifth of decoding its views.
/// Unknown keys are refused here, in the order written, as `FixtureNode.checkKeys` refuses them.
struct FixtureViewMembers {
    var id, className, name, subviews, intrinsicSize, hugging, compressionResistance, baseline: FixtureNode?
    var margins, safeArea, translatesAutoresizingMask, frame, autoresizingMask, guides, hidden: FixtureNode?
    var axis, distribution, alignment, spacing: FixtureNode?
    /// The root's own size (`root.size`), allowed on the root only.
    var size: FixtureNode?

    init(_ node: FixtureNode, what: String, isRoot: Bool) throws(InputError) {
        for (key, value) in try node.mapping(what) {
            switch key.text {
            case "id": id = value
            case "class": className = value
            case "name": name = value
            case "subviews": subviews = value
            case "intrinsicSize": intrinsicSize = value
            case "hugging": hugging = value
            case "compressionResistance": compressionResistance = value
            case "baseline": baseline = value
            case "margins": margins = value
            case "safeArea": safeArea = value
            case "translatesAutoresizingMask": translatesAutoresizingMask = value
            case "frame": frame = value
            case "autoresizingMask": autoresizingMask = value
            case "guides": guides = value
            case "hidden": hidden = value
            case "axis": axis = value
            case "distribution": distribution = value
            case "alignment": alignment = value
            case "spacing": spacing = value
            case "size" where isRoot: size = value
            default:
                let allowed = isRoot ? FixtureViewDecoder.viewKeys + FixtureViewDecoder.rootOnlyKeys : FixtureViewDecoder.viewKeys
                throw InputError(location: key.location, message: "unknown key '\(key.text)' in \(what)\(NearestName.hint(for: key.text, among: allowed))")
            }
        }
    }

    /// The stack view properties written, in the order they are checked.
    var stackProperties: [(key: String, value: FixtureNode)] {
        [("axis", axis), ("distribution", distribution), ("alignment", alignment), ("spacing", spacing)].compactMap { key, value in
            value.map { (key, $0) }
        }
    }
}
