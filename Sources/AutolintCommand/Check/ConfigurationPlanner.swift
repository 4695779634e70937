import AutolintFormats
import AutolintModel

/// Which configurations (device x writing direction) a layout is checked in.
///
/// Devices: `--all-devices` (only the Mac ones for a layout made for Macs), else `--device`, else
/// the layout's own (`device:`/`devices:`), else the configuration file's `devices:`, else the
/// layout's canvas (an IB document's design device), else `iphone-15`. A layout whose root size
/// is a document's canvas size (`rootSizeYieldsToRequestedDevices`) takes the devices' own sizes
/// when devices are asked for (command line or configuration file). Directions: `--direction`, else the layout's.
///
/// `project` among the devices asked for (`--device project`, `devices: project`) stands for the
/// devices the Xcode project's targets that ship an IB document or compile a source file support
/// (`ProjectDeviceResolver`); a file no target ships adds none. On iPhones, a view controller whose
/// class (or a superclass the project declares) returns a fixed `supportedInterfaceOrientations`
/// is checked only in those orientations.
public struct ConfigurationPlanner: Sendable {
    /// The name that stands for the project's devices.
    public static let projectDeviceName = "project"

    public var commandLineDevices: [Device]
    public var allDevices: Bool
    public var direction: WritingDirection?
    public var configuredDevices: [Device]
    /// `--device project` / `devices: project`: whether each list also asks for the project's devices.
    public var commandLineAsksForProject = false
    public var configurationAsksForProject = false
    /// Reads the projects around documents, once each; shared by every copy of the planner.
    public let projects = ProjectDeviceResolver()

    public init(commandLineDevices: [Device] = [], allDevices: Bool = false, direction: WritingDirection? = nil, configuredDevices: [Device] = [],
                commandLineAsksForProject: Bool = false, configurationAsksForProject: Bool = false) {
        self.commandLineDevices = commandLineDevices
        self.allDevices = allDevices
        self.direction = direction
        self.configuredDevices = configuredDevices
        self.commandLineAsksForProject = commandLineAsksForProject
        self.configurationAsksForProject = configurationAsksForProject
    }

    /// Whether the devices the layout is checked on may come from its project (so that `file`'s
    /// project must be read): an IB document or a layout in source code, with `project` in the
    /// list that applies to it.
    public func asksForProject(_ layout: Layout) -> Bool {
        guard layout.origin == .interfaceBuilder || layout.origin == .sourceCode, !allDevices else { return false }
        if !commandLineDevices.isEmpty || commandLineAsksForProject { return commandLineAsksForProject }
        if !layout.devices.isEmpty { return false }
        return configurationAsksForProject
    }

    /// The project file or Info.plist that `project` needed for `layouts` (read from `file`) and
    /// could not read: an input error of the run (the layouts are then checked on their canvas).
    public func projectProblem(for layouts: [Layout], file: String) -> InputError? {
        guard layouts.contains(where: asksForProject), case .unreadable(let error) = projects.devices(for: file).outcome else { return nil }
        return error
    }

    /// `file`: the input the layout was read from, whose project `project` refers to (nil for
    /// standard input, or a layout made in memory).
    public func configurations(for layout: Layout, file: String?) -> [Configuration] {
        let projectDevices = asksForProject(layout) ? file.map { self.projectDevices(for: layout, file: $0) } ?? [] : []
        let chosen = chosenDevices(for: layout, projectDevices: projectDevices)
        let requested = chosen.requested
        var devices: [Device] = []
        for device in chosen.devices where !devices.contains(where: { $0.name == device.name }) { devices.append(device) }
        // A document's canvas size gives way to the real screens asked for.
        let rootSize = requested && layout.rootSizeYieldsToRequestedDevices ? nil : layout.rootSize
        let directions = direction.map { [$0] } ?? (layout.directions.isEmpty ? [.leftToRight] : layout.directions)
        var planned = devices.flatMap { device in
            directions.map { Configuration(device: device, direction: $0, rootSize: rootSize) }
        }
        // Every device of the catalog, or of the project, replaces a document's canvas size; the
        // canvas is checked too, first, so that what only the canvas can say (saved frames:
        // `misplaced-view`) is still said.
        if allDevices || !projectDevices.isEmpty, rootSize == nil, let canvas = layout.canvas, let size = layout.rootSize,
           !devices.contains(where: { $0.name == canvas.name }) {
            planned.insert(contentsOf: directions.map { Configuration(device: canvas, direction: $0, rootSize: size) }, at: 0)
        }
        return planned
    }

