import AutolintModel
import Testing
@testable import AutolintSource

/// Code whose running autolint cannot tell (a branch of an unknown condition, a closure handed to
/// an unknown call) is judged by what it may change: the hierarchy or the set of constraints
/// escapes what it names; values only keep their views from value-dependent findings; content
/// changes nothing followed.
@Suite struct UnknownCodeTests {
    static func facts(_ source: String) throws -> (layout: Layout, facts: SourceFacts) {
        let layout = try SwiftReaderTests.layout(source)
        return (layout, try #require(layout.sourceFacts))
    }

    static func card(building: String) -> String {
        """
        import UIKit
        final class CardView: UIView {
            let title = UILabel()
            let badge = UIView()
            var position = 0
            lazy var badgeWidth = badge.widthAnchor.constraint(equalToConstant: 20)
            override init(frame: CGRect) {
                super.init(frame: frame)
                [title, badge].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: leadingAnchor), title.topAnchor.constraint(equalTo: topAnchor),
                    badge.leadingAnchor.constraint(equalTo: title.trailingAnchor), badge.topAnchor.constraint(equalTo: topAnchor),
                    badge.heightAnchor.constraint(equalToConstant: 20), badgeWidth,
                ])
        \(building)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test func aSwitchThatOnlySetsConstantsLeavesTheViewsFollowedWithTheirValuesOpen() throws {
        let (_, facts) = try Self.facts(Self.card(building: """
                    switch position {
                    case 0: badgeWidth.constant = 10
                    default: badgeWidth.constant = 30
                    }
            """))
        #expect(facts.openViews.isEmpty)
        #expect(facts.valuesSetElsewhere == ["badge"])
    }

    @Test func aBranchThatAddsAViewOrDeclaresALocalEscapesWhatItNames() throws {
        let (_, adding) = try Self.facts(Self.card(building: """
                    if position > 0 { badge.removeFromSuperview() }
            """))
        #expect(adding.openViews.contains("badge"))
        // `let c = …; c.isActive = true`: the local carries the constraint to the statement that activates it.
        let (_, local) = try Self.facts(Self.card(building: """
                    if position > 0 {
                        let wide = title.widthAnchor.constraint(equalToConstant: 300)
                        wide.isActive = true
                    }
            """))
        #expect(local.openViews.contains("title"))
    }

    @Test func aClosureHandedToAnUnknownCallIsJudgedByWhatItChanges() throws {
        let (_, content) = try Self.facts(Self.card(building: """
                    Store.shared.observe { [weak self] name in self?.title.text = name }
            """))
        #expect(content.openViews.isEmpty)
        let (_, structure) = try Self.facts(Self.card(building: """
                    Store.shared.observe { [weak self] _ in self?.badgeWidth.isActive = false }
            """))
        #expect(structure.openViews.contains("badge"))
        // A view handed on to code autolint does not know may be changed there.
        let (_, handed) = try Self.facts(Self.card(building: """
                    Store.shared.observe { [weak self] _ in Theme.style(self?.title) }
            """))
        #expect(handed.openViews.contains("title"))
    }

    @Test func rxEventsAndContentBindingsHandOutNoView() throws {
        let (_, facts) = try Self.facts(Self.card(building: """
                    model.name.drive(title.rx.text).disposed(by: rx.disposeBag)
                    model.hidden.drive(badge.rx.isHidden).disposed(by: rx.disposeBag)
            """))
        #expect(!facts.openViews.contains("title"))
        #expect(facts.openViews.contains("badge"))
    }

    @Test func mapRunsItsClosureOnEachElement() throws {
        let (layout, facts) = try Self.facts(Self.card(building: """
                    NSLayoutConstraint.activate([title.widthAnchor.constraint(equalToConstant: 50)].map {
                        $0.identifier = "title-width"
                        return $0
                    })
            """))
        #expect(facts.openViews.isEmpty)
        #expect(layout.constraints.contains { $0.identifier == "title-width" })
    }
}
