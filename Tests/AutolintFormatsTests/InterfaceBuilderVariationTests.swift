import AutolintModel
import Testing
@testable import AutolintFormats

/// Size-class variations (`SizeClasses.storyboard`): one resolved variation per size-class
/// combination that differs from Any/Any.
@Suite struct InterfaceBuilderVariationTests {
    private func layout() throws -> Layout { try InterfaceBuilderTestDocuments.layout("SizeClasses.storyboard", root: "var-rt-001") }

    private func variation(_ width: SizeClass, _ height: SizeClass) throws -> SizeClassVariation? {
        try layout().variations.first { $0.widthClass == width && $0.heightClass == height }
    }

    @Test func anyAnyHoldsOnlyWhatDefaultInstalls() throws {
        #expect(try layout().constraints.map(\.id) == ["var-c1-top", "var-c2-lea", "var-c3-wid"])
    }

    @Test func eachCombinationListsItsWholeDifference() throws {
        let layout = try layout()
        #expect(layout.variations.map { "\($0.widthClass!.rawValue)/\($0.heightClass!.rawValue)" } == ["compact/compact", "compact/regular", "regular/compact", "regular/regular"])
        #expect(layout.variations.allSatisfy { $0.applies(to: SizeClasses(width: $0.widthClass!, height: $0.heightClass!)) })

        let compactCompact = try #require(try variation(.compact, .compact))
        #expect(compactCompact.remove == ["var-c1-top"])
        #expect(compactCompact.add.map(\.equation) == ["var-st-001.top == var-rt-001.top + 20"])
        #expect(compactCompact.add.map(\.id) == ["var-c1-top"])
        #expect(compactCompact.removedViews == ["var-pa-001"])

        // iPhone portrait: only the pad view stays uninstalled.
        let compactRegular = try #require(try variation(.compact, .regular))
        #expect(compactRegular.add.isEmpty && compactRegular.remove.isEmpty)
        #expect(compactRegular.removedViews == ["var-pa-001"])

        // The both-class constant (10) beats the height-only one (20); widthClass=regular swaps the widths.
        let regularCompact = try #require(try variation(.regular, .compact))
        #expect(Set(regularCompact.remove) == ["var-c1-top", "var-c3-wid"])
        #expect(regularCompact.add.map(\.equation) == ["var-st-001.top == var-rt-001.top + 10", "var-st-001.width == 600"])
        #expect(regularCompact.removedViews.isEmpty)

        // The both-class exclusion of var-c5-pad applies only to regular/compact.
        let regularRegular = try #require(try variation(.regular, .regular))
        #expect(regularRegular.add.map(\.id) == ["var-c4-wpa", "var-c5-pad"])
        #expect(regularRegular.remove == ["var-c3-wid"])
    }

    @Test func stackViewPropertiesVaryToo() throws {
        let layout = try layout()
        #expect(layout.view("var-st-001")?.stack?.axis == .vertical)
        let compact = try #require(try variation(.compact, .compact)?.stackViews.first)
        #expect(compact.view == "var-st-001")
        #expect(compact.properties.axis == .horizontal)
        #expect(compact.properties.distribution == .fillEqually)
        #expect(compact.properties.spacing == 8)
        #expect(try variation(.regular, .regular)?.stackViews.isEmpty == true)
    }

    @Test func otherTraitsAreNotedNotApplied() throws {
        let layout = try layout()
        #expect(layout.notes == ["variation \"userInterfaceIdiom=mac\" (line 60) is not a size-class variation and is not checked"])
        #expect(layout.variations.allSatisfy { !$0.remove.contains("var-c2-lea") })
    }

    @Test func variationsPointAtTheirFirstVariationElement() throws {
        let location = try InterfaceBuilderTestDocuments.location(of: "<variation key=\"heightClass=compact\" axis=", in: "SizeClasses.storyboard")
        #expect(try variation(.compact, .compact)?.location == location)
    }

    @Test func traitKeysParse() {
        #expect(InterfaceBuilderTraitKey("default") == .any)
        #expect(InterfaceBuilderTraitKey("heightClass=compact-widthClass=regular") == InterfaceBuilderTraitKey(widthClass: .regular, heightClass: .compact))
        #expect(InterfaceBuilderTraitKey("widthClass=regular")?.rank == 2)
        #expect(InterfaceBuilderTraitKey("userInterfaceIdiom=pad") == nil)
        #expect(InterfaceBuilderTraitKey("widthClass=huge") == nil)
    }
}
