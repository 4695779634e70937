import Foundation
import Testing
@testable import AutolintCommand

/// Small IB documents for the causes of noise found on the corpus (issue #14): each is a pattern
/// authors use on purpose, which autolint used to report.
struct InterfaceBuilderNoiseTests {
    func check(_ scene: String) throws -> CommandOutput {
        let workspace = try Workspace(files: ["Main.storyboard": scene])
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
}
