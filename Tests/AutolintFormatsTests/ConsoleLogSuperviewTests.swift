import AutolintModel
import Testing
@testable import AutolintFormats

/// The superview a block's `names:` list prints (`'|':PickerHost:0x…`) is the superview of the
/// views of that line, autoresizing constraints included, even when an earlier line only implied
/// one (a position printed against a number: `midX == + 160`).
struct ConsoleLogSuperviewTests {
    static func block(namingOnLine namedLine: Int) -> String {
        var lines = [
            #""<NSAutoresizingMaskLayoutConstraint:0x60800009a8b0 h=-&- v=-&- UIPickerView:0x7f8d4e40a160.midX == + 160>","#,
            #""<NSLayoutConstraint:0x60800009a950 UIPickerView:0x7f8d4e40a160.centerX == PickerHost:0x7f8d4e509e70.centerX - 10>","#,
            #""<NSAutoresizingMaskLayoutConstraint:0x60800009a8c0 h=-&- v=-&- UIPickerView:0x7f8d4e40a160.width == 320>","#,
            #""<NSLayoutConstraint:0x60800009a9f0 PickerHost:0x7f8d4e509e70.width == 320>""#,
        ]
        lines[namedLine] = lines[namedLine].replacingOccurrences(of: ">\"", with: "   (Names: '|':PickerHost:0x7f8d4e509e70 )>\"")
        return """
            Unable to simultaneously satisfy constraints.
            (
            \(lines.joined(separator: "\n"))
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x60800009a950 UIPickerView:0x7f8d4e40a160.centerX == PickerHost:0x7f8d4e509e70.centerX - 10>
            """
    }

    @Test(arguments: [0, 2])
    func theNamedSuperviewIsThePickersWhereverItIsNamed(line: Int) throws {
        let layout = try #require(ConsoleLogReader.read(text: Self.block(namingOnLine: line), path: "picker.log").layouts.first)
        #expect(layout.views.first { $0.id == "0x7f8d4e40a160" }?.parent == "0x7f8d4e509e70")
        #expect(!layout.views.contains { $0.id.hasPrefix(LayoutView.impliedSuperviewPrefix) })
        let position = try #require(layout.constraints.first { $0.id == "0x60800009a8b0" })
        #expect(position.second?.item.view == "0x7f8d4e509e70")
    }
}
