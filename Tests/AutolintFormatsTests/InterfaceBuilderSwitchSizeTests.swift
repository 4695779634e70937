import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A switch's size is the system's, which changed with iOS 26: the document's tools version says
/// which SDK drew its canvas.
struct InterfaceBuilderSwitchSizeTests {
    func readSwitch(toolsVersion: String, savedWidth: Int, savedHeight: Int) throws -> LayoutView {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="348" y="10" width="\(savedWidth)" height="\(savedHeight)"/>
                            </switch>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "Switch.xib").layouts.first)
        return try #require(layout.view("toggle"))
    }

    @Test func xcode26SwitchesAre63PointsWideWithTwoPastTheirTrailingEdge() throws {
        let toggle = try readSwitch(toolsVersion: "24127", savedWidth: 63, savedHeight: 28)
        #expect(toggle.intrinsicSize == AxisPair(horizontal: 61, vertical: 28))
        #expect(toggle.frame == Rect(x: 348, y: 10, width: 61, height: 28))
    }

    @Test func earlierSwitchesAre51By31() throws {
        let toggle = try readSwitch(toolsVersion: "22505", savedWidth: 51, savedHeight: 31)
        #expect(toggle.intrinsicSize == AxisPair(horizontal: 51, vertical: 31))
        #expect(toggle.frame == Rect(x: 348, y: 10, width: 51, height: 31))
    }
}
