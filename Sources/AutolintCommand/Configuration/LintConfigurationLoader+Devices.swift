import AutolintModel
import Yams

/// `custom_devices:` in `.autolint.yml`: screens of a team's own (a kiosk, a car display, a
/// split-view width), usable wherever a device name is (`devices:`, `--device`).
///
/// ```yaml
/// custom_devices:
///   - name: kiosk
///     size: [1024, 768]
///     safe_area: [20, 0, 0, 0]         # top, left, bottom, right; default none
///     size_classes: [regular, compact] # width, height; default from the size
/// ```
/// Without `size_classes`, a width under 600 points is compact and so is a height under 500
/// (UIKit's phones in portrait and landscape, iPads and Mac windows regular).
extension LintConfigurationLoader {
    func customDevices(_ node: Node, _ path: String) throws(ConfigurationError) -> [Device] {
        guard case .sequence(let sequence) = node else {
            throw ConfigurationError("`custom_devices` must be a list of {name, size, safe_area, size_classes} entries", at: location(of: node, path))
        }
        var devices: [Device] = []
        for item in sequence {
            guard case .mapping(let mapping) = item else {
                throw ConfigurationError("a custom device must be a mapping with `name` and `size`", at: location(of: item, path))
            }
            var name: String?
            var size: Size?
            var safeArea = EdgeInsets.zero
            var sizeClasses: SizeClasses?
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "name":
                    guard let text = value.string, !text.isEmpty else {
                        throw ConfigurationError("`name` of a custom device must be a non-empty string", at: location(of: value, path))
                    }
                    guard Device.named(text) == nil, text != ConfigurationPlanner.projectDeviceName, !devices.contains(where: { $0.name == text }) else {
                        throw ConfigurationError("custom device '\(text)' is already a device; give it a name of its own", at: location(of: value, path))
                    }
                    name = text
                case "size":
                    let numbers = try points(value, count: 2, key: "size", path)
                    guard numbers.allSatisfy({ $0 > 0 }) else {
                        throw ConfigurationError("`size` must be [width, height], both above 0", at: location(of: value, path))
                    }
                    size = Size(width: numbers[0], height: numbers[1])
                case "safe_area":
                    let numbers = try points(value, count: 4, key: "safe_area", path)
                    safeArea = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
                case "size_classes":
                    let names = try strings(value, "size_classes", path)
                    let classes = names.compactMap(SizeClass.init(rawValue:))
                    guard names.count == 2, classes.count == 2 else {
                        throw ConfigurationError("`size_classes` must be [width, height], each compact or regular", at: location(of: value, path))
                    }
                    sizeClasses = SizeClasses(width: classes[0], height: classes[1])
                case let key:
                    let keys = ["name", "size", "safe_area", "size_classes"]
                    throw ConfigurationError("unknown key '\(key)' of a custom device\(Self.hint(key, keys)); keys are \(keys.joined(separator: ", "))",
                                             at: location(of: keyNode, path))
                }
            }
            guard let name, let size else {
                throw ConfigurationError("a custom device needs `name` and `size`", at: location(of: item, path))
            }
            let classes = sizeClasses ?? SizeClasses(width: size.width < 600 ? .compact : .regular, height: size.height < 500 ? .compact : .regular)
            devices.append(Device(name: name, size: size, safeArea: safeArea, sizeClasses: classes))
        }
        return devices
    }

    /// A list of `count` finite, non-negative numbers of points.
    private func points(_ node: Node, count: Int, key: String, _ path: String) throws(ConfigurationError) -> [Double] {
        let numbers = Self.items(node).compactMap { $0.scalar.flatMap { Double($0.string) } }
        guard case .sequence = node, numbers.count == count, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 100_000 }) else {
            throw ConfigurationError("`\(key)` must be a list of \(count) numbers of points from 0 to 100000", at: location(of: node, path))
        }
        return numbers
    }
}
