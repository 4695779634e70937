import AutolintModel

/// Writes a layout as a layout fixture (`docs/fixture-format.md`): every view with the properties
/// the format has, every active constraint written by the input (intrinsic sizes, autoresizing
/// masks and the like come back from the views' properties), size-class variations, devices and
/// directions. What the format cannot hold is listed in `omitted`, so that an export never claims
/// more than it carries.
///
/// Ids that are not fixture identifiers (IB object ids `abc-12-xyz`, log addresses `0x7f…`)
/// become ones (`abc_12_xyz`, `v_0x7f…`); the name the input showed is kept in `name:`.
public struct FixtureWriter {
    public let layout: Layout
    private var names: [String: String] = [:]
    private var taken = NameTable(taken: ["superview"])

    /// Names given, and for each base name the next number to try: naming many copies of one id
    /// (a document repeating one `<constraint>` 50,000 times) takes linear time, not quadratic.
    struct NameTable {
        private(set) var taken: Set<String>
        private var nextNumber: [String: Int] = [:]

        init(taken: Set<String> = []) { self.taken = taken }

        /// `base` itself when free, else `base2`, `base3`, ... the first free one; taken from then on.
        mutating func claim(_ base: String) -> String {
            var candidate = base
            var number = nextNumber[base] ?? 2
            while taken.contains(candidate) {
                candidate = "\(base)\(number)"
                number += 1
            }
            if candidate != base { nextNumber[base] = number }
            taken.insert(candidate)
            return candidate
        }
    }

    /// The constraints' written names: the name each input id got first (for `remove:`), and
    /// every name written.
    struct ConstraintNames {
        var firstByID: [String: String] = [:]
        var table = NameTable()
    }

    public init(_ layout: Layout) {
        self.layout = layout
        for view in layout.views {
            names[view.id] = unique(view.id == layout.root.id && !FixtureIdentifier.isValid(view.id) ? "root" : view.id, prefix: "v_")
        }
        for view in layout.views {
            for guide in view.guides { names["guide:" + guide.id] = unique(guide.id, prefix: "g_") }
        }
    }

    /// The fixture, with the file's header comment lines (YAML only) listing what was left out.
    public var fixture: FixtureValue {
        var members: [FixtureValue.Member] = [.init("name", .string(layout.name))]
        if !layout.devices.isEmpty {
            members.append(.init("devices", .sequence(layout.devices.map(FixtureValue.string))))
        } else if let canvas = layout.canvas {
            members.append(.init("device", .string(canvas.name)))
        }
        if layout.directions != [.leftToRight] {
            members.append(.init("directions", .sequence(layout.directions.map { .string($0.rawValue) })))
        }
        members.append(.init("root", view(layout.root, isRoot: true)))
        var constraints: [FixtureValue] = []
        var constraintIDs = ConstraintNames()
        for constraint in layout.constraints where constraint.isActive && Self.isWritten(constraint) {
            constraints.append(entry(constraint, ids: &constraintIDs))
        }
        members.append(.init("constraints", .sequence(constraints)))
        if !layout.variations.isEmpty {
            members.append(.init("variations", .sequence(layout.variations.map { variation(in: $0, ids: &constraintIDs) })))
        }
        return .mapping(members)
    }

    /// YAML with a header naming the source and what the fixture format could not hold.
    public var yaml: String {
        var header = ["# Exported by autolint from \(layout.location?.file ?? "an input")."]
        header += fileWide.map { "# autolint:disable " + $0.rules.joined(separator: " ") }
        if !omitted.isEmpty {
            header.append("# Not carried over (the fixture format has no place for it):")
            header += omitted.map { "#   - \($0)" }
        }
        return header.joined(separator: "\n") + "\n" + fixture.yaml
    }

    public var json: String { fixture.json }

