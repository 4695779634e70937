import AutolintCommand
import Foundation
import Testing

/// What developers paste besides UIKit's "Unable to simultaneously satisfy" block: debugger
/// dumps of a constraint array, AppKit logs whose items are not views, and folders that hold a
/// WatchKit storyboard.
@Suite struct PastedInputTests {
    static let swiftDump = """
        (lldb) po view.constraints
        ▿ 3 elements
          - 0 : <NSLayoutConstraint:0x600002ee8c80 UILabel:0x7fa8e8c0a4f0'Title'.leading == UIView:0x7fa8e8c09190.leading + 20   (active)>
          - 1 : <NSLayoutConstraint:0x600002ee8cd0 UILabel:0x7fa8e8c0a4f0'Title'.width == 200   (active)>
          - 2 : <NSLayoutConstraint:0x600002ee8d20 UILabel:0x7fa8e8c0a4f0'Title'.width == 100 priority:250   (active)>
        """

    static let objectiveCDump = """
        (lldb) po [view constraints]
        <__NSArrayI 0x600000c2d800>(
        <NSLayoutConstraint:0x6000021c0a00 H:|-(20)-[UILabel:0x7fc2f6c07a40'Hello']   (active, names: '|':UIView:0x7fc2f6c07810 )>,
        <NSLayoutConstraint:0x6000021c0a50 H:[UILabel:0x7fc2f6c07a40'Hello'(300)]   (active)>,
        <NSLayoutConstraint:0x6000021c0aa0 UILabel:0x7fc2f6c07a40'Hello'.trailing == UIView:0x7fc2f6c07810.leading + 100   (active)>
        )
        """

    /// A `po` of `view.constraints` is read as one layout; `priority:250` makes the second width
    /// optional, so the two widths do not conflict and nothing is reported.
    @Test func swiftDebuggerDumpReadsPriorities() throws {
        let workspace = try Workspace(files: ["po.txt": Self.swiftDump])
        defer { workspace.remove() }
        let checked = try check(["po.txt"], in: workspace.path)
        #expect(checked.exitCode == 0, "\(checked.standardOutput)\(checked.standardError)")
        let explained = try ExplainCommand.parse(["po.txt"]).execute(workingDirectory: workspace.path)
        #expect(explained.exitCode == 0)
        #expect(explained.standardOutput.contains("a constraint list (3 printed)"))
        #expect(explained.standardOutput.contains("can all hold together"))
        #expect(!explained.standardOutput.contains("Unable to simultaneously satisfy"))
    }

    /// Without the suffix the same dump is a conflict between the two required widths.
    @Test func swiftDebuggerDumpWithRequiredWidthsConflicts() throws {
        let workspace = try Workspace(files: ["po.txt": Self.swiftDump.replacingOccurrences(of: " priority:250", with: "")])
        defer { workspace.remove() }
        let checked = try check(["--reporter", "json", "po.txt"], in: workspace.path)
        #expect(checked.exitCode == 2)
        let diagnostics = try ConsoleLogCommandTests.json(checked)
        #expect(diagnostics.map { $0["rule"] as? String } == ["conflicting-constraints"])
        #expect(diagnostics.first?["constraints"] as? [String] == ["0x600002ee8cd0", "0x600002ee8d20"])
    }

