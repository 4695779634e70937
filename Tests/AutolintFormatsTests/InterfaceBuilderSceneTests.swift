import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// How documents split into layouts, how each is sized, and how layout guides and scroll views
/// are read (`Scenes.storyboard`, `ConstraintForms.xib`, `TopShelf.storyboard`).
@Suite struct InterfaceBuilderSceneTests {
    typealias Documents = InterfaceBuilderTestDocuments

    @Test func everySceneViewTopLevelViewAndCellIsItsOwnLayout() throws {
        let layouts = try Documents.read("Scenes.storyboard").layouts
        #expect(layouts.map(\.root.id) == ["rv1-vw-001", "rv2-vw-002", "cel-rw-001", "ext-ra-001"])
        #expect(layouts.map(\.name) == ["LegacyViewController [rv1-vw-001]", "Modern [rv2-vw-002]", "RowCell [cel-rw-001]", "Extra Top Level [ext-ra-001]"])
        // The prototype cell is not part of the scene's hierarchy, and a bar button's custom view
        // is placed by the navigation bar, not by the document.
        #expect(layouts[1].view("cel-rw-001") == nil)
        #expect(layouts.allSatisfy { $0.view("bbv-vw-001") == nil })
    }

    @Test func sceneViewsAndTopLevelViewsKeepTheirCanvasUnlessDevicesAreAskedFor() throws {
        let layouts = try Documents.read("Scenes.storyboard").layouts
        #expect(layouts[0].rootSize == Size(width: 375, height: 667))
        #expect(layouts[0].rootSizeYieldsToRequestedDevices)
        #expect(layouts[0].devices.isEmpty)
        let extra = layouts[3]
        // A top-level view that is not screen-sized keeps its size on every device.
        #expect(extra.rootSize == Size(width: 240, height: 128))
        #expect(!extra.rootSizeYieldsToRequestedDevices)
        #expect(extra.encapsulatedLayout == nil)
        let tv = try Documents.layout("TopShelf.storyboard", root: "tv1-rt-001")
        #expect(tv.rootSize == Size(width: 1920, height: 1080))
        // tvOS's metrics are not modelled: every content size is an estimate, and the layout says so.
        #expect(tv.view("tv1-lb-001")?.estimatedIntrinsicAxes == [.horizontal, .vertical])
        #expect(tv.notes.contains { $0.hasPrefix("a tvOS document") })
    }

    @Test func safeAreaAndLegacyGuidesResolveToTheirViews() throws {
        let legacy = try Documents.layout("Scenes.storyboard", root: "rv1-vw-001")
        #expect(legacy.constraint("c21-tl-gd")?.second?.item == LayoutItem(view: "rv1-vw-001", guide: .topLayout))
        #expect(legacy.constraint("c22-bl-gd")?.first.item == LayoutItem(view: "rv1-vw-001", guide: .bottomLayout))
        #expect(legacy.root.guides.map(\.kind) == [.topLayout, .bottomLayout])
        let modern = try Documents.layout("Scenes.storyboard", root: "rv2-vw-002")
        #expect(modern.constraint("c61-sa-to")?.second?.item == LayoutItem(view: "rv2-vw-002", guide: .safeArea))
        for constraint in legacy.constraints + modern.constraints {
            #expect(constraint.items.allSatisfy(modern.resolves) || constraint.items.allSatisfy(legacy.resolves), "\(constraint.equation)")
        }
    }

    @Test func customLayoutGuidesBelongToTheirView() throws {
        let layout = try Documents.layout("Scenes.storyboard", root: "rv2-vw-002")
        #expect(layout.view("gui-de-001")?.guides.map(\.id) == ["hlf-gd-001"])
        #expect(layout.constraint("c51-gd-wi")?.first.item == LayoutItem(view: "gui-de-001", guide: .custom("hlf-gd-001")))
        #expect(layout.constraint("c51-gd-wi").map { layout.resolves($0.first.item) } == true)
    }

    @Test func scrollViewEdgesToContentMeanTheContentArea() throws {
        let layout = try Documents.layout("Scenes.storyboard", root: "rv2-vw-002")
        let content = LayoutItem(view: "scr-ol-001", guide: .contentLayout)
        #expect(layout.constraint("c31-sc-to")?.second?.item == content)     // written against the scroll view
        #expect(layout.constraint("c32-cg-le")?.second?.item == content)     // written against the guide
        #expect(layout.constraint("c34-sc-bo")?.first.item == content)       // owner's edge, no firstItem
        #expect(layout.constraint("c33-fg-wi")?.second?.item == LayoutItem(view: "scr-ol-001", guide: .frameLayout))
        // Sizes relate to the frame, and the scroll view's own placement is untouched.
        #expect(layout.constraint("c35-sc-wi")?.second?.item == .view("scr-ol-001"))
        #expect(layout.constraint("c62-tb-to")?.second?.item == .view("scr-ol-001"))
        #expect(layout.view("scr-ol-001")?.guides.map(\.kind) == [.contentLayout, .frameLayout])
    }

