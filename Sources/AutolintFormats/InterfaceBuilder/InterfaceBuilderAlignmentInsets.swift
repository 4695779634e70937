import AutolintModel

/// Constraints place a view's alignment rectangle; IB saves its frame. Controls that draw past
/// their content (a bezel's shadow, a focus ring) have a frame larger than their alignment
/// rectangle by fixed insets. The frame is read as the alignment rectangle, and these insets kept
/// to show frames as IB saved them.
///
/// The values are measured on IB's own saved documents (`../shared/corpus/ib`: a view pinned to
/// its superview's edge at `c` points is saved `c - inset` from it), not guessed; a control
/// without a row here keeps its frame as its alignment rectangle.
enum InterfaceBuilderAlignmentInsets {
    static func of(_ element: IBElement, frame: Rect, kind: InterfaceBuilderDocumentKind) -> EdgeInsets {
        let insets = kind.platform == .macOS ? appKit(element, frame: frame, kind: kind) : uiKit(element)
        guard frame.width >= insets.left + insets.right, frame.height >= insets.top + insets.bottom else { return .zero }
        return insets
    }

    /// The most an AppKit control's frame holds around its alignment rectangle among the insets
    /// measured: a classic push button's 7 + 7 across and 5 + 7 along.
    static let largestKnownInsets = AxisPair<Double>(horizontal: 14, vertical: 12)

    /// An AppKit control measured by its saved frame (no row above gave its insets): its real
    /// alignment rectangle, and so its intrinsic size, may be smaller by up to
    /// `largestKnownInsets`. Text fields are measured by their text.
    static func hasUnknownInsets(_ element: IBElement, viewClass: InterfaceBuilderViewClass, insets: EdgeInsets,
                                 kind: InterfaceBuilderDocumentKind) -> Bool {
        guard kind.platform == .macOS, insets == .zero, element.name != "textField" else { return false }
        switch viewClass.intrinsicSize {
        case .savedFrame, .savedHeight: return true
        default: return false
        }
    }

    /// A UISwitch draws 2 points past its right edge (51 points wide, 49 of them aligned; 63 and
    /// 61 with iOS 26); a UISlider's track sits 2 points inside each side (its thumb's shadow).
    private static func uiKit(_ element: IBElement) -> EdgeInsets {
        switch element.name {
        case "switch": EdgeInsets(right: 2)
        case "slider": EdgeInsets(left: 2, right: 2)
        default: .zero
        }
    }

    private static func appKit(_ element: IBElement, frame: Rect, kind: InterfaceBuilderDocumentKind) -> EdgeInsets {
        switch element.name {
        case "box" where element["boxType"] == "separator":
            // A separator's line is one point thick, centred in the frame IB saves (5 points).
            let thin = min(frame.width, frame.height)
            guard thin > 1 else { return .zero }
            let inset = (thin - 1) / 2
            return frame.width >= frame.height ? EdgeInsets(top: inset, bottom: inset) : EdgeInsets(left: inset, right: inset)
        case "textField":
            // A label (no bezel or border) draws 2 points wider than its text on each side.
            guard let cell = element.child(named: "textFieldCell"), cell["borderStyle"] == nil else { return .zero }
            return EdgeInsets(left: 2, right: 2)
        case "button":
            guard let cell = element.child(named: "buttonCell") else { return .zero }
            let size = cell["controlSize"] ?? element["controlSize"] ?? "regular"
            switch (cell["bezelStyle"], cell["type"], size) {
            case ("rounded"?, "push"?, "regular") where frame.height == 32:
                // The classic push button: a 32-point frame around its bezel. macOS 11 made the
                // bezel a point shorter and wider: documents saved by Xcode 12 (tools version
                // 17000) and later are 7 points wide of it on each side and 5 above, earlier ones
                // 6 and 4; 7 below in both. Other heights (a Touch Bar's 30, macOS 26's 24) are
                // saved at their bezel.
                return kind.toolsVersion >= 17000
                    ? EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
                    : EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            case ("regularSquare"?, "check"?, "regular") where frame.height == 18:
                // The classic check box: an 18-point frame, 2 points past its 14-point box on every
                // side. macOS 26's 16-point check boxes are saved at their box.
                return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            case ("regularSquare"?, "check"?, "small") where frame.height == 16:
                // A 16-point frame, a point past its box above, below and before; nothing past
                // the title.
                return EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
            default:
                return .zero
            }
        default:
            return .zero
        }
    }
}
