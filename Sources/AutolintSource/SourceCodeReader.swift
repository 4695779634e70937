import AutolintModel
import SwiftParser
import SwiftSyntax

/// Reads Swift source code: one layout per type that builds views (`source-code.md`), checked
/// like any other layout. Objective-C (`.m`, `.mm`) is recognised but not read yet: its file is
/// one unresolved site, never a finding.
public enum SourceCodeReader {
    public static let suffixes = [".swift", ".m", ".mm"]

    public static func read(text: String, path: String) -> (layouts: [Layout], unresolved: [SourceFacts.Unresolved]) {
        guard path.lowercased().hasSuffix(".swift") else {
            return ([], [SourceFacts.Unresolved(location: AutolintModel.SourceLocation(file: path, line: 1, column: 1), reason: "Objective-C is not read yet")])
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let index = SwiftTypeIndex(tree)
        var layouts: [Layout] = []
        for type in index.types {
            guard let kind = index.rootKind(of: type) ?? inferredKind(of: type) else { continue }
            let interpreter = SwiftLayoutInterpreter(type: type, kind: kind, index: index, converter: converter, path: path)
            interpreter.run()
            let start = type.node.startLocation(converter: converter)
            let layout = interpreter.builder.build(
                name: type.name, location: AutolintModel.SourceLocation(file: path, line: start.line, column: start.column), rootSizeIsExternal: kind != .viewController)
            // A type that adds no view and makes no constraint has no layout to check.
            guard layout.views.count > (kind == .cell ? 2 : 1) || !layout.constraints.isEmpty || !(layout.sourceFacts?.inactiveConstraints.isEmpty ?? true) else { continue }
            layouts.append(layout)
        }
        return (layouts, [])
    }

    /// A type whose superclass is declared elsewhere: a view controller when its code uses `view`,
    /// a view when it adds subviews or uses anchors of its own; else not a layout.
    static func inferredKind(of type: SwiftTypeIndex.TypeInfo) -> UIKitVocabulary.RootKind? {
        guard type.superclass != nil else { return nil }
        let text = type.node.trimmedDescription
        if text.contains("view.addSubview") || text.contains("view.safeAreaLayoutGuide") { return .viewController }
        if text.contains("addSubview(") || text.contains("contentView.") { return text.contains("contentView.") ? .cell : .view }
        return nil
    }
}
