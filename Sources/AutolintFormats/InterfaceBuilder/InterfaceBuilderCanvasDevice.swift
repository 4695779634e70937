import AutolintModel

/// The screen a document is designed on (`<device id="retina6_1" orientation="portrait">`), as a
/// `Device` named by IB's id, so that a document is checked by default where Xcode lays out its
/// canvas: that screen's safe area (status bar, sensor housing, home indicator), size classes and
/// root margins. The root's size stays the saved one (freeform sizes, simulated bars).
enum InterfaceBuilderCanvasDevice {
    private struct Screen {
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
    private static let screens: [String: Screen] = [
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

    /// The canvas screen's pixels per point; 2 (the most common canvas) when the device is unknown.
    static func scale(of document: IBElement) -> Double {
        document.child(named: "device").flatMap { $0["id"] }.flatMap { screens[$0]?.scale } ?? 2
    }

    /// The canvas of an iOS document; nil for unknown or absent devices (the default device then).
    static func device(of document: IBElement) -> Device? {
        guard let element = document.child(named: "device"), let id = element["id"], let screen = screens[id] else { return nil }
        let landscape = element["orientation"] == "landscape"
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
