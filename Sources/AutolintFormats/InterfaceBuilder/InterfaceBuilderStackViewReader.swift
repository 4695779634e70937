import AutolintModel

/// Reads `UIStackView` (`axis=`) and `NSStackView` (`orientation=`) properties. IB omits values
/// equal to the class defaults: horizontal, fill, fill, and spacing 0 (UIKit) or 8 (AppKit).
struct InterfaceBuilderStackViewReader {
    var platform: InterfaceBuilderDocumentKind.Platform
    var source: InterfaceBuilderSourceText

    /// The stack view's own properties; its `<subviews>` are all arranged, in order.
    func read(_ element: IBElement, arrangedSubviews: [String], notes: inout [String]) throws(InputError) -> StackViewProperties {
        var properties = StackViewProperties(spacing: platform == .macOS ? 8 : 0, arrangedSubviews: arrangedSubviews)
        properties.detachesHiddenViews = platform == .macOS ? element.flag("detachesHiddenViews") ?? false : true
        if platform == .macOS {
            var appKit = AppKitStackBehaviour()
            appKit.horizontalHugging = try InterfaceBuilderPriority.read(element, "horizontalStackHuggingPriority", default: AppKitStackBehaviour.defaultHugging, source: source)
            appKit.verticalHugging = try InterfaceBuilderPriority.read(element, "verticalStackHuggingPriority", default: AppKitStackBehaviour.defaultHugging, source: source)
            // AppKit's default distribution, which IB leaves out.
            appKit.usesGravityAreas = element["distribution"] == nil
            properties.appKit = appKit
        }
        properties.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement") ?? false
        properties.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement") ?? false
        try apply(element, to: &properties, notes: &notes)
        return properties
    }

    /// Applies the properties an element sets (the stack view, or one of its `<variation>`s).
    func apply(_ element: IBElement, to properties: inout StackViewProperties, notes: inout [String]) throws(InputError) {
        if let axis = element["axis"] ?? element["orientation"] {
            guard let value = Axis(rawValue: axis) else { throw source.error(at: element, "unknown stack view axis \"\(axis)\"") }
            properties.axis = value
        }
        if let distribution = element["distribution"] {
            if distribution == "gravityAreas" {
                notes.append("NSStackView \(element.id ?? "?") uses gravity areas, checked as views packed from the leading edge")
                properties.distribution = .fill
                properties.appKit?.usesGravityAreas = true
            } else if let value = StackViewProperties.Distribution(rawValue: distribution) {
                properties.distribution = value
                properties.appKit?.usesGravityAreas = false
            } else {
                throw source.error(at: element, "unknown stack view distribution \"\(distribution)\"")
            }
        }
        if let alignment = element["alignment"] {
            switch alignment {
            case "centerX", "centerY": properties.alignment = .center
            case "baseline": properties.alignment = .lastBaseline
            default:
                guard let value = StackViewProperties.Alignment(rawValue: alignment) else {
                    throw source.error(at: element, "unknown stack view alignment \"\(alignment)\"")
                }
                properties.alignment = value
            }
        }
        if let spacing = element["spacing"] {
            guard let value = InterfaceBuilderNumber.decimal(spacing) else {
                throw source.error(at: element, "stack view spacing \"\(spacing)\" is not a number from -1e9 to 1e9")
            }
            properties.spacing = value
        }
    }
}
