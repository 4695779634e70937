import AutolintModel
import AutolintSource
import Foundation

/// The orientations a project's view controller classes allow, from their Swift and Objective-C
/// sources: a class's own `supportedInterfaceOrientations` override, else its superclass's, up the
/// chain the project declares. Found once per project folder; a class is parsed when first asked for.
public final class ControllerOrientationIndex: @unchecked Sendable {
    /// What a class allows, and the class and file that said so.
    public struct Restriction: Equatable, Sendable {
        /// On phones, and on iPads (where an iPad asks the controller at all).
        public var phone: SupportedDevices.Orientations
        public var pad: SupportedDevices.Orientations
        public var declaringClass: String
        public var file: String
    }

    /// Folders a project's own code is never in.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules", "build"]
    /// The files that may declare a view controller: what the source reader reads, and headers.
    static let sourceSuffixes = SourceCodeReader.suffixes + [".h"]
    /// Larger files are generated code, not view controllers.
    static let maximumFileBytes = 2 * 1024 * 1024

    /// The files that declare each class name (Swift's `class Name`, Objective-C's
    /// `@implementation Name`), found by scanning the text.
    private let filesDeclaring: [String: [String]]
    /// Objective-C superclasses by class, from `@interface Name : Superclass` in any header or
    /// implementation file (a class's `@interface` is usually in its header, not beside the code).
    private let objectiveCSuperclasses: [String: String]
    private let parsed = ConcurrentMemo<String, [SupportedOrientationsReader.ClassFacts]>()

    init(sourceRoot: String) {
        var declaring: [String: [String]] = [:]
        var superclasses: [String: String] = [:]
        for file in Self.sourceFiles(below: sourceRoot) {
            // Sized before reading: a large generated file is not read at all, and an empty one
            // declares nothing (Foundation's `contents(atPath:)` also keeps a 4 KB buffer per
            // empty file it reads).
            guard let size = FileStatus(path: file)?.size, size > 0, size <= Self.maximumFileBytes,
                  let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { continue }
            if file.hasSuffix(".swift") {
                guard text.contains("class ") else { continue }
                for name in Self.declaredClassNames(in: text) where declaring[name]?.last != file {
                    declaring[name, default: []].append(file)
                }
            } else {
                for (name, superclass) in Self.objectiveCInterfaces(in: text) where superclasses[name] == nil { superclasses[name] = superclass }
                guard !file.hasSuffix(".h") else { continue }
                for name in Self.words(after: "@implementation", in: text) where declaring[name]?.last != file {
                    declaring[name, default: []].append(file)
                }
            }
        }
        filesDeclaring = declaring
        objectiveCSuperclasses = superclasses
    }

    /// What `className` allows; nil when it, or the first class up its chain that overrides
    /// `supportedInterfaceOrientations`, allows every orientation, decides at run time, or is not
    /// the project's (UIKit's own, or declared in two files).
    public func restriction(of className: String) -> Restriction? {
        var name = className
        var visited: Set<String> = []
        while visited.insert(name).inserted {
            guard let (facts, file) = self.facts(of: name) else { return nil }
            guard let override = facts.supportedOrientations else {
                guard let superclass = facts.superclass else { return nil }
                name = superclass
                continue
            }
            guard let masks = override.masks, masks != (.all, .all) else { return nil }
            return Restriction(phone: masks.phone, pad: masks.pad, declaringClass: name, file: file)
        }
        return nil
    }

    private func facts(of name: String) -> (SupportedOrientationsReader.ClassFacts, String)? {
        guard let files = filesDeclaring[name], files.count == 1, let file = files.first else { return nil }
        let classes = parsed.value(for: file) {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            return file.hasSuffix(".swift") ? SupportedOrientationsReader.classes(in: text, path: file)
                : SupportedOrientationsReader.objectiveCClasses(in: text)
        }
        guard var facts = classes.first(where: { $0.name == name }) else { return nil }
        if facts.superclass == nil { facts.superclass = objectiveCSuperclasses[name] }
        return (facts, file)
    }

    /// The identifiers after `class ` (`final class A: B`, `open class A`), by text: only to know
    /// which file to parse.
    static func declaredClassNames(in text: String) -> [String] { words(after: "class", in: text) }

    /// `@interface Name : Superclass` (not a category or class extension, which name no superclass).
    static func objectiveCInterfaces(in text: String) -> [(name: String, superclass: String)] {
        var found: [(String, String)] = []
        var rest = text[...]
        while let range = rest.range(of: "@interface") {
            rest = rest[range.upperBound...]
            let declaration = rest.prefix { $0 != "{" && $0 != "\n" && $0 != "(" }
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let name = Self.identifier(at: parts[0]), let superclass = Self.identifier(at: parts[1]) else { continue }
            found.append((name, superclass))
        }
        return found
    }

    /// The identifiers right after each `keyword ` that starts a word in `text` (`subclass X` is
    /// not `class X`).
    static func words(after keyword: String, in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: keyword + " ") {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            rest = rest[range.upperBound...]
            guard before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { continue }
            if let name = identifier(at: rest) { names.append(name) }
        }
        return names
    }

    private static func identifier(at text: Substring) -> String? {
        let name = text.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return String(name)
    }

    /// Every `.swift`, `.m`, `.mm` and `.h` file below `folder`, sorted, leaving out hidden and
    /// dependency folders.
    static func sourceFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skippedFolders.contains(name) {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if sourceSuffixes.contains(where: name.hasSuffix) { files.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}
