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
