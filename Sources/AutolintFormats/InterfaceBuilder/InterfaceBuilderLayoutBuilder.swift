import AutolintModel

/// Builds the `Layout` of one root: its views in pre-order, their guides, their constraints
/// (resolved against object ids), stack views, and size-class variations.
struct InterfaceBuilderLayoutBuilder {
    var kind: InterfaceBuilderDocumentKind
    var viewReader: InterfaceBuilderViewReader
    /// The screen the document is designed on, checked on by default.
    var canvas: Device?
    /// Where opaque navigation bars end above scene roots, by view controller id.
    var opaqueBarInsets: [String: Double] = [:]
    /// Objects some `<outlet>` or `<outletCollection>` of the document connects to: constraints
    /// among them are held by code.
    var outletDestinations: Set<String> = []
    /// The outlet properties that hold each object, by object id.
    var outletNames: [String: [String]] = [:]
    var source: InterfaceBuilderSourceText { viewReader.source }

    /// UIScrollView and its subclasses: edge constraints to their content mean the content area.
    private static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    private static let edgeAttributes: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    private struct Collected {
        var elements: [(element: IBElement, view: LayoutView)] = []
        var items: [String: LayoutItem] = [:]
        var notes: [String] = []
    }

    func build(_ root: InterfaceBuilderRoot) throws(InputError) -> Layout {
        var collected = Collected()
        try collect(root.element, parent: nil, parentHeight: nil, into: &collected)
        guard !collected.elements.isEmpty else { throw source.error(at: root.element, "view without an id") }
        let rootID = collected.elements[0].view.id
        adoptControllerGuides(of: root, rootID: rootID, into: &collected)

        var views = collected.elements.map(\.view)
        var variations = InterfaceBuilderVariationResolver()
        let constraints = try readConstraints(of: &collected, views: views, variations: &variations)
        let stackReader = InterfaceBuilderStackViewReader(platform: kind.platform, source: source)
        var stacks: [(id: String, properties: StackViewProperties)] = []
        for entry in collected.elements where entry.element.name == "stackView" {
            let arranged = entry.element.child(named: "subviews")?.children.compactMap(\.objectID) ?? []
            stacks.append((entry.view.id, try stackReader.read(entry.element, arrangedSubviews: arranged, notes: &collected.notes)))
        }

        declareContentGuides(used: constraints, in: &views)
        let resolved = try variations.resolve(constraints: constraints, stackViews: stacks, stackReader: stackReader, notes: &collected.notes)
        let indexByID = Dictionary(views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for stack in resolved.stacks {
            guard let index = indexByID[stack.id] else { continue }
            views[index].stack = stack.properties
        }
        settleAutoresizing(&views, root: root, constraints: constraints + resolved.variations.flatMap(\.add), notes: &collected.notes)
        for index in views.indices { if let names = outletNames[views[index].id] { views[index].outlets = names } }

        var layout = Layout(
            name: name(of: root, rootView: views[0]), views: views, constraints: resolved.base,
            variations: resolved.variations, notes: collected.notes, location: root.element.location(in: source.path))
        layout.origin = .interfaceBuilder
        if kind.platform == .tvOS {
            layout.notes.append("a tvOS document: checked at its saved size with iOS's device traits; tvOS's text sizes and control metrics are not modelled, so no finding rests on a view's content size")
        }
        size(&layout, root: root)
        return layout
    }

    /// Every `<constraint>` of the layout's views, resolved against the object ids, with the
    /// size-class variations of views and constraints gathered into `variations`.
    private func readConstraints(
        of collected: inout Collected, views: [LayoutView], variations: inout InterfaceBuilderVariationResolver
    ) throws(InputError) -> [LayoutConstraint] {
        let superviews = Dictionary(views.compactMap { view in view.parent.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })
        let scrollViews = Set(collected.elements.filter { InterfaceBuilderLayoutBuilder.scrollingElements.contains($0.element.name) }.map(\.view.id))
        let hierarchy = (superviews: superviews, scrollViews: scrollViews)
        let reader = InterfaceBuilderConstraintReader(items: collected.items, superviews: superviews, source: source)
        var constraints: [LayoutConstraint] = []
        for (element, view) in collected.elements {
            for list in element.children(named: "constraints") {
                for constraintElement in list.children(named: "constraint") {
                    switch try reader.read(constraintElement, owner: view.id) {
                    case .constraint(var constraint):
                        constraint.isHeldByCode = constraint.id.map(outletDestinations.contains) ?? false
                        constraints.append(contentAreaConstraint(constraint, hierarchy: hierarchy))
                        readConstraintVariations(constraintElement, id: constraint.id, into: &variations, notes: &collected.notes)
                    case .unresolved(let note):
                        collected.notes.append(note)
                    }
                }
            }
            readViewVariations(element, viewID: view.id, into: &variations, notes: &collected.notes)
        }
        return constraints
    }

    // MARK: - Views and guides

    /// - Parameter parentHeight: the superview's height when it stores its subviews' frames bottom-up.
    private func collect(_ element: IBElement, parent: String?, parentHeight: Double?, into collected: inout Collected) throws(InputError) {
        guard let id = element.objectID else { return }
        var view = try viewReader.read(element, id: id, parent: parent, parentHeight: parentHeight)
        collected.items[id] = .view(id)
        for guide in guides(of: element) {
            if collected.items[guide.id] == nil { collected.items[guide.id] = guide.item }
            if let declared = guide.declared { view.guides.append(declared) }
        }
        let index = collected.elements.count
        collected.elements.append((element, view))
        let childrenParentHeight = viewReader.storesChildrenBottomUp(element) ? view.frame?.height : nil
        for child in InterfaceBuilderRoot.subviews(of: element) {
            guard let childID = child.objectID, collected.items[childID] == nil else {
                if let childID = child.objectID { collected.notes.append("object id \(childID) is used twice (line \(child.line)); the first is kept") }
                continue
            }
            collected.elements[index].view.subviews.append(childID)
            try collect(child, parent: id, parentHeight: childrenParentHeight, into: &collected)
        }
    }

    /// A guide element's item, and the `LayoutGuide` the owner must list for it (built-in safe
    /// area and margins guides need none).
    private func guides(of element: IBElement) -> [(id: String, item: LayoutItem, declared: LayoutGuide?)] {
        guard let owner = element.objectID else { return [] }
        var found: [(String, LayoutItem, LayoutGuide?)] = []
        let candidates = element.children(named: "viewLayoutGuide")
            + element.children(named: "layoutGuides").flatMap { $0.children.filter { $0.name == "viewLayoutGuide" || $0.name == "layoutGuide" } }
            + element.children(named: "layoutGuide")
        for guide in candidates {
            guard let id = guide.id else { continue }
            let location = guide.location(in: source.path)
            switch guide.key {
            case "safeArea"?:
                found.append((id, LayoutItem(view: owner, guide: .safeArea), nil))
            case "contentLayoutGuide"?:
                found.append((id, LayoutItem(view: owner, guide: .contentLayout), LayoutGuide(id: id, kind: .contentLayout, location: location)))
            case "frameLayoutGuide"?:
                found.append((id, LayoutItem(view: owner, guide: .frameLayout), LayoutGuide(id: id, kind: .frameLayout, location: location)))
            case "keyboard"?, "keyboardLayoutGuide"?:
                found.append((id, LayoutItem(view: owner, guide: .keyboard), nil))
            default:
                found.append((id, LayoutItem(view: owner, guide: .custom(id)), LayoutGuide(id: id, location: location)))
            }
        }
        return found
    }

    /// Pre-iOS 11 `<viewControllerLayoutGuide type="top|bottom">` belong to the controller; UIKit
    /// places them on the root view (status bar and bottom bar edges).
    private func adoptControllerGuides(of root: InterfaceBuilderRoot, rootID: String, into collected: inout Collected) {
        guard let controller = root.controller else { return }
        for guide in controller.children(named: "layoutGuides").flatMap({ $0.children(named: "viewControllerLayoutGuide") }) {
            guard let id = guide.id else { continue }
            let kind: GuideKind = guide["type"] == "bottom" ? .bottomLayout : .topLayout
            collected.items[id] = LayoutItem(view: rootID, guide: kind)
            collected.elements[0].view.guides.append(LayoutGuide(id: id, kind: kind, location: guide.location(in: source.path)))
        }
    }

    // MARK: - Constraints

    /// UIKit reads an edge constraint between a scroll view and a view inside it as one to the
    /// scroll view's content area (its content layout guide); IB writes it against the scroll view.
    private func contentAreaConstraint(
        _ constraint: LayoutConstraint, hierarchy: (superviews: [String: String], scrollViews: Set<String>)
    ) -> LayoutConstraint {
        guard kind.platform != .macOS, let second = constraint.second else { return constraint }
        func isScrollView(_ item: LayoutItem) -> Bool { item.guide == nil && hierarchy.scrollViews.contains(item.view) }
        func isInside(_ item: LayoutItem, _ scrollView: String) -> Bool {
            var current = hierarchy.superviews[item.view]
            var steps = 0
            while let next = current, steps <= hierarchy.superviews.count {
                if next == scrollView { return true }
                current = hierarchy.superviews[next]
                steps += 1
            }
            return false
        }
        var result = constraint
        let edges = InterfaceBuilderLayoutBuilder.edgeAttributes
        if edges.contains(constraint.first.attribute), edges.contains(second.attribute) {
            if isScrollView(constraint.first.item), isInside(second.item, constraint.first.item.view) {
                result.first.item.guide = .contentLayout
            } else if isScrollView(second.item), isInside(constraint.first.item, second.item.view) {
                result.second?.item.guide = .contentLayout
            }
        }
        return result
    }

    /// Scroll views whose content area is used get their content layout guide, if IB did not
    /// declare one (documents from before Xcode 11).
    private func declareContentGuides(used constraints: [LayoutConstraint], in views: inout [LayoutView]) {
        let owners = Set(constraints.flatMap(\.items).filter { $0.guide == .contentLayout }.map(\.view))
        for index in views.indices where owners.contains(views[index].id) && !views[index].guides.contains(where: { $0.kind == .contentLayout }) {
            views[index].guides.append(LayoutGuide(id: "\(views[index].id).contentLayoutGuide", kind: .contentLayout, location: views[index].location))
        }
    }

    private func readConstraintVariations(_ element: IBElement, id: String?, into resolver: inout InterfaceBuilderVariationResolver, notes: inout [String]) {
        guard let id else { return }
        for variation in element.children(named: "variation") {
            guard let key = traitKey(variation, notes: &notes) else { continue }
            let constant = variation["constant"].flatMap(InterfaceBuilderNumber.decimal)
            let priority = variation["priority"].flatMap(InterfaceBuilderNumber.decimal).map { LayoutPriority(Float($0)) }.flatMap { $0.isValid ? $0 : nil }
            resolver.constraintOverrides.append(.init(key: key, constraint: id, constant: constant, priority: priority, element: variation))
        }
    }

    private func readViewVariations(_ element: IBElement, viewID: String, into resolver: inout InterfaceBuilderVariationResolver, notes: inout [String]) {
        for variation in element.children(named: "variation") {
            guard let key = traitKey(variation, notes: &notes) else { continue }
            for mask in variation.children(named: "mask") {
                let isView = mask.key == "subviews"
                guard isView || mask.key == "constraints" else { continue }
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    guard let reference = entry["reference"] else { continue }
                    resolver.masks.append(.init(key: key, reference: reference, isIncluded: entry.name == "include", isView: isView, element: variation))
                }
            }
            let stackAttributes = ["axis", "orientation", "distribution", "alignment", "spacing"]
            if element.name == "stackView", stackAttributes.contains(where: { variation[$0] != nil }) {
                resolver.stackOverrides.append(.init(key: key, stackView: viewID, element: variation))
            }
        }
    }

