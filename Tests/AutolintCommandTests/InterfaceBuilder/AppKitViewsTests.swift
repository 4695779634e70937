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

    /// NSGridView places the views of its cells: a label pinned below one is placed, and so is the
    /// cell's view. The same label below a view nothing places is not.
    @Test func aGridPlacesTheViewsOfItsCells() throws {
        let grid = """
                                <gridView xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                    <rect key="frame" x="20" y="120" width="200" height="60"/>
                                    <rows><gridRow id="r1"/></rows>
                                    <columns><gridColumn id="k1"/></columns>
                                    <gridCells>
                                        <gridCell row="r1" column="k1" id="gc1">
                                            <textField key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="cellField">
                                                <rect key="frame" x="0.0" y="20" width="200" height="21"/>
                                                <constraints><constraint firstAttribute="width" constant="200" id="w1"/></constraints>
                                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="fc1"/>
                                            </textField>
                                        </gridCell>
                                    </gridCells>
                                </gridView>
            """
        let label = element("textField", #"horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO""#,
                            frame: (20, 80, 200, 16), inside: #"<textFieldCell key="cell" lineBreakMode="clipping" title="Below" id="lc"/>"#)
        let pinned = """
                            <constraint firstItem="grid" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="g1"/>
                            <constraint firstItem="grid" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="g2"/>
                            <constraint firstItem="v" firstAttribute="leading" secondItem="cellField" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="v" firstAttribute="top" secondItem="cellField" secondAttribute="bottom" constant="15" id="c2"/>
            """
        #expect(try findings(window(grid + "\n" + label, constraints: pinned)) == [])
        let unplaced = grid.replacingOccurrences(of: "<gridView", with: "<customView").replacingOccurrences(of: "</gridView>", with: "</customView>")
            .replacingOccurrences(of: "<gridCells>", with: "<subviews>").replacingOccurrences(of: "</gridCells>", with: "</subviews>")
            .replacingOccurrences(of: #"<gridCell row="r1" column="k1" id="gc1">"#, with: "").replacingOccurrences(of: "</gridCell>", with: "")
            .replacingOccurrences(of: #"key="contentView" "#, with: "")
        #expect(try findings(window(unplaced + "\n" + label, constraints: pinned)).contains("missing-constraints"))
    }

    /// A push button's height is AppKit's for its bezel and control size, which autolint only
    /// estimates from the saved frame (here stretched to 37 points): a required height of 25
    /// against that estimate is no conflict autolint can stand behind. Two written heights that
    /// disagree are.
    @Test func anEstimatedControlSizeDecidesNoConflict() throws {
        func button(_ constraints: String, priorities: String = #"verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000""#) -> String {
            element("button", priorities + #" translatesAutoresizingMaskIntoConstraints="NO""#,
                    frame: (300, 3, 99, 37), inside: """
                                    <constraints>\(constraints)</constraints>
                                    <buttonCell key="cell" type="push" title="Close" bezelStyle="rounded" alignment="center" borderStyle="border" id="cell"/>
                """)
        }
        let placed = """
                            <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="8" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" constant="8" id="c2"/>
            """
        #expect(try findings(window(button(#"<constraint firstAttribute="height" constant="25" id="h1"/>"#), constraints: placed)) == [])
        let written = button(#"<constraint firstAttribute="height" constant="25" id="h1"/><constraint firstAttribute="height" constant="30" id="h2"/>"#,
                             priorities: #"verticalHuggingPriority="750""#)
        #expect(try findings(window(written, constraints: placed)).contains("conflicting-constraints"))
    }

    /// A XIB's top-level view (a controller's view, through the File's Owner, or a panel's
    /// accessory) is sized by what holds it, and IB sizes it to its content where the content
    /// decides: two controls stacked in it are no content-priority tie, whatever its saved height.
    @Test func aTopLevelViewIsSizedByItsContent() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="AccessoryController">
                        <connections><outlet property="view" destination="top" id="o1"/></connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="top">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="133"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                <rect key="frame" x="18" y="70" width="364" height="43"/>
                                <textFieldCell key="cell" selectable="YES" title="Choose a file." id="tc"/>
                            </textField>
                            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pop">
                                <rect key="frame" x="17" y="17" width="367" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" id="pc"/>
                            </popUpButton>
                        </subviews>
                        <constraints>
                            <constraint firstItem="text" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c1"/>
                            <constraint firstItem="text" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="20" id="c3"/>
                            <constraint firstItem="pop" firstAttribute="top" secondItem="text" secondAttribute="bottom" constant="8" id="c4"/>
                            <constraint firstItem="pop" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c5"/>
                            <constraint firstAttribute="trailing" secondItem="pop" secondAttribute="trailing" constant="20" id="c6"/>
                            <constraint firstAttribute="bottom" secondItem="pop" secondAttribute="bottom" constant="20" id="c7"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        #expect(try findings(document) == [])
        // Without the owner's outlet it is a view code puts somewhere (an open panel's accessory
        // view): sized by its content as well, not held at the 133 points the controls do not fill.
        let held = document.replacingOccurrences(of: #"<outlet property="view" destination="top" id="o1"/>"#, with: "")
        #expect(try findings(held) == [])
    }

    /// NSTableView is as large as its rows and columns: a table pinned on three sides, as a
    /// scroll view's document view is, has its height. A plain view pinned the same way has none.
    @Test func aTableViewIsAsLargeAsItsRows() throws {
        let table = element("tableView", #"verticalHuggingPriority="750" allowsExpansionToolTips="YES" tableStyle="fullWidth" rowHeight="24" viewBased="YES" translatesAutoresizingMaskIntoConstraints="NO""#,
                            frame: (20, 80, 360, 100))
        #expect(try findings(window(table, constraints: edgesAndTop)).isEmpty)
        let plain = element("customView", #"translatesAutoresizingMaskIntoConstraints="NO""#, frame: (20, 80, 360, 100))
        #expect(try findings(window(plain, constraints: edgesAndTop)).contains("missing-constraints"))
    }
}