    /// The first list that names a device: what is asked for on the command line, the layout's
    /// own, what the configuration file asks for, then the canvas (or the default device). A list
    /// of only `project` names none for a layout that is no IB document or that no target ships.
    private func chosenDevices(for layout: Layout, projectDevices: [Device]) -> (devices: [Device], requested: Bool) {
        let choices: [(devices: [Device], requested: Bool)] = [
            (allDevices ? Device.catalog.filter(platformFilter(for: layout)) : [], true),
            (commandLineDevices + (commandLineAsksForProject ? projectDevices : []), true),
            (layout.devices.compactMap(Device.named), false),
            (configuredDevices + (configurationAsksForProject ? projectDevices : []), true),
            ([layout.canvas ?? Device.named(Device.defaultName)].compactMap { $0 }, false),
        ]
        return choices.first { !$0.devices.isEmpty } ?? ([], false)
    }

    /// A view controller built in code is shown full screen only where the user says so: checked
    /// on devices asked for (the command line, `.autolint.yml`, `--all-devices`), its root is the
    /// device's screen; otherwise its size comes from outside (a child, a popover, a sheet).
    public func placingControllerOnRequestedScreens(_ layout: Layout, file: String?) -> Layout {
        guard layout.origin == .sourceCode, layout.controllerClass != nil, layout.sourceFacts?.rootSizeIsExternal == true else { return layout }
        let projectDevices = asksForProject(layout) ? file.map { self.projectDevices(for: layout, file: $0) } ?? [] : []
        guard chosenDevices(for: layout, projectDevices: projectDevices).requested else { return layout }
        var placed = layout
        placed.sourceFacts?.rootSizeIsExternal = false
        placed.rootSizePriority = .required
        return placed
    }

    /// The devices the targets shipping `file` support, of the layout's platform, with its view
    /// controller's orientations on iPhones (`restriction(of:file:)`).
    private func projectDevices(for layout: Layout, file: String) -> [Device] {
        guard case .supported(var supported) = projects.devices(for: file).outcome else { return [] }
        if let restriction = restriction(of: layout, file: file) {
            supported = supported.restricting(phone: restriction.phone, pad: restriction.pad)
        }
        return supported.devices.filter(platformFilter(for: layout))
    }

    /// The orientations the layout's view controller class allows, read from the project's Swift
    /// code; nil when it allows every one or says nothing autolint can read.
    public func restriction(of layout: Layout, file: String) -> ControllerOrientationIndex.Restriction? {
        guard let controller = layout.controllerClass else { return nil }
        return projects.restriction(ofController: controller, document: file)
    }

    /// Mac devices for a layout made for Macs, iPhones and iPads for an iOS one (an IB document
    /// that is not a Mac one, or a fixture naming iOS devices), iPads for an iPad-only document,
    /// any device otherwise.
    private func platformFilter(for layout: Layout) -> (Device) -> Bool {
        if let family = layout.deviceFamily { return { $0.family == family } }
        let ownDevices = layout.devices.compactMap(Device.named) + (layout.canvas.map { [$0] } ?? [])
        let isMacLayout = !ownDevices.isEmpty && ownDevices.allSatisfy(\.isMac)
        let isIOSLayout = !ownDevices.isEmpty && !ownDevices.contains(where: \.isMac) || layout.origin == .interfaceBuilder && !isMacLayout
        return isMacLayout ? { $0.isMac } : isIOSLayout ? { !$0.isMac } : { _ in true }
    }
}
