import AutolintModel
import Foundation

/// How explanations name one layout's views, the same way in every sentence: by the name the
/// log printed (`the “Title” label`), else by readable class words (`the image view`), numbered
/// when two views would read alike (`label #1`, `label #2`); each view also gets a colour slot
/// in order of first appearance, for terminals and HTML.
public struct ViewNaming: Sendable {
    public struct Name: Hashable, Sendable {
        public var id: String
        /// `the “Title” label`, `the image view`, `the label #2`.
        public var noun: String
        /// 0, 1, 2, ... in order of first appearance in the constraints.
        public var colorIndex: Int

        /// `the “Title” label's`.
        public var possessive: String { noun.hasSuffix("s") ? noun + "'" : noun + "'s" }
    }

    public let layout: Layout
    private let names: [String: Name]

    public init(layout: Layout) {
        self.layout = layout
        var order: [String] = []
        var seen: Set<String> = []
        let mentioned = layout.constraints.flatMap { $0.items.map(\.view) } + layout.views.map(\.id)
        for id in mentioned where !seen.contains(id) {
            seen.insert(id)
            order.append(id)
        }
        var basic: [String: String] = [:]
        for id in order { basic[id] = ViewNaming.basicNoun(id, in: layout) }
        // Only views the constraints use can be confused with one another in sentences.
        let used = Set(layout.constraints.flatMap { $0.items.map(\.view) })
        var counts: [String: Int] = [:]
        for id in order where used.contains(id) { counts[basic[id]!, default: 0] += 1 }
        var numbers: [String: Int] = [:]
        var names: [String: Name] = [:]
        for (index, id) in order.enumerated() {
            var noun = basic[id]!
            if used.contains(id), counts[noun, default: 0] > 1 {
                numbers[noun, default: 0] += 1
                noun += " #\(numbers[noun]!)"
            }
            names[id] = Name(id: id, noun: "the " + noun, colorIndex: index)
        }
        for id in order where id.hasPrefix(LayoutView.impliedSuperviewPrefix) {
            let child = String(id.dropFirst(LayoutView.impliedSuperviewPrefix.count))
            if let childName = names[child] { names[id]?.noun = childName.possessive + " superview" }
        }
        self.names = names
    }

    public func name(_ id: String) -> Name {
        names[id] ?? Name(id: id, noun: "the view \(id)", colorIndex: names.count)
    }

    /// Every view in colour order.
    public var ordered: [Name] { names.values.sorted { $0.colorIndex < $1.colorIndex } }

    private static func basicNoun(_ id: String, in layout: Layout) -> String {
        guard let view = layout.view(id) else { return "view \(id)" }
        if id.hasPrefix(LayoutView.impliedSuperviewPrefix) { return "superview" }
        let words = LoggedClassName(view.customClass ?? view.className).words
        guard let name = view.displayName?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return words }
        if let guide = guideWords[name] { return guide }
        return "“\(name)” \(words)"
    }

    /// UIKit's own guides, printed as `UILayoutGuide:0x...'UIViewSafeAreaLayoutGuide'`.
    private static let guideWords: [String: String] = [
        "UIViewSafeAreaLayoutGuide": "safe area guide",
        "UIViewLayoutMarginsGuide": "layout margins guide",
        "UIViewReadableContentGuide": "readable content guide",
        "UIViewKeyboardLayoutGuide": "keyboard layout guide",
    ]
}
