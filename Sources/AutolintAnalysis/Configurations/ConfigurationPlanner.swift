import AutolintModel

/// Which configurations a layout is checked in: devices times writing directions, each device
/// bringing its size classes (and so its size-class variations).
public struct ConfigurationPlanner: Hashable, Sendable {
    /// Devices asked for on the command line or in the configuration file; they replace the layout's.
    public var devices: [Device]
    /// Every device of the catalog, whatever else is asked.
    public var allDevices: Bool
    /// Directions asked for; empty keeps the layout's.
    public var directions: [WritingDirection]

    public init(devices: [Device] = [], allDevices: Bool = false, directions: [WritingDirection] = []) {
        self.devices = devices
        self.allDevices = allDevices
        self.directions = directions
    }

    /// Device names the catalog does not know are left out; readers report them.
    public func configurations(for layout: Layout) -> [Configuration] {
        let chosenDevices: [Device]
        if allDevices {
            chosenDevices = Device.catalog
        } else if !devices.isEmpty {
            chosenDevices = devices
        } else {
            let named = layout.devices.compactMap(Device.named)
            chosenDevices = named.isEmpty ? [Device.named(Device.defaultName)!] : named
        }
        let chosenDirections = directions.isEmpty ? (layout.directions.isEmpty ? [.leftToRight] : layout.directions) : directions
        return chosenDevices.flatMap { device in
            chosenDirections.map { Configuration(device: device, direction: $0, rootSize: layout.rootSize) }
        }
    }
}
