/// Interface Builder's canvas screens (`<device id="retina6_1">`), in points, as `Device`s named
/// by IB's id (`retina6_1`, `retina4_7-landscape`): where Xcode lays out a document's canvas, with
/// that screen's safe area (status bar, sensor housing, home indicator), size classes and root
/// margins. `--device` and `devices:` accept these names too, as autolint prints them.
public enum InterfaceBuilderScreen {
    struct Screen {
        var width: Double
        var height: Double
        /// Portrait insets; landscape moves the top inset to the sides (0 without a sensor housing).
        var top: Double
        var bottom: Double
        var isPad: Bool = false
        /// Pixels per point: text sizes are rounded up to whole pixels.
        var scale: Double = 3
    }

    /// IB's canvas screens in points (Xcode 11 to 15 names).
    static let screens: [String: Screen] = [
        "retina3_5": Screen(width: 320, height: 480, top: 20, bottom: 0, scale: 2),
        "retina4_0": Screen(width: 320, height: 568, top: 20, bottom: 0, scale: 2),
        "retina4_7": Screen(width: 375, height: 667, top: 20, bottom: 0, scale: 2),
        "retina5_5": Screen(width: 414, height: 736, top: 20, bottom: 0),
        "retina5_9": Screen(width: 375, height: 812, top: 44, bottom: 34),
        "retina6_5": Screen(width: 414, height: 896, top: 44, bottom: 34),
        "retina6_1": Screen(width: 414, height: 896, top: 48, bottom: 34, scale: 2),
        "retina5_4": Screen(width: 375, height: 812, top: 50, bottom: 34),
        "retina6_0": Screen(width: 390, height: 844, top: 47, bottom: 34),
        "retina6_7": Screen(width: 428, height: 926, top: 47, bottom: 34),
        "retina6_12": Screen(width: 393, height: 852, top: 59, bottom: 34),
        "retina6_72": Screen(width: 430, height: 932, top: 59, bottom: 34),
        "ipad9_7": Screen(width: 768, height: 1024, top: 20, bottom: 0, isPad: true, scale: 2),
        "ipad10_2": Screen(width: 810, height: 1080, top: 20, bottom: 0, isPad: true, scale: 2),
        "ipad10_5": Screen(width: 834, height: 1112, top: 20, bottom: 0, isPad: true, scale: 2),
        "ipad10_9rounded": Screen(width: 820, height: 1180, top: 24, bottom: 20, isPad: true, scale: 2),
        "ipad11_0rounded": Screen(width: 834, height: 1194, top: 24, bottom: 20, isPad: true, scale: 2),
        "ipad12_9": Screen(width: 1024, height: 1366, top: 20, bottom: 0, isPad: true, scale: 2),
        "ipad12_9rounded": Screen(width: 1024, height: 1366, top: 24, bottom: 20, isPad: true, scale: 2),
    ]

    /// Pixels per point of a canvas screen; nil when the id is unknown.
    public static func scale(of id: String) -> Double? { screens[id]?.scale }

    /// Every canvas id, portrait, in a stable order (for suggestions).
    public static var ids: [String] { screens.keys.sorted() }

    /// The device of an IB id, `-landscape` for the landscape orientation; nil when unknown.
    public static func device(named name: String) -> Device? {
        let landscape = name.hasSuffix("-landscape")
        return device(id: landscape ? String(name.dropLast("-landscape".count)) : name, landscape: landscape)
    }

    /// The canvas a document without `<device>` (saved by Xcode 8 and earlier) was laid out on,
    /// from its root's saved size: the first screen, by id, of exactly that size in either
    /// orientation (an iPad-sized root is an iPad). Nil for other sizes: a freeform or size-class
    /// canvas (600 x 600) says nothing about a screen.
    public static func device(fitting size: Size) -> Device? {
        for id in ids {
            guard let screen = screens[id] else { continue }
            if screen.width == size.width, screen.height == size.height { return device(id: id, landscape: false) }
            if screen.height == size.width, screen.width == size.height { return device(id: id, landscape: true) }
        }
        return nil
    }

    /// The device of a canvas screen in one orientation; nil for an unknown id.
    public static func device(id: String, landscape: Bool) -> Device? {
        guard let screen = screens[id] else { return nil }
        let hasHousing = screen.top > 20
        let safeArea: EdgeInsets
        if screen.isPad {
            safeArea = EdgeInsets(top: screen.top, bottom: screen.bottom)
        } else if landscape {
            safeArea = hasHousing ? EdgeInsets(top: 0, left: screen.top, bottom: 21, right: screen.top) : .zero
        } else {
            safeArea = EdgeInsets(top: screen.top, bottom: screen.bottom)
        }
        let size = landscape ? Size(width: screen.height, height: screen.width) : Size(width: screen.width, height: screen.height)
        let sizeClasses: SizeClasses
        if screen.isPad {
            sizeClasses = SizeClasses(width: .regular, height: .regular)
        } else if landscape {
            sizeClasses = SizeClasses(width: screen.width >= 414 ? .regular : .compact, height: .compact)
        } else {
            sizeClasses = SizeClasses(width: .compact, height: .regular)
        }
        // UIKit gives the root view 20-point side margins on 414-point and wider phones.
        let sideMargin: Double? = !screen.isPad && screen.width >= 414 ? 20 : nil
        return Device(name: landscape ? "\(id)-landscape" : id, size: size, safeArea: safeArea, sizeClasses: sizeClasses, rootSideMargin: sideMargin)
    }
}
