/// The document types autolint reads, from the root `<document type="...">`.
///
/// WatchKit documents have no Auto Layout, and the pre-Xcode 5 `<archive>` format stores objects
/// as keyed archives; both are refused as unsupported rather than half read.
struct InterfaceBuilderDocumentKind: Hashable, Sendable {
    enum Platform: Hashable, Sendable {
        case iOS, tvOS, macOS
    }

    var platform: Platform
    var isStoryboard: Bool
    /// The root's `toolsVersion`: the Xcode build that saved the document (0 when unknown).
    var toolsVersion = 0
    /// `targetRuntime="iOS.CocoaTouch.iPad"`: a document for iPads only (`UIMainStoryboardFile~ipad`).
    var isIPadOnly = false

    /// Known `type` attribute values.
    init?(type: String) {
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": self.init(platform: .iOS, isStoryboard: false)
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": self.init(platform: .iOS, isStoryboard: true)
        case "com.apple.InterfaceBuilder3.Cocoa.XIB": self.init(platform: .macOS, isStoryboard: false)
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": self.init(platform: .macOS, isStoryboard: true)
        case "com.apple.InterfaceBuilder.AppleTV.XIB", "com.apple.InterfaceBuilder3.AppleTV.XIB":
            self.init(platform: .tvOS, isStoryboard: false)
        case "com.apple.InterfaceBuilder.AppleTV.Storyboard", "com.apple.InterfaceBuilder3.AppleTV.Storyboard.XIB":
            self.init(platform: .tvOS, isStoryboard: true)
        default: return nil
        }
    }

    /// `com.apple.InterfaceBuilder.WatchKit.Storyboard` and its kin.
    static func isWatchKit(type: String) -> Bool { type.hasPrefix("com.apple.InterfaceBuilder.WatchKit") }

    init(platform: Platform, isStoryboard: Bool) {
        self.platform = platform
        self.isStoryboard = isStoryboard
    }

    /// Saved by Xcode 26 (tools version 24000 and later), whose SDK draws iOS 26's controls: a
    /// switch is 63 x 28 points there, 51 x 31 before.
    var usesIOS26ControlSizes: Bool { platform != .macOS && toolsVersion >= 24000 }

    /// AppKit stores frames with their origin at the bottom left of the superview.
    var storesFramesBottomUp: Bool { platform == .macOS }

    /// `UIView`/`NSView` prefix for element names without a special class.
    var classPrefix: String { platform == .macOS ? "NS" : "UI" }
}
