import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

@Suite struct FixtureReaderTests {
    static let login = """
        name: Login form
        root:
          size: [375, 667]            # points; overrides `device`
          safeArea: [20, 0, 0, 0]
          subviews:
            - id: title
              class: UILabel
              intrinsicSize: [120, 21]
            - id: field
              class: UITextField
              intrinsicSize: [null, 34]
            - id: go
              class: UIButton
              intrinsicSize: [44, 30]
              hugging: {horizontal: 251}
        constraints:
          - titleTop: title.top == root.safeArea.top + 20
          - title.centerX == root.centerX
          - "H:|-20-[field]-8-[go]-20-|"
          - V:[title]-12-[field]
          - go.centerY == field.centerY
          - {id: fieldMax, equation: "field.width <= 400", priority: 750}
        """

    @Test func readsTheSpecExample() throws {
        let layout = try layout(Self.login)
        #expect(layout.name == "Login form")
        #expect(layout.views.map(\.id) == ["root", "title", "field", "go"])
        #expect(layout.rootSize == Size(width: 375, height: 667))
        #expect(layout.root.safeAreaInsets == EdgeInsets(top: 20))
        #expect(layout.view("title")?.hugging.horizontal == LayoutPriority(251))
        #expect(layout.view("field")?.intrinsicSize == AxisPair(horizontal: nil, vertical: 34))
        #expect(layout.view("go")?.hugging == AxisPair(horizontal: LayoutPriority(251), vertical: .defaultLow))
        #expect(layout.view("go")?.parent == "root")
        #expect(layout.root.subviews == ["title", "field", "go"])
        let equations = layout.constraints.map(\.equation)
        #expect(equations.contains("title.top == root.safeArea.top + 20"))
        #expect(equations.contains("field.leading == root.leading + 20"))
        #expect(equations.contains("go.leading == field.trailing + 8"))
        #expect(equations.contains("field.top == title.bottom + 12"))
        #expect(layout.constraints.first { $0.id == "fieldMax" }?.priority == .defaultHigh)
        #expect(layout.constraints.first?.id == "titleTop")
    }

    @Test func everyViewAndConstraintHasItsLocation() throws {
        let layout = try layout(Self.login)
        #expect(layout.view("title")?.location == SourceLocation(file: "test.layout.yml", line: 6, column: 7))
        #expect(layout.view("go")?.location == SourceLocation(file: "test.layout.yml", line: 12, column: 7))
        let title = layout.constraints.first { $0.id == "titleTop" }
        #expect(title?.location == SourceLocation(file: "test.layout.yml", line: 17, column: 5))
        let vfl = layout.constraints.filter { $0.origin == .visualFormat("H:|-20-[field]-8-[go]-20-|") }
        #expect(vfl.count == 3)
        #expect(vfl.allSatisfy { $0.location?.line == 19 })
        #expect(layout.constraints.allSatisfy { $0.location != nil })
    }

    @Test func jsonMeansTheSameAsYAML() throws {
        let json = """
            {"name": "Login form",
             "root": {"size": [375, 667], "subviews": [
                {"id": "title", "class": "UILabel", "intrinsicSize": [120, 21]},
                {"id": "go", "class": "UIButton", "intrinsicSize": [44, 30], "hugging": {"horizontal": 251}}]},
             "constraints": [{"titleTop": "title.top == root.top + 20"}, "H:|-20-[go]", {"id": "w", "equation": "go.width <= 400", "priority": "high"}]}
            """
        let yaml = """
            name: Login form
            root:
              size: [375, 667]
              subviews:
                - {id: title, class: UILabel, intrinsicSize: [120, 21]}
                - {id: go, class: UIButton, intrinsicSize: [44, 30], hugging: {horizontal: 251}}
            constraints:
              - titleTop: title.top == root.top + 20
              - H:|-20-[go]
              - {id: w, equation: "go.width <= 400", priority: high}
            """
        let fromJSON = try layout(json, path: "a.layout.json")
        let fromYAML = try layout(yaml)
        #expect(fromJSON.views.map(\.id) == fromYAML.views.map(\.id))
        #expect(fromJSON.views.map(\.hugging) == fromYAML.views.map(\.hugging))
        #expect(fromJSON.constraints.map(\.label) == fromYAML.constraints.map(\.label))
        #expect(fromJSON.constraints.map(\.priority) == fromYAML.constraints.map(\.priority))
        #expect(fromJSON.view("go")?.location == SourceLocation(file: "a.layout.json", line: 4, column: 5))
        #expect(fromJSON.constraints.first?.location == SourceLocation(file: "a.layout.json", line: 5, column: 18))
    }

