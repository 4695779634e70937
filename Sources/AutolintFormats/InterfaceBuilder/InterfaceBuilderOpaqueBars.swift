/// Where opaque navigation bars end above scene roots.
///
/// A view controller shown in a navigation controller whose bar is opaque (`translucent="NO"`)
/// has its root view laid out below the status and navigation bars, unless it extends its layout
/// under opaque bars. IB sizes such a root to the rest of the screen, and a root saved at another
/// height is misplaced. The bar's saved frame gives its bottom edge; a bar saved at y = 0 (a
/// navigation controller presented as a sheet, whose card position IB does not save) is left out.
enum InterfaceBuilderOpaqueBars {
    /// The bottom edge of the opaque bars above each view controller's root, in screen points, by
    /// the controller's id: the root controllers of navigation controllers with an opaque bar and
    /// every controller they push, transitively.
    static func topInsets(in document: IBElement) -> [String: Double] {
        let controllers = document.descendants().filter { $0["sceneMemberID"] == "viewController" && $0.id != nil }
        let controllerByID = Dictionary(controllers.map { ($0.id!, $0) }, uniquingKeysWith: { first, _ in first })
        var insets: [String: Double] = [:]
        for navigation in controllers where navigation.name == "navigationController" && navigation["navigationBarHidden"] != "YES" {
            guard let inset = opaqueBarBottom(of: navigation) else { continue }
            var pending = segueDestinations(of: navigation, kinds: ["relationship"])
            while let id = pending.popLast() {
                guard insets[id] == nil, let controller = controllerByID[id], controller.name != "navigationController",
                      controller["extendedLayoutIncludesOpaqueBars"] != "YES" else { continue }
                insets[id] = inset
                pending += segueDestinations(of: controller, kinds: ["show", "push"])
            }
        }
        return insets
    }

    private static func opaqueBarBottom(of navigation: IBElement) -> Double? {
        guard let bar = navigation.child(named: "navigationBar", key: "navigationBar"), bar["translucent"] == "NO",
              let frame = bar.child(named: "rect", key: "frame"),
              let y = frame["y"].flatMap(InterfaceBuilderNumber.decimal), y > 0,
              let height = frame["height"].flatMap(InterfaceBuilderNumber.decimal) else { return nil }
        return y + height
    }

    /// The controllers the element's segues of these kinds lead to (a navigation controller's root
    /// is a `relationship` segue with `relationship="rootViewController"`).
    private static func segueDestinations(of controller: IBElement, kinds: Set<String>) -> [String] {
        controller.descendants().compactMap { element in
            guard element.name == "segue", let kind = element["kind"], kinds.contains(kind),
                  kind != "relationship" || element["relationship"] == "rootViewController" else { return nil }
            return element["destination"]
        }
    }
}
