import AutolintModel

/// Draws views as nested, labelled boxes in an SVG, one `<g>` per view in pre-order so that
/// subviews lie on top of their superviews. Shared by still wireframes and animations.
struct WireframeDrawing {
    let layout: Layout
    let ambiguous: Set<String>
    var highlighted: Set<String> = []
    let title: String
    let idPrefix: String

    /// - Parameters:
    ///   - frames: the frames drawn, in root coordinates.
    ///   - motion: for views that move, every frame they take in turn (the first is `frames`');
    ///     each gets SMIL `<animate>` elements cycling through them over `period` seconds.
    func svg(frames: [String: Rect], motion: [String: [Rect]] = [:], period: Double = 0) -> String {
        // A frame with an infinite or NaN part has no place on a drawing.
        let drawn = layout.views.filter { view in
            guard let frame = frames[view.id], frame.isDrawable else { return false }
            return motion[view.id]?.allSatisfy(\.isDrawable) ?? true
        }
        let bounds = Self.bounds(of: drawn.flatMap { motion[$0.id] ?? [frames[$0.id]!] })
        let padding = WireframeStyle.padding
        let width = bounds.width + 2 * padding
        let height = bounds.height + 2 * padding + WireframeStyle.titleHeight

        var svg = MarkupWriter()
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "id": idPrefix + "wireframe", "class": "wireframe",
            "width": number(width), "height": number(height),
            "viewBox": "\(number(bounds.x - padding)) \(number(bounds.y - padding - WireframeStyle.titleHeight)) \(number(width)) \(number(height))",
            "font-family": WireframeStyle.fontFamily,
        ])
        svg.element("title", content: title)
        svg.element("rect", [
            "x": number(bounds.x - padding), "y": number(bounds.y - padding - WireframeStyle.titleHeight),
            "width": number(width), "height": number(height), "fill": "white",
        ])
        // The whole title stays in the tooltip; the line shown is shortened to the drawing's width.
        if let shown = Self.fitted(title, width: width - padding, characterWidth: WireframeStyle.titleCharacterWidth) {
            svg.element("text", [
                "x": number(bounds.x), "y": number(bounds.y - padding), "font-size": number(WireframeStyle.titleSize),
                "fill": WireframeStyle.stroke,
            ], content: shown)
        }
        for view in drawn {
            draw(view, frame: frames[view.id]!, motion: motion[view.id], period: period, into: &svg)
        }
        svg.close("svg")
        return svg.text
    }

    private func draw(_ view: LayoutView, frame: Rect, motion: [Rect]?, period: Double, into svg: inout MarkupWriter) {
        let isAmbiguous = ambiguous.contains(view.id)
        let isHighlighted = highlighted.contains(view.id)
        let classes = ["wire-view"] + (isAmbiguous ? ["ambiguous"] : []) + (isHighlighted ? ["highlighted"] : [])
        svg.open("g", ["id": idPrefix + "wire-\(view.id)", "class": classes.joined(separator: " ")])
        svg.element("title", content: "\(view.name) (\(view.className)) \(frame)\(isAmbiguous ? ", ambiguous" : "")\(isHighlighted ? ", named by a finding" : "")")

        var box: MarkupAttributes = isAmbiguous
            ? ["fill": WireframeStyle.ambiguousFill, "fill-opacity": "0.7", "stroke": WireframeStyle.ambiguousStroke, "stroke-width": "2", "stroke-dasharray": "6 3"]
            : ["fill": WireframeStyle.fill, "fill-opacity": WireframeStyle.fillOpacity, "stroke": WireframeStyle.stroke, "stroke-width": "1"]
        if isHighlighted { box = box.replacing(["stroke": WireframeStyle.highlightStroke, "stroke-width": "2.5"]) }
        svg.open("rect", ["x": number(frame.x), "y": number(frame.y), "width": number(frame.width), "height": number(frame.height)] + box)
        if let motion {
            for (attribute, value) in [("x", \Rect.x), ("y", \Rect.y), ("width", \Rect.width), ("height", \Rect.height)] {
                animate(attribute, motion.map { $0[keyPath: value] }, period: period, into: &svg)
            }
        }
        svg.close("rect")

        if let label = Self.fitted(view.name, width: frame.width - 6, characterWidth: WireframeStyle.characterWidth),
           frame.height >= WireframeStyle.labelSize + 2 {
            // Containers are named in their top-left corner, where their subviews rarely start;
            // the others in their middle, out of the way of their superview's name.
            let isContainer = !view.subviews.isEmpty
            let place = { (frame: Rect) -> (x: Double, y: Double) in
                isContainer
                    ? (frame.x + 3, frame.y + WireframeStyle.labelSize + 1)
                    : (frame.x + frame.width / 2, frame.y + frame.height / 2 + WireframeStyle.labelSize * 0.35)
            }
            svg.open("text", [
                "x": number(place(frame).x), "y": number(place(frame).y), "text-anchor": isContainer ? "start" : "middle",
                "font-size": number(WireframeStyle.labelSize), "fill": isAmbiguous ? WireframeStyle.ambiguousStroke : WireframeStyle.stroke,
            ])
            svg.write(escaped: label)
            if let motion {
                animate("x", motion.map { place($0).x }, period: period, into: &svg)
                animate("y", motion.map { place($0).y }, period: period, into: &svg)
            }
            svg.close("text")
        }
        svg.close("g")
    }

    /// Holds each value for most of its share of the period, then glides to the next, and from
    /// the last back to the first, as `exerciseAmbiguityInLayout` flips between solutions.
    private func animate(_ attribute: String, _ values: [Double], period: Double, into svg: inout MarkupWriter) {
        guard Set(values).count > 1 else { return }
        let count = Double(values.count)
        var times: [String] = []
        var steps: [String] = []
        for (index, value) in values.enumerated() {
            let start = Double(index) / count
            times += [number(start), number(start + 0.7 / count)]
            steps += [number(value), number(value)]
        }
        times.append("1")
        steps.append(number(values[0]))
        svg.element("animate", [
            "attributeName": attribute, "dur": "\(number(period))s", "repeatCount": "indefinite",
            "calcMode": "linear", "keyTimes": times.joined(separator: ";"), "values": steps.joined(separator: ";"),
        ])
    }

    /// `text` shortened with an ellipsis to `width` at `characterWidth` per character; nil when not
    /// even one letter fits.
    static func fitted(_ text: String, width: Double, characterWidth: Double) -> String? {
        let room = Int(width / characterWidth)
        guard room >= 1 else { return nil }
        return text.count <= room ? text : String(text.prefix(max(room - 1, 1))) + "…"
    }

    private static func bounds(of frames: [Rect]) -> Rect {
        guard let first = frames.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for frame in frames.dropFirst() {
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func number(_ value: Double) -> String { formatPoints(value) }
}

extension Rect {
    /// Finite on every side: a frame a drawing can place.
    var isDrawable: Bool { [x, y, width, height].allSatisfy(\.isFinite) }
}
