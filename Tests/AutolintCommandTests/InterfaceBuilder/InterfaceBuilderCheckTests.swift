import Foundation
import Testing
@testable import AutolintCommand

/// `autolint check` on small IB documents: findings located at the element with its object id,
/// misplaced views on the design canvas, scroll views, per-view ambiguity settings, frame-based
/// views, stack view tie-breaks, Touch Bar items and per-object suppressions.
struct InterfaceBuilderCheckTests {
    /// A retina4_7 (375 x 667) scene with `body` inside its root view's `<subviews>` and
    /// `constraints` in its `<constraints>`.
    static func scene(_ body: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// `body` with its first element saved as IB saves a view its engine would move.
    static func flaggedMisplaced(_ body: String) -> String {
        guard let range = body.range(of: " id=\"") else { return body }
        return body.replacingCharacters(in: range, with: " misplaced=\"YES\" id=\"")
    }

    static let pinnedBox = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="40" width="100" height="50"/>
                                    </view>
        """
    static let pins = """
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-lead"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c-top"/>
                                    <constraint firstAttribute="width" constant="100" id="c-width" firstItem="box"/>
                                    <constraint firstAttribute="height" constant="50" id="c-height" firstItem="box"/>
        """

    /// With `flaggingViews`, every constrained view is saved `misplaced="YES"`
    /// (`InterfaceBuilderFindings.flaggingConstrainedViews`), so that a wrong model shows as a
    /// `misplaced-view` finding.
    func run(_ files: [String: String], _ arguments: [String], flaggingViews: Bool = true) throws -> CommandOutput {
        let workspace = try Workspace(files: flaggingViews ? files.mapValues(InterfaceBuilderFindings.flaggingConstrainedViews) : files)
        defer { workspace.remove() }
        return try check(arguments + ["--quiet"], in: workspace.path)
    }

    @Test func aLayoutThatMatchesItsCanvasIsClean() throws {
        // Leading margin 16 and safe area top 20 are retina4_7's: the saved frame is where UIKit puts it.
        let output = try run(["Main.storyboard": Self.scene(Self.pinnedBox, constraints: Self.pins)], ["Main.storyboard"])
        #expect(output.standardOutput == "")
        #expect(output.exitCode == 0)
    }

    @Test func findingsPointAtTheElementAndNameItsObjectID() throws {
        let unpinned = Self.pins.split(separator: "\n").filter { !$0.contains("c-lead") }.joined(separator: "\n")
        let document = Self.scene(Self.pinnedBox, constraints: unpinned)
        let output = try run(["Main.storyboard": document], ["Main.storyboard"])
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("id=\"box\"") }!
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].firstIndex(of: "<")!) + 1
        #expect(output.standardOutput == "Main.storyboard:\(line + 1):\(column): error: Need constraints for: X position of View [retina4_7] [object id box] (missing-constraints)\n")
        #expect(output.exitCode == 2)

        let json = try run(["Main.storyboard": document], ["Main.storyboard", "--reporter", "json"])
        #expect(json.standardOutput.contains("\"views\": [\n        \"box\"\n      ]"))
        #expect(json.standardOutput.contains("\"objectID\": \"box\""))
    }

    @Test func conflictsNameTheObjectIDOfTheConstraintUIKitBreaks() throws {
        let extra = Self.pins + "\n<constraint firstAttribute=\"width\" constant=\"120\" id=\"c-wide\" firstItem=\"box\"/>"
        let output = try run(["Main.storyboard": Self.scene(Self.pinnedBox, constraints: extra)], ["Main.storyboard"])
        // Named as Xcode would (equations over the outline's names), object ids after them.
        #expect(output.standardOutput.contains("error: Unable to simultaneously satisfy 2 constraints: View.width == 100 (c-width), View.width == 120 (c-wide) [retina4_7] [object id c-width] (conflicting-constraints)"))
        // JSON keeps the ids (the contract).
        let json = try run(["Main.storyboard": Self.scene(Self.pinnedBox, constraints: extra)], ["Main.storyboard", "--reporter", "json"])
        #expect(json.standardOutput.contains("\"constraints\": [\n        \"c-width\",\n        \"c-wide\"\n      ]"))
    }

    @Test func misplacedViewsAreComparedOnTheCanvasInXcodesWords() throws {
        let moved = Self.pinnedBox.replacingOccurrences(of: "x=\"16\"", with: "x=\"30\"")
        let document = Self.scene(Self.flaggedMisplaced(moved), constraints: Self.pins)
        let output = try run(["Main.storyboard": document], ["Main.storyboard"])
        #expect(output.standardOutput.contains("warning: Frame for \"View\" will be different at run time: given (30, 40, 100, 50), solved (16, 40, 100, 50) [retina4_7] [object id box] (misplaced-view)"))
        // On another screen the root is not at its saved size: saved frames say nothing there.
        let other = try run(["Main.storyboard": document], ["Main.storyboard", "--device", "iphone-15"])
        #expect(!other.standardOutput.contains("misplaced-view"))
    }

    /// IB laid out a view it saved without `misplaced="YES"` with the real fonts and metrics, so a
    /// difference autolint finds there rests on its estimates: not reported. A view IB flagged is
    /// reported only where autolint's frame differs too.
    @Test func onlyViewsInterfaceBuilderDoubtsAreCompared() throws {
        let moved = Self.pinnedBox.replacingOccurrences(of: "x=\"16\"", with: "x=\"30\"")
        let unflagged = try run(["Main.storyboard": Self.scene(moved, constraints: Self.pins)], ["Main.storyboard"], flaggingViews: false)
        #expect(unflagged.standardOutput == "")
        let flaggedInPlace = try run(["Main.storyboard": Self.scene(Self.flaggedMisplaced(Self.pinnedBox), constraints: Self.pins)], ["Main.storyboard"],
                                     flaggingViews: false)
        #expect(flaggedInPlace.standardOutput == "")
        // IB could not place an ambiguous view; autolint's frame for it is compared.
        let ambiguous = moved.replacingOccurrences(of: " id=\"box\"", with: " ambiguous=\"YES\" id=\"box\"")
        let output = try run(["Main.storyboard": Self.scene(ambiguous, constraints: Self.pins)], ["Main.storyboard"], flaggingViews: false)
        #expect(output.standardOutput.contains("given (30, 40, 100, 50), solved (16, 40, 100, 50)"))
    }

    @Test func devicesAskedForReplaceTheCanvasSize() throws {
        // Pinned 16 from the trailing margin: on iphone-15 (393 wide) no conflict with the width,
        // because the root takes the device's width instead of the canvas's 375.
        let document = Self.scene(Self.pinnedBox, constraints: Self.pins)
        let output = try run(["Main.storyboard": document], ["Main.storyboard", "--all-devices", "--reporter", "json"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("\"configurations\": 9"))
    }

    /// The content lacks the width, and the scroll view's content width moves with it: one
    /// finding, on the content, naming the scroll view in Xcode's terms.
    @Test func scrollViewsWhoseContentCannotSizeThemAreNamedInTheContentsFinding() throws {
        let body = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3" firstItem="scroll"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4" firstItem="scroll"/>
                    <constraint firstItem="content" firstAttribute="height" constant="647" id="s5"/>
                </constraints>
            </scrollView>
            """
        let constraints = """
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r2"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="r3"/>
            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r4"/>
            """
        let output = try run(["Main.storyboard": Self.scene(body, constraints: constraints)], ["Main.storyboard"])
        #expect(output.standardOutput.contains("error: Need constraints for: width of View; the scrollable content width of Scroll View moves with it [retina4_7] [object id content] (missing-constraints)"))
        #expect(output.standardOutput.components(separatedBy: "(missing-constraints)").count == 2)
        #expect(!output.standardOutput.contains("scrollable content height"))

        let sized = constraints + "\n<constraint firstItem=\"content\" firstAttribute=\"width\" secondItem=\"scroll\" secondAttribute=\"width\" id=\"r5\"/>"
        let fixed = try run(["Main.storyboard": Self.scene(body, constraints: sized)], ["Main.storyboard"])
        #expect(!fixed.standardOutput.contains("scrollable content"))
    }

