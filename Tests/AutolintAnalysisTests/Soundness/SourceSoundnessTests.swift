import AutolintFormats
import AutolintModel
import AutolintSource
import Foundation
import PropertyBased
import Testing
@testable import AutolintAnalysis

/// Metamorphic soundness of reading code (`source-code.md`, "Quiet when unsure"): complete layouts
/// written as Swift have no finding; routing any of their steps through code autolint does not
/// model may silence findings but never adds an error or a code-only finding; a known bug wrapped
/// in constructs autolint does model is still found. `AUTOLINT_SOUNDNESS_REWRITES` raises the
/// number of rewrites (docs/soundness.md records a long run).
@Suite struct SourceSoundnessTests {
    static let rewriteCount = ProcessInfo.processInfo.environment["AUTOLINT_SOUNDNESS_REWRITES"].flatMap(Int.init) ?? 2_000
    static let codeOnlyRules: Set<String> = ["translates-autoresizing-mask", "inactive-constraint", "no-common-ancestor", "invalid-attribute-pairing"]

    @Test func hidingCodeNeverAddsAFinding() throws {
        var generator = Xoshiro(seed: (0x5eed, 44, 2026, 12))
        var rewritten = 0
        var baseLayouts = 0
        while rewritten < Self.rewriteCount {
            let layout = GeneratedSourceLayout.random(using: &generator)
            let base = SourceRendering(layout: layout)
            let baseFindings = try Self.findings(in: base.text)
            try #require(baseFindings.isEmpty, "a complete layout has findings: \(baseFindings.map(\.message))\n\(base.text)")
            baseLayouts += 1
            for _ in 0..<4 {
                let rendering = Self.hiding(layout, using: &generator)
                let wrong = try Self.findings(in: rendering.text).filter { $0.severity == .error || Self.codeOnlyRules.contains($0.rule) }
                #expect(wrong.isEmpty, "hiding code added \(wrong.map { "\($0.rule): \($0.message)" })\n\(rendering.text)")
                if !wrong.isEmpty { return }
                rewritten += 1
            }
        }
        #expect(rewritten >= Self.rewriteCount && baseLayouts > 0)
    }

