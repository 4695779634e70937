// swift-tools-version: 6.1
import PackageDescription

// Layers depend one way (ARCHITECTURE.md draws them; `ArchitectureTests` checks the drawing against
// this file): model <- source <- formats; model <- explanation; model <- solver;
// (model, explanation, solver) <- analysis; model <- rendering; all <- command line.
// The solver knows nothing of views; readers know nothing of the solver or the analysis.
let package = Package(
    name: "autolint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Autolint", targets: [
            "AutolintModel", "AutolintFormats", "AutolintExplanation", "AutolintSolver", "AutolintAnalysis", "AutolintRendering",
        ]),
        .executable(name: "autolint", targets: ["autolint"]),
        .executable(name: "autolint-bench", targets: ["autolint-bench"]),
        // In a package: `plugins: [.plugin(name: "AutolintBuildToolPlugin", package: "autolint")]`
        // on a target, or `swift package autolint` with the command plugin.
        .plugin(name: "AutolintBuildToolPlugin", targets: ["AutolintBuildToolPlugin"]),
        .plugin(name: "AutolintCommandPlugin", targets: ["AutolintCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Model: views, guides, attributes, constraints, devices, configurations, diagnostics.
        .target(name: "AutolintModel"),
        // Source code: the hierarchies and constraints Swift code builds (swift-syntax only here).
        .target(name: "AutolintSource", dependencies: [
            "AutolintModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Formats: fixture (YAML/JSON), equations, VFL, Interface Builder XML, console logs, traces,
        // and source code through AutolintSource.
        .target(name: "AutolintFormats", dependencies: [
            "AutolintModel", "AutolintSource",
            // For its libyaml (`import CYaml`): fixtures are read from libyaml's events.
            .product(name: "Yams", package: "Yams"),
            .byName(name: "CLibXML2", condition: .when(platforms: [.linux])),
        ]),
        // libxml2 from the system (Debian: libxml2-dev), read directly on Linux for Interface
        // Builder documents; Apple platforms go through Foundation's XMLParser.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Explanation: prose about views and constraints (names as Xcode shows them, one-sentence
        // readings, why the system made a constraint, the fixes a conflict calls for).
        .target(name: "AutolintExplanation", dependencies: ["AutolintModel"]),
        // Solver: incremental simplex with strict priority levels and exact diagnosis. No views.
        .target(name: "AutolintSolver", dependencies: [
            .product(name: "Collections", package: "swift-collections"),
        ]),
        // Analysis: UIKit semantics on the solver; every rule.
        .target(name: "AutolintAnalysis", dependencies: [
            "AutolintModel", "AutolintExplanation", "AutolintSolver",
            .product(name: "Collections", package: "swift-collections"),
        ]),
        // Graphviz's libgvc/libcgraph from the system (Debian: libgraphviz-dev).
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Rendering: dependency graphs, wireframes, animated ambiguity, HTML report.
        .target(name: "AutolintRendering", dependencies: ["AutolintModel", "CGraphviz"]),
        // Command line: commands, reporters, configuration, baselines.
        .target(name: "AutolintCommand", dependencies: [
            "AutolintModel", "AutolintFormats", "AutolintSource", "AutolintExplanation", "AutolintAnalysis", "AutolintRendering",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Yams", package: "Yams"),
            .product(name: "Rainbow", package: "Rainbow"),
        ]),
        .executableTarget(name: "autolint", dependencies: [
            "AutolintCommand",
        ]),
        // Plugins: findings as build issues (Xcode's issue navigator), and `swift package autolint`.
        .plugin(name: "AutolintBuildToolPlugin", capability: .buildTool(), dependencies: ["autolint"]),
        .plugin(
            name: "AutolintCommandPlugin",
            capability: .command(intent: .custom(verb: "autolint", description: "Check the package's layouts with autolint")),
            dependencies: ["autolint"]),
        .executableTarget(name: "autolint-bench", dependencies: [
            "AutolintSolver", "AutolintFormats", "AutolintSource", "AutolintAnalysis", "AutolintRendering", "AutolintCommand",
        ]),
        // Fuzz harnesses: libFuzzer targets for every reader and the whole pipeline
        // (`scripts/fuzz.sh`); built normally, a replayer of inputs for the regression tests.
        .executableTarget(name: "autolint-fuzz", dependencies: ["AutolintCommand", "AutolintSource"]),

        .testTarget(name: "AutolintModelTests", dependencies: ["AutolintModel"]),
        .testTarget(name: "AutolintSourceTests", dependencies: ["AutolintSource"]),
        // Test documents (IB files, console logs) are read by path; excluded so that no platform compiles them.
        .testTarget(name: "AutolintFormatsTests", dependencies: ["AutolintFormats", "AutolintExplanation"], exclude: ["InterfaceBuilderDocuments", "ConsoleLogSamples"]),
        // The solver's tests, and the analysis against an exact reference of its own (LayoutReference).
        .testTarget(name: "AutolintSolverTests", dependencies: [
            "AutolintSolver", "AutolintAnalysis",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The analysis is tested on layouts read from fixtures, as users write them.
        .testTarget(name: "AutolintAnalysisTests", dependencies: [
            "AutolintAnalysis", "AutolintFormats", "AutolintSource",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "AutolintRenderingTests", dependencies: ["AutolintRendering"]),
        .testTarget(name: "AutolintCommandTests", dependencies: ["AutolintCommand"], exclude: ["Golden", "FuzzFindings"]),
        // Tests/PluginSample is a package of its own that uses the plugins (PluginTests builds it).
    ]
)
