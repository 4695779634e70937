import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// Document kinds, unsupported and malformed documents, and where errors point.
@Suite struct InterfaceBuilderDocumentTests {
    typealias Documents = InterfaceBuilderTestDocuments

    @Test func everyPlatformIsRead() throws {
        #expect(try Documents.read("ConstraintForms.xib").layouts.count == 1)
        #expect(try Documents.read("Scenes.storyboard").kind == .interfaceBuilder)
        let tv = try Documents.read("TopShelf.storyboard")
        #expect(tv.layouts.map(\.root.id) == ["tv1-rt-001"])
        #expect(tv.layouts[0].root.className == "UIView")
        let mac = try Documents.layout("Window.xib", root: "win-cv-001")
        #expect(mac.root.className == "NSView")
        #expect(mac.devices == ["mac-window"])
    }

    @Test func anIPadOnlyDocumentIsMadeForIPads() throws {
        let universal = Documents.xib(device: "ipad9_7", subviews: "")
        #expect(try Documents.layout(text: universal, path: "Main.xib").deviceFamily == nil)
        let iPadOnly = universal.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES""#)
        #expect(try Documents.layout(text: iPadOnly, path: "Main-iPad.xib").deviceFamily == .iPad)
    }

    @Test func aViewControllersViewNamesItsControllersClass() throws {
        // A XIB's File's Owner takes the view as its `view`: the owner's class is the controller's.
        let owned = Documents.xib(device: "retina6_1", subviews: "").replacingOccurrences(of: "<objects>", with: """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections><outlet property="view" destination="top" id="o1"/></connections>
                </placeholder>
            """)
        #expect(try Documents.layout(text: owned, path: "Login.xib").controllerClass == "LoginViewController")
        #expect(try Documents.layout(text: Documents.xib(device: "retina6_1", subviews: ""), path: "Plain.xib").controllerClass == nil)
        // A storyboard scene: its view controller's `customClass`; none for a scene a container
        // shows (`show`, relationship and embed segues), which UIKit does not ask.
        let scenes = try String(contentsOfFile: Documents.path("Scenes.storyboard"), encoding: .utf8)
        #expect(try InterfaceBuilderReader.read(data: Data(scenes.utf8), path: "Scenes.storyboard").layouts.first?.controllerClass == "LegacyViewController")
        let shown = scenes
            .replacingOccurrences(of: #"<viewController title="Modern" id="vc2-sc-002""#, with: #"<viewController title="Modern" id="vc2-sc-002" customClass="DetailViewController""#)
            .replacingOccurrences(of: #"customClass="LegacyViewController" sceneMemberID="viewController">"#,
                                  with: #"customClass="LegacyViewController" sceneMemberID="viewController"><connections><segue destination="vc2-sc-002" kind="show" id="sg1-sh-001"/></connections>"#)
        let layouts = try InterfaceBuilderReader.read(data: Data(shown.utf8), path: "Scenes.storyboard").layouts
        #expect(layouts.prefix(2).map(\.controllerClass) == ["LegacyViewController", nil])
    }

    /// Xcode still builds the pre-Xcode 5 format (Tunnelblick ships a dozen such XIBs): refused
    /// when named, and with a reason for a directory run to skip it by.
    @Test func preXcode5ArchiveIsUnsupported() throws {
        let document = try Documents.read("Archive.xib")
        let error = try #require(document.problems.first)
        #expect(document.layouts.isEmpty)
        #expect(error.location == SourceLocation(file: Documents.path("Archive.xib"), line: 2, column: 1))
        #expect(error.message.hasPrefix("unsupported document: the pre-Xcode 5 <archive> format"))
        #expect(error.excerpt?.hasPrefix("<archive") == true)
        #expect(document.notApplicable?.contains("<archive>") == true)
    }

    @Test func unknownDocumentTypeIsUnsupported() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.VisionKit.Storyboard" version="3.0"/>
            """
        let error = try #require(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(xml.utf8), path: "Vision.storyboard") }
        #expect(error.location.line == 2)
        #expect(error.message.contains("unsupported document type \"com.apple.InterfaceBuilder.VisionKit.Storyboard\""))
    }

    /// A declared encoding other than UTF-8 is refused before libxml2 sees it (a `UTF-7` document
    /// crashed it, found by fuzzing); `utf-8` in any case is read.
    @Test func onlyUTF8DeclarationsAreRead() throws {
        let body = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects/></document>"
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n" + body
        let error = try #require(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(utf7.utf8), path: "Seven.xib") }
        #expect(error.location == SourceLocation(file: "Seven.xib", line: 1, column: 21))
        #expect(error.message == "unsupported encoding \"UTF-7\": Interface Builder documents are UTF-8; save it again as UTF-8")
        let lower = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body
        #expect(try InterfaceBuilderReader.read(data: Data(lower.utf8), path: "Lower.xib").problems.isEmpty)
        // After a byte-order mark too, which the declaration may follow.
        let marked = Data([0xEF, 0xBB, 0xBF])
        #expect(try InterfaceBuilderReader.read(data: marked + Data(lower.utf8), path: "Marked.xib").problems.isEmpty)
        #expect(throws: InputError.self) { try InterfaceBuilderReader.read(data: marked + Data(utf7.utf8), path: "Marked7.xib") }
    }

    /// Declarations the encoding check could not read are refused rather than passed on: one that
    /// does not end on its line (`encoding="UTF-7"` then binary, found by fuzzing: libxml2 crashed
    /// switching to it), and spaces around the `=` that XML allows.
    @Test(arguments: [
        ("<?xml version=\"1.0\" encoding=\"UTF-7\"\u{1B}met>\n", "the XML declaration does not end (`?>`) on its line", 1),
        ("<?xml version=\"1.0\" encoding = 'UTF-7'?>\n<document/>", "unsupported encoding \"UTF-7\"", 21),
        ("<?xml version=\"1.0\" encoding=UTF-7?>\n<document/>", "the XML declaration's encoding is not a quoted name", 21),
    ])
    func unreadableDeclarationsAreRefused(text: String, message: String, column: Int) throws {
        let error = try #require(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(text.utf8), path: "Decl.xib") }
        #expect(error.message.hasPrefix(message), "\(error)")
        #expect(error.location == SourceLocation(file: "Decl.xib", line: 1, column: column))
    }

    /// A processing instruction other than the XML declaration is refused where it stands (one
    /// without data, `<?name?>`, crashed Foundation's parser; found by fuzzing).
    @Test func processingInstructionsAreRefused() throws {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <?target?>\n</document>"
        let error = try #require(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(text.utf8), path: "PI.xib") }
        #expect(error.location == SourceLocation(file: "PI.xib", line: 3, column: 3))
        #expect(error.excerpt == "  <?target?>")
    }

    /// XML allows no NUL anywhere; before the root, three of them made libxml2 read the document
    /// as UCS-4 and crash (found by fuzzing). Refused where the first one stands.
    @Test func nulBytesAreRefusedWhereTheyStand() throws {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\u{0}</objects>\n</document>"
        let error = try #require(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(text.utf8), path: "NUL.xib") }
        #expect(error.location == SourceLocation(file: "NUL.xib", line: 3, column: 12))
        #expect(error.message.hasPrefix("a NUL byte is not allowed in an XML document"))
        #expect(error.excerpt == "  <objects></objects>")
    }

    /// WatchKit has no Auto Layout: the document is refused with a problem, and says why it has
    /// nothing to check so that a directory run can skip it.
    @Test func watchKitStoryboardHasNothingToCheck() throws {
        let document = try Documents.read("WatchKit.storyboard")
        #expect(document.layouts.isEmpty)
        #expect(document.problems.map(\.location.line) == [2])
        #expect(document.problems.first?.message.hasPrefix("unsupported document: a WatchKit storyboard has no Auto Layout") == true)
        #expect(document.notApplicable?.contains("WatchKit") == true)
    }

    @Test func malformedXMLGivesTheParsersPosition() throws {
        let error = try #require(throws: InputError.self) { try Documents.read("Malformed.xib") }
        #expect(error.location.file == Documents.path("Malformed.xib"))
        #expect(error.location.line == 5)
        #expect(error.message.hasPrefix("malformed XML"))
        #expect(error.excerpt == "    </objects>")
    }

    @Test(arguments: [
        ("", "malformed XML"),
        ("\u{0}\u{1}\u{2}garbage\u{FF}", "a NUL byte is not allowed in an XML document"),
        ("\u{1}\u{2}garbage\u{FF}", "malformed XML"),
        ("<?xml version=\"1.0\"?>\n<plist><dict/></plist>", "unsupported document: <plist>"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE lol [<!ENTITY lol \"lol\">]>\n<document/>", "unsupported document: Interface Builder documents have no DTD"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\"></objects></document>", "malformed XML"),
        // Truncated: the parser is told where the input ends, and reports what is still open.
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\">", "malformed XML"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\" contentMode=\"sca", "malformed XML"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\" id=\"b\"/></objects></document>", "malformed XML: attribute given twice"),
    ])
    func badInputIsAnErrorNeverACrash(text: String, message: String) throws {
        let error = try #require(throws: InputError.self) {
            try InterfaceBuilderReader.read(data: Data(text.utf8), path: "bad.xib")
        }
        #expect(error.message.hasPrefix(message), "\(error)")
        #expect(error.location.line >= 1 && error.location.column >= 1)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
        let depth = 10_000
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<view id=\"v\"><subviews>", count: depth) + String(repeating: "</subviews></view>", count: depth)
            + "</objects></document>"
        #expect(throws: InputError.self) { try InterfaceBuilderReader.read(data: Data(text.utf8), path: "deep.xib") }
    }

    @Test func badValuesLoseOnlyTheirLayout() throws {
        let document = try Documents.read("BadValues.xib")
        #expect(document.layouts.map(\.root.id) == ["bad-ok-001"])
        let messages = document.problems.map(\.message)
        #expect(messages == [
            "multiplier \"3:0\" is not a number, a fraction a/b or a ratio a:b",
            "unknown layout attribute \"middle\"",
            "priority 1001 is outside 1...1000",
        ])
        let locations = try ["bad-c1-mul", "bad-c2-att", "bad-c3-pri"].map { try Documents.location(of: "id=\"\($0)\"", in: "BadValues.xib") }
        #expect(document.problems.map(\.location) == locations)
        #expect(document.problems.allSatisfy { $0.excerpt?.contains("<constraint") == true })
    }

    @Test func everyViewAndConstraintPointsAtItsStartTag() throws {
        let layout = try Documents.layout("ConstraintForms.xib", root: "top-lv-001")
        for view in layout.views {
            #expect(view.location == (try Documents.location(of: "id=\"\(view.id)\"", in: "ConstraintForms.xib")), "\(view.id)")
        }
        for constraint in layout.constraints {
            let id = try #require(constraint.id)
            #expect(constraint.location == (try Documents.location(of: "id=\"\(id)\"", in: "ConstraintForms.xib")), "\(id)")
        }
        #expect(layout.location == layout.root.location)
    }

    /// A document saved on one line (minified) locates each element by its column there, with
    /// characters, not bytes, counted: the column is carried along the line, not counted again
    /// from the line's start for every element.
    @Test func elementsOfAOneLineDocumentPointAtTheirColumns() throws {
        let views = (0..<5).map { #"<view id="v\#($0)" userLabel="é\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        let text = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="top"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>"#
            + views.joined() + "</subviews></view></objects></document>"
        let layout = try #require(try InterfaceBuilderReader.read(data: Data(text.utf8), path: "line.xib").layouts.first)
        for index in 0..<5 {
            // The `<` of the view's tag, in characters from the line's start.
            let prefix = try #require(text.range(of: #"<view id="v\#(index)""#)).lowerBound
            let column = text.distance(from: text.startIndex, to: prefix) + 1
            #expect(layout.view("v\(index)")?.location == SourceLocation(file: "line.xib", line: 1, column: column))
        }
    }

    @Test func tagsSpanningLinesPointAtTheirFirstLine() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <!-- <view id=\"fake\"> -->\n    <view\n        id=\"multi\">\n      <rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\n    </view>\n  </objects>\n</document>"
        let document = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "multi.xib")
        #expect(document.layouts.first?.root.location == SourceLocation(file: "multi.xib", line: 4, column: 5))
    }
}
