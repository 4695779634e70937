import AutolintModel

/// What the view controller classes of an Objective-C file say about orientation: each
/// `@implementation`'s superclass (from an `@interface` of the class in the same file) and the
/// mask its `- (UIInterfaceOrientationMask)supportedInterfaceOrientations` returns, when it returns
/// one whatever happens (`UIInterfaceOrientationMaskPortrait`, masks joined with `|`) or one per
/// idiom (`if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) return …; return …;`, also
/// with `[[UIDevice currentDevice] userInterfaceIdiom]`, or with an `else`). Anything else, an
/// override written twice, or one in a class whose implementation holds a preprocessor
/// conditional (the tokenizer drops those lines, so which branch is built cannot be told) is
/// `decidedAtRunTime`, as in Swift (`SupportedOrientationsReader`).
extension SupportedOrientationsReader {
    public static func objectiveCClasses(in text: String) -> [ClassFacts] {
        let conditionalClasses = classesWithConditionalCode(in: text)
        return ObjCParser.classes(in: text).map { implementation in
            var facts = ClassFacts(name: implementation.name, superclass: implementation.superclass)
            let overrides = implementation.methods.filter { !$0.isClassMethod && $0.selector == "supportedInterfaceOrientations" }
            if let override = overrides.first {
                let isConditional = conditionalClasses.contains(implementation.name)
                facts.supportedOrientations = overrides.count > 1 || isConditional ? .decidedAtRunTime : Self.override(of: override.body)
            }
            return facts
        }
    }

    /// `return A;` / `if (idiom) return A; return B;` / `if (idiom) { return A; } else { return B; }`.
    private static func override(of body: [ObjCStatement]) -> Override {
        if body.count == 1, case .returnStatement(let value?, _) = body[0], let mask = objectiveCMask(value) {
            return .mask(mask)
        }
        guard case .ifStatement(let condition, let then, let otherwise, _) = body.first, let isPad = isPad(condition),
              then.count == 1, case .returnStatement(let thenValue?, _) = then[0], let thenMask = objectiveCMask(thenValue) else {
            return .decidedAtRunTime
        }
        let rest: [ObjCStatement]
        switch (otherwise, body.count) {
        case (let otherwise?, 1): rest = otherwise
        case (nil, 2): rest = [body[1]]
        default: return .decidedAtRunTime
        }
        guard rest.count == 1, case .returnStatement(let otherValue?, _) = rest[0], let otherMask = objectiveCMask(otherValue) else {
            return .decidedAtRunTime
        }
        return isPad ? .byIdiom(phone: otherMask, pad: thenMask) : .byIdiom(phone: thenMask, pad: otherMask)
    }

    /// `UIInterfaceOrientationMaskPortrait`, `…Landscape | …PortraitUpsideDown`; nil for anything else.
    static func objectiveCMask(_ expression: ObjCExpression) -> SupportedDevices.Orientations? {
        switch expression {
        case .identifier(let name, _):
            switch name {
            case "UIInterfaceOrientationMaskPortrait", "UIInterfaceOrientationMaskPortraitUpsideDown": return .portrait
            case "UIInterfaceOrientationMaskLandscape", "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight":
                return .landscape
            case "UIInterfaceOrientationMaskAll", "UIInterfaceOrientationMaskAllButUpsideDown": return .all
            default: return nil
            }
        case .binary(let left, "|", let right):
            guard let left = objectiveCMask(left), let right = objectiveCMask(right) else { return nil }
            return left.union(right)
        default:
            return nil
        }
    }

    /// `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad` (true) or `… == UIUserInterfaceIdiomPhone`
    /// (false), the idiom also read as `[[UIDevice currentDevice] userInterfaceIdiom]` or
    /// `UIDevice.currentDevice.userInterfaceIdiom`; nil for any other condition.
    private static func isPad(_ condition: ObjCExpression) -> Bool? {
        guard case .binary(let left, "==", .identifier(let idiom, _)) = condition else { return nil }
        let asksIdiom = switch left {
        case .call(.identifier("UI_USER_INTERFACE_IDIOM", _), let arguments, _): arguments.isEmpty
        case .send(_, "userInterfaceIdiom", _, _), .member(_, "userInterfaceIdiom", _): true
        default: false
        }
        guard asksIdiom else { return nil }
        switch idiom {
        case "UIUserInterfaceIdiomPad": return true
        case "UIUserInterfaceIdiomPhone": return false
        default: return nil
        }
    }

    /// The classes whose `@implementation … @end` holds a line starting `#if`, `#ifdef` or `#ifndef`.
    private static func classesWithConditionalCode(in text: String) -> Set<String> {
        var found: Set<String> = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("@implementation") {
                current = trimmed.dropFirst("@implementation".count).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first.map(String.init)
            } else if trimmed.hasPrefix("@end") {
                current = nil
            } else if let current, trimmed.hasPrefix("#if") {
                found.insert(current)
            }
        }
        return found
    }
}
