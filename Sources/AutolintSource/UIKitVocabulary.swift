import AutolintModel

/// What UIKit and AppKit names mean to a layout, in tables the Swift and Objective-C front ends
/// share: anchors, view classes with their intrinsic sizes, priorities, the kinds of root.
enum UIKitVocabulary {
    /// `leadingAnchor` -> leading, as the anchor API names them.
    static let anchors: [String: LayoutAttribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]

    /// `.leading`, `.centerX`, ... in `NSLayoutConstraint(item:attribute:...)` and SnapKit.
    static func attribute(named name: String) -> LayoutAttribute? {
        let attribute = LayoutAttribute(name: name)
        return attribute == .notAnAttribute ? nil : attribute
    }

    /// Guides every view has, by their property names.
    static let guides: [String: GuideKind] = [
        "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .margins, "readableContentGuide": .readableContent,
        "contentLayoutGuide": .contentLayout, "frameLayoutGuide": .frameLayout, "keyboardLayoutGuide": .keyboard,
    ]

    /// A known class's intrinsic size: whether each axis has one (the value is nominal: it depends
    /// on content only known at run time, so no finding may rest on it).
    struct Intrinsic {
        var width: Double?
        var height: Double?
    }

    /// UIKit and AppKit classes autolint knows, with the axes their intrinsic size covers.
    static let knownViews: [String: Intrinsic] = [
        "UIView": Intrinsic(), "NSView": Intrinsic(), "UIStackView": Intrinsic(), "NSStackView": Intrinsic(),
        "UIScrollView": Intrinsic(), "UITableView": Intrinsic(), "UICollectionView": Intrinsic(), "UITextView": Intrinsic(),
        "UIVisualEffectView": Intrinsic(), "WKWebView": Intrinsic(), "MKMapView": Intrinsic(), "UIImageView": Intrinsic(),
        "UILabel": Intrinsic(width: 100, height: 21), "NSTextField": Intrinsic(width: 100, height: 21),
        "UIButton": Intrinsic(width: 80, height: 30), "NSButton": Intrinsic(width: 80, height: 21),
        "UITextField": Intrinsic(width: 100, height: 34), "UISwitch": Intrinsic(width: 51, height: 31),
        "UISegmentedControl": Intrinsic(width: 120, height: 32), "UIStepper": Intrinsic(width: 94, height: 32),
        "UIActivityIndicatorView": Intrinsic(width: 20, height: 20), "UISlider": Intrinsic(width: nil, height: 31),
        "UIProgressView": Intrinsic(width: nil, height: 4), "UIPageControl": Intrinsic(width: 100, height: 26),
        "UIDatePicker": Intrinsic(width: 320, height: 216), "UIPickerView": Intrinsic(width: 320, height: 216),
        "UISearchBar": Intrinsic(width: nil, height: 56),
        // An image view with an image: the image's size (nominal here).
        "UIImageView(image:)": Intrinsic(width: 40, height: 40),
    ]

    /// Superclasses that make a type's layout a view controller's, a cell's, or a view's.
    static func rootKind(ofSuperclass name: String) -> RootKind? {
        if name.hasSuffix("ViewController") || name == "UIViewController" || name == "NSViewController" { return .viewController }
        if ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView"].contains(name) { return .cell }
        if knownViews[name] != nil || otherViewClasses.contains(name) { return .view }
        return nil
    }

    /// UIKit and AppKit view classes a type may descend from, beyond those with sizes above: a
    /// subclass of one is a view whose size comes from outside.
    static let otherViewClasses: Set<String> = [
        "UIControl", "NSControl", "UIToolbar", "UINavigationBar", "UITabBar", "UIInputView", "UIRefreshControl",
        "UITableViewHeaderFooterView", "NSBox", "NSScrollView", "NSTextView", "NSImageView", "NSVisualEffectView",
        "NSTableCellView", "NSTableRowView", "NSTableView", "NSOutlineView", "NSSplitView", "NSClipView", "NSCollectionView",
        "NSPopUpButton", "NSSegmentedControl", "NSSlider", "NSProgressIndicator", "NSSearchField", "NSGridView",
    ]

    enum RootKind: Hashable, Sendable {
        case viewController, cell, view
    }

