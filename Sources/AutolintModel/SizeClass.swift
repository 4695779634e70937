/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    case compact, regular
}

/// A trait collection's two size classes.
public struct SizeClasses: Hashable, Sendable, Codable {
    public var width: SizeClass
    public var height: SizeClass
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }
}

/// Size-class specific changes: when every given class matches, add and remove constraints.
public struct SizeClassVariation: Hashable, Sendable, Codable {
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var add: [LayoutConstraint]
    /// Constraint ids to remove.
    public var remove: [String]
    /// Views not installed under these size classes (IB `<mask key="subviews">`), with their
    /// subviews; constraints that reference them are not installed either.
    public var removedViews: [String] = []
    /// Stack views whose properties differ under these size classes (IB stack view variations).
    public var stackViews: [StackViewVariation] = []
    public var location: SourceLocation?

    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, add: [LayoutConstraint] = [], remove: [String] = [], location: SourceLocation? = nil) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.add = add
        self.remove = remove
        self.location = location
    }

    public func applies(to classes: SizeClasses) -> Bool {
        (widthClass == nil || widthClass == classes.width) && (heightClass == nil || heightClass == classes.height)
    }
}

/// A stack view's properties under some size classes.
public struct StackViewVariation: Hashable, Sendable, Codable {
    public var view: String
    public var properties: StackViewProperties

    public init(view: String, properties: StackViewProperties) {
        self.view = view
        self.properties = properties
    }
}
