import AutolintModel
import Foundation
@testable import AutolintFormats

/// The small IB documents beside these tests, read by path.
enum InterfaceBuilderTestDocuments {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("InterfaceBuilderDocuments")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func read(_ name: String) throws -> InputDocument { try InterfaceBuilderReader.read(path: path(name)) }

    /// The layout whose root has this id.
    static func layout(_ name: String, root: String) throws -> Layout {
        guard let layout = try read(name).layouts.first(where: { $0.root.id == root }) else {
            throw InputError(location: SourceLocation(file: name, line: 0, column: 0), message: "no layout with root \(root)")
        }
        return layout
    }

    /// An iOS `.xib` whose one top-level view (`top`, 414 points wide) holds `subviews`, on the
    /// `device` canvas, as saved by `toolsVersion`.
    static func xib(device: String, toolsVersion: String = "22505", subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="400"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// The only layout of a document given as text.
    static func layout(text: String, path: String) throws -> Layout {
        guard let layout = try InterfaceBuilderReader.read(data: Data(text.utf8), path: path).layouts.first else {
            throw InputError(location: SourceLocation(file: path, line: 0, column: 0), message: "no layout")
        }
        return layout
    }

    /// Where the element carrying `marker` (e.g. `id="lbl-ti-001"`) starts: its line, and the
    /// column of the first `<` on that line, found in the text independently of the reader.
    static func location(of marker: String, in name: String) throws -> SourceLocation {
        let lines = try String(contentsOfFile: path(name), encoding: .utf8).components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(marker) }),
              let column = lines[index].firstIndex(of: "<").map({ lines[index].distance(from: lines[index].startIndex, to: $0) + 1 }) else {
            throw InputError(location: SourceLocation(file: name, line: 0, column: 0), message: "no \(marker)")
        }
        return SourceLocation(file: path(name), line: index + 1, column: column)
    }
}

extension Layout {
    func constraint(_ id: String) -> LayoutConstraint? { constraints.first { $0.id == id } }
}