    /// What the layout has that the fixture cannot say, one line each.
    public var omitted: [String] {
        var lines: [String] = []
        func list(_ what: String, _ views: [LayoutView]) {
            guard !views.isEmpty else { return }
            lines.append("\(what): " + views.map { name(of: $0.id) }.joined(separator: ", "))
        }
        list("custom classes", layout.views.filter { $0.customClass != nil })
        list("alignment insets", layout.views.filter { $0.alignmentInsets != .zero })
        list("ambiguity verification settings", layout.views.filter { $0.ambiguityVerification != .full })
        list("suppressed rules", layout.views.filter { !$0.suppressedRules.isEmpty })
        list("stack views whose arranged subviews are not their subviews", layout.views.filter { view in
            view.stack.map { $0.arrangedSubviews != view.subviews } ?? false
        })
        list("stack views arranged within margins or by baselines, or keeping hidden views", layout.views.filter { view in
            view.stack.map { $0.isLayoutMarginsRelativeArrangement || $0.isBaselineRelativeArrangement || !$0.detachesHiddenViews } ?? false
        })
        if layout.variations.contains(where: { !$0.removedViews.isEmpty || !$0.stackViews.isEmpty }) {
            lines.append("size-class variations that remove views or change stack views")
        }
        let carried = Set(fileWide)
        let viewLines = Set(layout.views.compactMap(\.location?.line))
        if layout.suppressions.contains(where: { suppression in
            !carried.contains(suppression) && viewLines.contains { line in suppression.rules.contains { suppression.suppresses(rule: $0, atLine: line) } }
        }) {
            lines.append("inline suppressions on views (only the file's and the constraints' are kept)")
        }
        if layout.encapsulatedLayout != nil { lines.append("the size a table or collection view gives the cell") }
        if let recovery = layout.reportedRecovery { lines.append("the constraint the log says UIKit broke (\(recovery))") }
        if layout.trace != nil { lines.append("the trace's printed ambiguity (a trace has no constraints)") }
        let inactive = layout.constraints.filter { !$0.isActive }.count
        if inactive > 0 { lines.append("\(inactive) inactive constraint\(inactive == 1 ? "" : "s") (placeholders, not installed)") }
        return lines
    }

    // MARK: Views

