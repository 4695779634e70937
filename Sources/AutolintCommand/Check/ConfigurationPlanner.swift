import AutolintModel

/// Which configurations (device x writing direction) a layout is checked in.
///
/// Devices: `--all-devices` (only the Mac ones for a layout made for Macs), else `--device`, else
/// the layout's own (`device:`/`devices:`), else the configuration file's `devices:`, else the
/// layout's canvas (an IB document's design device), else `iphone-15`. A layout whose root size
/// is a document's canvas size (`rootSizeYieldsToRequestedDevices`) takes the devices' own sizes
/// when devices are asked for (command line or configuration file). Directions: `--direction`, else the layout's.
public struct ConfigurationPlanner: Sendable {
    public var commandLineDevices: [Device]
    public var allDevices: Bool
    public var direction: WritingDirection?
    public var configuredDevices: [Device]

    public init(commandLineDevices: [Device] = [], allDevices: Bool = false, direction: WritingDirection? = nil, configuredDevices: [Device] = []) {
        self.commandLineDevices = commandLineDevices
        self.allDevices = allDevices
        self.direction = direction
        self.configuredDevices = configuredDevices
    }

    public func configurations(for layout: Layout) -> [Configuration] {
        let devices: [Device]
        var requested = true
        if allDevices {
            // A Mac window's layout is not laid out on phones, nor an iPhone screen in a Mac
            // window: every device of the layout's own kind.
            let ownDevices = layout.devices.compactMap(Device.named) + (layout.canvas.map { [$0] } ?? [])
            let isMacLayout = !ownDevices.isEmpty && ownDevices.allSatisfy(\.isMac)
            let isIOSLayout = !ownDevices.isEmpty && !ownDevices.contains(where: \.isMac)
                || layout.origin == .interfaceBuilder && !isMacLayout
            devices = isMacLayout ? Device.catalog.filter(\.isMac) : isIOSLayout ? Device.catalog.filter { !$0.isMac } : Device.catalog
        } else if !commandLineDevices.isEmpty {
            devices = commandLineDevices
        } else if !layout.devices.isEmpty {
            devices = layout.devices.compactMap(Device.named)
            requested = false
        } else if !configuredDevices.isEmpty {
            devices = configuredDevices
        } else {
            devices = [layout.canvas ?? Device.named(Device.defaultName)].compactMap { $0 }
            requested = false
        }
        // A document's canvas size gives way to the real screens asked for.
        let rootSize = requested && layout.rootSizeYieldsToRequestedDevices ? nil : layout.rootSize
        let directions = direction.map { [$0] } ?? (layout.directions.isEmpty ? [.leftToRight] : layout.directions)
        var planned = devices.flatMap { device in
            directions.map { Configuration(device: device, direction: $0, rootSize: rootSize) }
        }
        // Every device of the catalog replaces a document's canvas size; the canvas is checked
        // too, first, so that what only the canvas can say (saved frames: `misplaced-view`) is
        // still said.
        if allDevices, rootSize == nil, let canvas = layout.canvas, let size = layout.rootSize,
           !devices.contains(where: { $0.name == canvas.name }) {
            planned.insert(contentsOf: directions.map { Configuration(device: canvas, direction: $0, rootSize: size) }, at: 0)
        }
        return planned
    }
}
