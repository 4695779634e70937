import Foundation
import Testing
@testable import AutolintCommand

/// AppKit's own views as AppKit has them (issue #45): each test puts one view in a window, placed
/// the way real Mac apps place it, and checks what autolint says beside a view that differs only
/// in what the test is about.
struct AppKitViewsTests {
    /// A 400 x 200 window holding `view` (with id `v`), pinned by `constraints` to the content view.
    func window(_ view: String, constraints: String) -> String {
        AppKitWindowDocument.xib(width: 400, height: 200, title: "Views", subviews: view, constraints: constraints)
    }

    /// One view with id `v`, saved at `frame` (x, y, width, height).
    func element(_ name: String, _ attributes: String, frame: (Int, Int, Int, Int), inside: String = "") -> String {
        """
                                <\(name) \(attributes) id="v">
                                    <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
        \(inside)
                                </\(name)>
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
        let separator = element("box", #"verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO""#, frame: (20, 173, 360, 5))
        #expect(try findings(window(separator, constraints: edgesAndTop)).isEmpty)
        let plain = element("customView", #"translatesAutoresizingMaskIntoConstraints="NO""#, frame: (20, 173, 360, 5))
        #expect(try findings(window(plain, constraints: edgesAndTop)).contains("missing-constraints"))
    }

    /// A spinning progress indicator has a size for its control size on both axes; a bar has only
    /// a height.
    @Test func aSpinnerHasASizeOnBothAxes() throws {
        func indicator(style: String) -> String {
            element("progressIndicator", #"maxValue="100" indeterminate="YES" controlSize="small" style="\#(style)" translatesAutoresizingMaskIntoConstraints="NO""#,
                    frame: (20, 164, 16, 16))
        }
        #expect(try findings(window(indicator(style: "spinning"), constraints: leadingAndTop)).isEmpty)
        #expect(try findings(window(indicator(style: "bar"), constraints: leadingAndTop)).contains("missing-constraints"))
    }

    /// An NSGridView is as large as its rows and columns; an NSStackView with no views hugs its
    /// empty content. Neither needs a size of its own.
    @Test func gridsAndEmptyStacksSizeThemselves() throws {
        let grid = element("gridView", #"xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO""#,
                           frame: (20, 100, 200, 80))
        #expect(try findings(window(grid, constraints: leadingAndTop)).isEmpty)
        let emptyStack = element("stackView", #"distribution="fill" orientation="horizontal" alignment="bottom" spacing="19" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO""#,
                                 frame: (20, 180, 0, 0))
        #expect(try findings(window(emptyStack, constraints: leadingAndTop)).isEmpty)
        let emptyView = element("customView", #"translatesAutoresizingMaskIntoConstraints="NO""#, frame: (20, 100, 200, 80))
        #expect(try findings(window(emptyView, constraints: leadingAndTop)).contains("missing-constraints"))
    }

    /// A button that keeps its frame and its distance to the bottom of a window that is not
    /// flipped (nothing flexible): the usual OK/Cancel set-up, which AppKit documents. The same mask
    /// in an iOS document is reported (`unreasonable-autoresizing-mask`'s examples).
    @Test func anAppKitMaskWithNothingFlexibleIsNotUnreasonable() throws {
        let button = element("button", #"verticalHuggingPriority="750""#, frame: (314, 13, 72, 32), inside: """
                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="cell"/>
            """)
        #expect(try !findings(window(button, constraints: "")).contains("unreasonable-autoresizing-mask"))
    }

    /// A Mac window's content keeps its saved size on every Mac device asked for: checked with
    /// `--all-devices`, a view pinned inside it is where IB saved it, as on the canvas.
    @Test func aWindowKeepsItsSavedSizeOnTheDevicesAskedFor() throws {
        let box = element("customView", #"misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO""#, frame: (20, 130, 360, 50))
        let document = window(box, constraints: edgesAndTop + """

                            <constraint firstAttribute="height" secondItem="v" secondAttribute="height" multiplier="4" id="c4"/>
            """)
        #expect(try findings(document).isEmpty)
        #expect(try InterfaceBuilderFindings.of(document, named: "Views.xib", arguments: ["--all-devices"]).isEmpty)
        // A storyboard's view controller scene, which on iOS gives way to the screens asked for.
        let subviews = document.components(separatedBy: "<subviews>")[1].components(separatedBy: "</subviews>")[0]
        let constraints = document.components(separatedBy: "<constraints>")[1].components(separatedBy: "</constraints>")[0]
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>\(subviews)</subviews>
                                    <constraints>\(constraints)</constraints>
                                </view>
                            </viewController>
                            <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        #expect(try InterfaceBuilderFindings.of(storyboard, named: "Views.storyboard", arguments: ["--all-devices"]).isEmpty)
        let workspace = try Workspace(files: ["Views.storyboard": storyboard])
        defer { workspace.remove() }
        let solved = try SolveCommand.parse(["Views.storyboard", "--all-devices"]).execute(workingDirectory: workspace.path).standardOutput
        let content = solved.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("content ") }
        #expect(content?.split(separator: " ").map(String.init).dropFirst(3).first == "400", "\(solved)")
    }
}
