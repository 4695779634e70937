import AutolintModel
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed once for the whole run (or refused before parsing, as too deeply nested).
public struct ParsedSwiftFile: @unchecked Sendable {
    public var path: String
    var tree: SourceFileSyntax?
    var converter: SourceLocationConverter?
    var refusal: InputError?

    public static func parse(text: String, path: String) -> ParsedSwiftFile {
        if let refusal = SwiftBracketDepth.refusal(in: text, path: path) {
            return ParsedSwiftFile(path: path, tree: nil, converter: nil, refusal: refusal)
        }
        let tree = Parser.parse(source: text)
        if let refusal = SwiftTreeDepth.refusal(in: tree, text: text, path: path) {
            return ParsedSwiftFile(path: path, tree: nil, converter: nil, refusal: refusal)
        }
        return ParsedSwiftFile(path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree), refusal: nil)
    }
}

/// The Swift files a run reads, as one app: one type index over all of them, so that a layout
/// follows superclasses, extensions, properties and `UIView` helpers declared in other files, and
/// every place keeps the file and line it was written at.
public final class SwiftSourceApp: @unchecked Sendable {
    let index: SwiftTypeIndex
    private let files: [String: ParsedSwiftFile]
    private let receivingNames = ViewReceivingNames()
    let viewClassReasons = ViewClassReasons()
    /// The app's view classes built for composition (`ComposedViewClass`).
    let composedClasses = ComposedClasses()
    /// Names the app's code adds views to (`ViewReceivingNames`).
    var viewReceivingOutlets: Set<String> {
        receivingNames.names { files.keys.sorted().compactMap { files[$0]?.tree?.description } }
    }
    private let pathsByTree: [SyntaxIdentifier: String]

    public init(files parsed: [ParsedSwiftFile]) {
        var files: [String: ParsedSwiftFile] = [:]
        var pathsByTree: [SyntaxIdentifier: String] = [:]
        var trees: [(path: String, tree: SourceFileSyntax)] = []
        for file in parsed where files[file.path] == nil {
            files[file.path] = file
            if let tree = file.tree {
                pathsByTree[tree.id] = file.path
                trees.append((file.path, tree))
            }
        }
        self.files = files
        self.pathsByTree = pathsByTree
        index = SwiftTypeIndex(files: trees)
    }

    /// Whether the run parsed this file (else it is read on its own).
    public func contains(_ path: String) -> Bool { files[path] != nil }

    func file(_ path: String) -> ParsedSwiftFile? { files[path] }

    /// Where a node of any file of the app was written.
    func location(of node: some SyntaxProtocol) -> AutolintModel.SourceLocation {
        guard let path = pathsByTree[node.root.id], let converter = files[path]?.converter else {
            return AutolintModel.SourceLocation(file: "", line: 1, column: 1)
        }
        let start = node.startLocation(converter: converter)
        return AutolintModel.SourceLocation(file: path, line: start.line, column: start.column)
    }
}
