import AutolintModel
import AutolintSource
import Foundation

/// The orientations a project's view controller classes allow, from their Swift sources: a
/// class's own `supportedInterfaceOrientations` override, else its superclass's, up the chain
/// the project declares. Found once per project folder; a class is parsed when first asked for.
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
    /// Larger files are generated code, not view controllers.
    static let maximumFileBytes = 2 * 1024 * 1024

    /// The files that declare each class name (`class Name`), found by scanning the text.
    private let filesDeclaring: [String: [String]]
    private let parsed = ConcurrentMemo<String, [SupportedOrientationsReader.ClassFacts]>()

    init(sourceRoot: String) {
        var declaring: [String: [String]] = [:]
        for file in Self.swiftFiles(below: sourceRoot) {
            guard let data = FileManager.default.contents(atPath: file), data.count <= Self.maximumFileBytes,
                  let text = String(data: data, encoding: .utf8), text.contains("class ") else { continue }
            for name in Self.declaredClassNames(in: text) where declaring[name]?.last != file {
                declaring[name, default: []].append(file)
            }
        }
        filesDeclaring = declaring
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
            SupportedOrientationsReader.classes(in: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "", path: file)
        }
        return classes.first { $0.name == name }.map { ($0, file) }
    }

    /// The identifiers after `class ` (`final class A: B`, `open class A`), by text: only to know
    /// which file to parse.
    static func declaredClassNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "class ") {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            rest = rest[range.upperBound...]
            guard before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { continue }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if let first = name.first, first.isLetter || first == "_" { names.append(String(name)) }
        }
        return names
    }

    /// Every `.swift` file below `folder`, sorted, leaving out hidden and dependency folders.
    static func swiftFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skippedFolders.contains(name) {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift") { files.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}
