import PropertyBased

/// Ways to write the same building code through constructs autolint does not model (code in other
/// files, closures it does not run, conditions it does not know), and through constructs it does
/// model. Hiding code may silence findings, never add one; modelled constructs change nothing.
enum SourceRewrite: CaseIterable {
    // Through code autolint does not see or run.
    case unknownClosure, unknownCondition, asyncBlock, helperAroundConstraints, loopWithWhere, autoresizingInHelper,
         subviewInHelper, setterInAnotherFile, mapThroughUnknown, storedInAnotherFile, switchAround, whileAround,
         unknownClass, methodCalledFromOutside, constraintsFromHelper, deferAround, stackSubclass
    // Modelled exactly: the layout is the same.
    case thenInitialiser, privateMethod, gatheredInLocalArray, compactMapIdentity, forEachOverLiteral

    static let hiding: [SourceRewrite] = allCases.filter { !$0.isModelled }
    static let modelled: [SourceRewrite] = allCases.filter(\.isModelled)

    var isModelled: Bool {
        switch self {
        case .thenInitialiser, .privateMethod, .gatheredInLocalArray, .compactMapIdentity, .forEachOverLiteral: true
        default: false
        }
    }
}

/// The Swift text of a generated layout, with rewrites applied to chosen steps.
struct SourceRendering {
    let layout: GeneratedSourceLayout
    /// Rewrites by step index (a step takes at most one).
    var rewrites: [Int: SourceRewrite] = [:]
    /// Rewrites of a view's declaration (`unknownClass`, `thenInitialiser`).
    var declarationRewrites: [String: SourceRewrite] = [:]
    /// The host's superclass declared in another file (a stack view subclass, perhaps), its own
    /// subviews arranged.
    var hostIsStackSubclass = false
    /// Steps left out (a known bug: a missing constraint, autoresizing left on).
    var droppedConstraints: [Int: Int] = [:]
    var droppedSteps: Set<Int> = []
    /// Constraints added to a step (a known bug: a conflicting width).
    var addedConstraints: [Int: [String]] = [:]

    var text: String {
        var members: [String] = []
        var body: [String] = []
        for (index, step) in layout.steps.enumerated() where !droppedSteps.contains(index) {
            let lines = rendered(step, at: index)
            switch rewrites[index] {
            case nil: body += lines
            case .privateMethod:
                body.append("setUpStep\(index)()")
                members.append("private func setUpStep\(index)() {\n" + lines.joined(separator: "\n") + "\n}")
            case .methodCalledFromOutside:
                members.append("func refreshStep\(index)() {\n" + lines.joined(separator: "\n") + "\n}")
            case .unknownClosure: body += ["LayoutScheduler.run {"] + lines + ["}"]
            case .unknownCondition: body += ["if FeatureFlags.isEnabled(\"step\(index)\") {"] + lines + ["}"]
            case .asyncBlock: body += ["DispatchQueue.main.async {"] + lines + ["}"]
            case .switchAround: body += ["switch Theme.current {", "case .dark:"] + lines + ["default:", "break", "}"]
            case .whileAround: body += ["while LayoutScheduler.needsPass {"] + lines + ["LayoutScheduler.needsPass = false", "}"]
            case .deferAround: body += ["defer {"] + lines + ["}"]
            default: body += lines
            }
        }
        let declarations = layout.views.map { view -> String in
            switch declarationRewrites[view.name] {
            case .unknownClass: "let \(view.name) = Custom\(view.className.dropFirst(2))()"
            case .thenInitialiser: "let \(view.name) = \(view.className)().then { $0.accessibilityIdentifier = \"\(view.name)\" }"
            default: "let \(view.name) = \(view.className)()"
            }
        }
        let header = layout.host == .view
            ? ["import UIKit", "import SnapKit", "", "final class GeneratedView: \(hostIsStackSubclass ? "AppStackView" : "UIView") {"]
            : ["import UIKit", "import SnapKit", "", "final class GeneratedViewController: UIViewController {"]
        let entry = layout.host == .view
            ? ["override init(frame: CGRect) {", "super.init(frame: frame)"] + body + ["}", "required init?(coder: NSCoder) { fatalError() }"]
            : ["override func viewDidLoad() {", "super.viewDidLoad()"] + body + ["}"]
        return (header + declarations + entry + members + ["}", ""]).joined(separator: "\n")
    }

    private func rendered(_ step: GeneratedSourceLayout.Step, at index: Int) -> [String] {
        let rewrite = rewrites[index]
        switch step {
        case .addSubview(let child, let parent):
            let parentExpression = layout.expression(of: parent)
            switch rewrite {
            case .subviewInHelper: return ["\(parentExpression).embed(\(child))"]
            case .setterInAnotherFile: return ["\(parentExpression == "self" || parentExpression == "view" ? "self" : parentExpression).contentSlot = \(child)"]
            case _ where hostIsStackSubclass && parent == nil: return ["addArrangedSubview(\(child))"]
            default: return ["\(parentExpression).addSubview(\(child))"]
            }
        case .turnOffAutoresizing(let view):
            switch rewrite {
            case .autoresizingInHelper: return ["\(view).prepareForAutoLayout()"]
            case .forEachOverLiteral: return ["[\(view)].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }"]
            default: return ["\(view).translatesAutoresizingMaskIntoConstraints = false"]
            }
        case .constrain(let view, let parent, var constraints, let style):
            if let dropped = droppedConstraints[index] { constraints.remove(at: dropped) }
            constraints += addedConstraints[index] ?? []
            if style == .snapKit { return ["\(view).snp.makeConstraints { make in"] + constraints + ["}"] }
            let list = "[\n" + constraints.joined(separator: ",\n") + "\n]"
            switch rewrite {
            case .helperAroundConstraints: return ["NSLayoutConstraint.activate(LayoutHelper.prepared(\(list)))"]
            case .loopWithWhere: return ["for constraint in \(list) where LayoutHelper.shouldActivate(constraint) {", "constraint.isActive = true", "}"]
            case .mapThroughUnknown: return ["NSLayoutConstraint.activate(\(list).map { $0.withPriority(.required) })"]
            case .storedInAnotherFile: return ["self.pendingConstraints = \(list)"]
            case .constraintsFromHelper:
                return ["var built\(index): [NSLayoutConstraint] = []",
                        "built\(index).append(contentsOf: \(view).pinEdges(to: \(layout.expression(of: parent))))",
                        "NSLayoutConstraint.activate(built\(index))"]
            case .gatheredInLocalArray:
                return ["var gathered\(index) = [NSLayoutConstraint]()"] + constraints.map { "gathered\(index).append(\($0))" }
                    + ["NSLayoutConstraint.activate(gathered\(index))"]
            case .compactMapIdentity: return ["NSLayoutConstraint.activate(\(list).compactMap { $0 })"]
            default:
                return style == .isActive ? constraints.map { "\($0).isActive = true" } : ["NSLayoutConstraint.activate(\(list))"]
            }
        }
    }
}
