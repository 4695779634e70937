import AutolintFormats
import AutolintModel

/// The settings of an `.autolint.yml`, with SwiftLint's key names.
public struct LintConfiguration: Sendable {
    public static let fileName = ".autolint.yml"

    /// The file it was read from; nil for the defaults.
    public var path: String?
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// When given, exactly these rules run.
    public var onlyRules: [String]?
    /// Per-rule severity overrides (`duplicate-constraint: error`).
    public var severities: [String: Severity] = [:]
    /// Paths checked when the command line names none, relative to the working directory.
    public var included: [String] = []
    /// Paths never picked up from a directory, relative to the working directory; `*`, `?` and `[...]` allowed.
    public var excluded: [String] = []
    public var devices: [String] = []
    /// Screens the team defines (`custom_devices:`), usable wherever a device name is.
    public var customDevices: [Device] = []
    public var strict = false
    public var reporter: String?
    /// `max_file_size:` in MB: inputs over it are refused before they are read (default 32).
    public var maximumFileSize: Int?
    /// Findings accepted per file and object (`suppressions:`).
    public var suppressions: [ObjectSuppression] = []

    public init(path: String? = nil) {
        self.path = path
    }

    /// A device by name: the team's own first, then the catalog and Interface Builder's canvases.
    public func device(named name: String) -> Device? {
        customDevices.first { $0.name == name } ?? Device.named(name)
    }

    /// The largest input read, in bytes: `max_file_size:` if set, else `FixtureLimits.maximumBytes`.
    public var maximumBytes: Int { maximumFileSize.map { $0 * 1024 * 1024 } ?? FixtureLimits.maximumBytes }

    /// `--max-file-size` and `max_file_size:` accept 1 to 4096 MB.
    public static let fileSizeRange = 1...4096

    /// Every device name this configuration knows, for suggestions.
    public var knownDeviceNames: [String] { customDevices.map(\.name) + Device.knownNames }

    /// Every key an `.autolint.yml` may hold besides rule ids.
    public static let keys = [
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "devices", "custom_devices", "strict", "reporter", "suppressions",
        "max_file_size",
    ]
}
