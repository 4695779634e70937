import AutolintModel
import Testing
@testable import AutolintFormats

/// What the parser reads, the model's canonical printer prints back unchanged.
@Suite struct EquationRoundTripTests {
    /// Resolves a parsed item the simple way fixtures do: `root.safeArea` is root's guide.
    private func resolve(_ item: ItemSyntax) -> LayoutItem {
        guard case .named(let path) = item.kind else {
            Issue.record("fixture-grammar input produced \(item.kind)")
            return .view("?")
        }
        if path.count == 2, let guide = GuideKind(suffix: path[1]) { return LayoutItem(view: path[0], guide: guide) }
        return .view(path.joined(separator: "."))
    }

    private func constraint(from equation: EquationSyntax) -> LayoutConstraint {
        LayoutConstraint(
            first: LayoutAnchor(resolve(equation.first.item), equation.first.attribute),
            relation: equation.relation,
            second: equation.second.map { LayoutAnchor(resolve($0.item), $0.attribute) },
            multiplier: equation.multiplier, constant: equation.constant,
            priority: equation.priority ?? .required)
    }

    static let canonical = [
        "title.top == root.safeArea.top + 20",
        "a.width == 0.5 * root.safeArea.width - 10 @750",
        "go.width >= 44 @750",
        "a.leading == b.trailing - 8.5 @999.5",
        "a.centerY == root.margins.centerY",
        "a.height <= 2 * b.width + 0.125 @1",
        "a.lastBaseline == b.firstBaseline",
        "a.width == -1.5 * b.height",
    ]

    @Test(arguments: canonical)
    func canonicalTextRoundTrips(text: String) throws {
        #expect(constraint(from: try EquationParser.parse(text)).equation == text)
    }

    /// Every attribute pairing, relation, sign and a spread of numbers: printed, parsed, compared.
    @Test func printedConstraintsParseBackToThemselves() throws {
        let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
        let items = [LayoutItem.view("a"), LayoutItem(view: "root", guide: .safeArea), LayoutItem(view: "b", guide: .margins)]
        let numbers = [0, 1, -1, 0.5, 8, -16.25, 1234.5, 0.001, 9_999_999]
        let priorities: [LayoutPriority] = [.required, .defaultHigh, LayoutPriority(1), LayoutPriority(999.5)]
        var checked = 0
        for (index, firstAttribute) in attributes.enumerated() {
            for relation in LayoutRelation.allCases {
                let secondAttribute = attributes[(index * 7 + checked) % attributes.count]
                let number = numbers[checked % numbers.count]
                let multiplier = [1, 0.5, 2, -1.5][checked % 4]
                let original = LayoutConstraint(
                    first: LayoutAnchor(items[checked % items.count], firstAttribute), relation: relation,
                    second: LayoutAnchor(items[(checked + 1) % items.count], secondAttribute),
                    multiplier: multiplier, constant: number, priority: priorities[checked % priorities.count])
                let parsed = constraint(from: try EquationParser.parse(original.equation))
                #expect(parsed == original, "\(original.equation)")
                checked += 1
            }
        }
        for size in [LayoutAttribute.width, .height] {
            for number in numbers {
                let original = LayoutConstraint(first: LayoutAnchor(.view("a"), size), relation: .greaterThanOrEqual, constant: number)
                #expect(constraint(from: try EquationParser.parse(original.equation)) == original)
            }
        }
        #expect(checked == attributes.count * 3)
    }
}
