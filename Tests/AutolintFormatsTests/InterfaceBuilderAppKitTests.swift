import AutolintModel
import Testing
@testable import AutolintFormats

/// AppKit documents (`Window.xib`): bottom-up frames, `NSStackView`, window content views.
@Suite struct InterfaceBuilderAppKitTests {
    private func layout() throws -> Layout { try InterfaceBuilderTestDocuments.layout("Window.xib", root: "win-cv-001") }

    @Test func windowContentViewIsTheRootNamedAfterTheWindow() throws {
        let layout = try layout()
        #expect(layout.name == "Preferences Window [win-cv-001]")
        #expect(layout.rootSize == Size(width: 400, height: 200))
        #expect(layout.devices == ["mac-window"])
    }

    @Test func bottomUpFramesBecomeTopDown() throws {
        let layout = try layout()
        // A label's saved frame is 2 points wider than its alignment rectangle on each side.
        #expect(layout.view("win-tf-001")?.frame == Rect(x: 20, y: 20, width: 116, height: 16))
        #expect(layout.view("win-tf-001")?.intrinsicSize.horizontal == 116)
        #expect(layout.view("win-sv-001")?.frame == Rect(x: 20, y: 148, width: 360, height: 32))
        // Inside the (bottom-up) stack view too; a classic push button's 32-point frame is 7
        // points of bezel on each side, 5 above and 7 below its alignment rectangle.
        #expect(layout.view("win-b1-001")?.frame == Rect(x: 0, y: 12, width: 176, height: 20))
        #expect(layout.view("win-b1-001")?.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    }

    @Test func bottomUpMasksSwapTheVerticalMargins() throws {
        let view = try #require(try layout().view("win-fr-001"))
        #expect(view.translatesAutoresizingMask)
        #expect(view.autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
    }

    @Test func stackViewOrientationAndAlignment() throws {
        let layout = try layout()
        let stack = try #require(layout.view("win-sv-001")?.stack)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 8)                  // NSStackView's default, omitted by IB
        #expect(stack.detachesHiddenViews)
        #expect(layout.view("win-b1-001")?.name == "Cancel")
        #expect(layout.view("win-tf-001")?.name == "Check for updates")
        #expect(layout.view("win-sv-001")?.className == "NSStackView")
    }
}
