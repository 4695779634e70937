import Foundation
import Testing
@testable import AutolintCommand

/// AppKit's own views as AppKit has them (issue #45): each test puts one view in a window, placed
/// the way real Mac apps place it, and checks what autolint says beside a view that differs only
/// in what the test is about.
struct AppKitViewsTests {
    /// A 400 x 200 window holding `view` (with id `v`), pinned by `constraints` to the content view.
    func window(_ view: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <window title="Views" releasedWhenClosed="NO" animationBehavior="default" id="win">
                    <rect key="contentRect" x="0.0" y="0.0" width="400" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(view)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    /// Leading, trailing and top: nothing says the view's height.
    let edgesAndTop = """
                            <constraint firstItem="v" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="v" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c3"/>
        """

    /// Leading and top only: nothing says the width or the height.
    let leadingAndTop = """
                            <constraint firstItem="v" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="v" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c3"/>
        """

    func findings(_ document: String) throws -> [String] {
        try InterfaceBuilderFindings.of(document, named: "Views.xib").compactMap { $0["rule"] as? String }
    }

    /// A separator is one point thick across; a plain view pinned the same way has no height.
    @Test func aSeparatorBoxHasItsThickness() throws {
        let separator = """
                                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="173" width="360" height="5"/>
                                </box>
            """
        #expect(try findings(window(separator, constraints: edgesAndTop)).isEmpty)
        let plain = """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="173" width="360" height="5"/>
                                </customView>
            """
        #expect(try findings(window(plain, constraints: edgesAndTop)).contains("missing-constraints"))
    }

    /// A spinning progress indicator has a size for its control size on both axes; a bar has only
    /// a height.
    @Test func aSpinnerHasASizeOnBothAxes() throws {
        func indicator(style: String) -> String {
            """
                                <progressIndicator maxValue="100" indeterminate="YES" controlSize="small" style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="164" width="16" height="16"/>
                                </progressIndicator>
            """
        }
        #expect(try findings(window(indicator(style: "spinning"), constraints: leadingAndTop)).isEmpty)
        #expect(try findings(window(indicator(style: "bar"), constraints: leadingAndTop)).contains("missing-constraints"))
    }

    /// An NSGridView is as large as its rows and columns; an NSStackView with no views hugs its
    /// empty content. Neither needs a size of its own.
    @Test func gridsAndEmptyStacksSizeThemselves() throws {
        let grid = """
                                <gridView xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="100" width="200" height="80"/>
                                </gridView>
            """
        #expect(try findings(window(grid, constraints: leadingAndTop)).isEmpty)
        let emptyStack = """
                                <stackView distribution="fill" orientation="horizontal" alignment="bottom" spacing="19" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="180" width="0.0" height="0.0"/>
                                </stackView>
            """
        #expect(try findings(window(emptyStack, constraints: leadingAndTop)).isEmpty)
        let emptyView = """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="100" width="200" height="80"/>
                                </customView>
            """
        #expect(try findings(window(emptyView, constraints: leadingAndTop)).contains("missing-constraints"))
    }

    /// A button that keeps its frame and its distance to the bottom of a window that is not
    /// flipped (nothing flexible): the usual OK/Cancel set-up, which AppKit documents. The same mask
    /// in an iOS document is reported (`unreasonable-autoresizing-mask`'s examples).
    @Test func anAppKitMaskWithNothingFlexibleIsNotUnreasonable() throws {
        let button = """
                                <button verticalHuggingPriority="750" id="v">
                                    <rect key="frame" x="314" y="13" width="72" height="32"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="cell"/>
                                </button>
            """
        #expect(try !findings(window(button, constraints: "")).contains("unreasonable-autoresizing-mask"))
    }
}
