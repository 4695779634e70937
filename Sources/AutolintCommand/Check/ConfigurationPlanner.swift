import AutolintModel

/// Which configurations (device x writing direction) a layout is checked in.
///
/// Devices: `--all-devices`, else `--device`, else the layout's own (`device:`/`devices:`), else
/// the configuration file's `devices:`, else `iphone-15`. Directions: `--direction`, else the layout's.
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
        if allDevices {
            devices = Device.catalog
        } else if !commandLineDevices.isEmpty {
            devices = commandLineDevices
        } else if !layout.devices.isEmpty {
            devices = layout.devices.compactMap(Device.named)
        } else if !configuredDevices.isEmpty {
            devices = configuredDevices
        } else {
            devices = Device.named(Device.defaultName).map { [$0] } ?? []
        }
        let directions = direction.map { [$0] } ?? (layout.directions.isEmpty ? [.leftToRight] : layout.directions)
        return devices.flatMap { device in
            directions.map { Configuration(device: device, direction: $0, rootSize: layout.rootSize) }
        }
    }
}
