import Foundation
import SwiftSyntax

/// What an app's own view class does to its layout, for documents that use it: Interface Builder
/// knows a custom class only by name, and lays it out as its superclass, while the class's code
/// may give it a size of its own or fill it with views and constraints.
extension SwiftSourceApp {
    /// Why `className`'s code (or a superclass's declared in the app) finishes its layout, or nil
    /// where the app declares nothing of it that changes its layout.
    public func layoutInCode(ofViewClass className: String) -> String? {
        viewClassReasons.value(for: className) { layoutInCodeUncached(ofViewClass: className) }
    }

    private func layoutInCodeUncached(ofViewClass className: String) -> String? {
        guard let type = index.type(named: className) else { return nil }
        let chain = index.ancestry(of: type)
        if chain.contains(where: Self.overridesIntrinsicContentSize) {
            return "its class \(className) gives it an intrinsic content size in code"
        }
        if let system = chain.last?.superclass, Self.stackViewClasses.contains(system) {
            return "its class \(className) is a stack view subclass, which arranges views in code"
        }
        let flat = index.inheriting(type)
        if (flat.methods + flat.initializers).contains(where: { Self.buildsLayout($0.body) }) {
            return "its class \(className) adds views or constraints in code"
        }
        return nil
    }

    static let stackViewClasses: Set<String> = ["UIStackView", "NSStackView"]

    /// Calls that put views or constraints into a view: once its own code makes them, the
    /// document no longer holds its whole layout.
    static let layoutBuildingCalls = [
        "addSubview(", "addArrangedSubview(", "insertSubview(", "insertArrangedSubview(", "loadNibNamed(", "instantiate(withOwner",
        "NSLayoutConstraint.activate(", "addConstraint(", "addConstraints(", ".isActive = true", "makeConstraints", "mas_makeConstraints",
    ]

    private static func buildsLayout(_ body: CodeBlockSyntax) -> Bool {
        let text = body.description
        return layoutBuildingCalls.contains { text.contains($0) }
    }

    private static func overridesIntrinsicContentSize(_ type: SwiftTypeIndex.TypeInfo) -> Bool {
        SwiftTypeIndex.declares(type, properties: ["intrinsicContentSize"])
    }

    /// Whether the app's code adds views to a view it holds as `outlet` (`stack.addArrangedSubview`,
    /// `holder.addSubview`): a stack or a holder a document leaves empty or half full for code.
    public func addsViews(toOutlet outlet: String) -> Bool {
        viewReceivingOutlets.contains(outlet)
    }
}

/// The names code adds views to, `name.addSubview(` and the like, over every file of the app;
/// found once, on the first question.
final class ViewReceivingNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String>?

    func names(in trees: () -> [String]) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let names { return names }
        var found: Set<String> = []
        let calls = ["addSubview(", "addArrangedSubview(", "insertSubview(", "insertArrangedSubview("]
        for text in trees() {
            for call in calls {
                var searchStart = text.startIndex
                while let range = text.range(of: "." + call, range: searchStart..<text.endIndex) {
                    searchStart = range.upperBound
                    // `holder.addSubview(`, `holder?.addSubview(`, `self.holder!.addSubview(`.
                    var end = range.lowerBound
                    if end > text.startIndex, "?!".contains(text[text.index(before: end)]) { end = text.index(before: end) }
                    var start = end
                    while start > text.startIndex {
                        let previous = text.index(before: start)
                        guard text[previous].isLetter || text[previous].isNumber || text[previous] == "_" else { break }
                        start = previous
                    }
                    if start < end { found.insert(String(text[start..<end])) }
                }
            }
        }
        names = found
        return found
    }
}
