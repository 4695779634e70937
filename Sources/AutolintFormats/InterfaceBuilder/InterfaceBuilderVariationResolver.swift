import AutolintModel

/// Turns IB's size-class variations into one `SizeClassVariation` per size-class combination that
/// differs from Any/Any.
///
/// IB states installation and values as overrides from the least to the most specific trait
/// (`default`, then one class, then both). Resolving them here, per combination, gives the analysis
/// variations that never overlap: every device has both a width and a height class, so exactly one
/// applies, and its `add`/`remove`/`removedViews`/`stackViews` are the whole difference from the
/// base layout.
struct InterfaceBuilderVariationResolver {
    /// One `<include>`/`<exclude>` of a `<mask>`.
    struct MaskEntry {
        var key: InterfaceBuilderTraitKey
        var reference: String
        var isIncluded: Bool
        var isView: Bool
        var element: IBElement
    }

    /// A `<variation>` inside a `<constraint>` (a different `constant` or `priority`).
    struct ConstraintOverride {
        var key: InterfaceBuilderTraitKey
        var constraint: String
        var constant: Double?
        var priority: LayoutPriority?
        var element: IBElement
    }

    /// A `<variation>` of a stack view that sets its own properties.
    struct StackOverride {
        var key: InterfaceBuilderTraitKey
        var stackView: String
        var element: IBElement
    }

    var masks: [MaskEntry] = []
    var constraintOverrides: [ConstraintOverride] = []
    var stackOverrides: [StackOverride] = []

    var isEmpty: Bool { masks.isEmpty && constraintOverrides.isEmpty && stackOverrides.isEmpty }

    /// Whether a constraint or view is installed under `classes` (nil: Any/Any).
    private func isInstalled(_ reference: String, isView: Bool, under classes: SizeClasses?) -> Bool {
        var installed = true
        var rank = -1
        for entry in masks where entry.reference == reference && entry.isView == isView {
            let applies = classes.map(entry.key.matches) ?? (entry.key == .any)
            if applies, entry.key.rank >= rank {
                installed = entry.isIncluded
                rank = entry.key.rank
            }
        }
        return installed
    }

    private func applying(_ overrides: [ConstraintOverride], to constraint: LayoutConstraint, under classes: SizeClasses?) -> LayoutConstraint {
        var result = constraint
        let matching = overrides
            .filter { $0.constraint == constraint.id && (classes.map($0.key.matches) ?? ($0.key == .any)) }
            .sorted { $0.key.rank < $1.key.rank }
        for override in matching {
            if let constant = override.constant { result.constant = constant }
            if let priority = override.priority { result.priority = priority }
        }
        return result
    }

    /// Splits `constraints` into the Any/Any set and the per-combination variations, and gives
    /// each stack view its Any/Any properties.
    func resolve(
        constraints: [LayoutConstraint], stackViews: [(id: String, properties: StackViewProperties)],
        stackReader: InterfaceBuilderStackViewReader, notes: inout [String]
    ) throws(InputError) -> (base: [LayoutConstraint], variations: [SizeClassVariation], stacks: [(id: String, properties: StackViewProperties)]) {
        guard !isEmpty else { return (constraints, [], stackViews) }
        var base: [LayoutConstraint] = []
        for constraint in constraints {
            guard let id = constraint.id else { base.append(constraint); continue }
            if isInstalled(id, isView: false, under: nil) {
                base.append(applying(constraintOverrides, to: constraint, under: nil))
            } else if !InterfaceBuilderTraitKey.allClasses.contains(where: { isInstalled(id, isView: false, under: $0) }) {
                var inactive = constraint
                inactive.isActive = false
                base.append(inactive)
            }
        }
        let baseByID = Dictionary(base.compactMap { c in c.id.map { ($0, c) } }, uniquingKeysWith: { first, _ in first })
        let baseStacks = try stackViews.map { stack throws(InputError) in
            (stack.id, try properties(of: stack.id, start: stack.properties, under: nil, reader: stackReader, notes: &notes))
        }

        var variations: [SizeClassVariation] = []
        for classes in InterfaceBuilderTraitKey.allClasses {
            var variation = SizeClassVariation(widthClass: classes.width, heightClass: classes.height)
            for constraint in constraints {
                guard let id = constraint.id, constraint.isActive else { continue }
                let installed = isInstalled(id, isView: false, under: classes)
                let resolved = applying(constraintOverrides, to: constraint, under: classes)
                let inBase = baseByID[id].map { $0.isActive } ?? false
                if inBase, !installed || resolved != baseByID[id] { variation.remove.append(id) }
                if installed, !inBase || resolved != baseByID[id] { variation.add.append(resolved) }
            }
            let viewReferences = masks.filter(\.isView).map(\.reference)
            for view in uniqued(viewReferences) where !isInstalled(view, isView: true, under: classes) {
                variation.removedViews.append(view)
            }
            for (stack, (id, baseProperties)) in zip(stackViews, baseStacks) {
                let resolved = try properties(of: id, start: stack.properties, under: classes, reader: stackReader, notes: &notes)
                if resolved != baseProperties { variation.stackViews.append(StackViewVariation(view: id, properties: resolved)) }
            }
            guard !variation.add.isEmpty || !variation.remove.isEmpty || !variation.removedViews.isEmpty || !variation.stackViews.isEmpty else {
                continue
            }
            variation.location = firstElement(matching: classes)?.location(in: stackReader.source.path)
            variations.append(variation)
        }
        return (base, variations, baseStacks.map { (id: $0.0, properties: $0.1) })
    }

    private func properties(
        of stackView: String, start: StackViewProperties, under classes: SizeClasses?,
        reader: InterfaceBuilderStackViewReader, notes: inout [String]
    ) throws(InputError) -> StackViewProperties {
        var properties = start
        let matching = stackOverrides
            .filter { $0.stackView == stackView && (classes.map($0.key.matches) ?? ($0.key == .any)) }
            .sorted { $0.key.rank < $1.key.rank }
        for override in matching { try reader.apply(override.element, to: &properties, notes: &notes) }
        return properties
    }

    /// The first variation element (in document order) that applies to `classes`, for locations.
    private func firstElement(matching classes: SizeClasses) -> IBElement? {
        let elements = masks.filter { $0.key != .any && $0.key.matches(classes) }.map(\.element)
            + constraintOverrides.filter { $0.key != .any && $0.key.matches(classes) }.map(\.element)
            + stackOverrides.filter { $0.key != .any && $0.key.matches(classes) }.map(\.element)
        return elements.min { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func uniqued(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
