/// A screen autolint can check a layout on.
public struct Device: Hashable, Sendable, Codable {
    public var name: String
    public var size: Size
    public var safeArea: EdgeInsets
    public var sizeClasses: SizeClasses
    /// The root view's left and right layout margins when they are not the size class's (UIKit
    /// gives 414-point-wide phones 20, like regular widths).
    public var rootSideMargin: Double? = nil

    public init(name: String, size: Size, safeArea: EdgeInsets, sizeClasses: SizeClasses, rootSideMargin: Double? = nil) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.sizeClasses = sizeClasses
        self.rootSideMargin = rootSideMargin
    }

    /// Root layout margins: 16 left/right on compact width, 20 on regular (or `rootSideMargin`), 8 top/bottom.
    public var rootLayoutMargins: EdgeInsets {
        let side: Double = rootSideMargin ?? (sizeClasses.width == .compact ? 16 : 20)
        return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }

    public static let defaultName = "iphone-15"

    /// A Mac window rather than a phone or tablet screen (the catalog names them `mac-…`).
    public var isMac: Bool { name.hasPrefix("mac") }

    /// The catalog of `docs/fixture-format.md`, in its order.
    public static let catalog: [Device] = [
        Device(name: "iphone-se", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20), sizeClasses: SizeClasses(width: .compact, height: .regular)),
        Device(name: "iphone-se-landscape", size: Size(width: 667, height: 375), safeArea: .zero, sizeClasses: SizeClasses(width: .compact, height: .compact)),
        Device(name: "iphone-15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), sizeClasses: SizeClasses(width: .compact, height: .regular)),
        Device(name: "iphone-15-landscape", size: Size(width: 852, height: 393), safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sizeClasses: SizeClasses(width: .compact, height: .compact)),
        Device(name: "iphone-15-pro-max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34), sizeClasses: SizeClasses(width: .compact, height: .regular)),
        Device(name: "iphone-15-pro-max-landscape", size: Size(width: 932, height: 430), safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sizeClasses: SizeClasses(width: .regular, height: .compact)),
        Device(name: "ipad-10", size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20), sizeClasses: SizeClasses(width: .regular, height: .regular)),
        Device(name: "ipad-pro-13-landscape", size: Size(width: 1376, height: 1032), safeArea: EdgeInsets(top: 24, bottom: 20), sizeClasses: SizeClasses(width: .regular, height: .regular)),
        Device(name: "mac-window", size: Size(width: 800, height: 600), safeArea: .zero, sizeClasses: SizeClasses(width: .regular, height: .regular)),
    ]

    /// A catalog device, or an Interface Builder canvas screen by IB's id (`retina6_1`,
    /// `retina4_7-landscape`).
    public static func named(_ name: String) -> Device? {
        catalog.first { $0.name == name } ?? InterfaceBuilderScreen.device(named: name)
    }

    /// Every name `named` accepts, for suggestions: the catalog's, then IB's ids.
    public static var knownNames: [String] {
        catalog.map(\.name) + InterfaceBuilderScreen.ids.flatMap { [$0, $0 + "-landscape"] }
    }
}

extension Device {
    /// The kind of hardware a catalog device stands for.
    public enum Family: String, Hashable, Sendable, Codable {
        case iPhone, iPad, mac
    }

    /// From the catalog's names (`iphone-…`, `ipad-…`, `mac-…`); any other screen counts by its
    /// size class: regular in both is an iPad's.
    public var family: Family {
        if isMac { return .mac }
        if name.hasPrefix("iphone") { return .iPhone }
        if name.hasPrefix("ipad") { return .iPad }
        return sizeClasses.width == .regular && sizeClasses.height == .regular ? .iPad : .iPhone
    }
}