    /// `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel` (UIKit's names).
    static let priorities: [String: Float] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "dragThatCanResizeScene": 510,
        "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490, "windowSizeStayPut": 500,
    ]

    /// UIKit's standard spacing between siblings (`constraint(equalToSystemSpacingAfter:)`).
    static let systemSpacing = StandardSpacing.siblings

    /// Method names that build a view's hierarchy, in the order UIKit calls them.
    static let entryPoints = ["init", "loadView", "awakeFromNib", "viewDidLoad", "didMoveToSuperview", "didMoveToWindow"]

    /// Members of UIKit/AppKit views that are plain values (geometry, text, colours, state): reading
    /// one hands out nothing of the layout.
    static let plainValueMembers: Set<String> = [
        "frame", "bounds", "center", "width", "height", "size", "origin", "x", "y", "minX", "minY", "maxX", "maxY", "midX", "midY",
        "text", "attributedText", "font", "textColor", "textAlignment", "numberOfLines", "title", "placeholder", "tag",
        "backgroundColor", "tintColor", "alpha", "isHidden", "isEnabled", "isSelected", "isHighlighted", "isOn", "count", "isEmpty",
        "intrinsicContentSize", "contentSize", "contentOffset", "contentInset", "safeAreaInsets", "layoutMargins",
        "directionalLayoutMargins", "traitCollection", "window", "layer", "description", "accessibilityIdentifier",
        "accessibilityLabel", "isUserInteractionEnabled", "image", "currentTitle", "currentImage", "identifier",
        "constant", "multiplier", "priority", "isActive", "rawValue", "pointSize", "lineHeight", "cgColor",
    ]

    /// Members that hand out a view's whole subtree (or the constraints among it).
    static let subtreeMembers: Set<String> = ["subviews", "arrangedSubviews", "constraints", "layoutGuides", "viewWithTag"]

    /// Properties UIKit and AppKit document as content or appearance: setting one changes no
    /// constraint, no hierarchy and no axis that has an intrinsic size (their values are unknown to
    /// autolint anyway). Any other property set on a view autolint follows opens it.
    static let layoutNeutralSetters: Set<String> = [
        "backgroundColor", "tintColor", "alpha", "isOpaque", "clipsToBounds", "contentMode", "tag", "isUserInteractionEnabled",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
        "isAccessibilityElement", "text", "attributedText", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "adjustsFontForContentSizeCategory", "highlightedImage",
        "placeholder", "attributedPlaceholder", "keyboardType", "returnKeyType", "isSecureTextEntry", "autocorrectionType",
        "autocapitalizationType", "spellCheckingType", "textContentType", "clearButtonMode", "borderStyle", "delegate",
        "dataSource", "isEnabled", "isSelected", "isHighlighted", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "isScrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled", "keyboardDismissMode",
        "separatorStyle", "separatorColor", "estimatedRowHeight", "rowHeight", "selectionStyle", "progress", "progressTintColor",
        "trackTintColor", "onTintColor", "thumbTintColor", "isOn", "currentPage", "numberOfPages", "pageIndicatorTintColor",
        "currentPageIndicatorTintColor", "isEditable", "isSelectable", "textContainerInset", "highlightedTextColor",
        "shadowColor", "shadowOffset", "hidesWhenStopped", "color", "style", "minimumValue", "maximumValue", "value",
        "isContinuous", "minimumTrackTintColor", "maximumTrackTintColor", "contentInset", "scrollIndicatorInsets",
        "contentInsetAdjustmentBehavior", "refreshControl", "allowsSelection", "allowsMultipleSelection", "exclusiveTouch",
        "isExclusiveTouch", "isMultipleTouchEnabled", "title", "stringValue", "attributedStringValue",
        "toolTip", "isBordered", "isBezeled", "drawsBackground", "target", "action", "keyEquivalent",
        "state", "bezelStyle", "focusRingType", "wantsLayer", "layerContentsRedrawPolicy", "selectedSegmentIndex",
        "overrideUserInterfaceStyle", "largeContentTitle", "showsLargeContentViewer", "preferredMaxLayoutWidth",
        // Drawing, behaviour and content of controls (their intrinsic sizes are estimates here anyway).
        "isPointerInteractionEnabled", "usesSingleLineMode", "allowsDefaultTighteningForTruncation", "controlSize", "isIndeterminate",
        "minValue", "maxValue", "doubleValue", "integerValue", "floatValue", "blendingMode", "material", "isEmphasized", "animates",
        "imageAlignment", "imageScaling", "isTranslucent", "searchBarStyle", "barTintColor", "barStyle", "sectionHeaderHeight",
        "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "cellLayoutMarginsFollowReadableWidth",
        "separatorInset", "lineBreakStrategy", "maximumNumberOfLines", "isSpringLoaded", "showsTouchWhenHighlighted",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "contentHorizontalAlignment", "contentVerticalAlignment",
        "indicatorStyle", "decelerationRate", "scrollsToTop", "delaysContentTouches", "canCancelContentTouches",
        "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "isRichText", "allowsUndo",
        "sendsActionOnEndEditing", "refusesFirstResponder", "usesAdaptiveColorMappingForDarkAppearance",
    ]

    /// Calls that never change a hierarchy or its constraints (notifications, targets, gestures,
    /// content): a view passed to them stays followed.
    static let layoutNeutralCalls: Set<String> = [
        "addObserver", "removeObserver", "post", "addTarget", "removeTarget", "addAction", "addGestureRecognizer",
        "removeGestureRecognizer", "addInteraction", "setTitle", "setTitleColor", "setImage", "setBackgroundImage",
        "setAttributedTitle", "setTitleShadowColor", "register", "reloadData", "setNeedsDisplay", "setNeedsLayout",
        "layoutIfNeeded", "invalidateIntrinsicContentSize", "sizeToFit", "becomeFirstResponder", "resignFirstResponder",
        "setContentOffset", "scrollRectToVisible", "setValue", "accessibilityIdentifier", "setAccessibilityIdentifier",
        // The constraint pass these ask for is `updateConstraints`, which autolint runs as UIKit does.
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        // AppKit's accessibility setters and a progress indicator's animation (which never hides it).
        "setAccessibilityLabel", "setAccessibilityElement", "setAccessibilityRole", "setAccessibilityHelp",
        "startAnimation", "stopAnimation",
    ]
}