    @Test func aKnownBugWrappedInModelledCodeIsStillFound() throws {
        var generator = Xoshiro(seed: (0xb06, 44, 2026, 12))
        var checked = 0
        for _ in 0..<(Self.rewriteCount / 4) {
            let layout = GeneratedSourceLayout.random(using: &generator)
            guard var buggy = Self.withBug(layout, using: &generator) else { continue }
            let plain = try Self.findings(in: buggy.rendering.text)
            try #require(plain.contains { $0.rule == buggy.rule && $0.views.contains(buggy.view) },
                         "the bug (\(buggy.rule) on \(buggy.view)) is not found: \(plain.map(\.message))\n\(buggy.rendering.text)")
            for (index, step) in layout.steps.enumerated() where Bool.random(using: &generator) {
                let choices = SourceRewrite.modelled.filter { Self.applies($0, to: step) }
                if let choice = choices.randomElement(using: &generator) { buggy.rendering.rewrites[index] = choice }
            }
            for view in layout.views where Bool.random(using: &generator) { buggy.rendering.declarationRewrites[view.name] = .thenInitialiser }
            let wrapped = try Self.findings(in: buggy.rendering.text)
            #expect(wrapped.contains { $0.rule == buggy.rule && $0.views.contains(buggy.view) },
                    "modelled code lost the bug (\(buggy.rule) on \(buggy.view)): \(wrapped.map(\.message))\n\(buggy.rendering.text)")
            checked += 1
        }
        #expect(checked > Self.rewriteCount / 20)
    }

    // MARK: Rewrites

    /// One to three steps (or half of them, for conditions) routed through code autolint does not
    /// model, and perhaps a view of a class from another file.
    static func hiding(_ layout: GeneratedSourceLayout, using generator: inout Xoshiro) -> SourceRendering {
        var rendering = SourceRendering(layout: layout)
        let rewrite = SourceRewrite.hiding.randomElement(using: &generator)!
        if rewrite == .stackSubclass, layout.host == .view {
            rendering.hostIsStackSubclass = true
            return rendering
        }
        if rewrite == .unknownClass || rewrite == .stackSubclass {
            let view = layout.views.randomElement(using: &generator)!
            rendering.declarationRewrites[view.name] = .unknownClass
            return rendering
        }
        let candidates = layout.steps.indices.filter { applies(rewrite, to: layout.steps[$0]) }
        let count = rewrite == .unknownCondition ? max(1, candidates.count / 2) : Int.random(in: 1...3, using: &generator)
        for index in candidates.shuffled(using: &generator).prefix(count) { rendering.rewrites[index] = rewrite }
        return rendering
    }

    static func applies(_ rewrite: SourceRewrite, to step: GeneratedSourceLayout.Step) -> Bool {
        switch (rewrite, step) {
        case (.unknownClosure, _), (.unknownCondition, _), (.asyncBlock, _), (.switchAround, _), (.whileAround, _), (.deferAround, _),
             (.methodCalledFromOutside, _), (.privateMethod, _):
            return true
        case (.subviewInHelper, .addSubview), (.setterInAnotherFile, .addSubview):
            return true
        case (.autoresizingInHelper, .turnOffAutoresizing), (.forEachOverLiteral, .turnOffAutoresizing):
            return true
        case (.helperAroundConstraints, .constrain(_, _, _, let style)), (.loopWithWhere, .constrain(_, _, _, let style)),
             (.mapThroughUnknown, .constrain(_, _, _, let style)), (.storedInAnotherFile, .constrain(_, _, _, let style)),
             (.constraintsFromHelper, .constrain(_, _, _, let style)), (.gatheredInLocalArray, .constrain(_, _, _, let style)),
             (.compactMapIdentity, .constrain(_, _, _, let style)):
            return style != .snapKit
        default:
            return false
        }
    }

    // MARK: Known bugs

    struct Bug {
        var rendering: SourceRendering
        var rule: String
        var view: String
    }

    /// A missing vertical constraint, autoresizing left on, or a second width that contradicts the
    /// first, on a plain view placed with anchors.
    static func withBug(_ layout: GeneratedSourceLayout, using generator: inout Xoshiro) -> Bug? {
        var rendering = SourceRendering(layout: layout)
        // A plain view with no subviews: nothing inside it can give it a size.
        let parents = Set(layout.views.compactMap(\.parent))
        let anchored = layout.steps.indices.filter { index in
            if case .constrain(let view, _, _, let style) = layout.steps[index] { style != .snapKit && view.hasPrefix("box") && !parents.contains(view) } else { false }
        }
        guard let index = anchored.randomElement(using: &generator), case .constrain(let view, _, let constraints, _) = layout.steps[index] else { return nil }
        switch Int.random(in: 0...2, using: &generator) {
        case 0:
            rendering.droppedConstraints[index] = Int.random(in: 2...3, using: &generator)
            return Bug(rendering: rendering, rule: "missing-constraints", view: view)
        case 1:
            guard let turnOff = layout.steps.firstIndex(where: { if case .turnOffAutoresizing(view) = $0 { true } else { false } }) else { return nil }
            rendering.droppedSteps.insert(turnOff)
            return Bug(rendering: rendering, rule: "translates-autoresizing-mask", view: view)
        default:
            guard let width = constraints.first(where: { $0.hasPrefix("\(view).widthAnchor.constraint(equalToConstant:") }),
                  let value = Int(width.split(separator: ":").last!.dropLast().trimmingCharacters(in: .whitespaces)) else { return nil }
            rendering.addedConstraints[index] = ["\(view).widthAnchor.constraint(equalToConstant: \(value + 7))"]
            return Bug(rendering: rendering, rule: "conflicting-constraints", view: view)
        }
    }

    // MARK: Checking

    /// Every finding of every rule, as `autolint check` reports a Swift file.
    static func findings(in text: String) throws -> [Diagnostic] {
        let (layouts, problems) = SourceCodeReader.read(text: text, path: "/generated/Generated.swift", visualFormat: CodeVisualFormat())
        try #require(problems.isEmpty)
        return layouts.flatMap { layout in
            RuleRunner(rules: RuleRegistry.all).run(layout, configurations: LayoutAnalysis.defaultConfigurations(for: layout))
        }
    }
}
