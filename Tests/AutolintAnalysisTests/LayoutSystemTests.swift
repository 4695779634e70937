import AutolintModel
import Testing
@testable import AutolintAnalysis

/// The linear form of constraints, checked by evaluating it at the frames UIKit would give.
@Suite struct LayoutSystemTests {
    typealias B = LayoutBuilding

    /// The residual of each layout constraint at frames given in superview coordinates.
    func residuals(_ system: LayoutSystem, frames: [String: Rect]) -> [String: Double] {
        let unknowns = system.unknowns
        func value(_ index: Int) -> Double {
            let owner = unknowns.owner(ofVariable: index)
            guard let frame = frames[owner.item.view] else { return 0 }
            switch unknowns.component(ofVariable: index) {
            case .minX: return frame.x
            case .width: return frame.width
            case .minY: return frame.y
            case .height: return frame.height
            }
        }
        var result: [String: Double] = [:]
        for equation in system.equations {
            let constraint = system.constraints[equation.source]
            guard !constraint.origin.isSystem else { continue }
            result[constraint.label] = equation.expression.value(value)
        }
        return result
    }

    @Test func leadingAndTrailingMirrorRightToLeft() {
        let layout = B.layout([LayoutView(id: "a"), LayoutView(id: "b")], constraints: [
            B.constraint("a", .leading, .equal, "root", .leading, constant: 20, id: "lead"),
            B.constraint("b", .trailing, .equal, "a", .leading, constant: -8, id: "gap"),
        ])
        let ltr = LayoutSystem(layout: layout, configuration: B.configuration())
        let ltrFrames = ["root": Rect(x: 0, y: 0, width: 375, height: 667), "a": Rect(x: 20, y: 0, width: 100, height: 10),
                         "b": Rect(x: 0, y: 0, width: 12, height: 10)]
        #expect(residuals(ltr, frames: ltrFrames) == ["lead": 0, "gap": 0])

        let rtl = LayoutSystem(layout: layout, configuration: B.configuration("iphone-se", .rightToLeft))
        let rtlFrames = ["root": Rect(x: 0, y: 0, width: 375, height: 667), "a": Rect(x: 255, y: 0, width: 100, height: 10),
                         "b": Rect(x: 363, y: 0, width: 12, height: 10)]
        #expect(residuals(rtl, frames: rtlFrames) == ["lead": 0, "gap": 0])
        #expect(residuals(rtl, frames: ltrFrames)["lead"] != 0)
    }

    @Test func locationMultiplierAppliesInTheNearestCommonAncestor() {
        let layout = B.layout([LayoutView(id: "container")], nested: ["container": [LayoutView(id: "inner")]], constraints: [
            B.constraint("inner", .centerX, .equal, "container", .centerX, multiplier: 0.5, id: "quarter"),
        ])
        let system = LayoutSystem(layout: layout, configuration: B.configuration())
        // container is 200 wide at x = 100: a quarter of the way across is 50 in its coordinates.
        let frames = ["container": Rect(x: 100, y: 0, width: 200, height: 10), "inner": Rect(x: 40, y: 0, width: 20, height: 10)]
        #expect(residuals(system, frames: frames) == ["quarter": 0])
    }

    @Test func rootGuidesFollowTheDevice() {
        let layout = B.layout([LayoutView(id: "a")], constraints: [
            B.constraint("a", .leading, .equal, "root.margins", .leading, id: "margin"),
            B.constraint("a", .top, .equal, "root.safeArea", .top, id: "safe"),
            B.constraint("a", .bottom, .equal, "root", .bottomMargin, id: "bottomMargin"),
        ])
        let phone = LayoutSystem(layout: layout, configuration: B.configuration("iphone-15"))
        let phoneFrames = ["root": Rect(x: 0, y: 0, width: 393, height: 852), "a": Rect(x: 16, y: 59, width: 10, height: 852 - 34 - 8 - 59)]
        #expect(residuals(phone, frames: phoneFrames) == ["margin": 0, "safe": 0, "bottomMargin": 0])

        let pad = LayoutSystem(layout: layout, configuration: B.configuration("ipad-10"))
        let padFrames = ["root": Rect(x: 0, y: 0, width: 820, height: 1180), "a": Rect(x: 20, y: 24, width: 10, height: 1180 - 20 - 8 - 24)]
        #expect(residuals(pad, frames: padFrames) == ["margin": 0, "safe": 0, "bottomMargin": 0])
    }

