import AutolintModel
import Testing
@testable import AutolintCommand

/// `--layout` and `--view` take what the user sees printed: a layout's title, object id, number
/// or a unique prefix; a view's id or its name as Xcode's outline shows it.
@Suite struct SelectionTests {
    static let layouts = [
        Layout(name: "PrefsViewController [8J7-VI-pmF]", views: [LayoutView(id: "a")]),
        Layout(name: "SettingsViewController [mTk-eQ-4uf]", views: [LayoutView(id: "b")]),
        Layout(name: "Settings Detail [Qx1-aa-bbb]", views: [LayoutView(id: "c")]),
    ]

    func chosen(_ requested: String) throws -> Int {
        try LayoutSelection(requested: requested).choose(from: Self.layouts, in: "Main.storyboard").index
    }

    @Test func layoutsAreChosenByNameTitleIDNumberOrUniquePrefix() throws {
        #expect(try chosen("SettingsViewController [mTk-eQ-4uf]") == 1)
        #expect(try chosen("SettingsViewController") == 1)
        #expect(try chosen("mTk-eQ-4uf") == 1)
        #expect(try chosen("3") == 2)
        #expect(try chosen("prefs") == 0)
        #expect(try chosen("Settings D") == 2)
    }

    @Test func anAmbiguousOrUnknownLayoutListsTheCandidates() {
        #expect(throws: ConfigurationError.self) { try chosen("Settings") }
        do { _ = try chosen("Settings") } catch {
            #expect("\(error)".contains("'Settings' names 2 layouts in Main.storyboard: 2 'SettingsViewController [mTk-eQ-4uf]', 3 'Settings Detail [Qx1-aa-bbb]'"))
        }
        do { _ = try chosen("Nothing") } catch {
            #expect("\(error)".contains("no layout 'Nothing' in Main.storyboard; its layouts are 1 'PrefsViewController [8J7-VI-pmF]'"))
        }
    }

    static let screen = Layout(name: "Screen", views: [
        LayoutView(id: "root", subviews: ["Ab1-cd-EF2", "Zz9-yy-XX8", "Qq1-rr-SS2"], displayName: "View"),
        LayoutView(id: "Ab1-cd-EF2", parent: "root", displayName: "Buttons View"),
        LayoutView(id: "Zz9-yy-XX8", parent: "root", displayName: "Title Label"),
        LayoutView(id: "Qq1-rr-SS2", parent: "root", displayName: "Title Detail"),
    ])

    @Test func viewsAreChosenByIDOrXcodeName() throws {
        #expect(try ViewSelection(requested: "Ab1-cd-EF2").choose(in: Self.screen) == "Ab1-cd-EF2")
        #expect(try ViewSelection(requested: "Buttons View").choose(in: Self.screen) == "Ab1-cd-EF2")
        #expect(try ViewSelection(requested: "buttons view").choose(in: Self.screen) == "Ab1-cd-EF2")
        #expect(try ViewSelection(requested: "Title L").choose(in: Self.screen) == "Zz9-yy-XX8")
        do { _ = try ViewSelection(requested: "Title").choose(in: Self.screen) } catch {
            #expect("\(error)".contains("'Title' names 2 views"))
        }
        do { _ = try ViewSelection(requested: "Footer").choose(in: Self.screen) } catch {
            #expect("\(error)".contains("its views are 'View' [root], 'Buttons View' [Ab1-cd-EF2]"))
        }
    }
}
