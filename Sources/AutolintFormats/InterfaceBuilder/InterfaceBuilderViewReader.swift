import AutolintModel

/// Reads one view element's own properties into a `LayoutView` (hierarchy, constraints and stack
/// arrangement are the layout builder's part).
struct InterfaceBuilderViewReader {
    var kind: InterfaceBuilderDocumentKind
    /// `<resources><image name= width= height=>`: image sizes for image views' intrinsic size.
    var imageSizes: [String: Size]
    /// The canvas screen's pixels per point, to which text heights are rounded.
    var pixelsPerPoint: Double
    var source: InterfaceBuilderSourceText

    /// AppKit views whose subviews' frames are stored top-down although AppKit's default is bottom-up.
    private static let topDownAppKitElements: Set<String> = ["tableView", "outlineView", "textView", "collectionView", "clipView"]

    func storesChildrenBottomUp(_ element: IBElement) -> Bool {
        kind.storesFramesBottomUp && !InterfaceBuilderViewReader.topDownAppKitElements.contains(element.name)
    }

    /// - Parameters:
    ///   - parentHeight: the superview's saved height when its children's frames are stored from
    ///     the bottom (AppKit), to turn them into top-left origins.
    func read(_ element: IBElement, id: String, parent: String?, parentHeight: Double?) throws(InputError) -> LayoutView {
        let viewClass = InterfaceBuilderViewClass(element: element.name, platform: kind.platform)
        var view = LayoutView(
            id: id, parent: parent, className: viewClass.className,
            customClass: element["customClass"], displayName: InterfaceBuilderDisplayName.of(element, viewClass: viewClass),
            hugging: AxisPair(
                horizontal: try InterfaceBuilderPriority.read(element, "horizontalHuggingPriority", default: .defaultLow, source: source),
                vertical: try InterfaceBuilderPriority.read(element, "verticalHuggingPriority", default: .defaultLow, source: source)),
            compressionResistance: AxisPair(
                horizontal: try InterfaceBuilderPriority.read(element, "horizontalCompressionResistancePriority", default: .defaultHigh, source: source),
                vertical: try InterfaceBuilderPriority.read(element, "verticalCompressionResistancePriority", default: .defaultHigh, source: source)),
            location: element.location(in: source.path))

        if let saved = try frame(of: element, parentHeight: parentHeight) {
            view.alignmentInsets = InterfaceBuilderAlignmentInsets.of(element, frame: saved, kind: kind)
            view.frame = saved.inset(by: view.alignmentInsets)
        }
        view.translatesAutoresizingMask = element.flag("translatesAutoresizingMaskIntoConstraints") ?? true
        view.autoresizingMask = autoresizingMask(of: element, bottomUp: parentHeight != nil)
        view.isHidden = element.flag("hidden") ?? false
        (view.intrinsicSize, view.estimatedIntrinsicAxes) = try intrinsicSize(of: element, viewClass: viewClass, frame: view.frame)
        if InterfaceBuilderAlignmentInsets.hasUnknownInsets(element, viewClass: viewClass, insets: view.alignmentInsets, kind: kind) {
            view.intrinsicSizeUncertainty = InterfaceBuilderAlignmentInsets.largestKnownInsets
        }
        if let margins = try layoutMargins(of: element) { view.layoutMargins = margins }
        if let frame = view.frame, let baselines = InterfaceBuilderBaselines.estimate(element, height: frame.height, platform: kind.platform) {
            view.firstBaseline = baselines.first
            view.lastBaseline = baselines.last
        }
        if element.flag("ambiguous") == true { view.savedFlags.insert("ambiguous") }
        if element.flag("misplaced") == true { view.savedFlags.insert("misplaced") }
        switch element["verifyAmbiguity"] {
        case "off"?:
            view.ambiguityVerification = .off
            view.suppressedRules = ["missing-constraints", "content-priority-ambiguity"]
        case "ignoreSizes"?:
            view.ambiguityVerification = .positionOnly
        default:
            break
        }
        return view
    }

