import Foundation
import Testing
@testable import AutolintCommand

/// What held on apps nobody tuned for (issue #45): a finding never stands on a number autolint
/// estimated, the app's code finishes what a document leaves open, and views are given UIKit's
/// own semantics (a list's content size, a plain view's margins). Each test puts the cause beside
/// a document that differs only in it.
struct EstimatesAndCodeTests {
    func rules(_ files: [String: String], _ arguments: [String] = ["."]) throws -> [String] {
        let workspace = try Workspace(files: files)
        defer { workspace.remove() }
        let output = try check(arguments + ["--quiet", "--reporter", "json"], in: workspace.path)
        return try ConsoleLogCommandTests.json(output).compactMap { $0["rule"] as? String }
    }

    func label(_ id: String, text: String, frame: String, priorities: String, constraints: String = "") -> String {
        """
                                    <label opaque="NO" userInteractionEnabled="NO" \(priorities) text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" \(frame)/>
                                        <constraints>\(constraints)</constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
        """
    }

    /// A label's width is its text's, which autolint only estimates by the saved frame: a required
    /// width against it is no conflict autolint can stand behind. Its height, one line of the
    /// system font, is what the font's metrics say (20.5 points at 17): a required 30 against a
    /// required hugging is one.
    @Test func aConflictStandsOnTheFontsMetricsNeverOnAnEstimatedWidth() throws {
        let pins = """
                                    <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p2"/>
            """
        let wide = label("l", text: "Title", frame: #"x="20" y="40" width="100" height="20.5""#,
                         priorities: #"horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000""#,
                         constraints: #"<constraint firstAttribute="width" constant="200" id="w1"/>"#)
        #expect(try rules(["Scene.storyboard": InterfaceBuilderCheckTests.scene(wide, constraints: pins)]) == [])
        let tall = label("l", text: "Title", frame: #"x="20" y="40" width="100" height="20.5""#,
                         priorities: #"verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000""#,
                         constraints: #"<constraint firstAttribute="height" constant="30" id="h1"/>"#)
        #expect(try rules(["Scene.storyboard": InterfaceBuilderCheckTests.scene(tall, constraints: pins)]) == ["conflicting-constraints"])
    }

    /// A collection view's content size is its layout's: its content layout guide is never
    /// ambiguous. A scroll view's is its content's constraints'.
    @Test func aListsContentSizeIsItsLayouts() throws {
        func scroller(_ element: String) -> String {
            """
                                    <\(element) clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                                    </\(element)>
            """
        }
        let edges = ["leading", "trailing", "top", "bottom"].map { edge in
            #"<constraint firstItem="list" firstAttribute="\#(edge)" secondItem="root" secondAttribute="\#(edge)" id="e-\#(edge)"/>"#
        }.joined(separator: "\n")
        let contentPin = #"<constraint firstItem="content" firstAttribute="top" secondItem="frame" secondAttribute="top" id="g1"/>"#
        #expect(try rules(["Scene.storyboard": InterfaceBuilderCheckTests.scene(scroller("collectionView"), constraints: edges + contentPin)]) == [])
        #expect(try rules(["Scene.storyboard": InterfaceBuilderCheckTests.scene(scroller("scrollView"), constraints: edges + contentPin)]).contains("missing-constraints"))
    }

    /// A XIB's view no controller owns is a plain view (a header, a view a class loads and adds
    /// to itself): its margins are UIKit's default 8 points, not a controller's root's 16 or 20.
    @Test func aXIBViewNoControllerOwnsKeepsAPlainViewsMargins() throws {
        func xib(owned: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HeaderController">
                        \(owned ? #"<connections><outlet property="view" destination="top" id="o1"/></connections>"# : "")
                    </placeholder>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="8" y="8" width="359" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="top" constant="8" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="8" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        #expect(try rules(["Header.xib": xib(owned: false)]) == [])
        #expect(try rules(["Header.xib": xib(owned: true)]) == ["misplaced-view"])
    }

    /// A view whose class the app's Swift code gives an intrinsic size, or fills with views, is
    /// not missing the size the document does not show; checked alone, the document is.
    @Test func theAppsCodeFinishesItsViewClasses() throws {
        let badge = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                                        <rect key="frame" x="20" y="40" width="40" height="20"/>
                                    </view>
            """
        let pins = """
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p2"/>
            """
        let scene = InterfaceBuilderCheckTests.scene(badge, constraints: pins)
        let sized = "import UIKit\nfinal class BadgeView: UIView {\n    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }\n}\n"
        let filled = "import UIKit\nfinal class BadgeView: UIView {\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        addSubview(UILabel())\n    }\n}\n"
        let unrelated = "import UIKit\nfinal class BadgeView: UIView {\n    var count = 0\n}\n"
        #expect(try rules(["Scene.storyboard": scene, "BadgeView.swift": sized]) == [])
        #expect(try rules(["Scene.storyboard": scene, "BadgeView.swift": filled]) == [])
        #expect(try rules(["Scene.storyboard": scene, "BadgeView.swift": unrelated]).contains("missing-constraints"))
        #expect(try rules(["Scene.storyboard": scene], ["Scene.storyboard"]).contains("missing-constraints"))
    }

    /// A stack view the app's code adds views to through its outlet is not judged by the views the
    /// document gives it (none here: no size).
    @Test func aStackCodeFillsThroughItsOutletIsNotMissingItsContent() throws {
        let stack = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                                        <rect key="frame" x="20" y="40" width="335" height="0.0"/>
                                    </stackView>
            """
        let pins = """
                                    <constraint firstItem="rows" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
                                    <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" constant="20" id="p2"/>
                                    <constraint firstItem="rows" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p3"/>
            """
        let scene = InterfaceBuilderCheckTests.scene(stack, constraints: pins)
            .replacingOccurrences(of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="vc1" customClass="ListController" sceneMemberID="viewController"><connections><outlet property="rowsStack" destination="rows" id="o1"/></connections>"#)
        let code = "import UIKit\nfinal class ListController: UIViewController {\n    @IBOutlet var rowsStack: UIStackView!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        rowsStack.addArrangedSubview(UILabel())\n    }\n}\n"
        let other = code.replacingOccurrences(of: "rowsStack.addArrangedSubview(UILabel())", with: "view.addSubview(UILabel())")
        #expect(try rules(["Scene.storyboard": scene, "ListController.swift": code]) == [])
        #expect(try rules(["Scene.storyboard": scene, "ListController.swift": other]).contains("missing-constraints"))
    }

    /// A directory of documents saved before Xcode 5, which Xcode still builds, is skipped with a
    /// note; the same document named on the command line is refused.
    @Test func archivedDocumentsAreSkippedInADirectory() throws {
        let archive = try String(contentsOf: packageRoot.appendingPathComponent("Tests/AutolintFormatsTests/InterfaceBuilderDocuments/Archive.xib"), encoding: .utf8)
        let workspace = try Workspace(files: ["Old.xib": archive])
        defer { workspace.remove() }
        let directory = try check([".", "--quiet"], in: workspace.path)
        #expect(directory.exitCode == 0, "\(directory.standardOutput)\(directory.standardError)")
        let named = try check(["Old.xib", "--quiet"], in: workspace.path)
        #expect(named.exitCode != 0)
        #expect(named.standardOutput.contains("pre-Xcode 5") || named.standardError.contains("pre-Xcode 5"))
    }

    /// A constraint code holds through an outlet has the constant code gives it: a wish beaten by
    /// such a minimum by 5 points is met once code moves it, and is not reported; one beaten by 50
    /// still is.
    @Test(arguments: [(wish: 95, reported: false), (wish: 50, reported: true)])
    func aNeverMetWishCodeHoldsIsDecidedAroundTheConstantCodeSets(wish: Int, reported: Bool) throws {
        let box = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" relation="greaterThanOrEqual" priority="751" constant="100" id="min"/>
                                            <constraint firstAttribute="width" priority="750" constant="\(wish)" id="wish"/>
                                            <constraint firstAttribute="height" constant="50" id="h"/>
                                        </constraints>
                                    </view>
            """
        let pins = """
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p2"/>
            """
        let scene = InterfaceBuilderCheckTests.scene(box, constraints: pins)
            .replacingOccurrences(of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="vc1" sceneMemberID="viewController"><connections><outlet property="boxMinimum" destination="min" id="o1"/></connections>"#)
        #expect(try rules(["Scene.storyboard": scene]).contains("unsatisfiable-priority") == reported)
    }

    /// A hidden arranged view's wish loses to its stack's hiding only while it is hidden, and apps
    /// show such views (a quest banner shown when a quest is on): not a constraint that can never
    /// hold. The same wish beaten by a written height is one.
    @Test(arguments: [(hidden: true, reported: false), (hidden: false, reported: true)])
    func aWishBeatenOnlyByHidingIsNotDead(hidden: Bool, reported: Bool) throws {
        let stack = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                        <rect key="frame" x="20" y="40" width="335" height="\(hidden ? 0 : 50)"/>
                                        <subviews>
                                            <view \(hidden ? #"hidden="YES" "# : "")contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                                <rect key="frame" x="0.0" y="0.0" width="335" height="50"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" priority="500" constant="100" id="wish"/>
                                                    \(hidden ? "" : #"<constraint firstAttribute="height" constant="50" id="fixed"/>"#)
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </stackView>
            """
        let pins = """
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="p1"/>
                                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="p2"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p3"/>
            """
        #expect(try rules(["Scene.storyboard": InterfaceBuilderCheckTests.scene(stack, constraints: pins)]).contains("unsatisfiable-priority") == reported)
    }
}
