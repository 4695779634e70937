import AutolintModel
import Testing
@testable import AutolintCommand

@Suite struct ConfigurationPlannerTests {
    static let se = Device.named("iphone-se")!
    static let ipad = Device.named("ipad-10")!

    static func layout(devices: [String] = [], directions: [WritingDirection] = [.leftToRight], rootSize: Size? = nil) -> Layout {
        Layout(name: "p", views: [LayoutView(id: "root")], devices: devices, directions: directions, rootSize: rootSize)
    }

    @Test func commandLineThenFixtureThenConfigurationThenDefault() {
        let configured = ConfigurationPlanner(configuredDevices: [Self.ipad])
        #expect(configured.configurations(for: Self.layout(), file: nil).map(\.name) == ["ipad-10"])
        #expect(configured.configurations(for: Self.layout(devices: ["iphone-se"]), file: nil).map(\.name) == ["iphone-se"])
        let commandLine = ConfigurationPlanner(commandLineDevices: [Self.se], configuredDevices: [Self.ipad])
        #expect(commandLine.configurations(for: Self.layout(devices: ["ipad-10"]), file: nil).map(\.name) == ["iphone-se"])
        #expect(ConfigurationPlanner().configurations(for: Self.layout(), file: nil).map(\.name) == ["iphone-15"])
        #expect(ConfigurationPlanner(allDevices: true).configurations(for: Self.layout(), file: nil).count == Device.catalog.count)
    }

    @Test func allDevicesOfAMacLayoutAreTheMacOnes() {
        let mac = ConfigurationPlanner(allDevices: true).configurations(for: Self.layout(devices: ["mac-window"]), file: nil)
        #expect(mac.map(\.name) == ["mac-window"])
        // An iPhone layout is not checked in a Mac window.
        let phone = ConfigurationPlanner(allDevices: true).configurations(for: Self.layout(devices: ["iphone-se"]), file: nil)
        #expect(phone.map(\.name) == Device.catalog.filter { !$0.isMac }.map(\.name))
    }

    @Test func anIPadOnlyDocumentIsCheckedOnIPadsOnly() {
        var document = Self.layout()
        document.origin = .interfaceBuilder
        document.deviceFamily = .iPad
        #expect(ConfigurationPlanner(allDevices: true).configurations(for: document, file: nil).map(\.name) == ["ipad-10", "ipad-pro-13-landscape"])
    }

    @Test func projectDevicesApplyToIBDocumentsOnlyAndStandAfterTheOthersNamed() {
        var document = Self.layout()
        document.origin = .interfaceBuilder
        let planner = ConfigurationPlanner(commandLineDevices: [Self.ipad], commandLineAsksForProject: true)
        #expect(planner.asksForProject(document))
        #expect(!planner.asksForProject(Self.layout()))
        // No file, or a file no project ships: only the devices named.
        #expect(planner.configurations(for: document, file: nil).map(\.name) == ["ipad-10"])
        #expect(planner.configurations(for: document, file: "/nonexistent/Main.storyboard").map(\.name) == ["ipad-10"])
        // Only `project`, and nothing ships the document: its canvas, else the default.
        let onlyProject = ConfigurationPlanner(configurationAsksForProject: true)
        #expect(onlyProject.configurations(for: document, file: "/nonexistent/Main.storyboard").map(\.name) == ["iphone-15"])
    }

    @Test func aDeviceNamedTwiceIsCheckedOnce() {
        let planner = ConfigurationPlanner(commandLineDevices: [Self.se, Self.ipad, Self.se])
        #expect(planner.configurations(for: Self.layout(), file: nil).map(\.name) == ["iphone-se", "ipad-10"])
    }

    @Test func onlyProjectFallsBackToTheLayoutsOwnDevicesThenTheConfigurationsThenTheCanvas() {
        // A fixture keeps its own devices; a Mac document its Mac window.
        let onlyProject = ConfigurationPlanner(commandLineAsksForProject: true)
        #expect(onlyProject.configurations(for: Self.layout(devices: ["ipad-10"]), file: "/nonexistent/a.layout.yml").map(\.name) == ["ipad-10"])
        var mac = Self.layout(devices: ["mac-window"])
        mac.origin = .interfaceBuilder
        #expect(onlyProject.configurations(for: mac, file: "/nonexistent/Window.xib").map(\.name) == ["mac-window"])
        // `devices: [project, iphone-se]` for source code: the devices it names.
        let configured = ConfigurationPlanner(configuredDevices: [Self.se], configurationAsksForProject: true)
        #expect(configured.configurations(for: Self.layout(), file: "/nonexistent/View.swift").map(\.name) == ["iphone-se"])
    }

    @Test func directionsMultiplyDevicesAndTheRootSizeIsKept() {
        let both = ConfigurationPlanner().configurations(for: Self.layout(devices: ["iphone-se", "ipad-10"], directions: [.leftToRight, .rightToLeft], rootSize: Size(width: 320, height: 480)), file: nil)
        #expect(both.map(\.name) == ["iphone-se", "iphone-se/rtl", "ipad-10", "ipad-10/rtl"])
        #expect(both.allSatisfy { $0.rootSize == Size(width: 320, height: 480) })
        let forced = ConfigurationPlanner(direction: .rightToLeft).configurations(for: Self.layout(directions: [.leftToRight, .rightToLeft]), file: nil)
        #expect(forced.map(\.name) == ["iphone-15/rtl"])
    }

    @Test func aDocumentIsCheckedOnItsCanvasAndItsCanvasSizeYieldsToDevicesAskedFor() {
        let canvas = Device(name: "retina6_1", size: Size(width: 414, height: 896), safeArea: EdgeInsets(top: 44, bottom: 34),
                            sizeClasses: SizeClasses(width: .compact, height: .regular), rootSideMargin: 20)
        var document = Self.layout(rootSize: Size(width: 414, height: 800))
        document.canvas = canvas
        document.rootSizeYieldsToRequestedDevices = true
        let byDefault = ConfigurationPlanner().configurations(for: document, file: nil)
        #expect(byDefault.map(\.name) == ["retina6_1"])
        #expect(byDefault.map(\.rootSize) == [Size(width: 414, height: 800)])
        #expect(ConfigurationPlanner(commandLineDevices: [Self.se]).configurations(for: document, file: nil).map(\.rootSize) == [Self.se.size])
        #expect(ConfigurationPlanner(configuredDevices: [Self.ipad]).configurations(for: document, file: nil).map(\.rootSize) == [Self.ipad.size])
        // Every iOS device of the catalog, and the canvas first at its own size (saved frames are compared there).
        let all = ConfigurationPlanner(allDevices: true).configurations(for: document, file: nil)
        #expect(all.map(\.name) == ["retina6_1"] + Device.catalog.filter { !$0.isMac }.map(\.name))
        #expect(all.map(\.rootSize) == [Size(width: 414, height: 800)] + Device.catalog.filter { !$0.isMac }.map(\.size))

        document.rootSizeYieldsToRequestedDevices = false
        #expect(ConfigurationPlanner(commandLineDevices: [Self.se]).configurations(for: document, file: nil).map(\.rootSize) == [Size(width: 414, height: 800)])
    }
}
