import AutolintFormats
import AutolintModel
import Foundation
import Testing
@testable import AutolintAnalysis

/// A view's own size constraints (floors, compression resistance, hugging) are translated without
/// making their `LayoutConstraint` (`ConstraintTranslator.translateSize`): each must be, to the
/// bit, what the general translation of the constraint gives.
@Suite struct ViewSizeTranslationTests {
    static let fixtures: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".layout.yml") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    /// Checks every view size constraint of `layout`'s system in each direction; returns how many.
    static func check(_ layout: Layout) -> Int {
        var checked = 0
        for direction in WritingDirection.allCases {
            let system = LayoutSystem(layout: layout, configuration: LayoutBuilding.configuration("iphone-15", direction))
            let translator = ConstraintTranslator(layout: system.layout, hierarchy: HierarchyIndex(system.layout), unknowns: system.unknowns,
                                                  geometry: system.geometry, direction: direction)
            let implicit = system.constraints.implicit
            let sizes = implicit.indices.filter { implicit.viewSize(at: $0) != nil }
            for equation in system.equations where equation.source < implicit.count {
                guard implicit.viewSize(at: equation.source) != nil else { continue }
                let general = try? translator.translate(system.constraints[equation.source], source: equation.source)
                #expect(general.map(Self.bits) == Self.bits(equation), "\(system.constraints[equation.source].label)")
                checked += 1
            }
            // Each states what its view says, read here from the view rather than through
            // `viewSize`, and none is left out of the equations.
            for position in sizes {
                let constraint = implicit[position], size = implicit.viewSize(at: position)!
                let view = system.layout.views[size.view], axis = size.axis
                #expect(constraint.first.item == .view(view.id) && constraint.first.attribute == (axis == .horizontal ? .width : .height))
                switch constraint.origin {
                case .nonNegativeSize:
                    #expect(constraint.relation == .greaterThanOrEqual && constraint.constant == 0 && constraint.priority == .required)
                case .compressionResistance:
                    #expect(constraint.relation == .greaterThanOrEqual && constraint.constant == view.intrinsicSize[axis]
                            && constraint.priority == view.compressionResistance[axis])
                case .contentHugging:
                    #expect(constraint.relation == .lessThanOrEqual && constraint.constant == view.intrinsicSize[axis]
                            && constraint.priority == view.hugging[axis])
                default:
                    Issue.record("a view size constraint of origin \(constraint.origin)")
                }
            }
            #expect(system.equations.count { $0.source < implicit.count && implicit.viewSize(at: $0.source) != nil } == sizes.count)
        }
        return checked
    }

    /// Everything of an equation, its numbers by bit pattern (so that -0 and 0 differ).
    static func bits(_ equation: LinearConstraint) -> [String] {
        equation.expression.terms.map { "\($0.variable):\($0.coefficient.bitPattern)" }
            + ["\(equation.expression.constant.bitPattern)", equation.relation.rawValue, "\(equation.priority.value)", "\(equation.source)"]
    }

    @Test func everyFixtureTranslatesItsViewSizesAsTheGeneralPathDoes() throws {
        var checked = 0
        for path in Self.fixtures {
            for layout in FixtureReader.read(path: path).layouts { checked += Self.check(layout) }
        }
        #expect(checked > 100)
    }

    /// Two views sharing an id (a console paste may print one twice): both sizes are the first
    /// view's unknowns, as resolving the id finds.
    @Test func viewsSharingAnIdTranslateToTheFirstOnesUnknowns() {
        let label = LayoutView(id: "label", className: "UILabel", intrinsicSize: AxisPair(horizontal: 80, vertical: 21))
        let layout = LayoutBuilding.layout([label, label], constraints: [LayoutBuilding.constraint("label", .top, .equal, "root", .top)])
        // Per direction: the root's two floors, and each label's two floors, two compression resistances and two huggings.
        #expect(Self.check(layout) == 2 * (2 + 2 * 6))
    }
}
