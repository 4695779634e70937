import AutolintModel
import Testing
@testable import AutolintFormats

/// Every attribute form of `<constraint>`, from `ConstraintForms.xib`.
@Suite struct InterfaceBuilderConstraintTests {
    private func layout() throws -> Layout { try InterfaceBuilderTestDocuments.layout("ConstraintForms.xib", root: "top-lv-001") }

    @Test func everyFormReadsAsItsEquation() throws {
        let equations = try layout().constraints.map { "\($0.id ?? "?"): \($0.equation)" }
        #expect(equations == [
            "c01-le-ad: lbl-ti-001.leading == top-lv-001.leading + 20",
            "c02-to-sy: lbl-ti-001.top == top-lv-001.top + 20",
            "c03-tr-fr: top-lv-001.trailing == btn-go-003.trailing + 20.5",
            "c04-sy-no: lbl-su-002.top == lbl-ti-001.bottom + 8",
            "c05-sy-su: lbl-su-002.leading == top-lv-001.leading + 20",
            "c06-mu-ra: img-av-004.width == 1.778 * img-av-004.height",
            "c07-mu-fr: cus-pl-007.width == 0.333 * top-lv-001.width - 4",
            "c08-mu-de: btn-go-003.width >= 0.5 * lbl-ti-001.width @750",
            "c09-ne-ga: btn-go-003.bottom <= top-lv-001.bottom - 10",
            "c10-pl-ho: lbl-ti-001.lastBaseline == lbl-su-002.firstBaseline",
            "c11-id-en: swi-on-005.centerY == sld-vo-006.centerY",
            "c12-in-no: sld-vo-006.leadingMargin == top-lv-001.centerXWithinMargins",
        ])
    }

    @Test func multipliersAreExactQuotients() throws {
        let layout = try layout()
        #expect(layout.constraint("c06-mu-ra")?.multiplier == 16.0 / 9.0)
        #expect(layout.constraint("c07-mu-fr")?.multiplier == 1.0 / 3.0)
        #expect(layout.constraint("c08-mu-de")?.multiplier == 0.5)
        #expect(InterfaceBuilderNumber.multiplier("45:55") == 45.0 / 55.0)
        #expect(InterfaceBuilderNumber.multiplier("1:0") == nil)
        #expect(InterfaceBuilderNumber.multiplier("a/b") == nil)
        #expect(InterfaceBuilderNumber.multiplier("1/2/3") == nil)
    }

    @Test func missingFirstItemIsTheOwningView() throws {
        let constraint = try #require(try layout().constraint("c03-tr-fr"))
        #expect(constraint.first == LayoutAnchor(.view("top-lv-001"), .trailing))
    }

    @Test func symbolicSpacingWithoutConstantIsStandard() throws {
        let layout = try layout()
        #expect(layout.constraint("c02-to-sy")?.constant == 20)   // written constant wins
        #expect(layout.constraint("c04-sy-no")?.constant == 8)    // between siblings
        #expect(layout.constraint("c05-sy-su")?.constant == 20)   // to the superview's edge
    }

    @Test func placeholderAndUninstalledConstraintsAreKeptInactive() throws {
        let layout = try layout()
        #expect(layout.constraint("c10-pl-ho")?.isActive == false)
        #expect(layout.constraint("c12-in-no")?.isActive == false)
        #expect(layout.constraints.filter(\.isActive).count == 10)
    }

    @Test func priorityRelationIdentifierAndOrigin() throws {
        let layout = try layout()
        #expect(layout.constraint("c08-mu-de")?.priority == .defaultHigh)
        #expect(layout.constraint("c08-mu-de")?.relation == .greaterThanOrEqual)
        #expect(layout.constraint("c09-ne-ga")?.relation == .lessThanOrEqual)
        #expect(layout.constraint("c11-id-en")?.identifier == "switchRow")
        #expect(layout.constraints.allSatisfy { $0.origin == .explicit })
    }
}
