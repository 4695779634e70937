import AutolintModel

/// One layout solved in every configuration it is checked in.
public struct LayoutAnalysis: Sendable {
    public let layout: Layout
    /// In the planner's order: devices, then directions.
    public let configurations: [ConfigurationAnalysis]
    public let options: LayoutSystem.Options
    /// Whether its work may take a second thread; what-if solves follow it.
    let sideBySide: Bool

    /// Rules about what is missing (ambiguity, misplacement, priorities never met) only hold for
    /// whole hierarchies.
    public var isFragment: Bool { options.isFragment }

    /// `options` default to what the layout's origin calls for. `sideBySide`: whether a large
    /// layout's work may take a second thread (not with `--jobs 1`).
    public init(layout: Layout, configurations: [Configuration], options: LayoutSystem.Options? = nil, sideBySide: Bool = true) {
        self.layout = layout
        let options = options ?? LayoutSystem.Options(for: layout)
        self.options = options
        self.sideBySide = sideBySide
        // A fragment has no device: its root size is free, so one configuration says it all.
        let checked = options.isFragment ? Array(configurations.prefix(1)) : configurations
        // Configurations share nothing: a large layout's are solved half on each core; otherwise
        // each system is built (when large) and solved on both.
        let splitsConfigurations = sideBySide && Self.splitsConfigurations(of: layout, count: checked.count)
        let analyse = { (configuration: Configuration) in
            let system = LayoutSystem(layout: layout, configuration: configuration, options: options, sideBySide: sideBySide && !splitsConfigurations)
            return ConfigurationAnalysis(solving: system, sideBySide: sideBySide)
        }
        if splitsConfigurations {
            let (first, second) = SideBySide.inHalves(of: checked.count) { checked[$0].map(analyse) }
            self.configurations = first + second
        } else {
            self.configurations = checked.map(analyse)
        }
    }

    /// Whether `count` configurations of `layout` are solved half on each core (each system is
    /// then built on one), rather than one after the other, each system built on both.
    public static func splitsConfigurations(of layout: Layout, count: Int) -> Bool {
        count > 1 && SideBySide.isWorthSplitting(layout)
    }

    /// A what-if: `variant` (this layout with something changed) solved in `configuration` with
    /// this analysis's options. Rules ask such questions to tell a cause from what follows it.
    func solving(_ variant: Layout, in configuration: Configuration) -> ConfigurationAnalysis {
        ConfigurationAnalysis(solving: LayoutSystem(layout: variant, configuration: configuration, options: options), sideBySide: sideBySide)
    }

    /// From configurations already solved (`autolint-bench stages` times the solving itself).
    public init(layout: Layout, solved: [ConfigurationAnalysis], options: LayoutSystem.Options) {
        self.layout = layout
        self.options = options
        sideBySide = true
        configurations = solved
    }

    /// The layout's own configurations, when nobody asks for others: its devices (else its
    /// canvas, else the default device) in each of its writing directions.
    public static func defaultConfigurations(for layout: Layout) -> [Configuration] {
        let named = layout.devices.compactMap(Device.named)
        let devices = named.isEmpty ? [layout.canvas ?? Device.named(Device.defaultName)].compactMap { $0 } : named
        let directions = layout.directions.isEmpty ? [WritingDirection.leftToRight] : layout.directions
        return devices.flatMap { device in directions.map { Configuration(device: device, direction: $0, rootSize: layout.rootSize) } }
    }

    /// The configuration with this name (`iphone-se`, `iphone-se/rtl`).
    public func configuration(named name: String) -> ConfigurationAnalysis? {
        configurations.first { $0.configuration.name == name }
    }
}
