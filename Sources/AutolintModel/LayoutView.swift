/// One view of a hierarchy, with everything that shapes its constraints.
public struct LayoutView: Hashable, Sendable, Codable {
    /// Unique within its layout: fixture id, IB object id, or console-log address.
    public var id: String
    /// The superview's id; nil for the root.
    public var parent: String?
    /// Subview ids, in order (drawing order, and stack views' arranged order).
    public var subviews: [String]
    /// `UIView`, `UILabel`, `NSStackView`, ...
    public var className: String
    /// IB `customClass`, a Swift class printed in a log, ...
    public var customClass: String? {
        get { details.value.customClass }
        _modify { yield &details.value.customClass }
    }
    /// What people call it (IB's userLabel or text or title); reports prefer it for messages.
    public var displayName: String? {
        get { details.value.displayName }
        _modify { yield &details.value.displayName }
    }

    /// `[width, height]`; `nil` on an axis means no intrinsic metric.
    public var intrinsicSize: AxisPair<Double?>
    /// How much smaller than `intrinsicSize` the real one may be: an AppKit control measured by
    /// its saved frame, around an alignment rectangle whose insets autolint does not know.
    public var intrinsicSizeUncertainty: AxisPair<Double> {
        get { details.value.intrinsicSizeUncertainty }
        _modify { yield &details.value.intrinsicSizeUncertainty }
    }
    /// The axes whose intrinsic size is autolint's estimate, not the platform's number: text
    /// measured by a saved frame or by font metrics, a control's size by its frame, a size code
    /// gives at run time (`placeholderIntrinsicWidth`). A finding must not stand on one.
    public var estimatedIntrinsicAxes: [Axis] {
        get { details.value.estimatedIntrinsicAxes }
        _modify { yield &details.value.estimatedIntrinsicAxes }
    }
    /// Placed by a container autolint models only by the saved frame (an `NSGridView`'s cells):
    /// the frame its translated autoresizing mask holds is an estimate.
    public var frameIsEstimated: Bool {
        get { details.value.frameIsEstimated }
        _modify { yield &details.value.frameIsEstimated }
    }
    /// Why the app's code decides this view's size or content, where it does (its class
    /// overrides `intrinsicContentSize`, is a stack view that arranges views of its own, adds
    /// subviews or constraints): no finding may rest on what the document alone says of it.
    public var finishedInCode: String? {
        get { details.value.finishedInCode }
        _modify { yield &details.value.finishedInCode }
    }
    /// The outlet properties code holds this view by (an IB document's `<outlet property=>`).
    public var outlets: [String] {
        get { details.value.outlets }
        _modify { yield &details.value.outlets }
    }
    public var hugging: AxisPair<LayoutPriority>
    public var compressionResistance: AxisPair<LayoutPriority>
    /// Offsets from the top: nil means first = top and last = bottom.
    public var firstBaseline: Double? {
        get { details.value.firstBaseline }
        _modify { yield &details.value.firstBaseline }
    }
    public var lastBaseline: Double? {
        get { details.value.lastBaseline }
        _modify { yield &details.value.lastBaseline }
    }
    public var layoutMargins: EdgeInsets {
        get { details.value.layoutMargins }
        _modify { yield &details.value.layoutMargins }
    }
    /// Insets of the safe area guide from the view's bounds.
    public var safeAreaInsets: EdgeInsets {
        get { details.value.safeAreaInsets }
        _modify { yield &details.value.safeAreaInsets }
    }

    public var translatesAutoresizingMask: Bool
    /// The frame the input gave, in superview coordinates: the alignment rectangle, which
    /// constraints place.
    public var frame: Rect?
    /// How far the view draws outside its alignment rectangle (an AppKit label 2 points on each
    /// side, a UISwitch 2 points on the right). Documents save the drawn frame; reports show frames
    /// grown by these insets, as the document has them.
    public var alignmentInsets: EdgeInsets {
        get { details.value.alignmentInsets }
        _modify { yield &details.value.alignmentInsets }
    }
    public var autoresizingMask: AutoresizingMask
    /// Axes on which the mask is not known: a console log that printed no `h=`/`v=` for the view.
    /// The mask there reads as all fixed but must not be shown as if the log had said so.
    public var autoresizingMaskUnknownAxes: [Axis] {
        get { details.value.autoresizingMaskUnknownAxes }
        _modify { yield &details.value.autoresizingMaskUnknownAxes }
    }
    public var isHidden: Bool
    /// Layout guides the view owns besides its built-in safe area and margins guides.
    public var guides: [LayoutGuide] {
        get { details.value.guides }
        _modify { yield &details.value.guides }
    }
    public var stack: StackViewProperties? {
        get { details.value.stack }
        _modify { yield &details.value.stack }
    }

    /// IB's own saved verdicts (`ambiguous="YES"`, `misplaced="YES"`), kept for comparisons.
    public var savedFlags: Set<String> {
        get { details.value.savedFlags }
        _modify { yield &details.value.savedFlags }
    }
    /// Rule ids suppressed for this view (IB per-object suppression, fixture comments).
    public var suppressedRules: Set<String> {
        get { details.value.suppressedRules }
        _modify { yield &details.value.suppressedRules }
    }
    /// IB's "Ambiguity" setting for the view (`verifyAmbiguity`).
    public var ambiguityVerification: AmbiguityVerification {
        get { details.value.ambiguityVerification }
        _modify { yield &details.value.ambiguityVerification }
    }
    public var location: SourceLocation?
    /// The fields above that most views leave at their defaults (`LayoutViewDetails`).
    private var details: LayoutViewDetails.Shared
    /// Whether the view's details are the defaults every view shares (tests).
    var sharesDefaultDetails: Bool { details.isSharedDefaults }

