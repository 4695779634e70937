/// What an app runs on, as its Xcode project says: the device families of its target
/// (`TARGETED_DEVICE_FAMILY`, `SDKROOT`) and, per family, the interface orientations of its
/// Info.plist (`UISupportedInterfaceOrientations`, `…~ipad`). `devices: project` checks a
/// document on exactly the catalog devices these allow.
public struct SupportedDevices: Hashable, Sendable, CustomStringConvertible {
    /// Portrait, landscape or both; empty when the family is not supported.
    public struct Orientations: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let portrait = Orientations(rawValue: 1)
        public static let landscape = Orientations(rawValue: 2)
        public static let all: Orientations = [.portrait, .landscape]

        /// From Info.plist values (`UIInterfaceOrientationPortrait`,
        /// `UIInterfaceOrientationLandscapeLeft`, …); upside-down portrait is portrait.
        public init(interfaceOrientations names: [String]) {
            var orientations: Orientations = []
            for name in names {
                if name.hasPrefix("UIInterfaceOrientationPortrait") { orientations.insert(.portrait) }
                if name.hasPrefix("UIInterfaceOrientationLandscape") { orientations.insert(.landscape) }
            }
            self = orientations
        }

        /// "portrait", "landscape", "portrait and landscape" or "none".
        public var phrase: String {
            switch self {
            case .all: "portrait and landscape"
            case .portrait: "portrait"
            case .landscape: "landscape"
            default: "none"
            }
        }
    }

    public var iPhone: Orientations
    public var iPad: Orientations
    public var mac: Bool
    /// The app requires full screen on iPads (`UIRequiresFullScreen`): without multitasking, an
    /// iPad too shows a screen only in the orientations its view controller allows.
    public var iPadFollowsControllers = false

    public init(iPhone: Orientations = [], iPad: Orientations = [], mac: Bool = false) {
        self.iPhone = iPhone
        self.iPad = iPad
        self.mac = mac
    }

    public static let none = SupportedDevices()

    public var isEmpty: Bool { iPhone.isEmpty && iPad.isEmpty && !mac }

    /// Only the orientations a view controller allows (`supportedInterfaceOrientations`, per
    /// idiom), on iPhones, and on iPads where the app requires full screen: an iPad app that
    /// supports multitasking is shown in every orientation the app supports, whatever the
    /// controller says.
    public func restricting(phone: Orientations, pad: Orientations) -> SupportedDevices {
        var restricted = self
        restricted.iPhone = iPhone.intersection(phone)
        if iPadFollowsControllers { restricted.iPad = iPad.intersection(pad) }
        return restricted
    }

    /// Both apps' devices (a document shipped by two targets runs on either's); an iPad follows
    /// the controller only where every app with iPads requires full screen.
    public func union(_ other: SupportedDevices) -> SupportedDevices {
        var united = SupportedDevices(iPhone: iPhone.union(other.iPhone), iPad: iPad.union(other.iPad), mac: mac || other.mac)
        united.iPadFollowsControllers = (iPad.isEmpty || iPadFollowsControllers) && (other.iPad.isEmpty || other.iPadFollowsControllers) && !united.iPad.isEmpty
        return united
    }

    /// The catalog's devices of these families in these orientations, in the catalog's order.
    public var devices: [Device] {
        Device.catalog.filter { device in
            let orientation: Orientations = device.size.width > device.size.height ? .landscape : .portrait
            switch device.family {
            case .iPhone: return iPhone.contains(orientation)
            case .iPad: return iPad.contains(orientation)
            case .mac: return mac
            }
        }
    }

    /// "iPhone (portrait), iPad (portrait and landscape)", for messages.
    public var description: String {
        var parts: [String] = []
        if !iPhone.isEmpty { parts.append("iPhone (\(iPhone.phrase))") }
        if !iPad.isEmpty { parts.append("iPad (\(iPad.phrase))") }
        if mac { parts.append("Mac") }
        return parts.isEmpty ? "no device" : parts.joined(separator: ", ")
    }
}
