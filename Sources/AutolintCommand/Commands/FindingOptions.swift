import ArgumentParser

/// How findings are counted and summed up, for the commands that report them (`check`, `report`).
public struct FindingOptions: ParsableArguments {
    @Flag(help: "Warnings count, and are reported, as errors.")
    public var strict = false

    @Flag(name: [.short, .long], help: "No summary line (and no progress) on standard error.")
    public var quiet = false

    public init() {}
}
