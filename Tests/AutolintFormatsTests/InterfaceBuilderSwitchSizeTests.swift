import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A switch's size is the system's, which changed with iOS 26, and it draws 2 points past its right
/// edge: the saved frame says which size the canvas drew, else the document's tools version.
struct InterfaceBuilderSwitchSizeTests {
    func readSwitch(toolsVersion: String, savedWidth: Int, savedHeight: Int) throws -> LayoutView {
        let toggle = """
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="348" y="10" width="\(savedWidth)" height="\(savedHeight)"/>
                    </switch>
            """
        let text = InterfaceBuilderTestDocuments.xib(device: "retina6_1", toolsVersion: toolsVersion, subviews: toggle)
        let layout = try InterfaceBuilderTestDocuments.layout(text: text, path: "Switch.xib")
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
