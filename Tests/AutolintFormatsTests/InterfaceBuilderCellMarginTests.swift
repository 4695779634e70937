import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A table's cells take its layout margins, decided by the table's width: an inset-grouped table
/// on a 414-point screen makes 374-point cells with 20-point margins.
struct InterfaceBuilderCellMarginTests {
    static func storyboard(tableWidth: Int, cellWidth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <device id="retina6_5" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" id="cell">
                                <rect key="frame" x="20" y="50" width="\(cellWidth)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test(arguments: [(414, 374, 20.0), (375, 335, 16.0), (414, 414, 20.0)])
    func contentViewMarginsFollowTheTablesWidth(tableWidth: Int, cellWidth: Int, side: Double) throws {
        let text = Self.storyboard(tableWidth: tableWidth, cellWidth: cellWidth)
        let document = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "Cells.storyboard")
        let cell = try #require(document.layouts.first { $0.root.id == "cell" })
        #expect(cell.view("content")?.layoutMargins == EdgeInsets(top: 11, left: side, bottom: 11, right: side))
    }
}
