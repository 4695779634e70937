import AutolintModel
import Foundation
import Testing
@testable import AutolintRendering

@Suite struct WireframeTests {
    /// The card layout solved by hand on a 375 x 667 root (superview coordinates).
    static let cardFrames: [String: Rect] = [
        "root": Rect(x: 0, y: 0, width: 375, height: 667),
        "card": Rect(x: 16, y: 59, width: 343, height: 120),
        "icon": Rect(x: 16, y: 8, width: 40, height: 40),
        "caption": Rect(x: 64, y: 8, width: 60, height: 21),
    ]

    @Test func convertsSuperviewFramesToRootCoordinates() {
        let frames = RootCoordinates.frames(of: SampleLayouts.card, from: Self.cardFrames)
        #expect(frames["icon"] == Rect(x: 32, y: 67, width: 40, height: 40))
        #expect(frames["caption"] == Rect(x: 80, y: 67, width: 60, height: 21))
        #expect(frames["card"] == Self.cardFrames["card"])
    }

    @Test func drawsEveryViewAsALabelledBoxAndHighlightsAmbiguousOnes() throws {
        let input = WireframeInput(layout: SampleLayouts.card, superviewFrames: Self.cardFrames, ambiguousViews: ["caption"], configuration: "iphone-se")
        let svg = try SVGDocument(Wireframe(input).svg)
        #expect(svg.root?.name == "svg")
        #expect(svg.elements(withClass: "wire-view").compactMap(\.attributes["id"]) == ["wire-root", "wire-card", "wire-icon", "wire-caption"])
        #expect(svg.elements(withClass: "ambiguous").compactMap(\.attributes["id"]) == ["wire-caption"])

        let icon = try #require(svg.shapes(inGroup: "wire-icon").first)
        #expect([icon.attributes["x"], icon.attributes["y"], icon.attributes["width"], icon.attributes["height"]] == ["32", "67", "40", "40"])
        #expect(svg.texts(inGroup: "wire-icon").first == "icon")
        let caption = try #require(svg.shapes(inGroup: "wire-caption").first)
        #expect(caption.attributes["fill"] == ConstraintGraphStyle.ambiguousFill)
        #expect(caption.attributes["stroke-dasharray"] != nil)
        #expect(icon.attributes["stroke-dasharray"] == nil)
        #expect(svg.texts(inGroup: "wire-caption").first == "Caption")
    }

    @Test func viewBoxTakesInViewsOutsideTheRoot() throws {
        var frames = Self.cardFrames
        frames["caption"] = Rect(x: -100, y: 8, width: 60, height: 21)
        let svg = try SVGDocument(Wireframe(WireframeInput(layout: SampleLayouts.card, superviewFrames: frames)).svg)
        let viewBox = try #require(svg.root?.attributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
        #expect(viewBox[0] <= -84)
        #expect(viewBox[0] + viewBox[2] >= 375)
    }

    @Test func framesThatAreNotFiniteAreLeftOut() throws {
        var frames = Self.cardFrames
        frames["icon"] = Rect(x: .infinity, y: 8, width: 40, height: .nan)
        let svg = try SVGDocument(Wireframe(WireframeInput(layout: SampleLayouts.card, superviewFrames: frames)).svg)
        #expect(svg.elements(withClass: "wire-view").compactMap(\.attributes["id"]) == ["wire-root", "wire-card", "wire-caption"])
    }

    @Test func longNamesAreShortenedToTheirBox() throws {
        var layout = SampleLayouts.card
        layout.updateView("icon") { $0.displayName = "A very long name for a small icon" }
        let svg = try SVGDocument(Wireframe(WireframeInput(layout: layout, superviewFrames: Self.cardFrames)).svg)
        let label = try #require(svg.texts(inGroup: "wire-icon").first)
        #expect(label.hasSuffix("…"))
        #expect(label.count <= 6)
        // The whole name stays in the box's tooltip.
        #expect(svg.elements.contains { $0.name == "title" && $0.groupIDs.contains("wire-icon") && $0.text.hasPrefix("A very long name for a small icon") })
    }

