import AutolintModel

/// The hierarchy and constraints one type's code builds, recorded as the interpreter runs it,
/// then turned into a `Layout` with the facts only code has (`SourceFacts`). Shared by the Swift
/// and Objective-C front ends: a DSL adds calls into this, not a copy of it.
final class SourceLayoutBuilder {
    struct ViewRecord {
        var id: String
        var className: String
        var parent: String?
        var subviews: [String] = []
        var arranged: [String] = []
        /// Views made in code translate their autoresizing mask until told otherwise.
        var translatesAutoresizingMask = true
        var location: SourceLocation
        var isOpen = false
        var hugging: [Axis: LayoutPriority] = [:]
        var compressionResistance: [Axis: LayoutPriority] = [:]
        var isHidden = false
        var stack: StackViewProperties?
        var guides: [LayoutGuide] = []
        /// Content that gives an intrinsic size where the class alone has none (an image view's image).
        var hasContent = false
        /// The UIKit or AppKit class whose intrinsic size the view has, when its own class is the
        /// app's (a composed class, `ComposedViewClass`).
        var platformClass: String?
        /// The intrinsic size a view of a composed class's layout has there.
        var composedIntrinsic: UIKitVocabulary.Intrinsic?
    }

    struct ConstraintRecord {
        var constraint: LayoutConstraint
        var isActive = false
        /// Kept in a property or returned: code autolint does not see may activate it.
        var isStored = false
        /// Kept where code autolint does not run may activate it before the first layout pass (a
        /// property of the type): left inactive at the end, its views are open.
        var mayBeActivatedElsewhere = false
    }

    let rootID: String
    /// Views that code autolint does not run changes (a method called from outside, an observer):
    /// it may have run before the building code, so no code-only finding is about them.
    var changedElsewhere: Set<String> = []
    /// Views whose constraints' numbers (or visibility) code autolint does not run may change.
    var valuesSetElsewhere: Set<String> = []

    func isArranged(_ id: String) -> Bool {
        guard let parent = views[id]?.parent else { return false }
        return views[parent]?.arranged.contains(id) ?? false
    }
    private(set) var views: [String: ViewRecord] = [:]
    /// Views of composed classes, with the views their properties hold (`ComposedViewClass`).
    private var composedProperties: [String: [String: String]] = [:]
    private(set) var viewOrder: [String] = []
    private(set) var constraints: [ConstraintRecord] = []
    var facts = SourceFacts()
    private var recordedUnresolved: Set<SourceFacts.Unresolved> = []

    init(rootID: String, rootClass: String, location: SourceLocation) {
        self.rootID = rootID
        var root = ViewRecord(id: rootID, className: rootClass, location: location)
        root.translatesAutoresizingMask = false
        views[rootID] = root
        viewOrder.append(rootID)
    }

    /// A new view with an id of its own (`name`, else `name2`, ...).
    func makeView(named name: String, className: String, location: SourceLocation) -> String {
        var id = name
        var number = 2
        while views[id] != nil {
            id = "\(name)\(number)"
            number += 1
        }
        views[id] = ViewRecord(id: id, className: className, location: location)
        viewOrder.append(id)
        return id
    }

    func view(_ id: String) -> ViewRecord? { views[id] }

