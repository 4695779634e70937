import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A switch's size is the system's, which changed with iOS 26, and it draws 2 points past its right
/// edge: the saved frame says which size the canvas drew, else the document's tools version.
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

    @Test(arguments: [
        // tools version, saved width and height, aligned size (the frame is read 2 points narrower)
        ("24127", 63, 28, 61.0, 28.0), ("22505", 51, 31, 49.0, 31.0),
        ("24127", 51, 31, 49.0, 31.0),  // an Xcode 26 document keeps an older switch's frame
        ("24127", 80, 40, 61.0, 28.0), ("22505", 80, 40, 49.0, 31.0),  // stretched: by tools version
    ])
    func switchesTakeTheSizeTheirCanvasDrew(toolsVersion: String, width: Int, height: Int, alignedWidth: Double, alignedHeight: Double) throws {
        let toggle = try readSwitch(toolsVersion: toolsVersion, savedWidth: width, savedHeight: height)
        #expect(toggle.intrinsicSize == AxisPair<Double?>(horizontal: alignedWidth, vertical: alignedHeight))
        #expect(toggle.frame == Rect(x: 348, y: 10, width: Double(width - 2), height: Double(height)))
        #expect(toggle.alignmentInsets == EdgeInsets(right: 2))
    }
}
