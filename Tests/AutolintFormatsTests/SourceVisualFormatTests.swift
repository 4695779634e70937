import AutolintModel
import AutolintSource
import Testing
@testable import AutolintFormats

/// Visual Format Language in Swift code, through the one VFL parser: views and metrics
/// dictionaries, alignment options, `|` as the superview at the call, and the calls UIKit rejects.
@Suite struct SourceVisualFormatTests {
    static func layout(_ body: String) throws -> Layout {
        let source = """
            import UIKit
            class FormViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    let field = UITextField()
                    title.translatesAutoresizingMaskIntoConstraints = false
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(title)
                    view.addSubview(field)
            \(body)
                }
            }
            """
        let layouts = SourceCodeReader.read(text: source, path: "/tmp/Form.swift", visualFormat: CodeVisualFormat()).layouts
        return try #require(layouts.first)
    }

    @Test func metricsViewsAndAlignmentOptions() throws {
        let layout = try Self.layout("""
                    let views = ["title": title, "field": field]
                    let metrics = ["pad": 20, "gap": 8.0]
                    var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[title]-(>=gap)-|", options: [], metrics: metrics, views: views)
                    constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[title]-gap-[field(==44)]", options: .alignAllLeading, metrics: metrics, views: views)
                    NSLayoutConstraint.activate(constraints)
            """)
        #expect(layout.constraints.map(\.equation) == [
            "title.leading == view.leading + 20", "view.trailing >= title.trailing + 8",
            "title.top == view.top + 20", "field.top == title.bottom + 8", "field.height == 44", "title.leading == field.leading",
        ])
        #expect(layout.constraints.allSatisfy { $0.location?.line == 13 || $0.location?.line == 14 })
        #expect(layout.constraints.allSatisfy { if case .visualFormat = $0.origin { true } else { false } })
        #expect(layout.sourceFacts?.openViews == [])
    }

    @Test func constraintsFromAFormatStayInactiveUntilActivated() throws {
        let layout = try Self.layout("""
                    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]|", options: [], metrics: nil, views: ["title": title])
            """)
        #expect(layout.constraints.isEmpty)
        #expect(layout.sourceFacts?.inactiveConstraints.count == 2)
    }

    @Test(arguments: [
        ("\"H:|-[missing]-|\"", "not a key of the views dictionary"),
        ("\"H:|-margin-[title]\"", "metric 'margin'"),
        ("format", "not a plain string literal"),
    ])
    func whatUIKitRejectsOrAutolintCannotReadOpensTheViews(format: String, reason: String) throws {
        let layout = try Self.layout("""
                    let format = "H:|[title]|"
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \(format), options: [], metrics: ["pad": 1], views: ["title": title]))
            """)
        #expect(layout.constraints.isEmpty)
        #expect(layout.sourceFacts?.openViews.contains("title") == true)
        #expect(layout.sourceFacts?.unresolved.contains { $0.reason.contains(reason) } == true, "\(layout.sourceFacts?.unresolved ?? [])")
    }
}
