import AutolintModel

/// One layout solved in every configuration it is checked in.
public struct LayoutAnalysis: Sendable {
    public let layout: Layout
    /// In the planner's order: devices, then directions.
    public let configurations: [ConfigurationAnalysis]

    public init(layout: Layout, configurations: [Configuration], options: LayoutSystem.Options = LayoutSystem.Options()) {
        self.layout = layout
        self.configurations = configurations.map {
            ConfigurationAnalysis(solving: LayoutSystem(layout: layout, configuration: $0, options: options))
        }
    }

    /// The configuration with this name (`iphone-se`, `iphone-se/rtl`).
    public func configuration(named name: String) -> ConfigurationAnalysis? {
        configurations.first { $0.configuration.name == name }
    }
}