    /// A cell's `contentView`, held at the cell's bounds as UIKit does; returns its id.
    func addCellContentView(at location: SourceLocation) -> String {
        let content = makeView(named: "contentView", className: "UIView", location: location)
        addSubview(content, to: rootID)
        update(content) { $0.translatesAutoresizingMask = false }
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            activate(addConstraint(LayoutConstraint(
                first: LayoutAnchor(.view(content), attribute), second: LayoutAnchor(.view(rootID), attribute), origin: .autoresizingMask, location: location)))
        }
        return content
    }

    /// `self.view = made` in `loadView`: the view made there becomes the root, under the root's
    /// id. False when the first root already has subviews or constraints (then both are kept).
    func adoptAsRoot(_ id: String) -> Bool {
        guard id != rootID, views[id]?.parent == nil, views[rootID]?.subviews.isEmpty == true,
              !constraints.contains(where: { $0.constraint.items.contains { $0.view == rootID } }) else { return id == rootID }
        let rootClass = views[rootID]!.className
        views[rootID] = nil
        viewOrder.removeAll { $0 == rootID }
        rename(id, to: rootID)
        update(rootID) { record in
            record.translatesAutoresizingMask = false
            if record.className == "UIView" { record.className = rootClass }
        }
        return true
    }

    /// A view made while a value was being computed (a helper that makes and returns one) takes the
    /// name it is bound to, when that name is free. True when it was renamed.
    func adoptName(_ name: String, for id: String, ifMadeAfter count: Int) -> Bool {
        guard id != name, id != rootID, views[name] == nil, viewOrder.dropFirst(count).contains(id) else { return false }
        rename(id, to: name)
        return true
    }

    /// Gives a view another id (a view made in a property's initialiser closure takes the
    /// property's name), wherever the old one was recorded.
    func rename(_ old: String, to new: String) {
        guard var record = views.removeValue(forKey: old), views[new] == nil else { return }
        record.id = new
        views[new] = record
        let swap = { (id: String) in id == old ? new : id }
        viewOrder = viewOrder.map(swap)
        for id in views.keys {
            views[id]!.parent = views[id]!.parent.map(swap)
            views[id]!.subviews = views[id]!.subviews.map(swap)
            views[id]!.arranged = views[id]!.arranged.map(swap)
        }
        func renamed(_ item: LayoutItem) -> LayoutItem { LayoutItem(view: swap(item.view), guide: item.guide) }
        func renamed(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var changed = constraint
            changed.first.item = renamed(constraint.first.item)
            changed.second = constraint.second.map { LayoutAnchor(renamed($0.item), $0.attribute) }
            return changed
        }
        for index in constraints.indices { constraints[index].constraint = renamed(constraints[index].constraint) }
        facts.activatedWithoutCommonAncestor = facts.activatedWithoutCommonAncestor.map(renamed)
        if let made = makerConstraintsOfView.removeValue(forKey: old) { makerConstraintsOfView[new] = made }
        for index in facts.unresolved.indices { facts.unresolved[index].views = facts.unresolved[index].views.map(swap) }
    }

    func update(_ id: String, _ change: (inout ViewRecord) -> Void) {
        guard views[id] != nil else { return }
        change(&views[id]!)
    }

    /// `parent.addSubview(child)` (or `insertSubview`, `addArrangedSubview`): moves it if it had
    /// another superview, as UIKit does.
    func addSubview(_ child: String, to parent: String, arranged: Bool = false) {
        guard child != parent, views[child] != nil, views[parent] != nil, !ancestors(of: parent).contains(child) else { return }
        if let old = views[child]?.parent {
            update(old) { record in
                record.subviews.removeAll { $0 == child }
                record.arranged.removeAll { $0 == child }
            }
        }
        update(child) { $0.parent = parent }
        update(parent) { record in
            record.subviews.append(child)
            if arranged { record.arranged.append(child) }
        }
        // UIKit turns autoresizing off for arranged subviews.
        if arranged { update(child) { $0.translatesAutoresizingMask = false } }
        // Arranged by a view autolint does not know as a stack view: placed by code it does not see.
        if arranged, views[parent]?.stack == nil {
            open([parent, child], reason: "\(child) is arranged by \(parent), which autolint does not know as a stack view", at: views[child]!.location)
        }
    }

    /// The view and every view under it.
    func subtree(of id: String) -> [String] {
        var found: [String] = []
        var pending = [id]
        while let next = pending.popLast(), found.count <= views.count {
            found.append(next)
            pending += views[next]?.subviews ?? []
        }
        return found
    }

    func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var current: String? = id
        while let next = current, chain.count <= views.count {
            chain.append(next)
            current = views[next]?.parent
        }
        return chain
    }

    /// Puts a composed class's layout into this one, its root being `host`: its views under
    /// `host.name`, its constraints active. False, with nothing changed, when a name is taken.
    func graft(_ composed: ComposedViewClass, onto host: String) -> Bool {
        let layout = composed.layout
        guard views[host] != nil, let rootID = layout.views.first(where: { $0.parent == nil })?.id else { return false }
        func mapped(_ id: String) -> String { id == rootID ? host : "\(host).\(id)" }
        func mapped(_ item: LayoutItem) -> LayoutItem {
            if case .custom(let guide)? = item.guide { return LayoutItem(view: mapped(item.view), guide: .custom("\(host).\(guide)")) }
            return LayoutItem(view: mapped(item.view), guide: item.guide)
        }
        guard layout.views.allSatisfy({ $0.id == rootID || views[mapped($0.id)] == nil }) else { return false }
        for view in layout.views {
            let id = mapped(view.id)
            if view.id != rootID {
                views[id] = ViewRecord(id: id, className: view.className, location: view.location ?? layout.location ?? SourceLocation(file: "", line: 1, column: 1))
                viewOrder.append(id)
            }
            update(id) { record in
                if view.id == rootID {
                    record.platformClass = composed.platformClass
                    if !composed.translatesAutoresizingMask { record.translatesAutoresizingMask = false }
                    if composed.hasContent { record.hasContent = true }
                } else {
                    record.parent = view.parent.map(mapped)
                    record.translatesAutoresizingMask = false
                    record.composedIntrinsic = UIKitVocabulary.Intrinsic(width: view.intrinsicSize.horizontal, height: view.intrinsicSize.vertical)
                }
                record.subviews = view.subviews.map(mapped) + record.subviews
                record.isHidden = view.isHidden
                for axis in [Axis.horizontal, .vertical] {
                    record.hugging[axis] = view.hugging[axis]
                    record.compressionResistance[axis] = view.compressionResistance[axis]
                }
                record.guides += view.guides.map { guide in
                    if case .custom(let name) = guide.kind { return LayoutGuide(id: "\(host).\(name)", location: guide.location) }
                    return guide
                }
                if var stack = view.stack {
                    record.arranged = stack.arrangedSubviews.map(mapped) + record.arranged
                    stack.arrangedSubviews = []
                    record.stack = stack
                }
            }
        }
        for constraint in layout.constraints {
            var copy = constraint
            copy.first.item = mapped(constraint.first.item)
            copy.second = constraint.second.map { LayoutAnchor(mapped($0.item), $0.attribute) }
            activate(addConstraint(copy))
        }
        composedProperties[host] = composed.propertyViews.mapValues(mapped)
        return true
    }

    /// The view a composed class's property holds (`card.titleLabel`).
    func composedProperty(_ name: String, of id: String) -> String? {
        composedProperties[id]?[name].flatMap { views[$0] != nil ? $0 : nil }
    }

    /// Opens views for a reason, with the place autolint could not follow.
    func open(_ ids: [String], reason: String, at location: SourceLocation) {
        let known = ids.filter { views[$0] != nil }
        for id in known { update(id) { $0.isOpen = true } }
        record(SourceFacts.Unresolved(location: location, reason: reason, views: known))
    }

    func unresolved(_ reason: String, at location: SourceLocation) {
        record(SourceFacts.Unresolved(location: location, reason: reason))
    }

    /// Each place once: a loop running a line again (`forEach` over two views) says nothing new.
    private func record(_ unresolved: SourceFacts.Unresolved) {
        if recordedUnresolved.insert(unresolved).inserted { facts.unresolved.append(unresolved) }
    }

    /// A constraint handed to code autolint does not follow: that code may activate, change or
    /// remove it, so it is never reported as inactive and its views are open.
    func escapeConstraint(_ index: Int, reason: String, at location: SourceLocation) {
        guard constraints.indices.contains(index) else { return }
        constraints[index].isStored = true
        open(constraints[index].constraint.items.map(\.view), reason: reason, at: location)
    }

    /// A value handed to code autolint does not model: every view it holds (or a guide, anchor or
    /// maker of it) is open, and every constraint it holds may be activated, changed or removed
    /// there, so its views are open too and it is never reported as inactive.
    func escape(_ value: SourceValue, reason: String, at location: SourceLocation) {
        var touched: [String] = []
        func walk(_ value: SourceValue) {
            switch value {
            case .constraint(let index): escapeConstraint(index, reason: reason, at: location)
            case .array(let elements), .opaque(let elements): elements.forEach(walk)
            case .dictionary(let entries): entries.forEach { walk($0.1) }
            default: touched += value.views
            }
        }
        walk(value)
        // Code given a view of a composed class reaches the views its properties hold.
        touched += touched.filter { composedProperties[$0] != nil }.flatMap { subtree(of: $0).dropFirst() }
        if !touched.isEmpty { open(touched, reason: reason, at: location) }
    }

    /// A constraint kept where code autolint does not run may activate it before the first layout
    /// pass (a property of the type).
    func keepStored(_ value: SourceValue) {
        switch value {
        case .constraint(let index): updateConstraint(index) { record in
            record.isStored = true
            record.mayBeActivatedElsewhere = true
        }
        case .array(let elements): elements.forEach(keepStored)
        default: break
        }
    }

    func addConstraint(_ constraint: LayoutConstraint) -> Int {
        constraints.append(ConstraintRecord(constraint: constraint))
        return constraints.count - 1
    }

    func updateConstraint(_ index: Int, _ change: (inout ConstraintRecord) -> Void) {
        guard constraints.indices.contains(index) else { return }
        change(&constraints[index])
    }

    /// Constraints a maker block (SnapKit, Masonry) made, per view, so that `remake` and
    /// `update` blocks can find them again.
    private var makerConstraintsOfView: [String: [Int]] = [:]

    func addMakerConstraint(_ constraint: LayoutConstraint, of view: String) -> Int {
        let index = addConstraint(constraint)
        makerConstraintsOfView[view, default: []].append(index)
        return index
    }

    /// `remakeConstraints`/`removeConstraints`: the view's maker constraints stop taking part
    /// (deliberately, so they are never reported as inactive).
    func deactivateMakerConstraints(of view: String) {
        for index in makerConstraintsOfView.removeValue(forKey: view) ?? [] {
            updateConstraint(index) { record in
                record.isActive = false
                record.isStored = true
            }
        }
    }

    /// The active maker constraint of the view that `update` would change: same items, attributes,
    /// relation and multiplier.
    func makerConstraint(matching constraint: LayoutConstraint, of view: String) -> Int? {
        (makerConstraintsOfView[view] ?? []).first { index in
            let existing = constraints[index].constraint
            return constraints[index].isActive && existing.first == constraint.first && existing.second == constraint.second
                && existing.relation == constraint.relation && existing.multiplier == constraint.multiplier
        }
    }

    /// Activation: its items must share an ancestor now, or UIKit raises.
    func activate(_ index: Int) {
        guard constraints.indices.contains(index), !constraints[index].isActive else { return }
        constraints[index].isActive = true
        let constraint = constraints[index].constraint
        let items = constraint.items.map(\.view)
        // Only between views autolint knows to be views: an instance of a class from elsewhere
        // may be a layout guide, or a view that its own initialiser adds somewhere.
        guard items.count == 2, items.allSatisfy({ id in
            views[id].map { !$0.isOpen && (id == rootID || UIKitVocabulary.knownViews[$0.className] != nil) } ?? false
        }) else { return }
        let above = Set(ancestors(of: items[0]))
        if !ancestors(of: items[1]).contains(where: above.contains) {
            facts.activatedWithoutCommonAncestor.append(constraint)
        }
    }

    /// The layout: the views the root reaches, in pre-order; constraints on views it does not
    /// reach (never added, or added to a view from outside) are left out and open the others.
    func build(name: String, location: SourceLocation, rootSizeIsExternal: Bool) -> Layout {
        var reached: [String] = []
        var pending = [rootID]
        while let id = pending.popLast() {
            reached.append(id)
            pending += (views[id]?.subviews ?? []).reversed()
        }
        let inLayout = Set(reached)
        var kept: [LayoutConstraint] = []
        var constrained: [String: SourceLocation] = [:]
        for record in constraints {
            let items = record.constraint.items.map(\.view)
            if !items.allSatisfy(inLayout.contains) {
                let location = record.constraint.location ?? location
                open(items.filter(inLayout.contains), reason: "a constraint on a view the code autolint sees never adds to this hierarchy", at: location)
                continue
            }
            if record.mayBeActivatedElsewhere, !record.isActive {
                let location = record.constraint.location ?? location
                open(items, reason: "a constraint kept in a property and not activated by the code autolint runs: other code may activate it", at: location)
            }
            if record.isActive {
                kept.append(record.constraint)
                for item in items where constrained[item] == nil { constrained[item] = record.constraint.location }
            } else if !record.isStored {
                facts.inactiveConstraints.append(record.constraint)
            }
        }
        var layoutViews: [LayoutView] = []
        for id in reached {
            guard var record = views[id] else { continue }
            let intrinsicClass = record.platformClass ?? record.className
            let known = record.composedIntrinsic ?? (record.hasContent && intrinsicClass == "UIImageView"
                ? UIKitVocabulary.knownViews["UIImageView(image:)"] : UIKitVocabulary.knownViews[intrinsicClass])
            if known == nil, id != rootID, !record.isOpen {
                // A class from another file may have an intrinsic size autolint cannot know.
                open([id], reason: "\(record.className) is no UIKit or AppKit class autolint knows (the app's own, or a library's): its intrinsic size is unknown", at: record.location)
                record.isOpen = true
            }
            if record.translatesAutoresizingMask, id != rootID {
                // An open view may have been changed by code autolint did not follow (a helper that
                // turns autoresizing off): only a view autolint followed throughout is reported.
                if let first = constrained[id] {
                    if !record.isOpen { facts.translatingViews.append(SourceFacts.TranslatingView(view: id, constraint: first)) }
                } else if !record.isOpen {
                    // Placed by a frame the code sets at run time: determined, but not known here.
                    open([id], reason: "\(id) is placed by its frame (it translates its autoresizing mask)", at: record.location)
                    record.isOpen = true
                }
            }
            var view = LayoutView(
                id: id, parent: id == rootID ? nil : record.parent, subviews: record.subviews.filter(inLayout.contains),
                className: record.className,
                intrinsicSize: AxisPair(horizontal: known?.width, vertical: known?.height),
                translatesAutoresizingMask: false, isHidden: record.isHidden, guides: record.guides, location: record.location)
            for (axis, priority) in record.hugging { view.hugging[axis] = priority }
            for (axis, priority) in record.compressionResistance { view.compressionResistance[axis] = priority }
            if var stack = record.stack {
                stack.arrangedSubviews = record.arranged.filter(inLayout.contains)
                view.stack = stack
            }
            layoutViews.append(view)
            if record.isOpen, !facts.openViews.contains(id) { facts.openViews.append(id) }
        }
        facts.activatedWithoutCommonAncestor.removeAll { constraint in constraint.items.contains { changedElsewhere.contains($0.view) } }
        facts.valuesSetElsewhere = viewOrder.filter(valuesSetElsewhere.contains)
        facts.rootSizeIsExternal = rootSizeIsExternal
        var layout = Layout(name: name, views: layoutViews, constraints: kept, location: location)
        layout.origin = .sourceCode
        layout.sourceFacts = facts
        // A size from outside: drawn at the device's, just below required, so that the code's own
        // required constraints meet each other first; what the size then breaks depends on a value
        // autolint does not know, and is not reported (`OpenViewFilter`).
        if rootSizeIsExternal { layout.rootSizePriority = LayoutPriority(999) }

        return layout
    }
}
