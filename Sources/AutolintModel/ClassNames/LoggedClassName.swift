/// A class name as a log prints it (`UILabel`, `Project.GWWLabel`, `_UILayoutGuide`), with what
/// autolint infers from it: the framework class behind an app's class, and words for sentences.
public struct LoggedClassName: Hashable, Sendable {
    public let printed: String

    public init(_ printed: String) { self.printed = printed }

    /// The class without its Swift module: `GWWLabel` for `Project.GWWLabel`, `CardView<Item>`
    /// for a mangled `_TtGC…` name.
    public var unqualified: String {
        if let readable = MangledSwiftClassName.readable(printed) { return readable }
        return printed.split(separator: ".").last.map(String.init) ?? printed
    }

    /// UIKit's and AppKit's own classes (`UILabel`, `NSTextField`, `_UILayoutGuide`).
    public var isFrameworkClass: Bool {
        let name = printed.drop(while: { $0 == "_" })
        return !printed.contains(".") && (name.hasPrefix("UI") || name.hasPrefix("NS"))
            && name.dropFirst(2).first?.isUppercase == true
    }

    /// Known framework classes by the last words of an app's class name, most specific first.
    private static let baseClassesBySuffix: [(suffix: String, base: String)] = [
        ("TableViewCell", "TableViewCell"), ("CollectionViewCell", "CollectionViewCell"),
        ("StackView", "StackView"), ("ImageView", "ImageView"), ("ScrollView", "ScrollView"),
        ("TableView", "TableView"), ("CollectionView", "CollectionView"), ("TextField", "TextField"),
        ("TextView", "TextView"), ("Label", "Label"), ("Button", "Button"), ("Switch", "Switch"),
        ("Slider", "Slider"), ("ClipView", "ClipView"), ("Cell", "TableViewCell"),
    ]

    /// The framework class an app's class most likely derives from (`UILabel` for `GWWLabel`),
    /// or the platform's plain view; framework classes stay as printed.
    public func frameworkClass(prefix: String) -> String {
        if isFrameworkClass { return printed }
        let name = unqualified
        guard let match = LoggedClassName.baseClassesBySuffix.first(where: { name.hasSuffix($0.suffix) }) else {
            return prefix + "View"
        }
        if prefix == "NS", match.base == "TableViewCell" { return "NSTableCellView" }
        return prefix + match.base
    }

    /// Lower-case words for sentences: `image view` for `UIImageView`, `GWW label` for
    /// `Project.GWWLabel`, `cell content view` for `UITableViewCellContentView`.
    public var words: String {
        if let special = LoggedClassName.specialWords[printed] { return special }
        if let readable = MangledSwiftClassName.readable(printed) {
            // `CardView<RecoveryKeyView>`: words for the type, its arguments kept as written.
            let base = readable.prefix { $0 != "<" }
            return LoggedClassName.splitCamelCase(String(base)) + readable.dropFirst(base.count)
        }
        var name = Substring(unqualified).drop(while: { $0 == "_" })
        if isFrameworkClass { name = name.dropFirst(2) }
        return LoggedClassName.splitCamelCase(String(name))
    }

    private static let specialWords: [String: String] = [
        "UITableViewCellContentView": "cell content view",
        "UICollectionViewCellContentView": "cell content view",
        "UILayoutGuide": "layout guide",
        "_UILayoutGuide": "layout guide",
        "UIView": "view",
        "NSView": "view",
    ]

    /// `GWWLabel` -> `GWW label`; `InitialsBadge` -> `initials badge`.
    public static func splitCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && previous != nil
                && (previous!.isLowercase || previous!.isNumber || (next?.isLowercase == true && previous!.isUppercase))
            if startsWord || character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }
}
