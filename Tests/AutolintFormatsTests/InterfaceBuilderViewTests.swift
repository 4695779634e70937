import AutolintModel
import Testing
@testable import AutolintFormats

/// View properties read from `ConstraintForms.xib` and `Scenes.storyboard`.
@Suite struct InterfaceBuilderViewTests {
    typealias Documents = InterfaceBuilderTestDocuments

    private func layout() throws -> Layout { try Documents.layout("ConstraintForms.xib", root: "top-lv-001") }

    @Test func hierarchyIsInPreOrderWithClassesAndCustomClasses() throws {
        let layout = try layout()
        #expect(layout.views.map(\.id) == ["top-lv-001", "lbl-ti-001", "lbl-su-002", "btn-go-003", "img-av-004", "swi-on-005", "sld-vo-006", "cus-pl-007", "fra-me-008", "fix-ed-009"])
        #expect(layout.root.subviews == Array(layout.views.map(\.id).dropFirst()))
        #expect(layout.views.dropFirst().allSatisfy { $0.parent == "top-lv-001" })
        #expect(layout.views.map(\.className) == ["UIView", "UILabel", "UILabel", "UIButton", "UIImageView", "UISwitch", "UISlider", "UIView", "UIView", "UIView"])
        #expect(layout.root.customClass == "ProfileHeader")
    }

    @Test func namesFollowXcodesOutline() throws {
        let names = try layout().views.map(\.name)
        // customClass, text, userLabel over text, button title, then the class in words.
        #expect(names == ["ProfileHeader", "Title", "Sub Label", "Go", "Image View", "Switch", "Slider", "View", "View", "View"])
    }

    @Test func framesAreInSuperviewCoordinatesWithTheRootAtTheOrigin() throws {
        let layout = try layout()
        #expect(layout.view("lbl-ti-001")?.frame == Rect(x: 20, y: 20, width: 42.5, height: 20.5))
        #expect(layout.root.frame == Rect(x: 0, y: 0, width: 320, height: 200))
    }

    @Test func prioritiesDefaultTo250And750() throws {
        let layout = try layout()
        let title = try #require(layout.view("lbl-ti-001"))
        #expect(title.hugging == AxisPair(horizontal: LayoutPriority(251), vertical: LayoutPriority(251)))
        // IB writes 251 on the labels it creates; a label without the attribute has UIView's 250.
        #expect(layout.view("lbl-su-002")?.hugging == AxisPair(horizontal: .defaultLow, vertical: .defaultLow))
        let button = try #require(layout.view("btn-go-003"))
        #expect(button.compressionResistance == AxisPair(horizontal: .defaultHigh, vertical: LayoutPriority(749.5)))
    }

    @Test func intrinsicSizesByClass() throws {
        let layout = try layout()
        func size(_ id: String) -> [Double?] { layout.view(id).map { [$0.intrinsicSize.horizontal, $0.intrinsicSize.vertical] } ?? [] }
        #expect(size("lbl-ti-001") == [42.5, 61.0 / 3])      // label: saved width, one 17 pt line on a 3x canvas
        #expect(size("btn-go-003") == [60, 30])              // button: its saved frame
        #expect(size("img-av-004") == [32, 32])              // image view: the image's size from <resources>
        #expect(size("swi-on-005") == [49, 31])              // switch: UIKit's 51 x 31, 49 of it aligned
        #expect(size("sld-vo-006") == [nil, 31])             // slider: height only
        #expect(size("cus-pl-007") == [120, nil])            // placeholder width, "infinite" height
        #expect(size("top-lv-001") == [nil, nil])
    }

    @Test func textViewsGetEstimatedBaselines() throws {
        let title = try #require(try layout().view("lbl-ti-001"))
        // One 17 pt line centred in 20.5 pt: (20.5 - 1.193 * 17) / 2 + 0.952 * 17.
        let expected = (20.5 - 1.193 * 17) / 2 + 0.952 * 17
        #expect(abs((title.firstBaseline ?? 0) - expected) < 1e-9)
        #expect(title.lastBaseline == title.firstBaseline)
        #expect(try layout().view("fra-me-008")?.firstBaseline == nil)
    }

    @Test func hiddenIsRead() throws {
        let layout = try layout()
        #expect(layout.view("cus-pl-007")?.isHidden == true)
        #expect(layout.view("lbl-ti-001")?.isHidden == false)
    }

    @Test func viewsWithoutConstraintsKeepTheirFramesByAutoresizing() throws {
        let layout = try layout()
        let autoresizing = try #require(layout.view("fra-me-008"))
        #expect(autoresizing.translatesAutoresizingMask)
        #expect(autoresizing.autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
        // translatesAutoresizingMaskIntoConstraints="NO" but no constraint: IB's prototyping
        // constraints keep the saved frame, as a fixed autoresizing mask does.
        let fixed = try #require(layout.view("fix-ed-009"))
        #expect(fixed.translatesAutoresizingMask)
        #expect(fixed.autoresizingMask == [])
        #expect(layout.view("lbl-ti-001")?.translatesAutoresizingMask == false)
        #expect(layout.root.translatesAutoresizingMask == false)
    }

    @Test func savedVerdictsAndAmbiguitySettingsAreKept() throws {
        let layout = try Documents.layout("Scenes.storyboard", root: "rv1-vw-001")
        #expect(layout.view("hel-lo-001")?.savedFlags == ["ambiguous"])
        let moved = try #require(layout.view("mov-ed-002"))
        #expect(moved.savedFlags == ["misplaced"])
        #expect(moved.ambiguityVerification == .positionOnly)
        let never = try #require(layout.view("nev-er-003"))
        #expect(never.ambiguityVerification == .off)
        #expect(never.suppressedRules == ["missing-constraints", "content-priority-ambiguity"])
        #expect(layout.view("hel-lo-001")?.ambiguityVerification == .full)
    }

    @Test func stackViewsAndTheirArrangedViews() throws {
        let layout = try Documents.layout("Scenes.storyboard", root: "rv2-vw-002")
        let stack = try #require(layout.view("stk-vw-001")?.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .equalSpacing)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 12)
        #expect(stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews == ["one-lb-001", "two-lb-002"])
        // Arranged views are placed by the stack view even without constraints of their own.
        #expect(layout.view("one-lb-001")?.translatesAutoresizingMask == false)
        #expect(layout.view("two-lb-002")?.isHidden == true)
    }
}
