import AutolintAnalysis
import AutolintFormats
import AutolintModel
import Foundation
import Yams

/// Finds and reads `.autolint.yml`. Every unknown key, unknown rule, device or reporter, and
/// every value of the wrong kind is an error with file, line and column, never ignored.
public struct LintConfigurationLoader: Sendable {
    public var workingDirectory: String
    /// Rule ids the configuration may name.
    public var knownRules: [String]

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath, knownRules: [String] = RuleRegistry.ids) {
        self.workingDirectory = workingDirectory
        self.knownRules = knownRules
    }

    /// The configuration at `explicitPath`, else the nearest `.autolint.yml` upward from the
    /// working directory, else the defaults.
    public func load(explicitPath: String?) throws(ConfigurationError) -> LintConfiguration {
        if let explicitPath {
            let resolved = WorkingDirectory(workingDirectory).resolve(explicitPath)
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw ConfigurationError("configuration file '\(explicitPath)' does not exist")
            }
            return try read(path: resolved)
        }
        guard let found = nearestConfiguration() else { return LintConfiguration() }
        return try read(path: found)
    }

    func nearestConfiguration() -> String? {
        var directory = URL(fileURLWithPath: workingDirectory).standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(LintConfiguration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    public func read(path: String) throws(ConfigurationError) -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("configuration file '\(path)' cannot be read")
        }
        let text: String
        do {
            text = try TextDecoding.decode(data, path: path, kind: "configuration files")
        } catch {
            throw ConfigurationError(error.message, at: error.location)
        }
        return try parse(text, path: path)
    }

    public func parse(_ text: String, path: String) throws(ConfigurationError) -> LintConfiguration {
        var configuration = LintConfiguration(path: path)
        if let key = YAMLAliasKeyGuard.firstAliasKey(in: text) {
            throw ConfigurationError(YAMLAliasKeyGuard.message, at: SourceLocation(file: path, line: key.line, column: key.column))
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let mark = Self.mark(of: error)
            throw ConfigurationError("YAML syntax error: \(Self.describe(error))", at: SourceLocation(file: path, line: mark.line, column: mark.column))
        } catch {
            throw ConfigurationError("YAML could not be read: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let node else { return configuration }
        guard case .mapping(let mapping) = node else {
            throw ConfigurationError("the configuration must be a mapping of keys", at: location(of: node, path))
        }
        let configDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var devicesNode: Node?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let at = location(of: keyNode, path)
            switch key {
            case "disabled_rules": configuration.disabledRules = try ruleList(value, key, path)
            case "opt_in_rules": configuration.optInRules = try ruleList(value, key, path)
            case "only_rules": configuration.onlyRules = try ruleList(value, key, path)
            case "included": configuration.included = try strings(value, key, path).map { relativePath($0, from: configDirectory) }
            case "excluded": configuration.excluded = try strings(value, key, path).map { relativePath($0, from: configDirectory) }
            case "devices":
                configuration.devices = try strings(value, key, path)
                devicesNode = value
            case "custom_devices": configuration.customDevices = try customDevices(value, path)
            case "strict":
                guard let flag = value.scalar.flatMap({ Bool.construct(from: $0) }) else {
                    throw ConfigurationError("`strict` must be true or false", at: location(of: value, path))
                }
                configuration.strict = flag
            case "max_file_size":
                guard let megabytes = value.scalar.flatMap({ Int.construct(from: $0) }), LintConfiguration.fileSizeRange.contains(megabytes) else {
                    throw ConfigurationError("`max_file_size` must be a whole number of MB from 1 to 4096", at: location(of: value, path))
                }
                configuration.maximumFileSize = megabytes
            case "reporter":
                let reporter = value.string ?? ""
                guard ReporterRegistry.identifiers.contains(reporter) else {
                    throw ConfigurationError("unknown reporter '\(reporter)'\(Self.hint(reporter, ReporterRegistry.identifiers)); reporters are \(ReporterRegistry.identifiers.joined(separator: ", "))", at: location(of: value, path))
                }
                configuration.reporter = reporter
            case "suppressions": configuration.suppressions = try suppressions(value, path, configDirectory: configDirectory)
            case _ where knownRules.contains(key):
                configuration.severities[key] = try severity(value, rule: key, path)
            default:
                throw ConfigurationError("unknown key '\(key)'\(Self.hint(key, LintConfiguration.keys + knownRules)); keys are \(LintConfiguration.keys.joined(separator: ", ")) or a rule id with a severity", at: at)
            }
        }
        // After the loop: `devices:` may name custom devices defined below it.
        if let devicesNode {
            for (device, item) in zip(configuration.devices, Self.items(devicesNode))
            where configuration.device(named: device) == nil && device != ConfigurationPlanner.projectDeviceName {
                let names = configuration.customDevices.map(\.name) + Device.catalog.map(\.name)
                throw ConfigurationError("unknown device '\(device)'\(Self.hint(device, configuration.knownDeviceNames)); devices are \(names.joined(separator: ", "))", at: location(of: item, path))
            }
        }
        if configuration.onlyRules != nil, !configuration.disabledRules.isEmpty || !configuration.optInRules.isEmpty {
            throw ConfigurationError("`only_rules` cannot be combined with `disabled_rules` or `opt_in_rules`", at: location(of: node, path))
        }
        return configuration
    }

    /// `suppressions: [{file: GLOB, object: ID, rules: [RULE...]}]`; `rules` may be left out (all rules).
    private func suppressions(_ node: Node, _ path: String, configDirectory: String) throws(ConfigurationError) -> [ObjectSuppression] {
        guard case .sequence(let sequence) = node else {
            throw ConfigurationError("`suppressions` must be a list of {file, object, rules} entries", at: location(of: node, path))
        }
        var result: [ObjectSuppression] = []
        for item in sequence {
            guard case .mapping(let mapping) = item else {
                throw ConfigurationError("a suppression must be a mapping with `file`, `object` and optionally `rules`", at: location(of: item, path))
            }
            var file: String?
            var object: String?
            var rules: [String] = []
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                switch key {
                case "file", "object":
                    guard case .scalar(let scalar) = value, !scalar.string.isEmpty else {
                        throw ConfigurationError("`\(key)` of a suppression must be a non-empty string", at: location(of: value, path))
                    }
                    if key == "file" { file = scalar.string } else { object = scalar.string }
                case "rules": rules = try ruleList(value, "rules", path)
                default:
                    let keys = ["file", "object", "rules"]
                    throw ConfigurationError("unknown key '\(key)' in a suppression\(Self.hint(key, keys)); suppressions take file, object and rules", at: location(of: keyNode, path))
                }
            }
            guard let file, let object else {
                throw ConfigurationError("a suppression needs both `file` and `object`", at: location(of: item, path))
            }
            let resolvedFile = file.contains("/") ? WorkingDirectory(configDirectory).resolve(file) : file
            result.append(ObjectSuppression(file: resolvedFile, object: object, rules: rules))
        }
        return result
    }

    private func ruleList(_ node: Node, _ key: String, _ path: String) throws(ConfigurationError) -> [String] {
        let ids = try strings(node, key, path)
        for (id, item) in zip(ids, Self.items(node)) where !knownRules.contains(id) {
            throw ConfigurationError("unknown rule '\(id)' in `\(key)`\(Self.hint(id, knownRules)); `autolint rules` lists them", at: location(of: item, path))
        }
        return ids
    }

    func strings(_ node: Node, _ key: String, _ path: String) throws(ConfigurationError) -> [String] {
        var result: [String] = []
        for item in Self.items(node) {
            guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
                throw ConfigurationError("`\(key)` must be a list of names", at: location(of: item, path))
            }
            result.append(scalar.string)
        }
        return result
    }

    private func severity(_ node: Node, rule: String, _ path: String) throws(ConfigurationError) -> Severity {
        var valueNode = node
        if case .mapping(let mapping) = node {
            for (key, _) in mapping where key.string != "severity" {
                throw ConfigurationError("unknown key '\(key.string ?? "")' for rule '\(rule)'; rules take `severity`", at: location(of: key, path))
            }
            guard let severity = mapping["severity"] else {
                throw ConfigurationError("rule '\(rule)' needs `severity: warning` or `severity: error`", at: location(of: node, path))
            }
            valueNode = severity
        }
        guard let text = valueNode.string, let severity = Severity(rawValue: text) else {
            throw ConfigurationError("the severity of '\(rule)' must be warning or error", at: location(of: valueNode, path))
        }
        return severity
    }

    /// A list's items, or the value itself read as a list of one.
    static func items(_ node: Node) -> [Node] {
        if case .sequence(let sequence) = node { return Array(sequence) }
        return [node]
    }

    /// A path written relative to the configuration file, as seen from the working directory.
    private func relativePath(_ path: String, from directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        if absolute == base { return "." }
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }

    func location(of node: Node, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    static func hint(_ name: String, _ candidates: [String]) -> String {
        NearestName.suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _): "duplicate key \(duplicates.joined(separator: ", "))"
        default: "\(error)"
        }
    }

    private static func mark(of error: YamlError) -> (line: Int, column: Int) {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): (mark.line, mark.column)
        case .duplicatedKeysInMapping(_, let context): (context.mark.line, context.mark.column)
        default: (1, 1)
        }
    }
}
