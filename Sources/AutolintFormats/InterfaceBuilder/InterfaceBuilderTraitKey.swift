import AutolintModel

/// A `<variation key=…>`: `default` (Any width, Any height), or the size classes it is limited to
/// (`heightClass=compact-widthClass=regular`). Other traits (`userInterfaceIdiom=mac`) are not size
/// classes and are reported as unsupported.
struct InterfaceBuilderTraitKey: Hashable, Sendable {
    var widthClass: SizeClass?
    var heightClass: SizeClass?

    static let any = InterfaceBuilderTraitKey(widthClass: nil, heightClass: nil)

    init(widthClass: SizeClass?, heightClass: SizeClass?) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    init?(_ key: String) {
        guard key != "default" else {
            self = .any
            return
        }
        var widthClass: SizeClass?
        var heightClass: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": widthClass = value
            case "heightClass": heightClass = value
            default: return nil
            }
        }
        self.init(widthClass: widthClass, heightClass: heightClass)
    }

    func matches(_ classes: SizeClasses) -> Bool {
        (widthClass == nil || widthClass == classes.width) && (heightClass == nil || heightClass == classes.height)
    }

    /// Later ranks override earlier ones: Any/Any, then height only, then width only, then both.
    /// Xcode does not document which of a width-only and a height-only variation wins when both
    /// match; autolint lets the width class win.
    var rank: Int {
        switch (widthClass, heightClass) {
        case (nil, nil): 0
        case (nil, _?): 1
        case (_?, nil): 2
        case (_?, _?): 3
        }
    }

    /// The four size-class combinations every device falls in, in a fixed order.
    static let allClasses: [SizeClasses] = SizeClass.allCases.flatMap { width in
        SizeClass.allCases.map { height in SizeClasses(width: width, height: height) }
    }
}