    private func frame(of element: IBElement, parentHeight: Double?) throws(InputError) -> Rect? {
        guard let rect = element.child(named: "rect", key: "frame") else { return nil }
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = rect[name] else { values.append(0); continue }
            guard let value = InterfaceBuilderNumber.decimal(text) else {
                throw source.error(at: rect, "frame \(name) \"\(text)\" is not a number from -1e9 to 1e9")
            }
            values.append(value)
        }
        guard values[2] >= 0, values[3] >= 0 else { throw source.error(at: rect, "frame has a negative size") }
        var frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        if let parentHeight { frame.y = parentHeight - frame.y - frame.height }
        return frame
    }

    /// IB's names, in the superview's own terms; in bottom-up AppKit views `minY` is the bottom margin.
    private func autoresizingMask(of element: IBElement, bottomUp: Bool) -> AutoresizingMask {
        guard let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: AutoresizingMask = []
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", bottomUp ? .flexibleBottomMargin : .flexibleTopMargin), ("heightSizable", .flexibleHeight),
            ("flexibleMaxY", bottomUp ? .flexibleTopMargin : .flexibleBottomMargin),
        ]
        for (name, flag) in names where mask.flag(name) == true { result.insert(flag) }
        return result
    }

    /// The view's intrinsic size, and the axes where it is autolint's estimate: every size read
    /// from a saved frame or a font, and a placeholder (code gives the size at run time). Only
    /// UIKit's fixed control sizes and an image's size from the document's resources are exact.
    private func intrinsicSize(of element: IBElement, viewClass: InterfaceBuilderViewClass, frame: Rect?) throws(InputError) -> (AxisPair<Double?>, [Axis]) {
        var size: AxisPair<Double?>
        var exact = false
        var measuredByFont = false
        switch viewClass.intrinsicSize {
        case .none:
            size = AxisPair(horizontal: nil, vertical: nil)
            if element.name == "textView", element.flag("scrollEnabled") == false {
                size = AxisPair(horizontal: frame?.width, vertical: frame?.height)
            }
            if kind.platform == .macOS, element.name == "box", element["boxType"] == "separator", let frame {
                // An NSBox separator has AppKit's thickness across its thin axis.
                if frame.width >= frame.height { size.vertical = frame.height } else { size.horizontal = frame.width }
            }
            if kind.platform == .macOS, element.name == "stackView", element.children.allSatisfy({ $0.name != "subviews" || $0.children.isEmpty }) {
                // An NSStackView with no views hugs its empty content (its edge insets): it has a
                // size of its own, estimated here by the saved frame.
                size = AxisPair(horizontal: frame?.width, vertical: frame?.height)
            }
            if kind.platform == .macOS, element.name == "gridView" {
                // An NSGridView is as large as its rows and columns (an estimate: the saved frame).
                size = AxisPair(horizontal: frame?.width, vertical: frame?.height)
            }
        case .savedFrame:
            let textHeight = labelTextHeight(element, savedHeight: frame?.height)
            size = AxisPair(horizontal: frame?.width, vertical: textHeight ?? frame?.height)
            // One line of the system font is as high as its published metrics say, to the pixel.
            measuredByFont = textHeight != nil && (element["numberOfLines"] ?? "1") == "1"
        case .savedHeight where element.name == "progressIndicator" && element["style"] == "spinning":
            // A spinning NSProgressIndicator has a fixed size for its control size, on both axes.
            size = AxisPair(horizontal: frame?.width, vertical: frame?.height)
        case .savedHeight:
            // A bar saved without a frame (older documents) has UIKit's standard height.
            size = AxisPair(horizontal: nil, vertical: frame?.height ?? (kind.platform == .macOS ? nil : Self.standardBarHeights[element.name]))
        case .fixed(let width, let height):
            size = AxisPair(horizontal: width, vertical: height)
            exact = true
        case .systemSwitch:
            size = switchSize(aligned: frame)
            exact = true
        case .image:
            if let name = element["image"], let image = imageSizes[name] {
                size = AxisPair(horizontal: image.width, vertical: image.height)
                exact = true
            } else {
                size = AxisPair(horizontal: frame?.width, vertical: frame?.height)
            }
        }
        var placeheld: [Axis] = []
        for (attribute, axis) in [("placeholderIntrinsicWidth", Axis.horizontal), ("placeholderIntrinsicHeight", .vertical)] {
            guard let text = element[attribute] else { continue }
            if text == "infinite" {
                size[axis] = nil
            } else if let value = InterfaceBuilderNumber.decimal(text), value >= 0 {
                size[axis] = value
                placeheld.append(axis)
            } else {
                throw source.error(at: element, "\(attribute) \"\(text)\" is not a size")
            }
        }
        let estimated = Axis.allCases.filter { axis in
            guard size[axis] != nil else { return false }
            // tvOS's text styles and controls are not iOS's, and autolint models only iOS's.
            if placeheld.contains(axis) || kind.platform == .tvOS { return true }
            return !exact && !(axis == .vertical && measuredByFont)
        }
        return (size, estimated)
    }

    /// UISwitch's aligned size: 49 x 31, or 61 x 28 with iOS 26's controls. The saved frame says
    /// which one the canvas drew (Xcode 26 keeps an older switch's frame until it lays it out
    /// again); the tools version decides when the frame is neither.
    private func switchSize(aligned frame: Rect?) -> AxisPair<Double?> {
        let classic = AxisPair<Double?>(horizontal: 49, vertical: 31), iOS26 = AxisPair<Double?>(horizontal: 61, vertical: 28)
        func near(_ value: Double?, _ target: Double) -> Bool { value.map { abs($0 - target) < 0.01 } ?? false }
        if near(frame?.width, 61) || near(frame?.height, 28) { return iOS26 }
        if near(frame?.width, 49) || near(frame?.height, 31) { return classic }
        return kind.usesIOS26ControlSizes ? iOS26 : classic
    }

    /// UIKit's intrinsic heights of bars and controls whose height does not depend on content, for
    /// those a document saves without a frame (`UINavigationBar`, `UIToolbar`: 44; `UITabBar`: 49;
    /// `UISearchBar`: 56; `UISlider`: 30; `UIProgressView`: 4).
    static let standardBarHeights: [String: Double] = [
        "navigationBar": 44, "toolbar": 44, "tabBar": 49, "searchBar": 56, "slider": 30, "progressView": 4,
    ]

    /// An iOS label's height from its font, where the saved frame may hold a stretched or squeezed
    /// label: one line of the system font for a single-line label; for several lines, the saved
    /// height (the wrapping is unknown) but never less than one line. Nil (the saved height) for
    /// custom fonts, attributed and empty text.
    private func labelTextHeight(_ element: IBElement, savedHeight: Double?) -> Double? {
        let hasText = !(element["text"] ?? "").isEmpty || element.child(named: "string", key: "text") != nil
        guard kind.platform != .macOS, element.name == "label", element["usesAttributedText"] != "YES", hasText,
              let lineHeight = InterfaceBuilderFontMetrics.lineHeight(element, scale: pixelsPerPoint) else { return nil }
        guard let lines = element["numberOfLines"], lines != "1" else { return lineHeight }
        return max(savedHeight ?? 0, lineHeight)
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`
    /// (leading read as left: margins are stored for left-to-right).
    private func layoutMargins(of element: IBElement) throws(InputError) -> EdgeInsets? {
        if let insets = element.child(named: "edgeInsets", key: "layoutMargins") {
            return try edgeInsets(insets, left: "left", right: "right")
        }
        if let insets = element.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            return try edgeInsets(insets, left: "leading", right: "trailing")
        }
        return nil
    }

    private func edgeInsets(_ element: IBElement, left: String, right: String) throws(InputError) -> EdgeInsets {
        var values: [Double] = []
        for name in ["top", left, "bottom", right] {
            guard let text = element[name] else { values.append(0); continue }
            guard let value = InterfaceBuilderNumber.decimal(text) else {
                throw source.error(at: element, "\(name) inset \"\(text)\" is not a number from -1e9 to 1e9")
            }
            values.append(value)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
