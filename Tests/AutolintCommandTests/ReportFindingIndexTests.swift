import AutolintModel
import Testing
@testable import AutolintCommand

/// `report --pictures findings` asks, per layout and configuration, whether a finding holds
/// there; the index answers as `HTMLReport.diagnostic(_:belongsTo:)` and the configuration do.
struct ReportFindingIndexTests {
    static func layout(_ name: String, file: String, views: [String]) -> Layout {
        Layout(name: name, views: [LayoutView(id: "root", subviews: views)] + views.map { LayoutView(id: $0, parent: "root") },
               constraints: [], location: SourceLocation(file: file, line: 1, column: 1))
    }

    static func finding(file: String, views: [String], configuration: String?) -> Diagnostic {
        Diagnostic(rule: "missing-constraints", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
                   configuration: configuration, views: views, message: "m")
    }

    @Test func aFindingHoldsInItsConfigurationOfItsLayoutOnly() {
        let first = Self.layout("a", file: "one.xib", views: ["title"])
        let second = Self.layout("b", file: "one.xib", views: ["badge"])
        let elsewhere = Self.layout("c", file: "two.xib", views: ["title"])
        let index = ReportFindingIndex([Self.finding(file: "one.xib", views: ["title"], configuration: "iPhone 15")])
        #expect(index.hasFinding(in: first, configuration: "iPhone 15"))
        #expect(!index.hasFinding(in: first, configuration: "iPad"))
        #expect(!index.hasFinding(in: second, configuration: "iPhone 15"))
        #expect(!index.hasFinding(in: elsewhere, configuration: "iPhone 15"))
    }

    @Test func aFindingOfTheLayoutAsWrittenHoldsEverywhereInItsFile() {
        let layout = Self.layout("a", file: "one.xib", views: ["title"])
        let index = ReportFindingIndex([Self.finding(file: "one.xib", views: [], configuration: nil)])
        #expect(index.hasFinding(in: layout, configuration: "iPad"))
        #expect(!index.hasFinding(in: Self.layout("c", file: "two.xib", views: []), configuration: "iPad"))
    }
}