    private func view(_ view: LayoutView, isRoot: Bool) -> FixtureValue {
        var members: [FixtureValue.Member] = [.init("id", .string(name(of: view.id)))]
        if view.className != "UIView" { members.append(.init("class", .string(view.className))) }
        if let displayName = view.displayName {
            members.append(.init("name", .string(displayName)))
        } else if name(of: view.id) != view.id {
            members.append(.init("name", .string(view.id)))
        }
        if isRoot, let size = layout.rootSize { members.append(.init("size", .sequence([.number(size.width), .number(size.height)]))) }
        if view.intrinsicSize.horizontal != nil || view.intrinsicSize.vertical != nil {
            members.append(.init("intrinsicSize", .sequence([view.intrinsicSize.horizontal, view.intrinsicSize.vertical].map { $0.map(FixtureValue.number) ?? .null })))
        }
        if view.hugging != LayoutView.defaultHugging(className: view.className) { members.append(.init("hugging", priorities(view.hugging))) }
        if view.compressionResistance != AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh) {
            members.append(.init("compressionResistance", priorities(view.compressionResistance)))
        }
        if view.firstBaseline != nil || view.lastBaseline != nil {
            var baseline: [FixtureValue.Member] = []
            if let first = view.firstBaseline { baseline.append(.init("first", .number(first))) }
            if let last = view.lastBaseline { baseline.append(.init("last", .number(last))) }
            members.append(.init("baseline", .mapping(baseline)))
        }
        if view.layoutMargins != .defaultLayoutMargins { members.append(.init("margins", insets(view.layoutMargins))) }
        if view.safeAreaInsets != .zero { members.append(.init("safeArea", insets(view.safeAreaInsets))) }
        if view.translatesAutoresizingMask { members.append(.init("translatesAutoresizingMask", .bool(true))) }
        if let frame = view.frame {
            members.append(.init("frame", .sequence([frame.x, frame.y, frame.width, frame.height].map(FixtureValue.number))))
        }
        if !view.autoresizingMask.isEmpty {
            members.append(.init("autoresizingMask", .sequence(AutoresizingMask.names.filter { view.autoresizingMask.contains($0.flag) }.map { .string($0.name) })))
        }
        if view.isHidden { members.append(.init("hidden", .bool(true))) }
        if !view.guides.isEmpty {
            members.append(.init("guides", .sequence(view.guides.map { .mapping([.init("id", .string(names["guide:" + $0.id] ?? $0.id))]) })))
        }
        if let stack = view.stack {
            members.append(.init("axis", .string(stack.axis.rawValue)))
            members.append(.init("distribution", .string(stack.distribution.rawValue)))
            members.append(.init("alignment", .string(stack.alignment.rawValue)))
            members.append(.init("spacing", .number(stack.spacing)))
        }
        let subviews = view.subviews.compactMap { layout.view($0) }
        if !subviews.isEmpty { members.append(.init("subviews", .sequence(subviews.map { self.view($0, isRoot: false) }))) }
        return .mapping(members)
    }

    private func priorities(_ pair: AxisPair<LayoutPriority>) -> FixtureValue {
        .mapping([.init("horizontal", .number(Double(pair.horizontal.value))), .init("vertical", .number(Double(pair.vertical.value)))])
    }

    private func insets(_ insets: EdgeInsets) -> FixtureValue {
        .sequence([insets.top, insets.left, insets.bottom, insets.right].map(FixtureValue.number))
    }

    // MARK: Constraints

    /// Written by someone: in the input as an equation, VFL or a logged constraint. The rest is
    /// the system's and comes back from the views.
    static func isWritten(_ constraint: LayoutConstraint) -> Bool {
        switch constraint.origin {
        case .explicit, .visualFormat, .consoleLog: true
        default: false
        }
    }

    private func entry(_ constraint: LayoutConstraint, ids: inout ConstraintNames) -> FixtureValue {
        let equation = equation(constraint)
        var members: [FixtureValue.Member] = []
        if let id = constraint.id {
            // An id met again (a size class's replacement of a constraint keeps IB's id) gets a
            // name of its own; `remove:` keeps naming the first.
            let written = ids.table.claim(Self.identifier(id, prefix: "c_"))
            if ids.firstByID[id] == nil { ids.firstByID[id] = written }
            members.append(.init("id", .string(written)))
        }
        members.append(.init("equation", .string(equation)))
        if let identifier = constraint.identifier { members.append(.init("identifier", .string(identifier))) }
        let value: FixtureValue = members.count == 1 ? .string(equation) : .mapping(members)
        let suppressed = lineSuppressions(at: constraint.location?.line)
        return suppressed.isEmpty ? value : .commented(value, "autolint:disable:this " + suppressed.joined(separator: " "))
    }

    /// Rules an inline comment of the input silences at one of its lines, other than the ones
    /// silenced for the whole file (the header repeats those).
    private func lineSuppressions(at line: Int?) -> [String] {
        guard let line else { return [] }
        var rules: [String] = []
        for suppression in layout.suppressions where !fileWide.contains(suppression) {
            for rule in suppression.rules where suppression.suppresses(rule: rule, atLine: line) && !rules.contains(rule) { rules.append(rule) }
        }
        return rules
    }

    /// `# autolint:disable RULE` comments that hold from before the first view to the end.
    private var fileWide: [Suppression] {
        let first = layout.views.compactMap(\.location?.line).min() ?? 1
        return layout.suppressions.filter { suppression in
            if case .fromLine(let start, nil) = suppression.scope { return start <= first }
            return false
        }
    }

    private func variation(in variation: SizeClassVariation, ids: inout ConstraintNames) -> FixtureValue {
        var when: [FixtureValue.Member] = []
        if let width = variation.widthClass { when.append(.init("widthClass", .string(width.rawValue))) }
        if let height = variation.heightClass { when.append(.init("heightClass", .string(height.rawValue))) }
        var members: [FixtureValue.Member] = [.init("when", .mapping(when))]
        if !variation.add.isEmpty { members.append(.init("add", .sequence(variation.add.map { entry($0, ids: &ids) }))) }
        let removed = variation.remove.compactMap { ids.firstByID[$0] }
        if !removed.isEmpty { members.append(.init("remove", .sequence(removed.map(FixtureValue.string)))) }
        return .mapping(members)
    }

    /// The equation in the fixture grammar over the written ids, numbers in full precision.
    func equation(_ constraint: LayoutConstraint) -> String {
        var text = "\(item(constraint.first.item)).\(constraint.first.attribute.rawValue) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += FixtureValue.numberText(constraint.multiplier) + " * " }
            text += "\(item(second.item)).\(second.attribute.rawValue)"
            if constraint.constant > 0 { text += " + " + FixtureValue.numberText(constraint.constant) }
            if constraint.constant < 0 { text += " - " + FixtureValue.numberText(-constraint.constant) }
        } else {
            text += FixtureValue.numberText(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    private func item(_ item: LayoutItem) -> String {
        switch item.guide {
        case nil: name(of: item.view)
        case .custom(let id)?: names["guide:" + id] ?? id
        case let kind?: "\(name(of: item.view)).\(kind.suffix)"
        }
    }

    private func name(of id: String) -> String { names[id] ?? id }

    // MARK: Identifiers

    /// A view's or guide's name, numbered when taken.
    private mutating func unique(_ id: String, prefix: String) -> String {
        taken.claim(Self.identifier(id, prefix: prefix))
    }

    /// A fixture identifier for `id`: itself when valid, else with `-` and other punctuation as
    /// `_` and `prefix` before a leading digit.
    private static func identifier(_ id: String, prefix: String) -> String {
        guard !FixtureIdentifier.isValid(id) else { return id }
        let base = String(id.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
        })
        return base.isEmpty || !FixtureIdentifier.isValid(base) ? prefix + base : base
    }
}
