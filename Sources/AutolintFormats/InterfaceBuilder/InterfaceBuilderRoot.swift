import AutolintModel

/// One part of a document that UIKit or AppKit lays out on its own, checked as one `Layout`.
struct InterfaceBuilderRoot {
    enum Role: Equatable {
        /// A view controller's (or window's) root view: sized by the device or the scene.
        case sceneView
        /// A view at the top level of a document: keeps its document size.
        case topLevelView
        /// A table view cell: the table's (device's) width.
        case tableCell
        /// A collection view cell or supplementary view, an AppKit table cell view: its item size.
        case fixedSizeCell
    }

    var element: IBElement
    var role: Role
    /// The view controller owning a scene view (legacy layout guides, simulated size, name).
    var controller: IBElement?
    /// A Touch Bar item's view is sized by the bar to the item's `designTimeSize`.
    var designSize: Size?
    /// A view controller's view: a scene's root, or a XIB view its File's Owner takes as `view`.
    var isViewControllerView = false
    /// Another top-level view of a XIB whose File's Owner takes one as its `view`: a footer, a
    /// header or a pop-up the controller places itself, never a screen, whatever its size.
    var isAuxiliaryView = false
    /// The class of the view controller whose view this is (a scene's `customClass`, a XIB File's
    /// Owner's), where the document names one.
    var controllerClass: String?

    static let tableCellElements: Set<String> = ["tableViewCell", "tableViewHeaderFooterView"]
    static let fixedSizeCellElements: Set<String> = ["collectionViewCell", "collectionReusableView", "tableCellView"]
    /// Views that bars and controllers place themselves (a navigation controller's bars, a bar
    /// button item's custom view, a navigation item's title view): not laid out by the document.
    static let systemPlacedKeys: Set<String> = ["navigationBar", "toolbar", "tabBar", "customView", "titleView"]

    /// Every root of the document, in document order.
    static func find(in document: IBElement) -> [InterfaceBuilderRoot] {
        var roots: [InterfaceBuilderRoot] = []
        let ownersViews = filesOwnerViews(in: document)
        let contained = containedControllers(in: document)
        for element in document.descendants() where isView(element) && !isSubview(element) {
            if let key = element.key, systemPlacedKeys.contains(key) { continue }
            let role: Role
            if tableCellElements.contains(element.name) {
                role = .tableCell
            } else if fixedSizeCellElements.contains(element.name) {
                role = .fixedSizeCell
            } else if element.key == "view" || element.key == "contentView" {
                role = .sceneView
            } else {
                role = .topLevelView
            }
            let controller = element.key == "view" || element.key == "contentView" ? element.parent : nil
            var root = InterfaceBuilderRoot(element: element, role: role, controller: controller, designSize: touchBarDesignSize(of: element))
            let ownedByFilesOwner = role == .topLevelView && element.objectID.map { ownersViews.keys.contains($0) } == true
            root.isViewControllerView = (role == .sceneView && controller?.name.hasSuffix("Controller") == true) || ownedByFilesOwner
            root.isAuxiliaryView = role == .topLevelView && !ownersViews.isEmpty && !root.isViewControllerView
            if root.isViewControllerView, !(controller?.objectID.map(contained.contains) ?? false) {
                root.controllerClass = ownedByFilesOwner ? element.objectID.flatMap { ownersViews[$0] ?? nil } : controller?["customClass"]
            }
            roots.append(root)
        }
        return roots
    }

    /// The views a XIB's File's Owner takes as its `view` outlet (a view controller's nib), with
    /// the owner's class where the document names it.
    private static func filesOwnerViews(in document: IBElement) -> [String: String?] {
        var views: [String: String?] = [:]
        // UIKit's documents write the owner as a placeholder, AppKit's as the custom object "-2".
        for placeholder in document.descendants() where isFilesOwner(placeholder) {
            for connections in placeholder.children(named: "connections") {
                for outlet in connections.children(named: "outlet") where outlet["property"] == "view" {
                    if let destination = outlet["destination"] { views[destination] = placeholder["customClass"] }
                }
            }
        }
        return views
    }

    static func isFilesOwner(_ element: IBElement) -> Bool {
        (element.name == "placeholder" && element["placeholderIdentifier"] == "IBFilesOwner")
            || (element.name == "customObject" && element.objectID == "-2")
    }

    /// Scenes a container shows (a navigation, tab bar or split view controller's relationship, a
    /// `show` or embed segue): UIKit asks the container for the orientations, not them, so their
    /// own `supportedInterfaceOrientations` says nothing about where they appear.
    private static func containedControllers(in document: IBElement) -> Set<String> {
        let containing: Set<String> = ["relationship", "show", "push", "showDetail", "embed"]
        var contained: Set<String> = []
        for segue in document.descendants() where segue.name == "segue" {
            if let kind = segue["kind"], containing.contains(kind), let destination = segue["destination"] { contained.insert(destination) }
        }
        return contained
    }

    /// `<touchBarItem><viewController><button key="view">…</viewController><size key="designTimeSize">`.
    private static func touchBarDesignSize(of element: IBElement) -> Size? {
        guard let item = element.parent?.parent, item.name == "touchBarItem",
              let size = item.child(named: "size", key: "designTimeSize"),
              let width = size["width"].flatMap(InterfaceBuilderNumber.decimal),
              let height = size["height"].flatMap(InterfaceBuilderNumber.decimal) else { return nil }
        return Size(width: width, height: height)
    }

    /// A view element: it has an id and a saved frame, or it sits in a `<subviews>` list.
    static func isView(_ element: IBElement) -> Bool {
        guard element.objectID != nil else { return false }
        return element.parent?.name == "subviews" || element.child(named: "rect", key: "frame") != nil
    }

    /// Laid out inside another view of the same layout: listed in `<subviews>`, or a view-valued
    /// property of a view (`contentView`, `tableHeaderView`, scrollers).
    static func isSubview(_ element: IBElement) -> Bool {
        guard let parent = element.parent, !isCell(element) else { return false }
        return parent.name == "subviews" || isView(parent) || isGridContent(element)
    }

    /// The view an `NSGridView` cell shows (`<gridCell><textField key="contentView">`): the grid
    /// places it in its row and column.
    static func isGridContent(_ element: IBElement) -> Bool {
        element.key == "contentView" && element.parent?.name == "gridCell"
    }

    /// Cells and supplementary views are laid out by their table or collection view, on their own,
    /// even where IB writes them inside it (`<collectionReusableView key="sectionHeaderView">`).
    static func isCell(_ element: IBElement) -> Bool {
        tableCellElements.contains(element.name) || fixedSizeCellElements.contains(element.name)
    }

    /// Child views of a view element, in document order.
    static func subviews(of element: IBElement) -> [IBElement] {
        var result: [IBElement] = []
        for child in element.children {
            if child.name == "subviews" {
                result.append(contentsOf: child.children.filter { $0.objectID != nil })
            } else if child.name == "gridCells" {
                result.append(contentsOf: child.children.flatMap(\.children).filter { isGridContent($0) && $0.objectID != nil })
            } else if isView(child), !isCell(child) {
                result.append(child)
            }
        }
        return result
    }
}