    /// The tree keeps line and column only; whatever the decoders make from it names the file.
    @Test(arguments: ["guides.layout.yml", "guides.layout.json"])
    func everyLocationNamesTheFile(_ path: String) throws {
        let yaml = """
            root:
              guides: [{id: column}]
              subviews: [{id: a}]
            constraints:
              - w: a.width == column.width
            variations:
              - when: {widthClass: regular}
                remove: [w]
            expect:
              diagnostics: [{rule: missing-constraints, view: a}]
              frames:
                iphone-15: {a: [0, 0, 1, 1]}
            """
        let json = """
            {"root": {"guides": [{"id": "column"}], "subviews": [{"id": "a"}]},
             "constraints": [{"w": "a.width == column.width"}],
             "variations": [{"when": {"widthClass": "regular"}, "remove": ["w"]}],
             "expect": {"diagnostics": [{"rule": "missing-constraints", "view": "a"}],
                        "frames": {"iphone-15": {"a": [0, 0, 1, 1]}}}}
            """
        let layout = try layout(path.hasSuffix(".json") ? json : yaml, path: path)
        let expectations = try #require(layout.expectations)
        var files = layout.views.map(\.location?.file) + layout.views.flatMap(\.guides).map(\.location?.file)
        files += layout.constraints.map(\.location?.file) + layout.variations.map(\.location?.file)
        files += [expectations.location?.file] + (expectations.diagnostics ?? []).map(\.location?.file) + expectations.frames.map(\.location?.file)
        #expect(files.count == 8)
        #expect(files.allSatisfy { $0 == path }, "\(files)")
    }

    @Test func readsEveryViewProperty() throws {
        let layout = try layout("""
            root:
              margins: [10, 20, 10, 20]
              subviews:
                - id: stack
                  class: UIStackView
                  axis: vertical
                  distribution: fillEqually
                  alignment: center
                  spacing: 8
                  subviews: [{id: one}, {id: two, hidden: true}]
                - id: legacy
                  translatesAutoresizingMask: true
                  frame: [0, 10, 100, 44.5]
                  autoresizingMask: [flexibleWidth, flexibleBottomMargin]
                - id: label
                  class: UILabel
                  name: Title label
                  baseline: {first: 16, last: 30}
                  compressionResistance: {vertical: required}
                  hugging: 300
                  guides: [{id: column}]
            """)
        let stack = try #require(layout.view("stack")?.stack)
        #expect(stack == StackViewProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 8, arrangedSubviews: ["one", "two"]))
        #expect(layout.view("two")?.isHidden == true)
        #expect(layout.views.map(\.id) == ["root", "stack", "one", "two", "legacy", "label"])
        #expect(layout.root.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let legacy = try #require(layout.view("legacy"))
        #expect(legacy.translatesAutoresizingMask)
        #expect(legacy.frame == Rect(x: 0, y: 10, width: 100, height: 44.5))
        #expect(legacy.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        let label = try #require(layout.view("label"))
        #expect(label.displayName == "Title label")
        #expect(label.firstBaseline == 16 && label.lastBaseline == 30)
        #expect(label.compressionResistance == AxisPair(horizontal: .defaultHigh, vertical: .required))
        #expect(label.hugging == AxisPair(horizontal: LayoutPriority(300), vertical: LayoutPriority(300)))
        #expect(label.guides.map(\.id) == ["column"])
    }

    @Test func resolvesItemsGuidesAndSuperview() throws {
        let layout = try layout("""
            root:
              subviews:
                - id: card
                  guides: [{id: column}]
                  subviews: [{id: inner}]
            constraints:
              - inner.leading == superview.leadingMargin
              - inner.top == card.safeArea.top
              - column.width == card.margins.width * 0.5
              - inner.trailing == column.trailing
              - {vfl: "H:|-[inner]", in: card}
            """)
        let constraints = layout.constraints
        #expect(constraints[0].second?.item == .view("card"))
        #expect(constraints[1].second?.item == LayoutItem(view: "card", guide: .safeArea))
        #expect(constraints[2].first.item == LayoutItem(view: "card", guide: .custom("column")))
        #expect(constraints[2].second?.item == LayoutItem(view: "card", guide: .margins))
        #expect(constraints[2].multiplier == 0.5)
        #expect(constraints[3].second?.item == LayoutItem(view: "card", guide: .custom("column")))
        #expect(constraints[4].equation == "inner.leading == card.leading + 20")
    }

