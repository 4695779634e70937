import AutolintModel

/// What an element name means as a view: its UIKit or AppKit class, how Xcode's outline names it,
/// and where its intrinsic content size comes from.
struct InterfaceBuilderViewClass: Hashable, Sendable {
    /// Where a class's intrinsic content size comes from, since text and images cannot be measured
    /// offline.
    enum IntrinsicSize: Hashable, Sendable {
        /// No intrinsic metric on either axis (plain views, containers, scrolling views).
        case none
        /// Both axes from the saved frame (text and controls whose size depends on their content).
        case savedFrame
        /// Only the height from the saved frame (bars, sliders, progress views: they stretch sideways).
        case savedHeight
        /// A size fixed by the system control, whatever the saved frame says.
        case fixed(width: Double, height: Double)
        /// UISwitch's fixed size, which changed with iOS 26 (see the view reader).
        case systemSwitch
        /// The named image's size from the document's `<resources>`, else the saved frame.
        case image
    }

    var className: String
    /// The words Xcode's document outline uses for an unnamed object of this class.
    var outlineName: String
    var intrinsicSize: IntrinsicSize

    init(element name: String, platform: InterfaceBuilderDocumentKind.Platform) {
        className = InterfaceBuilderViewClass.className(element: name, platform: platform)
        outlineName = InterfaceBuilderViewClass.outlineName(element: name)
        intrinsicSize = InterfaceBuilderViewClass.intrinsicSize(element: name, platform: platform)
    }

    private static func className(element name: String, platform: InterfaceBuilderDocumentKind.Platform) -> String {
        switch (name, platform) {
        case ("customView", _), ("containerView", .macOS): return "NSView"
        case ("containerView", _): return "UIView"
        case ("wkWebView", _): return "WKWebView"
        case ("webView", .macOS): return "WebView"
        case ("mapView", _): return "MKMapView"
        case ("arscnView", _): return "ARSCNView"
        case ("sceneKitView", _): return "SCNView"
        case ("mtkView", _): return "MTKView"
        case ("glkView", _): return "GLKView"
        case ("tableViewCellContentView", _): return "UITableViewCellContentView"
        case ("collectionViewCellContentView", _): return "UICollectionViewCellContentView"
        default:
            let prefix = platform == .macOS ? "NS" : "UI"
            return prefix + name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    private static func outlineName(element name: String) -> String {
        switch name {
        case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
        case "wkWebView": return "Web View"
        default:
            var words = ""
            for character in name {
                if character.isUppercase, !words.isEmpty { words.append(" ") }
                words.append(words.isEmpty ? Character(character.uppercased()) : character)
            }
            return words
        }
    }

    private static func intrinsicSize(element name: String, platform: InterfaceBuilderDocumentKind.Platform) -> IntrinsicSize {
        switch (name, platform) {
        case ("label", _), ("button", _), ("textField", _), ("activityIndicatorView", _), ("pageControl", _),
             ("segmentedControl", _), ("datePicker", _), ("pickerView", _), ("popUpButton", _), ("comboBox", _),
             ("colorWell", _), ("levelIndicator", _), ("pathControl", _), ("stepper", .macOS), ("switch", .macOS),
             ("searchField", _), ("secureTextField", _), ("tokenField", _):
            return .savedFrame
        case ("tableView", .macOS), ("outlineView", .macOS):
            // NSTableView is as large as its rows and columns (its intrinsic content size, which
            // a scroll view's clip view takes its document view's size from); estimated by the frame.
            return .savedFrame
        case ("imageView", _):
            return .image
        case ("switch", _):
            return .systemSwitch
        case ("stepper", _):
            return .fixed(width: 94, height: 32)
        case ("slider", _), ("progressView", _), ("progressIndicator", _), ("searchBar", _), ("navigationBar", _),
             ("toolbar", _), ("tabBar", _):
            return .savedHeight
        default:
            return .none
        }
    }
}