    @Test func scrollViewsWithoutDeclaredGuidesGetTheirContentGuide() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="0" y="0" width="100" height="300"/></view></subviews>
        <constraints><constraint firstItem="inner" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/></constraints>
        </scrollView></subviews></view></objects></document>
        """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "s.xib").layouts.first)
        #expect(layout.view("scroll")?.guides == [LayoutGuide(id: "scroll.contentLayoutGuide", kind: .contentLayout, location: layout.view("scroll")?.location)])
        #expect(layout.constraint("c1").map { layout.resolves($0.second!.item) } == true)
    }

    @Test(arguments: [
        ("<device id=\"retina4_7\" orientation=\"portrait\"/>", "retina4_7", Size(width: 375, height: 667), EdgeInsets(top: 20), 16.0),
        ("<device id=\"retina4_7\" orientation=\"landscape\"/>", "retina4_7-landscape", Size(width: 667, height: 375), EdgeInsets.zero, 16.0),
        ("<device id=\"retina6_1\" orientation=\"portrait\"/>", "retina6_1", Size(width: 414, height: 896), EdgeInsets(top: 48, bottom: 34), 20.0),
        ("<device id=\"retina6_12\" orientation=\"landscape\"/>", "retina6_12-landscape", Size(width: 852, height: 393), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 16.0),
        ("<device id=\"ipad10_9rounded\" orientation=\"portrait\"/>", "ipad10_9rounded", Size(width: 820, height: 1180), EdgeInsets(top: 24, bottom: 20), 20.0),
    ])
    func fullScreenLayoutsAreCheckedOnTheirCanvas(device: String, name: String, size: Size, safeArea: EdgeInsets, sideMargin: Double) throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\(device)<objects>
        <view id="top"><rect key="frame" x="0" y="0" width="\(size.width)" height="\(size.height)"/></view></objects></document>
        """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "d.xib").layouts.first)
        let canvas = try #require(layout.canvas)
        #expect(layout.devices.isEmpty)
        #expect(canvas.name == name)
        #expect(canvas.size == size)
        #expect(canvas.safeArea == safeArea)
        #expect(canvas.rootLayoutMargins.left == sideMargin)
    }

    @Test func theCanvasSafeAreaIsWhereTheViewsPinnedToItWereSaved() throws {
        // Two of three pins agree on a 64-point top (a simulated navigation bar); a freeform root
        // without bottom pins has no bottom inset.
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><device id="retina4_7" orientation="portrait"/><objects>
        <view id="top"><rect key="frame" x="0" y="0" width="375" height="600"/>
        <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="72" width="10" height="10"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="64" width="10" height="10"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="30" width="10" height="10"/></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="safe" firstAttribute="top" secondItem="b" secondAttribute="top" id="c2"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c3"/>
        </constraints>
        </view></objects></document>
        """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "d.xib").layouts.first)
        #expect(layout.canvas?.safeArea == EdgeInsets(top: 64))
    }

    @Test(arguments: ["", "<device id=\"watch44\" orientation=\"portrait\"/>"])
    func documentsWithoutAKnownCanvasUseTheDefaultDevice(device: String) throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\(device)<objects>
        <view id="top"><rect key="frame" x="0" y="0" width="100" height="100"/></view></objects></document>
        """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "d.xib").layouts.first)
        #expect(layout.canvas == nil)
    }

    @Test func touchBarItemViewsTakeTheirDesignSize() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects><touchBar id="bar"><touchBarItems>
        <touchBarItem id="item"><viewController key="viewController" id="vc">
        <button key="view" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h1"><rect key="frame" x="6" y="-4" width="72" height="30"/></button>
        </viewController><size key="designTimeSize" width="60" height="19"/></touchBarItem>
        </touchBarItems></touchBar></objects></document>
        """
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "bar.xib").layouts.first)
        #expect(layout.root.id == "h1")
        #expect(layout.rootSize == Size(width: 60, height: 19))
        #expect(!layout.rootSizeYieldsToRequestedDevices)
        #expect(layout.root.savedFlags == ["misplaced"])
    }
}