    public init(
        id: String, parent: String? = nil, subviews: [String] = [], className: String = "UIView",
        customClass: String? = nil, displayName: String? = nil,
        intrinsicSize: AxisPair<Double?> = AxisPair(horizontal: nil, vertical: nil),
        hugging: AxisPair<LayoutPriority>? = nil,
        compressionResistance: AxisPair<LayoutPriority> = AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh),
        firstBaseline: Double? = nil, lastBaseline: Double? = nil,
        layoutMargins: EdgeInsets = .defaultLayoutMargins, safeAreaInsets: EdgeInsets = .zero,
        translatesAutoresizingMask: Bool = false, frame: Rect? = nil, autoresizingMask: AutoresizingMask = [],
        isHidden: Bool = false, guides: [LayoutGuide] = [], stack: StackViewProperties? = nil,
        savedFlags: Set<String> = [], suppressedRules: Set<String> = [], location: SourceLocation? = nil
    ) {
        self.id = id
        self.parent = parent
        self.subviews = subviews
        self.className = className
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging ?? LayoutView.defaultHugging(className: className)
        self.compressionResistance = compressionResistance
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.isHidden = isHidden
        self.location = location
        details = LayoutViewDetails.Shared(LayoutViewDetails(
            customClass: customClass, displayName: displayName, firstBaseline: firstBaseline, lastBaseline: lastBaseline,
            layoutMargins: layoutMargins, safeAreaInsets: safeAreaInsets, guides: guides, stack: stack,
            savedFlags: savedFlags, suppressedRules: suppressedRules))
    }

    /// UIKit's default hugging: 250, but 251 for labels (as Interface Builder sets them).
    public static func defaultHugging(className: String) -> AxisPair<LayoutPriority> {
        let value: LayoutPriority = className.hasSuffix("Label") ? LayoutPriority(251) : .defaultLow
        return AxisPair(horizontal: value, vertical: value)
    }

    /// The name for messages: display name if any, else the id.
    public var name: String { displayName ?? id }
}

/// A layout guide declared in the input (fixture `guides:`, IB `<layoutGuide>`).
public struct LayoutGuide: Hashable, Sendable, Codable {
    public var id: String
    public var kind: GuideKind
    public var location: SourceLocation?

    public init(id: String, kind: GuideKind? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.kind = kind ?? .custom(id)
        self.location = location
    }
}

/// `UIStackView` / `NSStackView` properties.
public struct StackViewProperties: Hashable, Sendable, Codable {
    public enum Distribution: String, Hashable, Sendable, Codable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// Arranged subviews in order; UIKit arranges these, not every subview.
    public var arrangedSubviews: [String]
    /// `isLayoutMarginsRelativeArrangement`: arranged views are laid out within the stack's margins.
    public var isLayoutMarginsRelativeArrangement: Bool = false
    /// `isBaselineRelativeArrangement` (vertical stacks): spacing measured between baselines.
    public var isBaselineRelativeArrangement: Bool = false
    /// UIKit always drops hidden arranged views from the arrangement; `NSStackView` only when
    /// `detachesHiddenViews` is set.
    public var detachesHiddenViews: Bool = true
    /// `NSStackView` only (nil for `UIStackView`): what AppKit does otherwise.
    public var appKit: AppKitStackBehaviour? = nil

    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, arrangedSubviews: [String] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arrangedSubviews = arrangedSubviews
    }
}

/// How `NSStackView` differs from `UIStackView` (Apple's `NSStackView.Distribution`): only the
/// `fill` distributions make the stack hug its views along its axis at `required` ("the effective
/// hugging priority in the stacking axis is NSLayoutPriorityRequired"); the others and gravity
/// areas hug them at the stack's own hugging priority. Equal sizes and gaps are kept "as much as
/// possible", not required.
public struct AppKitStackBehaviour: Hashable, Sendable, Codable {
    /// `horizontalStackHuggingPriority` / `verticalStackHuggingPriority`: IB saves AppKit's
    /// default as 249.99998, just under the 250 its views hug at, so that the views keep their
    /// size and the stack's spare length stays empty.
    public var horizontalHugging = AppKitStackBehaviour.defaultHugging
    public var verticalHugging = AppKitStackBehaviour.defaultHugging
    public static let defaultHugging = LayoutPriority(249.99998)
    /// The `gravityAreas` distribution (AppKit's default): views packed from the leading edge.
    public var usesGravityAreas = false

    public init() {}

    public func hugging(along axis: Axis) -> LayoutPriority { axis == .horizontal ? horizontalHugging : verticalHugging }
}

/// Interface Builder's per-view "Ambiguity" choice (`verifyAmbiguity`).
public enum AmbiguityVerification: String, Hashable, Sendable, Codable {
    /// "Always Verify" (IB's default).
    case full
    /// "Verify Position Only" (`ignoreSizes`): an ambiguous width or height alone is not reported.
    case positionOnly
    /// "Never Verify" (`off`): the view's ambiguity is not reported.
    case off
}
