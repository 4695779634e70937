import Foundation
import Testing
@testable import AutolintCommand

/// AppKit controls whose frame is larger than their alignment rectangle (issue #14: 19 of the
/// macOS corpus findings were push buttons and check boxes read at their frames). Each document
/// is saved as IB saves it: constraints on the alignment rectangle, the frame around it.
struct AppKitAlignmentInsetsTests {
    /// A 480 x 100 window content view with a push button pinned 20 points from the bottom right
    /// and a check box 20 points from the top left; frames are bottom-up, as AppKit's.
    func window(toolsVersion: String, button: (x: Int, y: Int, height: Int), checkBox: (x: Int, y: Int, height: Int) = (18, 64, 18)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <window title="Export" releasedWhenClosed="NO" animationBehavior="default" id="win">
                    <rect key="contentRect" x="0.0" y="0.0" width="480" height="100"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                <rect key="frame" x="\(button.x)" y="\(button.y)" width="76" height="\(button.height)"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="okCell"/>
                            </button>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                <rect key="frame" x="\(checkBox.x)" y="\(checkBox.y)" width="100" height="\(checkBox.height)"/>
                                <buttonCell key="cell" type="check" title="Open after" bezelStyle="regularSquare" imagePosition="left" id="checkCell"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="c2"/>
                            <constraint firstItem="check" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c3"/>
                            <constraint firstItem="check" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c4"/>
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    func findings(_ document: String) throws -> [[String: Any]] {
        let workspace = try Workspace(files: ["Export.xib": document])
        defer { workspace.remove() }
        return try ConsoleLogCommandTests.json(AutolintCommandTests.check(["Export.xib", "--quiet", "--reporter", "json"], in: workspace.path))
    }

    @Test func classicPushButtonsAndCheckBoxesAreAlignedInsideTheirFrames() throws {
        // Xcode 12 and later: 7 points of bezel on each side of a push button, 5 above, 7 below.
        #expect(try findings(window(toolsVersion: "22505", button: (x: 391, y: 13, height: 32))).isEmpty)
        // Before macOS 11: 6 on each side, 4 above.
        #expect(try findings(window(toolsVersion: "12118", button: (x: 390, y: 13, height: 32))).isEmpty)
        // macOS 26's 24-point push button and 16-point check box are saved at their bezels.
        #expect(try findings(window(toolsVersion: "24765", button: (x: 384, y: 20, height: 24), checkBox: (x: 20, y: 64, height: 16))).isEmpty)
    }

    @Test func aButtonSavedAwayFromItsConstraintsIsStillMisplaced() throws {
        let misplaced = try findings(window(toolsVersion: "22505", button: (x: 380, y: 13, height: 32)))
        #expect(misplaced.compactMap { $0["rule"] as? String } == ["misplaced-view"])
        // Reported at the frame IB saved and the one it would save.
        #expect((misplaced.first?["message"] as? String)?.contains("given (380, 55, 76, 32), solved (391, 55, 76, 32)") == true)
    }
}
