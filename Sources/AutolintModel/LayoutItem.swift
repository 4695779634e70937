/// What a constraint can point at: a view, or a layout guide owned by a view.
public struct LayoutItem: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The view itself, or the id of the view that owns the guide.
    public var view: String
    /// `nil` for the view itself.
    public var guide: GuideKind?

    public init(view: String, guide: GuideKind? = nil) {
        self.view = view
        self.guide = guide
    }

    public static func view(_ id: String) -> LayoutItem { LayoutItem(view: id) }

    public var isGuide: Bool { guide != nil }

    /// The name autolint prints: `title`, `root.safeArea`, or a custom guide's own id.
    public var description: String {
        switch guide {
        case nil: view
        case .custom(let id)?: id
        case let kind?: "\(view).\(kind.suffix)"
        }
    }

    public static func < (a: LayoutItem, b: LayoutItem) -> Bool { a.description < b.description }
}

/// The kinds of layout guide a view can own.
public enum GuideKind: Hashable, Sendable, Codable {
    case safeArea
    case margins
    case readableContent
    /// Scroll views' `contentLayoutGuide`.
    case contentLayout
    /// Scroll views' `frameLayoutGuide`.
    case frameLayout
    /// Legacy view-controller `topLayoutGuide` / `bottomLayoutGuide` (before iOS 11).
    case topLayout
    case bottomLayout
    case keyboard
    /// A guide declared in the input (`guides: [{id: name}]`, IB `<layoutGuide>`), by its own id.
    case custom(String)

    /// The suffix after `VIEW.` in equations (`root.safeArea`).
    public var suffix: String {
        switch self {
        case .safeArea: "safeArea"
        case .margins: "margins"
        case .readableContent: "readableContent"
        case .contentLayout: "contentLayoutGuide"
        case .frameLayout: "frameLayoutGuide"
        case .topLayout: "topLayoutGuide"
        case .bottomLayout: "bottomLayoutGuide"
        case .keyboard: "keyboardLayoutGuide"
        case .custom(let id): id
        }
    }

    /// Reads a built-in suffix (`safeArea`, `safeAreaLayoutGuide`, `margins`, `layoutMarginsGuide`, ...).
    public init?(suffix: String) {
        switch suffix {
        case "safeArea", "safeAreaLayoutGuide": self = .safeArea
        case "margins", "layoutMarginsGuide": self = .margins
        case "readableContent", "readableContentGuide": self = .readableContent
        case "contentLayoutGuide": self = .contentLayout
        case "frameLayoutGuide": self = .frameLayout
        case "topLayoutGuide": self = .topLayout
        case "bottomLayoutGuide": self = .bottomLayout
        case "keyboardLayoutGuide": self = .keyboard
        default: return nil
        }
    }
}

/// One side of a constraint: an item and one of its attributes.
public struct LayoutAnchor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}
