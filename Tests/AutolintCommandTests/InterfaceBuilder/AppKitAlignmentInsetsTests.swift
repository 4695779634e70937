import Foundation
import Testing
@testable import AutolintCommand

/// AppKit controls whose frame is larger than their alignment rectangle (issue #14: 19 of the
/// macOS corpus findings were push buttons and check boxes read at their frames). Each document
/// is saved as IB saves it: constraints on the alignment rectangle, the frame around it.
struct AppKitAlignmentInsetsTests {
    /// A 480 x 100 window content view with a push button pinned 20 points from the bottom right
    /// and a check box 20 points from the top left; frames are bottom-up, as AppKit's. Both are
    /// saved `misplaced="YES"`, so that `misplaced-view` compares them (it trusts IB's verdict
    /// on views IB saved as placed) and autolint's alignment rectangles decide.
    func window(toolsVersion: String, button: (x: Int, y: Int, height: Int), checkBox: (x: Int, y: Int, height: Int) = (18, 64, 18)) -> String {
        AppKitWindowDocument.xib(width: 480, height: 100, toolsVersion: toolsVersion, title: "Export", subviews: """
                            <button verticalHuggingPriority="750" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                <rect key="frame" x="\(button.x)" y="\(button.y)" width="76" height="\(button.height)"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="okCell"/>
                            </button>
                            <button misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                <rect key="frame" x="\(checkBox.x)" y="\(checkBox.y)" width="100" height="\(checkBox.height)"/>
                                <buttonCell key="cell" type="check" title="Open after" bezelStyle="regularSquare" imagePosition="left" id="checkCell"/>
                            </button>
            """, constraints: """
                            <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="c2"/>
                            <constraint firstItem="check" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c3"/>
                            <constraint firstItem="check" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c4"/>
            """)
    }

    func findings(_ document: String) throws -> [[String: Any]] { try InterfaceBuilderFindings.of(document, named: "Export.xib") }

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

    /// Two pop-up buttons saved 26 points tall in a box of fixed height: their alignment
    /// rectangles are smaller by insets autolint does not know (up to a push button's 12 points),
    /// so a chain that overflows by less than that is no tie between their compression
    /// resistances (MacDown's preference panes); one that overflows by more is, where IB saved the
    /// squeezed views `ambiguous` (a tie between estimated sizes rests on IB's flag, as
    /// `misplaced-view` does: `EstimatedSizeFilter`).
    @Test(arguments: [(boxHeight: 70, flagged: false, reported: false), (boxHeight: 30, flagged: true, reported: true),
                      (boxHeight: 30, flagged: false, reported: false)])
    func popUpButtonsWhoseInsetsAreUnknownTieOnlyBeyondThem(boxHeight: Int, flagged: Bool, reported: Bool) throws {
        func popUp(_ id: String, y: Int) -> String {
            """
                                    <popUpButton verticalHuggingPriority="750" \(flagged ? #"ambiguous="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="8" y="\(y)" width="120" height="26"/>
                                        <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="\(id)Cell"/>
                                    </popUpButton>
            """
        }
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="pane">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="\(boxHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
            \(popUp("first", y: 36))
            \(popUp("second", y: 2))
                        </subviews>
                        <constraints>
                            <constraint firstItem="first" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="8" id="c2"/>
                            <constraint firstAttribute="bottom" secondItem="second" secondAttribute="bottom" constant="8" id="c3"/>
                            <constraint firstItem="first" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="8" id="c4"/>
                            <constraint firstItem="second" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="8" id="c5"/>
                            <constraint firstAttribute="height" constant="\(boxHeight)" id="c6"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let rules = try findings(document).compactMap { $0["rule"] as? String }
        #expect(rules.contains("content-priority-ambiguity") == reported)
    }
}
