// swift-tools-version: 6.1
// A package that uses autolint's plugins, built by PluginTests: its one layout has an error, so a
// build with the build-tool plugin fails with autolint's finding, and `swift package autolint`
// reports it. Not part of autolint's own build.
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [.package(name: "autolint", path: "../..")],
    targets: [
        .target(
            name: "Screens",
            resources: [.copy("Layouts")],
            plugins: [.plugin(name: "AutolintBuildToolPlugin", package: "autolint")]),
    ]
)
