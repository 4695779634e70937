import ArgumentParser
import AutolintFormats
import AutolintModel

/// The options every analysing command shares (`cli.md`): which configurations to check in
/// (devices, direction) and which `.autolint.yml` to read. Reporting options (`--reporter`,
/// `--output`, `--strict`, `--quiet`) belong to the commands that use them.
public struct CommonOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: ArgumentHelp("Check on this device (repeatable); `project`: the devices the Xcode project's app supports.", valueName: "name"))
    public var devices: [String] = []

    @Flag(help: "Check on every device of the catalog.")
    public var allDevices = false

    @Option(help: ArgumentHelp("Writing direction: ltr or rtl (default: the layout's).", valueName: "ltr|rtl"))
    public var direction: String?

    @Option(help: ArgumentHelp("Configuration file (default: the nearest .autolint.yml upward).", valueName: "path"))
    public var config: String?

    @Option(help: ArgumentHelp("Refuse inputs larger than this many MB (default: max_file_size:, else 32).", valueName: "MB"))
    public var maxFileSize: Int?

    public init() {}

    public func validate() throws {
        if allDevices, !devices.isEmpty {
            throw ValidationError("--all-devices and --device cannot be combined")
        }
        if let maxFileSize, !LintConfiguration.fileSizeRange.contains(maxFileSize) {
            throw ValidationError("--max-file-size must be from 1 to 4096 (MB)")
        }
        if let direction, WritingDirection(rawValue: direction) == nil {
            throw ValidationError("unknown direction '\(direction)'; use ltr or rtl")
        }
    }

    /// The configuration these options point at.
    /// `--max-file-size` overrides the file's `max_file_size:`.
    func loadConfiguration(workingDirectory: WorkingDirectory) throws(ConfigurationError) -> LintConfiguration {
        var configuration = try LintConfigurationLoader(workingDirectory: workingDirectory.path).load(explicitPath: config)
        if let maxFileSize { configuration.maximumFileSize = maxFileSize }
        return configuration
    }

    /// The planner for these options; a device name neither the catalog nor the configuration's
    /// `custom_devices:` knows is a usage error (known only once the configuration is read).
    func planner(configuration: LintConfiguration) throws(ConfigurationError) -> ConfigurationPlanner {
        var commandLineDevices: [Device] = []
        for name in devices where name != ConfigurationPlanner.projectDeviceName {
            guard let device = configuration.device(named: name) else {
                let names = configuration.customDevices.map(\.name) + Device.catalog.map(\.name)
                throw ConfigurationError("unknown device '\(name)'\(NearestName.hint(for: name, among: configuration.knownDeviceNames)); devices are "
                    + names.joined(separator: ", ") + ", Interface Builder's canvas ids (retina6_1, retina4_7-landscape, ...) and project")
            }
            commandLineDevices.append(device)
        }
        return ConfigurationPlanner(
            commandLineDevices: commandLineDevices, allDevices: allDevices,
            direction: direction.flatMap(WritingDirection.init(rawValue:)),
            configuredDevices: configuration.devices.compactMap(configuration.device(named:)),
            commandLineAsksForProject: devices.contains(ConfigurationPlanner.projectDeviceName),
            configurationAsksForProject: configuration.devices.contains(ConfigurationPlanner.projectDeviceName))
    }
}