    @Test func readsDevicesDirectionsVariationsAndExpectations() throws {
        let layout = try layout("""
            devices: [iphone-se, ipad-10]
            directions: [ltr, rtl]
            root:
              subviews: [{id: title}, {id: go}]
            constraints:
              - titleTop: title.top == root.top + 20
              - {id: row, vfl: "H:|-[title]-[go]-|"}
            variations:
              - when: {heightClass: compact}
                add: [ "go.top == title.top" ]
                remove: [ titleTop, row ]
            expect:
              clean: true
              diagnostics:
                - {rule: missing-constraints, view: go, axis: horizontal}
              frames:
                iphone-se: {title: [127.5, 40, 120, 21]}
                ipad-10/rtl: {go: [0, 0, 10, 10]}
            """)
        #expect(layout.devices == ["iphone-se", "ipad-10"])
        #expect(layout.directions == [.leftToRight, .rightToLeft])
        let variation = try #require(layout.variations.first)
        #expect(variation.heightClass == .compact && variation.widthClass == nil)
        #expect(variation.add.map(\.equation) == ["go.top == title.top"])
        #expect(variation.remove == ["titleTop", "row[1]", "row[2]", "row[3]"])
        let expectations = try #require(layout.expectations)
        #expect(expectations.clean == true)
        #expect(expectations.diagnostics == [ExpectedDiagnostic(rule: "missing-constraints", view: "go", axis: .horizontal,
                                                                location: SourceLocation(file: "test.layout.yml", line: 15, column: 7))])
        #expect(expectations.frames.map(\.configuration) == ["iphone-se", "ipad-10/rtl"])
        #expect(expectations.frames.first?.frames.first?.frame == Rect(x: 127.5, y: 40, width: 120, height: 21))
    }

    @Test func visualFormatIsToldFromEquationsByItsStart() {
        #expect(FixtureConstraintDecoder.looksLikeVisualFormat("H:|-[a]-|"))
        #expect(FixtureConstraintDecoder.looksLikeVisualFormat("  V :[a]-[b]"))
        #expect(FixtureConstraintDecoder.looksLikeVisualFormat("[a(==b)]"))
        #expect(FixtureConstraintDecoder.looksLikeVisualFormat("|-[a]"))
        #expect(!FixtureConstraintDecoder.looksLikeVisualFormat("H.top == root.top"))
        #expect(!FixtureConstraintDecoder.looksLikeVisualFormat("Vx:[a]"))
        #expect(!FixtureConstraintDecoder.looksLikeVisualFormat("title.top == root.top"))
    }

    @Test func emptyListsMayBeLeftEmpty() throws {
        let layout = try layout("root:\n  subviews:\nconstraints:\nvariations:\n")
        #expect(layout.views.map(\.id) == ["root"])
        #expect(layout.constraints.isEmpty && layout.variations.isEmpty)
    }

    @Test func readsSuppressionComments() throws {
        let layout = try layout("""
            # autolint:disable left-right-attributes
            root:
              subviews: [{id: a}]
            constraints:
              # autolint:disable:next duplicate-constraint - kept on purpose
              - a.width == 10
              - a.width == 10  # autolint:disable:this duplicate-constraint
            # autolint:enable left-right-attributes
            """)
        let suppressions = layout.suppressions
        #expect(suppressions.contains(Suppression(rules: ["duplicate-constraint"], scope: .line(6))))
        #expect(suppressions.contains(Suppression(rules: ["duplicate-constraint"], scope: .thisLine(7))))
        #expect(suppressions.contains(Suppression(rules: ["left-right-attributes"], scope: .fromLine(1, until: 8))))
        #expect(suppressions.count == 3)
    }

    @Test func neverChangesTheInputFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.layout.yml")
        try Data(Self.login.utf8).write(to: file)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let document = InputReader.read(path: file.path)
        #expect(document.layouts.count == 1)
        #expect(try Data(contentsOf: file) == Data(Self.login.utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == before)
    }

    @Test func directoriesAreSearchedRecursivelyInOrder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["b.layout.yml", "a.layout.json", "sub/c.layout.yaml", "notes.md", ".hidden/d.layout.yml", "x.yml"] {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("root: {}\n".utf8).write(to: url)
        }
        let found = InputReader.expand([directory.path]).map { String($0.dropFirst(directory.path.count + 1)) }
        #expect(found == ["a.layout.json", "b.layout.yml", "sub/c.layout.yaml"])
        // Named explicitly, a YAML file with a root key is recognised by its content.
        #expect(InputReader.read(path: directory.appendingPathComponent("x.yml").path).layouts.count == 1)
        let unsupported = InputReader.read(path: directory.appendingPathComponent("notes.md").path)
        #expect(unsupported.problems.first?.message.hasPrefix("unsupported input") == true)
    }
}
