import AutolintModel

/// Turns one `ConsoleBlock` into a `Layout`: its views (by address), its constraints (by address,
/// with their system origins) and what UIKit broke; see docs/console-logs.md for the choices.
struct ConsoleLayoutBuilder {
    let block: ConsoleBlock
    let number: Int
    let path: String
    /// The file's lines as written, for error excerpts.
    let excerpt: (Int) -> String?

    private var catalog: ConsoleViewCatalog
    private var constraints: [LayoutConstraint] = []
    private var notes: [String] = []
    private var problems: [InputError] = []
    private var printedClassByAddress: [String: String] = [:]
    private var bareNameByAddress: [String: String] = [:]
    private var quotedNameByAddress: [String: String] = [:]

    init(block: ConsoleBlock, number: Int, path: String, excerpt: @escaping (Int) -> String?) {
        self.block = block
        self.number = number
        self.path = path
        self.excerpt = excerpt
        catalog = ConsoleViewCatalog(platform: block.platform)
    }

    static func build(_ block: ConsoleBlock, number: Int, path: String, excerpt: @escaping (Int) -> String?) -> (layout: Layout?, problems: [InputError]) {
        var builder = ConsoleLayoutBuilder(block: block, number: number, path: path, excerpt: excerpt)
        return builder.build()
    }

    private var blockLocation: SourceLocation { SourceLocation(file: path, line: block.line, column: block.column) }

    private mutating func build() -> (layout: Layout?, problems: [InputError]) {
        problems = block.problems
        // A recover line with nothing before it ends a block the paste cut off (an orphan at the top
        // of a paste): there is no conflict to rebuild, and a layout of it was a phantom finding.
        if block.header == nil, block.constraintLineCount == 0, !block.isListRedacted, !block.isListElided, !block.isDebuggerDump,
           block.recovery != nil || block.cutRecovery != nil || block.isRecoveryRedacted {
            problems.append(InputError(location: blockLocation,
                                       message: "this recover line ends a block whose header and constraint list the paste does not hold; paste the whole message to check it",
                                       excerpt: excerpt(block.line)))
            return (nil, problems)
        }
        let hasContent = block.constraintLineCount > 0 || block.recovery != nil || block.isListRedacted
            || block.isRecoveryRedacted || block.isListElided
        guard hasContent else {
            problems.append(InputError(location: blockLocation, message: "no constraint list follows this header", excerpt: excerpt(block.line)))
            return (nil, problems)
        }
        collectNames()
        for description in block.descriptions { add(description) }
        if block.isListElided, block.descriptions.isEmpty, let recovery = block.recovery {
            add(recovery)
        }
        inferSiblings()
        addNotes()
        if !catalog.namedInstead.isEmpty { constraints = constraints.map(namingImpliedSuperviews) }
        var layout = Layout(
            name: "block \(number)", views: catalog.views(rootLocation: blockLocation), constraints: constraints,
            reportedRecovery: block.recovery.map { "<\($0.text)>" } ?? block.cutRecovery.map { "<\($0)" }, notes: notes, location: blockLocation
        )
        layout.origin = block.isDebuggerDump ? .constraintDump : .consoleBlock
        if block.isDebuggerDump { layout.name = "dump \(number)" }
        return (layout, problems)
    }

    /// What the block's `names:` lists say of each address: classes printed for `'|'`, and the
    /// bare names bodies use instead of `Class:0xADDR`.
    private mutating func collectNames() {
        for description in block.descriptions + [block.recovery].compactMap({ $0 }) {
            for name in description.names {
                if let className = name.className, printedClassByAddress[name.address] == nil {
                    printedClassByAddress[name.address] = className
                }
                if name.key != "|", bareNameByAddress[name.address] == nil { bareNameByAddress[name.address] = name.key }
                if let quoted = name.quotedName, quotedNameByAddress[name.address] == nil { quotedNameByAddress[name.address] = quoted }
            }
        }
    }

