import Foundation
import Testing
@testable import AutolintCommand

/// Small IB documents for the causes of noise found on the corpus (issue #14): each is a pattern
/// authors use on purpose, which autolint used to report.
struct InterfaceBuilderNoiseTests {
    /// Every constrained view is saved `misplaced="YES"`, so that a wrong model shows as a
    /// `misplaced-view` finding (`InterfaceBuilderFindings.flaggingConstrainedViews`).
    func check(_ scene: String) throws -> CommandOutput {
        let workspace = try Workspace(files: ["Main.storyboard": InterfaceBuilderFindings.flaggingConstrainedViews(scene)])
        defer { workspace.remove() }
        return try AutolintCommandTests.check(["Main.storyboard", "--quiet", "--reporter", "json"], in: workspace.path)
    }

    func rules(_ output: CommandOutput) throws -> [String] {
        try ConsoleLogCommandTests.json(output).compactMap { $0["rule"] as? String }
    }

    /// `label.leading == icon.trailing + 10` and, for when the code removes the icon,
    /// `label.leading == root.leading + 16 @750` (SwitchCell, DisclosureCell in pocket-casts).
    @Test func aFallbackLeadingIsNotReported() throws {
        let views = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                        <rect key="frame" x="16" y="40" width="24" height="24"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="50" y="40" width="325" height="24"/>
                                    </view>
            """
        let constraints = """
                                    <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                                    <constraint firstItem="icon" firstAttribute="width" constant="24" id="c3"/>
                                    <constraint firstItem="icon" firstAttribute="height" constant="24" id="c4"/>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="10" id="c5"/>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" priority="750" constant="16" id="fallback"/>
                                    <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="c6"/>
                                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c7"/>
                                    <constraint firstItem="label" firstAttribute="height" constant="24" id="c8"/>
            """
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(views, constraints: constraints))) == [])
        // Against the same view at another constant, no view goes away to let it win: reported.
        let contradicting = constraints.replacingOccurrences(
            of: "secondItem=\"icon\" secondAttribute=\"trailing\" constant=\"10\"", with: "secondItem=\"root\" secondAttribute=\"leading\" constant=\"50\"")
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(views, constraints: contradicting))) == ["unsatisfiable-priority"])
    }

    /// A preferred width between the margins: on this canvas the screen is too narrow for it, on
    /// an iPad it is the width (DaxOnboarding, Feedback in DuckDuckGo).
    @Test func aPreferredWidthBeatenByTheScreenIsNotReported() throws {
        let views = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="20" y="40" width="335" height="100"/>
                                    </view>
            """
        let constraints = """
                                    <constraint firstItem="card" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
                                    <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                                    <constraint firstItem="card" firstAttribute="width" priority="750" constant="540" id="preferred"/>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c4"/>
                                    <constraint firstItem="card" firstAttribute="height" constant="100" id="c5"/>
            """
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(views, constraints: constraints))) == [])
        // The same wish against a fixed width written by hand is reported, and says why.
        let fixed = constraints + "\n<constraint firstItem=\"card\" firstAttribute=\"width\" constant=\"335\" id=\"fixed\"/>"
        let output = try check(InterfaceBuilderCheckTests.scene(views, constraints: fixed))
        let findings = try ConsoleLogCommandTests.json(output)
        #expect(findings.compactMap { $0["rule"] as? String } == ["unsatisfiable-priority"])
        #expect((findings.first?["message"] as? String)?.contains("'s width against another view, and what beats it does not change with the device or the content") == true)
    }

    /// An `equalSpacing` stack pinned by its leading edge only is as wide as its content, as
    /// UIKit and IB lay it out (TabSwitcher, BrowsingMenu in DuckDuckGo); pinned on both sides its
    /// gaps grow equally. Once reported as missing a width.
    @Test(arguments: ["equalSpacing", "equalCentering"])
    func anEqualSpacingStackPinnedOnOneSideFitsItsContent(distribution: String) throws {
        let body = """
                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                        <rect key="frame" x="16" y="20" width="108" height="30"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                <rect key="frame" x="58" y="0.0" width="50" height="30"/>
                                            </view>
                                        </subviews>
                                    </stackView>
            """
        let sizes = """
                                    <constraint firstItem="a" firstAttribute="width" constant="50" id="aw"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="30" id="ah"/>
                                    <constraint firstItem="b" firstAttribute="width" constant="50" id="bw"/>
            """
        let pins = """
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="k1"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            """
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(body, constraints: sizes + "\n" + pins))) == [])
        // Stretched between both edges, the gap grows (the saved frames are then misplaced, not missing).
        let stretched = pins + "\n<constraint firstAttribute=\"trailing\" secondItem=\"stack\" secondAttribute=\"trailing\" constant=\"16\" id=\"k3\"/>"
        #expect(try !rules(check(InterfaceBuilderCheckTests.scene(body, constraints: sizes + "\n" + stretched))).contains("missing-constraints"))
    }

    /// A document saved without `<device>` (Xcode 8 and earlier) was laid out on the screen its
    /// scenes are the size of: an iPad-sized root is an iPad, with a 20-point status bar, not an
    /// iPhone 15 (ECSlidingViewController's Main-iPad.storyboard).
    @Test func aDocumentWithoutDeviceTakesItsCanvasFromItsRootSize() throws {
        let body = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="20" width="768" height="44"/>
                                    </view>
            """
        let constraints = """
                                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="44" id="c4"/>
            """
        let iPad = InterfaceBuilderCheckTests.scene(body, constraints: constraints)
            .replacingOccurrences(of: "    <device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>\n", with: "")
            .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"768\" height=\"1024\"")
        #expect(!iPad.contains("<device"))
        let output = try check(iPad)
        #expect(try rules(output) == [], "\(output.standardOutput)")
        #expect(output.exitCode == 0)
    }

    /// A view controller's view has no top or bottom layout margin (iOS 11's system minimum
    /// margins): a view pinned to its top margin sits at the safe area, not 8 points below it
    /// (pocket-casts' Share Extension, PodcastEffectsViewController).
    @Test func aViewControllersRootHasNoTopMargin() throws {
        let body = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="20" width="343" height="44"/>
                                    </view>
            """
        let constraints = """
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="44" id="c4"/>
            """
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(body, constraints: constraints))) == [])
        // Saved 8 points lower, as if the root had a plain view's margins: misplaced.
        let lower = body.replacingOccurrences(of: "y=\"20\"", with: "y=\"28\"")
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(lower, constraints: constraints))) == ["misplaced-view"])
    }

    /// A navigation bar saved without a frame has UIKit's 44-point height, and a slider's track
    /// is aligned 2 points inside its frame (IQKeyboardManager's extension, pocket-casts' CastTo).
    @Test func barsWithoutFramesAndSlidersHaveUIKitsSizes() throws {
        let body = """
                                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"/>
                                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                        <rect key="frame" x="18" y="100" width="339" height="31"/>
                                    </slider>
            """
        let constraints = """
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="b1"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b2"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b3"/>
                                    <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
                                    <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s2"/>
                                    <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="s3"/>
            """
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(body, constraints: constraints))) == [])
    }

    /// A flow layout without estimated sizes fixes its cells' size: content that does not fit is
    /// a conflict, not a cell that shrinks and seven misplaced views (DuckDuckGo's TabSwitcher).
    @Test func aFlowLayoutsItemSizeIsRequired() throws {
        func document(estimated: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s1"><objects>
                    <collectionViewController id="cvc" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                                <size key="itemSize" width="100" height="40"/>
                                \(estimated)
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cell">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                            </view>
                                        </subviews>
                                    </view>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c1"/>
                                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c3"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c4"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="16" id="c5"/>
                                    </constraints>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects></scene></scenes>
            </document>
            """
        }
        #expect(try rules(check(document(estimated: ""))).contains("conflicting-constraints"))
        // Self-sizing cells take their content's height: the box's 16 points win, no conflict.
        let selfSizing = try rules(check(document(estimated: #"<size key="estimatedItemSize" width="100" height="40"/>"#)))
        #expect(!selfSizing.contains("conflicting-constraints"))
    }

    /// AppKit holds a window at its size only at `NSLayoutPriorityWindowSizeStayPut` (500): a
    /// column of required heights taller than the saved window grows the window at run time, no
    /// conflict (Rectangle's settings window, whose root IB saved as misplaced).
    @Test func aMacWindowGrowsToItsRequiredContent() throws {
        func window(contentHeight: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <window title="Settings" releasedWhenClosed="NO" animationBehavior="default" id="win">
                        <rect key="contentRect" x="0.0" y="0.0" width="400" height="100"/>
                        <view key="contentView" misplaced="YES" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                    <rect key="frame" x="20" y="20" width="360" height="60"/>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="panel" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="20" id="c2"/>
                                <constraint firstItem="panel" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="c4"/>
                                <constraint firstItem="panel" firstAttribute="height" constant="\(contentHeight)" id="c5"/>
                            </constraints>
                        </view>
                    </window>
                </objects>
            </document>
            """
        }
        func findings(_ document: String) throws -> [[String: Any]] { try InterfaceBuilderFindings.of(document, named: "Settings.xib") }
        #expect(try findings(window(contentHeight: 60)).isEmpty)
        // 300 points of content need a 340-point window: it grows, and the saved 100 is misplaced.
        let grown = try findings(window(contentHeight: 300))
        #expect(grown.compactMap { $0["rule"] as? String } == ["misplaced-view"])
        #expect((grown.first?["message"] as? String)?.contains("solved (0, 0, 400, 340)") == true)
    }

    /// Constraints marked "Remove at build time" stand in for the ones code makes: the views they
    /// touch are laid out by code along their axis, and only there (pocket-casts' paging scroll
    /// views: `EpisodeDetailViewController`, `PlayerContainerViewController`).
    @Test func placeholderConstraintsLeaveTheirViewsToCode() throws {
        let body = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pager">
                                        <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                        <rect key="frame" x="0.0" y="400" width="375" height="44"/>
                                    </view>
            """
        func constraints(top: String) -> String {
            """
                                    <constraint firstItem="pager" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="pager" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="pager" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" \(top) id="c3"/>
                                    <constraint firstItem="footer" firstAttribute="top" secondItem="pager" secondAttribute="bottom" id="c4"/>
                                    <constraint firstItem="footer" firstAttribute="height" constant="44" id="c5"/>
                                    <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                                    <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c7"/>
            """
        }
        // The pager has no height (and the footer below it moves with it): missing.
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(body, constraints: constraints(top: "")))) == ["missing-constraints"])
        // Its top is a stand-in for code: code places it vertically, footer included.
        #expect(try rules(check(InterfaceBuilderCheckTests.scene(body, constraints: constraints(top: #"placeholder="YES""#)))) == [])
        // Horizontally nothing stands in for code: the footer's missing width is still reported.
        let footerWithoutTrailing = constraints(top: #"placeholder="YES""#).split(separator: "\n").filter { !$0.contains("c7") }.joined(separator: "\n")
        let horizontal = try ConsoleLogCommandTests.json(check(InterfaceBuilderCheckTests.scene(body, constraints: footerWithoutTrailing)))
        #expect(horizontal.compactMap { $0["message"] as? String } == ["Need constraints for: width of View"])
    }

    /// Two trailing constraints of which code activates one at a time, both outlets
    /// (pocket-casts' `PCSearchBarController`): code holds them, so their conflict is not reported;
    /// the same conflict without the outlets is.
    @Test func conflictsOnConstraintsCodeHoldsAreNotReported() throws {
        let extra = InterfaceBuilderCheckTests.pins + "\n<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"120\" id=\"c-wide\"/>"
        let scene = InterfaceBuilderCheckTests.scene(InterfaceBuilderCheckTests.pinnedBox, constraints: extra)
        #expect(try rules(check(scene)).contains("conflicting-constraints"))
        let held = scene.replacingOccurrences(of: "</viewController>", with: """
            <connections><outlet property="wideWidth" destination="c-wide" id="o1"/></connections>
            </viewController>
            """)
        #expect(try !rules(check(held)).contains("conflicting-constraints"))
    }

    /// Two labels in a cell saved 30 points tall: a table with a fixed row height squeezes them (a
    /// tie between their compression resistances), a self-sizing one (`rowHeight="-1"`) grows the
    /// row to fit them, as UIKit's automatic dimension does (pocket-casts' table cells).
    @Test(arguments: [(rowHeight: "30", tie: true), (rowHeight: "-1", tie: false)])
    func selfSizingTablesFitTheirCells(rowHeight: String, tie: Bool) throws {
        func label(_ id: String, y: Int) -> String {
            """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="343" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            """
        }
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="30"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
            \(label("first", y: 8))
            \(label("second", y: 37))
                            </subviews>
                            <constraints>
                                <constraint firstItem="first" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="t1"/>
                                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="8" id="t2"/>
                                <constraint firstAttribute="bottom" secondItem="second" secondAttribute="bottom" constant="8" id="t3"/>
                                <constraint firstItem="first" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l1"/>
                                <constraint firstItem="second" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let constraints = """
                                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                                    <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
                                    <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
            """
        let found = try rules(check(InterfaceBuilderCheckTests.scene(table, constraints: constraints)))
        #expect(found.contains("content-priority-ambiguity") == tie)
    }

    /// A XIB's footer view (a second top-level view beside the File's Owner's `view`) is no
    /// screen: on a landscape phone it keeps its size and its canvas's safe area, so a subview
    /// pinned 16 points inside both its edge and its safe area's is no conflict (pocket-casts'
    /// `SupporterPodcastViewController`).
    @Test func aXibsFooterViewKeepsItsCanvasSafeAreaOnEveryDevice() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SupporterViewController">
                        <connections>
                            <outlet property="view" destination="main" id="o1"/>
                            <outlet property="footerView" destination="footer" id="o2"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="mainSafe"/>
                    </view>
                    <view contentMode="scaleToFill" id="footer">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="16" y="20" width="382" height="60"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="footerSafe"/>
                        <constraints>
                            <constraint firstItem="inner" firstAttribute="leading" secondItem="footer" secondAttribute="leading" constant="16" id="f1"/>
                            <constraint firstItem="footerSafe" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="16" id="f2"/>
                            <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="16" id="f3"/>
                            <constraint firstItem="inner" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="20" id="f4"/>
                            <constraint firstItem="inner" firstAttribute="height" constant="60" id="f5"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let findings = try InterfaceBuilderFindings.of(document, named: "Supporter.xib", arguments: ["--device", "iphone-15-landscape"])
        #expect(findings.compactMap { $0["rule"] as? String } == [])
    }
}