    @Test func lastBaselineIsAnOffsetFromTheTop() {
        var label = LayoutView(id: "label", className: "UILabel")
        label.lastBaseline = 17
        let layout = B.layout([label, LayoutView(id: "box")], constraints: [
            B.constraint("box", .lastBaseline, .equal, "label", .lastBaseline, id: "baselines"),
        ])
        let system = LayoutSystem(layout: layout, configuration: B.configuration())
        // box has no baseline: its last baseline is its bottom.
        let frames = ["label": Rect(x: 0, y: 100, width: 50, height: 21), "box": Rect(x: 0, y: 97, width: 50, height: 20)]
        #expect(residuals(system, frames: frames) == ["baselines": 0])
    }

    @Test func intrinsicSizeBecomesHuggingAndCompressionResistance() {
        let label = LayoutView(id: "title", className: "UILabel", intrinsicSize: AxisPair(horizontal: 120, vertical: nil))
        let system = LayoutSystem(layout: B.layout([label], constraints: []), configuration: B.configuration())
        let labels = system.constraints.filter { $0.first.item == .view("title") }.map(\.label)
        #expect(labels == [
            "title.width >= 0 (size >= 0)", "title.height >= 0 (size >= 0)",
            "title.width >= 120 @750 (compression resistance)", "title.width <= 120 @251 (content hugging)",
        ])
    }

    /// UIKit's own constraints, in the order the system adds them: the root's frame, then per view
    /// its size floors, intrinsic size, autoresizing mask and guides' floors, each at its view's
    /// (or guide's) location. Most are kept compact and made when read: they must read as written.
    @Test func implicitConstraintsComeInOrderWithTheirOriginsAndLocations() {
        func at(_ line: Int) -> AutolintModel.SourceLocation { AutolintModel.SourceLocation(file: "f.layout.yml", line: line, column: 5) }
        let card = LayoutView(id: "card", guides: [LayoutGuide(id: "band", kind: .custom("band"), location: at(4)), LayoutGuide(id: "card.margins", kind: .margins)],
                              location: at(3))
        let label = LayoutView(id: "title", className: "UILabel", intrinsicSize: AxisPair(horizontal: 120, vertical: 21),
                               compressionResistance: AxisPair(horizontal: LayoutPriority(740), vertical: .defaultHigh), location: at(5))
        let pinned = LayoutView(id: "badge", translatesAutoresizingMask: true, frame: Rect(x: 10, y: 20, width: 30, height: 40),
                                guides: [LayoutGuide(id: "inner", kind: .custom("inner"))], location: at(6))
        let system = LayoutSystem(layout: B.layout([card, label, pinned], constraints: [B.constraint("title", .width, constant: 200, id: "own")]),
                                  configuration: B.configuration())
        let implicit = system.constraints.implicit
        #expect(implicit.map { "\($0.label) \($0.location?.line ?? 0)" } == [
            "root.left == 0 (device frame) 0", "root.top == 0 (device frame) 0",
            "root.width == 375 (device frame) 0", "root.height == 667 (device frame) 0",
            "root.width >= 0 (size >= 0) 0", "root.height >= 0 (size >= 0) 0",
            "card.width >= 0 (size >= 0) 3", "card.height >= 0 (size >= 0) 3",
            "band.width >= 0 (size >= 0) 4", "band.height >= 0 (size >= 0) 4",
            "title.width >= 0 (size >= 0) 5", "title.height >= 0 (size >= 0) 5",
            "title.width >= 120 @740 (compression resistance) 5", "title.width <= 120 @251 (content hugging) 5",
            "title.height >= 21 @750 (compression resistance) 5", "title.height <= 21 @251 (content hugging) 5",
            "badge.width >= 0 (size >= 0) 6", "badge.height >= 0 (size >= 0) 6",
            "badge.left == 10 (autoresizing mask) 6", "badge.width == 30 (autoresizing mask) 6",
            "badge.top == 20 (autoresizing mask) 6", "badge.height == 40 (autoresizing mask) 6",
            "inner.width >= 0 (size >= 0) 6", "inner.height >= 0 (size >= 0) 6",
        ])
        #expect(implicit.indices.map(implicit.origin(at:)) == implicit.map(\.origin))
        #expect(system.constraints.indices.map(system.constraints.origin(at:)) == system.constraints.map(\.origin))
        #expect(system.constraints.last?.id == "own")
    }

    /// A cell: the encapsulated size comes between the root's origin and the views' floors; a
    /// scroll view's content layout guide has a frame (and floors) of its own; a fragment's root
    /// keeps its origin only.
    @Test func implicitConstraintsOfACellAndAFragment() {
        let scroll = LayoutView(id: "scroll", className: "UIScrollView", guides: [LayoutGuide(id: "scroll.contentLayoutGuide", kind: .contentLayout)])
        var cell = B.layout([scroll], constraints: [])
        cell.encapsulatedLayout = EncapsulatedLayout(width: .fixed(320), height: 44)
        let labels = { (system: LayoutSystem) in system.constraints.implicit.map { "\($0.label) [\($0.identifier ?? "")]" } }
        let cellSystem = LayoutSystem(layout: cell, configuration: B.configuration())
        #expect(labels(cellSystem) == [
            "root.left == 0 (device frame) []", "root.top == 0 (device frame) []",
            "root.width == 320 (encapsulated layout size) [UIView-Encapsulated-Layout-Width]",
            "root.height == 44 @999 (encapsulated layout size) [UIView-Encapsulated-Layout-Height]",
            "root.width >= 0 (size >= 0) []", "root.height >= 0 (size >= 0) []",
            "scroll.width >= 0 (size >= 0) []", "scroll.height >= 0 (size >= 0) []",
            "scroll.contentLayoutGuide.width >= 0 (size >= 0) []", "scroll.contentLayoutGuide.height >= 0 (size >= 0) []",
        ])
        let fragment = LayoutSystem(layout: B.layout([scroll], constraints: []), configuration: B.configuration(),
                                    options: LayoutSystem.Options(fixesRootSize: false))
        #expect(labels(fragment).prefix(3) == ["root.left == 0 (device frame) []", "root.top == 0 (device frame) []", "root.width >= 0 (size >= 0) []"])
        for system in [cellSystem, fragment] {
            let implicit = system.constraints.implicit
            #expect(implicit.indices.map(implicit.origin(at:)) == implicit.map(\.origin))
        }
    }

    @Test func sizeClassVariationsAddAndRemove() {
        var layout = B.layout([LayoutView(id: "a")], constraints: [B.constraint("a", .width, constant: 10, id: "narrow")])
        layout.variations = [SizeClassVariation(heightClass: .compact, add: [B.constraint("a", .width, constant: 30, id: "wide")], remove: ["narrow"])]
        let portrait = LayoutSystem(layout: layout, configuration: B.configuration("iphone-se"))
        let landscape = LayoutSystem(layout: layout, configuration: B.configuration("iphone-se-landscape"))
        #expect(portrait.constraints.compactMap(\.id) == ["narrow"])
        #expect(landscape.constraints.compactMap(\.id) == ["wide"])
    }

    @Test func constraintsAcrossSeparateHierarchiesAreUnsolvable() {
        let layout = Layout(name: "two roots", views: [
            LayoutView(id: "root", subviews: ["a"]), LayoutView(id: "a", parent: "root"), LayoutView(id: "stray"),
        ], constraints: [B.constraint("a", .width, .equal, "stray", .width)])
        let system = LayoutSystem(layout: layout, configuration: B.configuration())
        #expect(system.unsolvable.map(\.reason) == ["its items have no common ancestor"])
    }
}
