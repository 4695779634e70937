import Foundation
import Testing
@testable import AutolintCommand

/// `NSStackView` is not `UIStackView` (issue #14: about 60 macOS findings came from reading it as
/// one). Apple's `NSStackView.Distribution`: only the `fill` distributions hug the arranged views
/// at `required`; equal sizes and gaps are kept "as much as possible".
struct AppKitStackViewTests {
    /// A 440 x 100 window whose horizontal stack is pinned 20 points inside it on every side.
    func window(distribution: String, stackHugging: String = "249.99998474121094", arranged: String, constraints: String) -> String {
        AppKitWindowDocument.xib(width: 440, height: 100, title: "Stack", subviews: """
                            <stackView distribution="\(distribution)" orientation="horizontal" alignment="top" spacing="8" horizontalStackHuggingPriority="\(stackHugging)" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="20" y="20" width="400" height="60"/>
                                <subviews>
            \(arranged)
                                </subviews>
                                <constraints>
            \(constraints)
                                </constraints>
                            </stackView>
            """, constraints: """
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="e1"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="e2"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="e3"/>
                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="20" id="e4"/>
            """)
    }

    func customView(_ id: String, x: Int, width: Int) -> String {
        """
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="60"/>
                                    </customView>
        """
    }

    func rules(_ document: String) throws -> [String] {
        try InterfaceBuilderFindings.of(document, named: "Stack.xib").compactMap { $0["rule"] as? String }
    }

    /// Rectangle's settings rows: `fillEqually` with one view that must be 265 wide in a stack too
    /// narrow for three of them. UIKit would break a constraint; AppKit gives up the equal widths.
    @Test func fillEquallyGivesWayToRequiredSizes() throws {
        let arranged = customView("a", x: 0, width: 250) + "\n" + customView("b", x: 258, width: 142)
        let heights = """
                                    <constraint firstItem="a" firstAttribute="width" constant="250" id="w1"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="60" id="h1"/>
                                    <constraint firstItem="b" firstAttribute="height" constant="60" id="h2"/>
            """
        #expect(try rules(window(distribution: "fillEqually", arranged: arranged, constraints: heights)) == [])
    }

    /// An `equalCentering` stack 400 wide holds a view that prefers 200 at 999: AppKit's
    /// stack hugs its views only at its hugging priority, so the view keeps its 200 (UIKit's
    /// required edges would stretch it to the stack's width, and the 999 would never hold).
    @Test func equalCenteringHugsAtTheStacksPriority() throws {
        let arranged = customView("a", x: 100, width: 200)
        let constraints = """
                                    <constraint firstItem="a" firstAttribute="width" priority="999" constant="200" id="w1"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="60" id="h1"/>
                                    <constraint firstAttribute="width" constant="400" id="sw"/>
            """
        #expect(try rules(window(distribution: "equalCentering", arranged: arranged, constraints: constraints)) == [])
        // With the fill distribution the stack hugs at required: the preference loses everywhere.
        #expect(try rules(window(distribution: "fill", arranged: arranged, constraints: constraints)) == ["unsatisfiable-priority"])
    }

    /// Gravity areas pack views from the leading edge; the trailing one is held at the stack's
    /// hugging priority, so a stack wider than its views is no conflict and leaves nothing free.
    @Test func gravityAreasPackFromTheLeadingEdge() throws {
        let arranged = customView("a", x: 0, width: 100)
        let constraints = """
                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="w1"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="60" id="h1"/>
                                    <constraint firstAttribute="width" constant="400" id="sw"/>
            """
        #expect(try rules(window(distribution: "gravityAreas", arranged: arranged, constraints: constraints)) == [])
        #expect(try rules(window(distribution: "fill", arranged: arranged, constraints: constraints)) == ["conflicting-constraints"])
    }
}
