import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Table and collection view cells (`Cells.xib`, `Scenes.storyboard`).
@Suite struct InterfaceBuilderCellTests {
    typealias Documents = InterfaceBuilderTestDocuments

    @Test func tableCellsTakeTheConfigurationsWidth() throws {
        let layout = try Documents.layout("Cells.xib", root: "tcl-ce-001")
        let encapsulated = try #require(layout.encapsulatedLayout)
        #expect(encapsulated == EncapsulatedLayout(width: .configuration, height: 60, heightPriority: LayoutPriority(999)))
        let device = try #require(Device.named("iphone-15"))
        // On a device asked for, the device's width.
        let onDevice = encapsulated.constraints(root: "tcl-ce-001", in: Configuration(device: device))
        #expect(onDevice.map(\.label) == [
            "tcl-ce-001.width == 393 (encapsulated layout size)",
            "tcl-ce-001.height == 60 @999 (encapsulated layout size)",
        ])
        #expect(onDevice.map(\.identifier) == ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"])
        // By default, the cell's canvas, as Xcode checks it.
        #expect(layout.rootSizeYieldsToRequestedDevices)
        let onCanvas = encapsulated.constraints(root: "tcl-ce-001", in: Configuration(device: device, rootSize: layout.rootSize))
        #expect(onCanvas.first?.constant == 320)
    }

    @Test func contentViewsResizeWithTheirCell() throws {
        let layout = try Documents.layout("Cells.xib", root: "tcl-ce-001")
        let content = try #require(layout.view("tcl-co-001"))
        #expect(content.translatesAutoresizingMask)
        #expect(content.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 59.5))
        #expect(content.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(layout.root.translatesAutoresizingMask == false)
    }

    @Test func collectionCellsKeepTheirItemSizeAndNameTheirContentView() throws {
        let layout = try Documents.layout("Cells.xib", root: "ccl-ce-001")
        #expect(layout.encapsulatedLayout == EncapsulatedLayout(width: .fixed(100), height: 120))
        #expect(layout.views.map(\.id) == ["ccl-ce-001", "ccl-ce-001.contentView", "ccl-im-001"])
        #expect(layout.view("ccl-im-001")?.parent == "ccl-ce-001.contentView")
        #expect(layout.view("ccl-ce-001.contentView")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        // Constraints owned by the cell reach into its content view.
        #expect(layout.constraint("ccl-c1-top")?.equation == "ccl-im-001.top == ccl-ce-001.top + 10")
    }

    @Test func cellsInsideTableViewsAreTheirOwnLayoutsAtTheOrigin() throws {
        let cell = try Documents.layout("Scenes.storyboard", root: "cel-rw-001")
        #expect(cell.root.frame == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(cell.encapsulatedLayout?.width == .configuration)
        #expect(cell.constraint("c41-ro-le")?.second == LayoutAnchor(.view("cnt-vw-001"), .leadingMargin))
    }

    @Test func supplementaryViewsWrittenInsideTheirCollectionViewAreTheirOwnLayouts() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <collectionViewController id="c"><collectionView key="view" id="grid"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <cells><collectionViewCell id="tile"><rect key="frame" x="0" y="50" width="50" height="50"/></collectionViewCell></cells>
        <collectionReusableView key="sectionHeaderView" id="header"><rect key="frame" x="0" y="0" width="320" height="50"/></collectionReusableView>
        </collectionView></collectionViewController></objects></scene></scenes></document>
        """
        let layouts = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "grid.storyboard").layouts
        #expect(layouts.map(\.root.id) == ["grid", "tile", "header"])
        #expect(layouts[0].views.map(\.id) == ["grid"])
        #expect(layouts[2].encapsulatedLayout == EncapsulatedLayout(width: .fixed(320), height: 50))
    }
}