    private func traitKey(_ variation: IBElement, notes: inout [String]) -> InterfaceBuilderTraitKey? {
        guard let text = variation.key else { return nil }
        guard let key = InterfaceBuilderTraitKey(text) else {
            notes.append("variation \"\(text)\" (line \(variation.line)) is not a size-class variation and is not checked")
            return nil
        }
        return key
    }

    // MARK: - Autoresizing and size

    /// Who positions each view: the root is placed by its configuration; a stack view's arranged
    /// views by the stack view; a view no constraint mentions keeps its saved frame (IB's
    /// prototyping constraints, like a translated autoresizing mask); a cell's content view is
    /// resized with its cell.
    private func settleAutoresizing(_ views: inout [LayoutView], root: InterfaceBuilderRoot, constraints: [LayoutConstraint], notes: inout [String]) {
        var mentioned: Set<String> = []
        for constraint in constraints where constraint.isActive {
            for item in constraint.items { mentioned.insert(item.view) }
        }
        let arranged = Set(views.compactMap(\.stack).flatMap(\.arrangedSubviews))
        // Only AppKit has grid views: no second walk of every iOS root.
        let gridContent = kind.platform != .macOS ? [] : Set(root.element.descendants().filter(InterfaceBuilderRoot.isGridContent).compactMap(\.objectID))
        for index in views.indices {
            if index == 0 {
                views[index].translatesAutoresizingMask = false
                if let frame = views[index].frame { views[index].frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
            } else if arranged.contains(views[index].id) {
                views[index].translatesAutoresizingMask = false
            } else if gridContent.contains(views[index].id) {
                // NSGridView places its cells' views with constraints of its own (rows, columns,
                // placements), which autolint does not model: they are held at their saved frames,
                // an estimate no finding may stand on.
                views[index].translatesAutoresizingMask = true
                views[index].autoresizingMask = []
                views[index].frameIsEstimated = true
            } else if views[index].id == contentViewID(of: root) {
                views[index].translatesAutoresizingMask = true
                views[index].autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if views[index].className == "UITableViewCellContentView" {
                    // A table's cells take its margins: 20 in 414-point and wider tables, 16 below,
                    // also where an inset-grouped table makes the cells narrower than the table.
                    let side: Double = (tableWidth(around: root) ?? views[0].frame?.width ?? 0) >= 414 ? 20 : 16
                    views[index].layoutMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
                }
            } else if !views[index].translatesAutoresizingMask, !mentioned.contains(views[index].id) {
                views[index].translatesAutoresizingMask = true
            }
            if index > 0, views[index].translatesAutoresizingMask, views[index].frame == nil {
                views[index].frame = Rect(x: 0, y: 0, width: 0, height: 0)
                notes.append("\(views[index].id) has no saved frame and is placed by its frame; taken as (0, 0, 0, 0)")
            }
        }
    }

    /// The saved width of the table view a cell is written in (a storyboard's prototype or static
    /// cell); nil for a standalone cell, which IB lays out at its own width.
    private func tableWidth(around root: InterfaceBuilderRoot) -> Double? {
        var ancestor = root.element.parent
        while let element = ancestor, element.name != "tableView" { ancestor = element.parent }
        return ancestor?.child(named: "rect", key: "frame").flatMap { $0["width"] }.flatMap(InterfaceBuilderNumber.decimal)
    }

    private func contentViewID(of root: InterfaceBuilderRoot) -> String? {
        guard root.role == .tableCell || root.role == .fixedSizeCell else { return nil }
        return root.element.children.first { $0.key == "contentView" }?.objectID
    }

    private func size(_ layout: inout Layout, root: InterfaceBuilderRoot) {
        let saved = layout.root.frame?.size
        // A document without `<device>` was laid out on the screen its scenes are the size of.
        let inferred = canvas == nil && (root.role == .sceneView || root.role == .topLevelView) ? saved.flatMap(InterfaceBuilderScreen.device(fitting:)) : nil
        if kind.platform != .macOS {
            layout.rootIsViewControllerView = root.isViewControllerView
        }
        if kind.isIPadOnly { layout.deviceFamily = .iPad }
        layout.controllerClass = root.controllerClass
        if kind.platform == .macOS {
            layout.devices = ["mac-window"]
            // A window's content, and a view at the top of a XIB (a controller's view, a panel's
            // accessory, a view code adds somewhere): what holds it sizes it, and its saved size
            // is only where IB left it, which its content may change as a window's may (IB saves
            // such views `misplaced` when their constraints size them otherwise). A Touch Bar
            // sizes its items itself, to their design size.
            if root.designSize == nil, root.role == .sceneView || root.role == .topLevelView { layout.rootSizePriority = .sceneSizeStayPut }
        } else if var canvas = canvas ?? inferred {
            if root.role == .sceneView || root.role == .topLevelView {
                canvas.safeArea = InterfaceBuilderCanvasSafeArea.insets(of: layout, screen: canvas)
            }
            layout.canvas = canvas
        }
        if let designSize = root.designSize {
            layout.rootSize = designSize
            return
        }
        switch root.role {
        case .sceneView, .topLevelView:
            // Xcode checks a scene on its canvas, whose size already leaves out simulated bars and
            // freeform sizes; devices asked for replace it. A XIB's view that is not a screen (a
            // header, a control of 320 x 100) keeps its own size on every device.
            layout.rootSize = belowOpaqueBars(root, saved: saved) ?? saved
            // A Mac window's content keeps the size its document saves on every Mac: there is no
            // screen-sized window to give way to (issue #45: 800 x 600 moved views IB had placed).
            layout.rootSizeYieldsToRequestedDevices = kind.platform != .macOS
                && (root.role == .sceneView || (!root.isAuxiliaryView && isScreenSized(saved, on: layout.canvas)))
        case .tableCell:
            layout.rootSize = saved
            layout.rootSizeYieldsToRequestedDevices = true
            // A self-sizing table (`rowHeight="-1"`, automatic dimension) sizes a row to its content,
            // as `systemLayoutSizeFitting` does with the height at `fittingSizeLevel`; a table with a
            // fixed row height, or none in the document (a XIB's cell), holds the saved height at 999.
            let selfSizing = Self.rowHeightIsAutomatic(for: root.element)
            layout.encapsulatedLayout = EncapsulatedLayout(width: .configuration, height: saved?.height ?? 44,
                                                           heightPriority: selfSizing ? .fittingSizeLevel : LayoutPriority(999))
        case .fixedSizeCell:
            layout.rootSize = saved
            // A flow layout without estimated sizes gives its cells their size: nothing in the cell
            // can change it (UIKit requires it). Self-sizing cells and custom or unknown layouts
            // (a XIB's cell) keep the saved height as a strong preference.
            let priority = Self.itemSizeIsFixed(for: root.element) ? LayoutPriority.required : LayoutPriority(999)
            layout.encapsulatedLayout = EncapsulatedLayout(width: .fixed(saved?.width ?? 0), height: saved?.height ?? 0, heightPriority: priority)
        }
    }

    /// Whether the table a cell belongs to sizes its rows to their content (`rowHeight="-1"`).
    static func rowHeightIsAutomatic(for cell: IBElement) -> Bool {
        var ancestor = cell.parent
        while let element = ancestor, element.name != "tableView" { ancestor = element.parent }
        return ancestor?["rowHeight"] == "-1"
    }

    /// A collection view cell in a collection view whose flow layout (no custom class) sets no
    /// estimated item size, `<size key="estimatedItemSize">` or `automaticEstimatedItemSize`.
    static func itemSizeIsFixed(for cell: IBElement) -> Bool {
        guard cell.name == "collectionViewCell" else { return false }
        var ancestor = cell.parent
        while let element = ancestor, element.name != "collectionView" { ancestor = element.parent }
        guard let collectionView = ancestor,
              let layout = collectionView.children.first(where: { $0.key == "collectionViewLayout" }),
              layout.name == "collectionViewFlowLayout", layout["customClass"] == nil,
              layout.flag("automaticEstimatedItemSize") != true else { return false }
        if let estimated = layout.child(named: "size", key: "estimatedItemSize") {
            let width = estimated["width"].flatMap(InterfaceBuilderNumber.decimal) ?? 0
            let height = estimated["height"].flatMap(InterfaceBuilderNumber.decimal) ?? 0
            if width != 0 || height != 0 { return false }
        }
        return true
    }

    /// As wide as the canvas screen and most of its height (bars may take the rest): a screen's view.
    private func isScreenSized(_ size: Size?, on canvas: Device?) -> Bool {
        guard let size, let screen = canvas?.size else { return false }
        return abs(size.width - screen.width) < 1 && size.height >= screen.height * 0.75
    }

    /// A full-width root below opaque bars fills the rest of the canvas screen, whatever height
    /// it was saved at.
    private func belowOpaqueBars(_ root: InterfaceBuilderRoot, saved: Size?) -> Size? {
        guard let canvas, let saved, saved.width == canvas.size.width, canvas.size.height > canvas.size.width,
              let inset = root.controller?.id.flatMap({ opaqueBarInsets[$0] }), inset < canvas.size.height else { return nil }
        return Size(width: saved.width, height: canvas.size.height - inset)
    }

    private func name(of root: InterfaceBuilderRoot, rootView: LayoutView) -> String {
        if let controller = root.controller {
            let viewClass = InterfaceBuilderViewClass(element: controller.name, platform: kind.platform)
            let controllerName = controller["userLabel"] ?? controller["title"] ?? controller["customClass"]
                ?? controller["storyboardIdentifier"] ?? viewClass.outlineName
            return "\(controllerName) [\(rootView.id)]"
        }
        return "\(rootView.name) [\(rootView.id)]"
    }
}
