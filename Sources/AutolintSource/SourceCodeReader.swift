import AutolintModel
import SwiftSyntax

/// Reads source code: one layout per Swift type or Objective-C `@implementation` that builds
/// views (`source-code.md`), checked like any other layout.
public enum SourceCodeReader {
    public static let suffixes = [".swift", ".m", ".mm"]

    /// `visualFormat` reads VFL strings in code (the formats layer's parser); without it their views are open.
    /// A file that cannot be read at all gives its input error in `problems`.
    public static func read(text: String, path: String, visualFormat: VisualFormatReading? = nil) -> (layouts: [Layout], problems: [InputError]) {
        let reading = readDocument(text: text, path: path, visualFormat: visualFormat)
        return (reading.layouts, reading.problems)
    }

    /// What reading one file gave: its layouts, what it could not read, and the types that make
    /// constraints or add subviews but whose kind (view, cell, view controller) autolint cannot tell.
    public struct Reading {
        public var layouts: [Layout] = []
        public var problems: [InputError] = []
        public var skippedTypes: [SourceFacts.Unresolved] = []
    }

    public static func readDocument(text: String, path: String, visualFormat: VisualFormatReading? = nil) -> Reading {
        guard path.lowercased().hasSuffix(".swift") else {
            return readObjectiveC(text: text, path: path, visualFormat: visualFormat)
        }
        let app = SwiftSourceApp(files: [ParsedSwiftFile.parse(text: text, path: path)])
        return readDocument(path: path, in: app, visualFormat: visualFormat)
    }

    /// Reads one Swift file of an app the run parsed: the layouts of the types it declares, built
    /// with what the other files declare (superclasses, extensions, helpers).
    public static func readDocument(path: String, in app: SwiftSourceApp, visualFormat: VisualFormatReading? = nil) -> Reading {
        guard let file = app.file(path) else { return Reading() }
        if let refusal = file.refusal { return Reading(problems: [refusal]) }
        guard let tree = file.tree else { return Reading() }
        let index = app.index
        var reading = Reading()
        for declared in index.types(declaredIn: file.path) where declared.node.root.id == tree.id {
            let type = index.inheriting(declared)
            guard let kind = index.rootKind(of: declared) ?? inferredKind(of: type) else {
                if let superclass = index.unknownAncestor(of: declared), buildsLayout(type.node.trimmedDescription) {
                    reading.skippedTypes.append(SourceFacts.Unresolved(location: app.location(of: type.node), reason: skippedReason(type.name, superclass: superclass)))
                }
                continue
            }
            let interpreter = SwiftLayoutInterpreter(type: type, kind: kind, app: app, visualFormat: visualFormat)
            interpreter.run()
            var layout = interpreter.builder.build(name: type.name, location: app.location(of: type.node), rootSizeIsExternal: true)
            guard hasContent(layout, kind: kind) else { continue }
            if kind == .viewController { layout.controllerClass = type.name }
            reading.layouts.append(layout)
        }
        return reading
    }

    /// Whether a type's code makes constraints or adds subviews, by their spelling.
    static func buildsLayout(_ text: String) -> Bool {
        ["addSubview", "addArrangedSubview", ".constraint(", "NSLayoutConstraint", "snp.", "mas_", "makeConstraints", "autoPin", "autoSet"].contains { text.contains($0) }
    }

    static func skippedReason(_ name: String, superclass: String) -> String {
        "\(name) is skipped: it descends from \(superclass), which is declared in no file checked and is no UIKit or AppKit class autolint knows, so autolint cannot tell a view from a view controller"
    }

    /// Objective-C (`.m`, `.mm`): one layout per `@implementation` that builds views.
    static func readObjectiveC(text: String, path: String, visualFormat: VisualFormatReading?) -> Reading {
        var reading = Reading()
        for type in ObjCParser.classes(in: text) {
            guard let kind = ObjCLayoutInterpreter.kind(of: type) else {
                let names = Set(type.methods.flatMap { $0.body.flatMap(\.names) })
                if let superclass = type.superclass, !names.isDisjoint(with: ["addSubview", "mas_makeConstraints", "NSLayoutConstraint", "constraintEqualToAnchor"]) {
                    reading.skippedTypes.append(SourceFacts.Unresolved(
                        location: AutolintModel.SourceLocation(file: path, line: type.location.line, column: type.location.column),
                        reason: "\(type.name) is skipped: its superclass \(superclass) is no UIKit or AppKit class autolint knows, and Objective-C superclasses declared in other files are not followed yet, so autolint cannot tell a view from a view controller"))
                }
                continue
            }
            let interpreter = ObjCLayoutInterpreter(type: type, kind: kind, path: path, visualFormat: visualFormat)
            interpreter.run()
            var layout = interpreter.builder.build(
                name: type.name, location: AutolintModel.SourceLocation(file: path, line: type.location.line, column: type.location.column),
                rootSizeIsExternal: true)
            guard hasContent(layout, kind: kind) else { continue }
            if kind == .viewController { layout.controllerClass = type.name }
            reading.layouts.append(layout)
        }
        return reading
    }

    /// A type that adds no view and makes no constraint has no layout to check.
    static func hasContent(_ layout: Layout, kind: UIKitVocabulary.RootKind) -> Bool {
        layout.views.count > (kind == .cell ? 2 : 1) || !layout.constraints.isEmpty || !(layout.sourceFacts?.inactiveConstraints.isEmpty ?? true)
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
