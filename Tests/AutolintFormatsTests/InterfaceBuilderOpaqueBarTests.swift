import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Roots of controllers shown under an opaque navigation bar fill the rest of the canvas screen.
struct InterfaceBuilderOpaqueBarTests {
    /// A retina4_7 storyboard: a navigation controller (bar `translucent`, saved at `barY`) whose
    /// root controller `first` pushes `second`; `third` is not in it. Every root is saved 667 high.
    static func storyboard(translucent: String, barY: Int = 20, extendsUnderBars: Bool = false) -> String {
        func scene(_ id: String, _ body: String = "", attributes: String = "") -> String {
            """
                    <scene sceneID="s-\(id)"><objects>
                        <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(body)
                            </view>
                        </viewController>
                    </objects></scene>
            """
        }
        let push = #"<connections><segue destination="second" kind="show" id="g2"/></connections>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s-nav"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="\(translucent)" id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="375" height="44"/>
                            </navigationBar>
                            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                    </objects></scene>
            \(scene("first", push, attributes: extendsUnderBars ? #"extendedLayoutIncludesOpaqueBars="YES""# : ""))
            \(scene("second"))
            \(scene("third"))
                </scenes>
            </document>
            """
    }

    func rootHeights(_ text: String) throws -> [String: Double?] {
        let document = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "Bars.storyboard")
        return Dictionary(uniqueKeysWithValues: document.layouts.map { ($0.root.id, $0.rootSize?.height) })
    }

    @Test func rootsPushedUnderAnOpaqueBarAreSizedBelowIt() throws {
        let heights = try rootHeights(Self.storyboard(translucent: "NO"))
        // 667 - (20 + 44): the root controller and the one it pushes; not the unrelated scene.
        #expect(heights == ["root-first": 603, "root-second": 603, "root-third": 667])
    }

    @Test func translucentBarsSheetsAndExtendedLayoutsKeepTheSavedSize() throws {
        #expect(try rootHeights(Self.storyboard(translucent: "YES")).values.allSatisfy { $0 == 667 })
        #expect(try rootHeights(Self.storyboard(translucent: "NO", barY: 0)).values.allSatisfy { $0 == 667 })
        let extended = try rootHeights(Self.storyboard(translucent: "NO", extendsUnderBars: true))
        #expect(extended == ["root-first": 667, "root-second": 667, "root-third": 667])
    }
}