    /// The class of a view known from `names:` only: printed for `'|'`, or a bare name that reads as one.
    private func namedClass(_ address: String) -> String? {
        Self.namedClass(address, printed: printedClassByAddress, bare: bareNameByAddress)
    }

    private static func namedClass(_ address: String, printed: [String: String], bare: [String: String]) -> String? {
        printed[address] ?? bare[address].flatMap { looksLikeTypeName($0) ? $0 : nil }
    }

    /// Notes a view printed in a body; one printed by bare name takes its class and name from `names:`.
    private mutating func noteLogged(address: String, printedClass: String, quotedName: String?, at location: SourceLocation) {
        guard let bare = bareNameByAddress[address] else {
            catalog.note(id: address, printedClass: printedClass, displayName: quotedName ?? quotedNameByAddress[address], at: location)
            return
        }
        let className = namedClass(address)
        catalog.note(id: address, printedClass: className, displayName: quotedName ?? (className == bare ? nil : bare), at: location)
    }

    /// `ItemCell` reads as a class; `AddressToolbar.lockIcon` and `title_label` read as names.
    static func looksLikeTypeName(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: ".").allSatisfy { part in
            part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private mutating func add(_ description: ConstraintDescription) {
        if description.isValueMissing {
            notes.append("\(description.className) \(description.address) was printed without its value (\(description.body)) and is left out.")
            return
        }
        let fallbackClass = catalog.platformPrefix + "View"
        // The reader gets the two tables it looks classes up in, not a copy of the builder: a copy
        // would share the constraints array, and every append below would then copy it whole.
        let (printed, bare) = (printedClassByAddress, bareNameByAddress)
        let reader = ConstraintBodyReader { address in
            ConsoleLayoutBuilder.namedClass(address, printed: printed, bare: bare) ?? fallbackClass
        }
        switch reader.read(description) {
        case .failure(let failure):
            problems.append(InputError(
                location: SourceLocation(file: path, line: failure.point.line, column: failure.point.column),
                message: "cannot read the constraint \(description.address): \(failure.message)",
                excerpt: excerpt(failure.point.line)
            ))
            notes.append("\(description.className) \(description.address) could not be read and is left out; the conflict may need it.")
        case .success(let read):
            guard let constraint = constraint(from: read, of: description) else { return }
            append(constraint, from: description)
        }
    }

    private mutating func constraint(from read: ConstraintBodyReader.Read, of description: ConstraintDescription) -> LayoutConstraint? {
        let equation = read.equation
        let location = SourceLocation(file: path, line: description.line, column: description.column)
        let superview = description.names.first { $0.key == "|" }
        let first = anchor(equation.first, text: read.text, description: description, superview: superview)
        var second = equation.second.map { anchor($0, text: read.text, description: description, superview: superview) }
        if let superview {
            catalog.note(id: superview.address, printedClass: superview.className, displayName: superview.quotedName, at: location)
            for item in [first.item.view, second?.item.view].compactMap({ $0 }) where item != superview.address {
                catalog.setNamedParent(superview.address, of: item)
            }
        }
        var constraint = LayoutConstraint(
            id: description.address, identifier: description.identifier, first: first, relation: equation.relation,
            second: second, multiplier: equation.multiplier, constant: equation.constant,
            priority: equation.priority ?? description.priority.map(LayoutPriority.init) ?? .required, origin: ConsoleLayoutBuilder.origin(of: description),
            location: location, isActive: description.isActive ?? true
        )
        if constraint.origin == .autoresizingMask {
            constraint = ConsoleLayoutBuilder.absolute(ConsoleLayoutBuilder.subjectFirst(constraint, superview: superview?.address))
            second = constraint.second
            let subject = constraint.first.item.view
            catalog.setMasks(horizontal: description.horizontalMask, vertical: description.verticalMask, of: subject)
            if let other = second?.item.view, other != subject { catalog.setParent(other, of: subject) }
        }
        if second == nil, constraint.first.attribute.isLocation {
            // A position against a number is measured in the superview (autoresizing `minX == 204`).
            let parent = catalog.impliedSuperview(of: constraint.first.item.view, at: location)
            let edge: LayoutAttribute = constraint.first.attribute.axis == .horizontal ? .left : .top
            second = LayoutAnchor(.view(parent), edge)
            constraint.second = second
        }
        inferParent(from: constraint)
        return constraint
    }

    /// The constraint with a superview that was only implied replaced by the one `names:` printed.
    private func namingImpliedSuperviews(_ constraint: LayoutConstraint) -> LayoutConstraint {
        var named = constraint
        if let view = catalog.namedInstead[named.first.item.view] { named.first.item.view = view }
        if let second = named.second, let view = catalog.namedInstead[second.item.view] { named.second?.item.view = view }
        return named
    }

    /// Appends the constraint, or for `NSContentSizeLayoutConstraint` the hugging and compression
    /// resistance it stands for, sharing its address.
    private mutating func append(_ constraint: LayoutConstraint, from description: ConstraintDescription) {
        guard description.hugging != nil || description.compressionResistance != nil else {
            constraints.append(constraint)
            return
        }
        if let hugging = description.hugging {
            var hug = constraint
            hug.relation = .lessThanOrEqual
            hug.priority = LayoutPriority(hugging)
            hug.origin = .contentHugging
            constraints.append(hug)
        }
        if let resistance = description.compressionResistance {
            var resist = constraint
            resist.relation = .greaterThanOrEqual
            resist.priority = LayoutPriority(resistance)
            resist.origin = .compressionResistance
            constraints.append(resist)
        }
    }

    private mutating func anchor(_ syntax: AnchorSyntax, text: LocatedText, description: ConstraintDescription, superview: ConstraintName?) -> LayoutAnchor {
        let point = text.point(at: max(0, syntax.item.column - 1))
        let location = SourceLocation(file: path, line: point.line, column: point.column)
        let id: String
        switch syntax.item.kind {
        case .logged(let className, let address, let name):
            id = address
            noteLogged(address: address, printedClass: className, quotedName: name, at: location)
        case .containerEdge:
            if let superview {
                id = superview.address
                catalog.note(id: id, printedClass: superview.className, displayName: superview.quotedName, at: location)
            } else {
                id = LayoutView.impliedSuperviewPrefix + "|"
                catalog.note(id: id, printedClass: nil, displayName: nil, at: location)
            }
        case .named(let parts):
            // A bare name that `names:` does not resolve: the view is known by that name only.
            id = parts.joined(separator: ".")
            catalog.note(id: id, printedClass: nil, displayName: id, at: location)
            notes.append("\(id) in \(description.address) is a name the log does not resolve to an address.")
        }
        return LayoutAnchor(.view(id), syntax.attribute)
    }

    /// Superviews the constraints show: an autoresizing constraint relates a view to its superview,
    /// a stack view's canvas connection to its arranged view, and an edge pinned to another
    /// view's margin is taken as pinned inside that view.
    private mutating func inferParent(from constraint: LayoutConstraint) {
        guard let second = constraint.second, second.item.view != constraint.first.item.view else { return }
        let firstView = constraint.first.item.view
        let secondView = second.item.view
        if case .stackView(let name) = constraint.origin, name.hasPrefix("UISV-canvas-connection") {
            let stackFirst = isStackView(firstView)
            if stackFirst != isStackView(secondView) {
                stackFirst ? catalog.setParent(firstView, of: secondView) : catalog.setParent(secondView, of: firstView)
            }
        }
        if constraint.first.attribute.isMargin != second.attribute.isMargin {
            constraint.first.attribute.isMargin ? catalog.setParent(firstView, of: secondView) : catalog.setParent(secondView, of: firstView)
        }
    }

    /// Views spaced edge to edge (`[a]-(8)-[b]`) share a superview: one known gives the other.
    private mutating func inferSiblings() {
        var changed = true
        while changed {
            changed = false
            for constraint in constraints {
                guard let second = constraint.second, second.item.view != constraint.first.item.view,
                      ConsoleLayoutBuilder.areFacingEdges(constraint.first.attribute, second.attribute) else { continue }
                let pair = [constraint.first.item.view, second.item.view]
                let parents = pair.map { catalog.entry($0)?.parent }
                for (view, other) in [(0, 1), (1, 0)] where parents[view] == nil {
                    guard let parent = parents[other] else { continue }
                    catalog.setParent(parent, of: pair[view])
                    changed = changed || catalog.entry(pair[view])?.parent != nil
                }
            }
        }
    }

    /// One view's trailing (bottom) edge against another's leading (top) edge.
    static func areFacingEdges(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        let facing: Set<[LayoutAttribute]> = [
            [.leading, .trailing], [.trailing, .leading], [.left, .right], [.right, .left], [.top, .bottom], [.bottom, .top],
        ]
        return facing.contains([a, b])
    }

    private func isStackView(_ id: String) -> Bool {
        catalog.entry(id)?.printedClass.map { $0.hasSuffix("StackView") } ?? false
    }

    /// Who made the constraint: identifiers name UIKit's own constraints, classes the rest.
    static func origin(of description: ConstraintDescription) -> ConstraintOrigin {
        if let identifier = description.identifier {
            if identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("NSView-Encapsulated-Layout") {
                return .encapsulatedLayout
            }
            if identifier.hasPrefix("UISV-") { return .stackView(identifier) }
            if identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
                || identifier.hasPrefix("UIViewLayoutMarginsGuide-") {
                return .layoutGuide
            }
        }
        switch description.className {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask
        case "_UILayoutSupportConstraint": return .layoutGuide
        default:
            return .consoleLog(description.className + (description.codeLocation.map { "@" + $0 } ?? ""))
        }
    }

    /// An autoresizing constraint is about the view whose mask it translates, which VFL prints
    /// second when it ends at `|` (`H:[v]-(15)-|` is `|.trailing == v.trailing + 15`): it is
    /// turned around so that the translating view comes first (`v.trailing == |.trailing - 15`).
    static func subjectFirst(_ constraint: LayoutConstraint, superview: String?) -> LayoutConstraint {
        guard let superview, let second = constraint.second, constraint.first.item.view == superview,
              second.item.view != superview, constraint.multiplier == 1 else { return constraint }
        var turned = constraint
        turned.first = second
        turned.second = constraint.first
        turned.constant = -constraint.constant
        turned.relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        return turned
    }

    /// Autoresizing constraints are about frames, which know left and right only: UIKit prints
    /// them in VFL when it can, and VFL reads `|-(0)-[v]` as leading.
    static func absolute(_ constraint: LayoutConstraint) -> LayoutConstraint {
        var result = constraint
        result.first.attribute = absolute(constraint.first.attribute)
        if let second = constraint.second { result.second?.attribute = absolute(second.attribute) }
        return result
    }

    private static func absolute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading: .left
        case .trailing: .right
        case .leadingMargin: .leftMargin
        case .trailingMargin: .rightMargin
        default: attribute
        }
    }

    private mutating func addNotes() {
        if block.isListRedacted {
            notes.append("The unified log redacted this block's constraint list as <private>; nothing can be said about the conflict. Run with the app attached to Xcode, or enable private data for the Layout category, to see it.")
        }
        if block.isRecoveryRedacted {
            notes.append("The unified log redacted the constraint AppKit broke as <private>.")
        }
        if block.isListElided {
            notes.append("The paste leaves the constraint list out (\"...\"); only the constraint UIKit broke is known.")
        }
        if let recovery = block.recovery, !block.descriptions.isEmpty,
           !block.descriptions.contains(where: { $0.address == recovery.address }) {
            notes.append("The constraint UIKit broke, \(recovery.address), is not in the printed list.")
        }
        if let cut = block.cutRecovery, let address = Layout.constraintAddress(printed: cut) {
            notes.append("The line naming the constraint UIKit broke is cut off; its address, \(address), still names it.")
        }
        if block.recovery == nil, block.cutRecovery == nil, !block.isRecoveryRedacted, !block.isDebuggerDump {
            notes.append("The paste ends before UIKit says which constraint it broke.")
        }
    }
}
