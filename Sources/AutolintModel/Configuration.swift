/// One way a layout is solved: a device, a writing direction, and the device's size classes.
public struct Configuration: Hashable, Sendable, Codable, CustomStringConvertible {
    public var device: Device
    public var direction: WritingDirection
    /// The root's size: the device's unless the layout fixes it.
    public var rootSize: Size

    public init(device: Device, direction: WritingDirection = .leftToRight, rootSize: Size? = nil) {
        self.device = device
        self.direction = direction
        self.rootSize = rootSize ?? device.size
    }

    public var sizeClasses: SizeClasses { device.sizeClasses }

    /// `iphone-se`, or `iphone-se/rtl` for right-to-left: the name reports use.
    public var name: String { direction == .leftToRight ? device.name : "\(device.name)/rtl" }
    public var description: String { name }
}