    @Test func longTitlesAreShortenedToTheDrawing() throws {
        let frames: [String: Rect] = ["root": Rect(x: 0, y: 0, width: 60, height: 40)]
        var layout = SampleLayouts.card
        layout.name = "A layout whose name is much longer than its tiny root view"
        let svgText = Wireframe(WireframeInput(layout: layout, superviewFrames: frames, configuration: "iphone-se")).svg
        let svg = try SVGDocument(svgText)
        let drawingWidth = try #require(svg.root?.attributes["width"].flatMap(Double.init))
        let shown = try #require(svg.elements.first { $0.name == "text" && $0.groupIDs == ["wireframe"] }?.text)
        #expect(shown.hasSuffix("…"))
        #expect(Double(shown.count) * WireframeStyle.titleCharacterWidth <= drawingWidth)
        // The whole title stays in the drawing's tooltip.
        #expect(svg.elements.contains { $0.name == "title" && $0.groupIDs == ["wireframe"] && $0.text.hasPrefix(layout.name) })
    }

    @Test func escapesNames() throws {
        var layout = SampleLayouts.card
        layout.updateView("card") { $0.displayName = "<Tom & \"Jerry\">" }
        let svg = try SVGDocument(Wireframe(WireframeInput(layout: layout, superviewFrames: Self.cardFrames)).svg)
        #expect(svg.texts(inGroup: "wire-card").first == "<Tom & \"Jerry\">")
    }

    @Test func sameInputGivesSameText() {
        let input = WireframeInput(layout: SampleLayouts.card, superviewFrames: Self.cardFrames, ambiguousViews: ["caption"])
        #expect(Wireframe(input).svg == Wireframe(input).svg)
    }

    @Test func animationCyclesTheAmbiguousViewThroughItsFrames() throws {
        let frames = RootCoordinates.frames(of: SampleLayouts.card, from: Self.cardFrames)
        let alternatives = [frames["caption"]!, Rect(x: 80, y: 100, width: 60, height: 21), Rect(x: 200, y: 67, width: 150, height: 21)]
        let animation = try AmbiguityAnimation(AmbiguityAnimationInput(layout: SampleLayouts.card, frames: frames, view: "caption", alternatives: alternatives, secondsPerSolution: 2))
        #expect(animation.movingViews == ["caption"])
        let svg = try SVGDocument(animation.svg)
        let animations = svg.elements.filter { $0.name == "animate" && $0.groupIDs.contains("wire-caption") }
        // The box moves in x, y and width (height never changes); the label in x and y.
        #expect(animations.map { $0.attributes["attributeName"]! } == ["x", "y", "width", "x", "y"])
        let boxX = try #require(animations.first)
        #expect(boxX.attributes["values"] == "80;80;80;80;200;200;80")
        #expect(boxX.attributes["keyTimes"]?.split(separator: ";").count == 7)
        #expect(boxX.attributes["dur"] == "6s")
        #expect(boxX.attributes["repeatCount"] == "indefinite")
        #expect(svg.elements.filter { $0.name == "animate" && !$0.groupIDs.contains("wire-caption") }.isEmpty)
    }

    @Test func subviewsMoveWithTheirAmbiguousSuperview() throws {
        let frames = RootCoordinates.frames(of: SampleLayouts.card, from: Self.cardFrames)
        let moved = Rect(x: 16, y: 300, width: 343, height: 120)
        let input = AmbiguityAnimationInput(layout: SampleLayouts.card, frames: frames, view: "card", alternatives: [frames["card"]!, moved])
        #expect(input.solutions[1]["icon"] == Rect(x: 32, y: 308, width: 40, height: 40))
        #expect(try AmbiguityAnimation(input).movingViews == ["card", "icon", "caption"])
    }

    @Test func animationNeedsASolution() {
        #expect(throws: RenderingError.noSolutions(layout: "Card")) {
            try AmbiguityAnimation(AmbiguityAnimationInput(layout: SampleLayouts.card, solutions: []))
        }
    }
}
