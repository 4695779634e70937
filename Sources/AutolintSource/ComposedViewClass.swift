import AutolintModel
import SwiftSyntax

/// An app's own view class, built once from its code and put whole into every layout that makes
/// an instance of it: `let card = CardView()` then brings `CardView`'s subviews and constraints,
/// so that `card` gets the size its content gives it instead of an unknown one.
///
/// Only a class whose code autolint followed throughout is composed: every view of its layout
/// closed, nothing left unresolved, no value changed by code it does not run, the initialiser the
/// caller names run, and a UIKit or AppKit base whose intrinsic size autolint knows. Anything less
/// keeps the instance open, as a class autolint does not know.
struct ComposedViewClass {
    /// The class's layout, its root named `self`.
    var layout: Layout
    /// The UIKit or AppKit class the app's class descends from: its intrinsic size is the root's.
    var platformClass: String
    /// Stored properties of the class that hold a view of its layout: `card.titleLabel` in the
    /// caller's code is that view.
    var propertyViews: [String: String]
    /// Whether the instance still translates its autoresizing mask when its initialiser returns
    /// (`translatesAutoresizingMaskIntoConstraints = false` in the class's own code turns it off).
    var translatesAutoresizingMask: Bool
    /// Its own code gave it content with a size (an image view subclass that sets its image).
    var hasContent: Bool

    /// Initialisers UIKit routes to `init(frame:)`: `UIView()`, `UIStackView(arrangedSubviews:)`
    /// (which then arranges its views), `UIButton(type:)`.
    static let routedToFrameInitializer: Set<[String]> = [[], ["frame"], ["arrangedSubviews"], ["type"]]

    /// The initialiser of `type` a call with these argument labels runs: one declared with them,
    /// else `init(frame:)` for UIKit's initialisers that call it (or none, when the class declares
    /// no initialiser of its own). `nil` (outer) when the class declares none that matches.
    static func initializer(of type: SwiftTypeIndex.TypeInfo, labels: [String]) -> SwiftTypeIndex.Method?? {
        let declared = type.initializers.filter { method in !method.parameters.contains { $0.label == "coder" } }
        if let exact = declared.first(where: { $0.parameters.map { $0.label ?? "_" } == labels }) { return .some(exact) }
        guard routedToFrameInitializer.contains(labels) else { return nil }
        if let frame = declared.first(where: { $0.parameters.map { $0.label ?? "_" } == ["frame"] }) { return .some(frame) }
        return declared.isEmpty ? .some(nil) : nil
    }

    /// Whether a layout built from a class's code holds all that code does: the rules' own
    /// findings about it are made in its own layout; here it is only a part of another.
    static func isClosed(_ layout: Layout) -> Bool {
        guard let facts = layout.sourceFacts else { return false }
        return facts.openViews.isEmpty && facts.unresolved.isEmpty && facts.valuesSetElsewhere.isEmpty && facts.translatingViews.isEmpty
            && facts.inactiveConstraints.isEmpty && facts.activatedWithoutCommonAncestor.isEmpty
    }

    /// Member names of a view whose value is the view's own intrinsic size or alignment: a class
    /// overriding one has a size in code autolint does not model.
    static let sizeOverrides: Set<String> = [
        "intrinsicContentSize", "alignmentRectInsets", "forFirstBaselineLayout", "forLastBaselineLayout", "viewForBaselineLayout",
        "firstBaselineOffsetFromTop", "lastBaselineOffsetFromBottom",
    ]

    static func overridesSize(_ type: SwiftTypeIndex.TypeInfo) -> Bool {
        SwiftTypeIndex.declares(type, properties: sizeOverrides, methods: ["alignmentRect"])
    }
}

extension SwiftSourceApp {
    /// `className` built for composition, when the app declares it as a view class autolint can
    /// follow whole for a call with `labels`; `composing` holds the classes being built around
    /// this one (a class that contains itself is not composed).
    func composedViewClass(_ className: String, labels: [String], near file: String, composing: [String]) -> ComposedViewClass? {
        guard composing.count < CallBudget.maximumDepth, !composing.contains(className),
              let declared = index.type(named: className, near: file) else { return nil }
        return composedClasses.value(for: declared.file + "\u{0}" + className + "(" + labels.joined(separator: ":") + ")") {
            buildComposed(declared, labels: labels, composing: composing)
        }
    }

    private func buildComposed(_ declared: SwiftTypeIndex.TypeInfo, labels: [String], composing: [String]) -> ComposedViewClass? {
        let className = declared.name
        guard declared.node.is(ClassDeclSyntax.self), index.rootKind(of: declared) == .view, let platform = index.platformClass(of: declared),
              UIKitVocabulary.knownViews[platform] != nil else { return nil }
        let chain = index.ancestry(of: declared)
        guard !chain.contains(where: ComposedViewClass.overridesSize) else { return nil }
        let type = index.inheriting(declared)
        guard let initializer = ComposedViewClass.initializer(of: type, labels: labels) else { return nil }
        let interpreter = SwiftLayoutInterpreter(type: type, kind: .view, app: self, initializer: .some(initializer), composing: composing + [className])
        // An instance made in code translates its mask until code says otherwise; the class's
        // layout on its own has a root that does not.
        interpreter.builder.update(interpreter.builder.rootID) { $0.translatesAutoresizingMask = true }
        interpreter.run()
        let root = interpreter.builder.view(interpreter.builder.rootID)
        let layout = interpreter.builder.build(name: className, location: location(of: declared.node), rootSizeIsExternal: true)
        guard ComposedViewClass.isClosed(layout) else { return nil }
        return ComposedViewClass(layout: layout, platformClass: platform, propertyViews: interpreter.propertyViews,
                                 translatesAutoresizingMask: root?.translatesAutoresizingMask ?? true, hasContent: root?.hasContent ?? false)
    }
}

/// Each composed class, built once for the whole run.
typealias ComposedClasses = RunCache<ComposedViewClass?>