    @Test func ambiguitySettingsAndFrameBasedViewsAreHonoured() throws {
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" verifyAmbiguity="off" id="never">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" verifyAmbiguity="ignoreSizes" id="sizes">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" id="framed">
                <rect key="frame" x="5" y="5" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="never" firstAttribute="top" secondItem="root" secondAttribute="top" id="n1"/>
            <constraint firstItem="sizes" firstAttribute="top" secondItem="root" secondAttribute="top" id="z1"/>
            <constraint firstItem="sizes" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="z2"/>
            """
        let output = try run(["Main.storyboard": Self.scene(body, constraints: constraints)], ["Main.storyboard"])
        // `sizes` has its position and only its size free; `never` is never verified; `framed` keeps its frame.
        #expect(output.standardOutput == "")
    }

    /// Xcode's classic content priority ambiguity: two labels saved 21 points high between edges
    /// 92 points apart. Their text is 20.5 points high, so one of them must stretch, and their
    /// equal vertical hugging does not say which. With a 252 hugging on one, the other stretches.
    @Test(arguments: [("251", true), ("252", false)])
    func labelsStretchedBetweenFixedEdgesTieOnTheirHugging(secondHugging: String, isAmbiguous: Bool) throws {
        let body = """
            <label opaque="NO" text="First" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                <rect key="frame" x="16" y="50" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" text="Second" verticalHuggingPriority="\(secondHugging)" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                <rect key="frame" x="16" y="121" width="60" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="t1"/>
            <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="50" id="t2"/>
            <constraint firstItem="second" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="142" id="t3"/>
            <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
            <constraint firstItem="second" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
            """
        let output = try run(["Main.storyboard": Self.scene(body, constraints: constraints)], ["Main.storyboard"])
        let lines = output.standardOutput.split(separator: "\n")
        if isAmbiguous {
            // One tie, one finding: on the first label, naming the second as moving with it.
            #expect(lines.count == 1)
            #expect(lines.allSatisfy { $0.contains("(content-priority-ambiguity)") && $0.contains("equal vertical hugging priority (251)") })
            #expect(lines.first?.contains("[object id first]") == true)
            #expect(lines.first?.contains("1 other view moves with it") == true)
        } else {
            #expect(lines.isEmpty)
        }
    }

    /// Constraints place a switch's alignment rectangle, 2 points short of its right edge; the
    /// finding shows the frames as the document saves them.
    @Test func misplacedSwitchesAreShownWithTheirSavedFrame() throws {
        let body = """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="20" y="40" width="51" height="31"/>
            </switch>
            """
        let constraints = """
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="s2"/>
            """
        let output = try run(["Main.storyboard": Self.scene(Self.flaggedMisplaced(body), constraints: constraints)], ["Main.storyboard"])
        #expect(output.standardOutput.contains("given (20, 40, 51, 31), solved (16, 40, 51, 31)"))
        let pinnedRight = constraints.replacingOccurrences(
            of: #"firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#,
            with: #"firstItem="root" firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="306""#)
        // 375 - 306 = 69 = 20 + 49: the right edge drawn 2 points past the aligned one is not misplaced.
        let aligned = try run(["Main.storyboard": Self.scene(Self.flaggedMisplaced(body), constraints: pinnedRight)], ["Main.storyboard"])
        #expect(aligned.standardOutput == "")
    }

    @Test func fillStacksSettleHuggingTiesByArrangementOrder() throws {
        let body = """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="20" width="343" height="21"/>
                <subviews>
                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
                    </label>
                    <label opaque="NO" text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                        <rect key="frame" x="300" y="0.0" width="43" height="21"/>
                    </label>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="k2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k3"/>
            """
        let output = try run(["Main.storyboard": Self.scene(body, constraints: constraints)], ["Main.storyboard"])
        #expect(!output.standardOutput.contains("content-priority-ambiguity"))
        #expect(!output.standardOutput.contains("missing-constraints"))
    }

    @Test func objectsCanBeSuppressedPerFileInTheConfiguration() throws {
        let unpinned = Self.pins.split(separator: "\n").filter { !$0.contains("c-lead") }.joined(separator: "\n")
        let document = Self.scene(Self.pinnedBox, constraints: unpinned)
        let suppressed = try run([
            "Main.storyboard": document,
            ".autolint.yml": "suppressions:\n  - {file: Main.storyboard, object: box, rules: [missing-constraints]}\n",
        ], ["Main.storyboard"])
        #expect(suppressed.standardOutput == "")
        #expect(suppressed.exitCode == 0)

        let otherRule = try run([
            "Main.storyboard": document,
            ".autolint.yml": "suppressions:\n  - {file: \"*.xib\", object: box}\n",
        ], ["Main.storyboard"])
        #expect(otherRule.exitCode == 2)
    }

    @Test(arguments: [
        "suppressions: {file: a, object: b}\n",
        "suppressions:\n  - {file: a}\n",
        "suppressions:\n  - {file: a, object: b, rule: [missing-constraints]}\n",
        "suppressions:\n  - {file: a, object: b, rules: [missing-constraint]}\n",
    ])
    func badSuppressionsAreConfigurationErrors(configuration: String) throws {
        let workspace = try Workspace(files: [".autolint.yml": configuration])
        defer { workspace.remove() }
        #expect(throws: ConfigurationError.self) { try check(["."], in: workspace.path) }
    }

    @Test func touchBarItemViewsAreMisplacedWhenTheirFrameIsNotTheItemsDesignSize() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
                <objects>
                    <touchBar id="bar">
                        <touchBarItems>
                            <touchBarItem id="item">
                                <viewController key="viewController" id="vc">
                                    <button key="view" verticalHuggingPriority="750" misplaced="YES" id="button">
                                        <rect key="frame" x="0.0" y="0.0" width="72" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                        <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" id="cell"/>
                                    </button>
                                </viewController>
                                <size key="designTimeSize" width="100" height="30"/>
                            </touchBarItem>
                        </touchBarItems>
                    </touchBar>
                </objects>
            </document>
            """
        let output = try run(["Bar.xib": document], ["Bar.xib"])
        #expect(output.standardOutput.contains("warning: Frame for \"Save\" will be different at run time: given (0, 0, 72, 30), solved (0, 0, 100, 30) [mac-window] [object id button] (misplaced-view)"))
    }
}
