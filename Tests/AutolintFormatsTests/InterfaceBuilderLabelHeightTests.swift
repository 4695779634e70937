import AutolintModel
import Foundation
import Testing
@testable import AutolintFormats

/// A label's intrinsic height comes from its font where the font is the system font, because the
/// saved frame may be stretched or squeezed by constraints; widths stay the saved ones.
struct InterfaceBuilderLabelHeightTests {
    static func label(_ id: String, height: Double, attributes: String = #"text="Title""#, font: String = #"type="system" pointSize="17""#) -> String {
        """
                        <label opaque="NO" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="10" y="10" width="80" height="\(height)"/>
                            <fontDescription key="fontDescription" \(font)/>
                        </label>
        """
    }

    func intrinsicSizes(device: String, _ labels: [String]) throws -> [String: AxisPair<Double?>] {
        let text = InterfaceBuilderTestDocuments.xib(device: device, subviews: labels.joined(separator: "\n"))
        let layout = try InterfaceBuilderTestDocuments.layout(text: text, path: "Labels.xib")
        return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.id, $0.intrinsicSize) })
    }

    @Test func singleLineSystemLabelsAreOneLineOfTheirFontRoundedToPixels() throws {
        let sizes = try intrinsicSizes(device: "retina4_7", [
            Self.label("stretched", height: 21),
            Self.label("squeezed", height: 3),
            Self.label("bold", height: 30, font: #"type="boldSystem" pointSize="14""#),
            Self.label("body", height: 40, font: #"style="UICTFontTextStyleBody""#),
        ])
        // 17 pt San Francisco is 20.29 points high: 20.5 on a 2x screen.
        #expect(sizes["stretched"] == AxisPair(horizontal: 80, vertical: 20.5))
        #expect(sizes["squeezed"]?.vertical == 20.5)
        #expect(sizes["bold"]?.vertical == 17)
        #expect(sizes["body"]?.vertical == 20.5)
        let threeX = try intrinsicSizes(device: "retina6_12", [Self.label("stretched", height: 21)])
        #expect(abs((threeX["stretched"]?.vertical ?? 0) - 61.0 / 3) < 1e-9)
    }

    @Test func severalLinesKeepTheSavedHeightButNeverLessThanOneLine() throws {
        let sizes = try intrinsicSizes(device: "retina4_7", [
            Self.label("wrapped", height: 61, attributes: #"text="A long title" numberOfLines="0""#),
            Self.label("collapsed", height: 3, attributes: #"text="A long title" numberOfLines="3""#),
        ])
        #expect(sizes["wrapped"]?.vertical == 61)
        #expect(sizes["collapsed"]?.vertical == 20.5)
    }

    @Test func customFontsAttributedAndEmptyTextKeepTheSavedHeight() throws {
        let sizes = try intrinsicSizes(device: "retina4_7", [
            Self.label("custom", height: 23, font: #"name="Avenir-Book" family="Avenir" pointSize="17""#),
            Self.label("attributed", height: 23, attributes: #"usesAttributedText="YES""#),
            Self.label("empty", height: 0, attributes: #"text="""#),
        ])
        #expect(sizes["custom"]?.vertical == 23)
        #expect(sizes["attributed"]?.vertical == 23)
        #expect(sizes["empty"]?.vertical == 0)
    }
}