    /// Objective-C's `<__NSArrayI 0x…>(…)` form, with VFL and equation descriptions mixed.
    @Test func objectiveCDebuggerDumpIsOneLayout() throws {
        let workspace = try Workspace(files: ["po.txt": Self.objectiveCDump])
        defer { workspace.remove() }
        let checked = try check(["--reporter", "json", "po.txt"], in: workspace.path)
        #expect(checked.exitCode == 2, "\(checked.standardError)")
        let diagnostics = try ConsoleLogCommandTests.json(checked)
        #expect(diagnostics.map { $0["rule"] as? String } == ["conflicting-constraints"])
        #expect(diagnostics.first?["constraints"] as? [String] == ["0x6000021c0a00", "0x6000021c0a50", "0x6000021c0aa0"])
        let explained = try ExplainCommand.parse(["po.txt"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(explained.contains("would break this one"))
    }

    /// AppKit prints layout items that are not views (NSGridView's row boundaries) as objects,
    /// `<NSGridRow: 0x…>`; they are read as items like any other.
    @Test func appKitObjectItemsAreRead() throws {
        let workspace = try Workspace(files: ["grid.log": """
            2024-03-02 10:11:12.123 GridApp[123:456] [Layout] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x600002c41e00 <NSGridRow: 0x6000009a8f00>.top == NSGridView:0x7f9e4a50e3b0.top + 20   (active)>",
                "<NSLayoutConstraint:0x600002c41ea0 NSTextField:0x7f9e4a70c6e0'Name:'.top == <NSGridRow: 0x6000009a8f00>.top   (active)>",
                "<NSLayoutConstraint:0x600002c41f40 V:[NSTextField:0x7f9e4a70c6e0'Name:'(30)]   (active)>",
                "<NSLayoutConstraint:0x600002c42000 NSTextField:0x7f9e4a70c6e0'Name:'.bottom == _NSGridRowBoundary:0x6000009a9000.top   (active)>",
                "<NSLayoutConstraint:0x600002c420a0 _NSGridRowBoundary:0x6000009a9000.top == NSGridView:0x7f9e4a50e3b0.top + 40   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002c41f40 V:[NSTextField:0x7f9e4a70c6e0'Name:'(30)]   (active)>
            """])
        defer { workspace.remove() }
        let checked = try check(["--reporter", "json", "grid.log"], in: workspace.path)
        #expect(checked.exitCode == 2, "\(checked.standardError)")
        let diagnostics = try ConsoleLogCommandTests.json(checked)
        #expect(diagnostics.map { $0["rule"] as? String } == ["conflicting-constraints"])
        #expect((diagnostics.first?["constraints"] as? [String])?.count == 5)
        let explained = try ExplainCommand.parse(["grid.log"]).execute(workingDirectory: workspace.path).standardOutput
        #expect(explained.contains("NSGridRow 0x6000009a8f00"))
        #expect(explained.contains("AppKit broke this one"))
    }

    /// A malformed object item is still a located error, not a crash or a silent skip.
    @Test func aBrokenObjectItemIsAnInputError() throws {
        let workspace = try Workspace(files: ["grid.log": """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 <NSGridRow 0x6>.top == NSGridView:0x7.top + 20>"
            )
            """])
        defer { workspace.remove() }
        let checked = try check(["grid.log"], in: workspace.path)
        #expect(checked.exitCode == 3)
        #expect(checked.standardOutput.contains("grid.log:3:"))
    }

    static var watchKitStoryboard: String {
        get throws {
            try String(contentsOf: packageRoot.appendingPathComponent("Tests/AutolintFormatsTests/InterfaceBuilderDocuments/WatchKit.storyboard"), encoding: .utf8)
        }
    }

    /// A folder with a WatchKit storyboard in it is checked without it, with a note that says why;
    /// naming the storyboard still gets the refusal (exit 3).
    @Test func watchKitStoryboardIsSkippedInFolders() throws {
        let workspace = try Workspace(files: ["App/Watch.storyboard": try Self.watchKitStoryboard, "App/clean.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        let folder = try check(["App"], in: workspace.path)
        #expect(folder.exitCode == 0, "\(folder.standardOutput)")
        #expect(folder.standardError.contains("App/Watch.storyboard:2:1: note: skipped: a WatchKit storyboard has no Auto Layout"))
        #expect(folder.standardError.contains("skipped 1 file without Auto Layout"))
        let json = try check(["--reporter", "json", "App"], in: workspace.path)
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["skipped"] as? Int == 1)
        #expect(summary["unreadable"] as? Int == 0)

        let named = try check(["App/Watch.storyboard"], in: workspace.path)
        #expect(named.exitCode == 3)
        #expect(named.standardOutput.contains("unsupported document: a WatchKit storyboard has no Auto Layout"))
    }
}
