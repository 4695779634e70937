import AutolintModel
import Foundation
import Testing
@testable import AutolintCommand

/// `custom_devices:` in `.autolint.yml`: a team's own screens, by name in `devices:` and `--device`.
@Suite struct CustomDeviceTests {
    static let configuration = """
        devices: [kiosk]
        custom_devices:
          - name: kiosk
            size: [1024, 768]
            safe_area: [20, 0, 0, 0]
          - {name: car, size: [800, 480], size_classes: [regular, compact]}

        """

    @Test func customDevicesAreReadWithTheirGeometry() throws {
        let workspace = try Workspace(files: [".autolint.yml": Self.configuration])
        defer { workspace.remove() }
        let configuration = try LintConfigurationLoader(workingDirectory: workspace.path).load(explicitPath: nil)
        let kiosk = try #require(configuration.device(named: "kiosk"))
        #expect(kiosk.size == Size(width: 1024, height: 768))
        #expect(kiosk.safeArea == EdgeInsets(top: 20))
        #expect(kiosk.sizeClasses == SizeClasses(width: .regular, height: .regular))
        #expect(configuration.device(named: "car")?.sizeClasses == SizeClasses(width: .regular, height: .compact))
        #expect(configuration.device(named: "iphone-se") != nil)
    }

    @Test func layoutsAreCheckedOnTheConfiguredAndNamedCustomDevices() throws {
        let workspace = try Workspace(files: [".autolint.yml": Self.configuration, "a.layout.yml": SampleFixtures.clean])
        defer { workspace.remove() }
        let configured = try check(["a.layout.yml", "--reporter", "json", "--quiet"], in: workspace.path)
        #expect(configured.exitCode == 0)
        #expect(configured.standardOutput.contains(#""configurations": 1"#))
        let named = try check(["a.layout.yml", "--device", "car", "--device", "kiosk"], in: workspace.path)
        #expect(named.standardError.contains("(2 configurations)"))
        #expect(throws: ConfigurationError.self) { try check(["a.layout.yml", "--device", "kiosc"], in: workspace.path) }
    }

    @Test(arguments: [
        ("custom_devices: [{name: kiosk}]\n", "needs `name` and `size`"),
        ("custom_devices: [{name: kiosk, size: [0, 10]}]\n", "both above 0"),
        ("custom_devices: [{name: iphone-se, size: [10, 10]}]\n", "is already a device"),
        ("custom_devices: [{name: kiosk, size: [10, 10], colour: red}]\n", "unknown key 'colour' of a custom device"),
        ("custom_devices: [{name: kiosk, size: [10, 10], size_classes: [big, small]}]\n", "each compact or regular"),
        ("devices: [kioks]\ncustom_devices: [{name: kiosk, size: [10, 10]}]\n", "unknown device 'kioks' (did you mean 'kiosk'?)"),
    ])
    func badCustomDevicesAreLocatedErrors(_ text: String, message: String) throws {
        let workspace = try Workspace(files: [".autolint.yml": text])
        defer { workspace.remove() }
        #expect { try LintConfigurationLoader(workingDirectory: workspace.path).load(explicitPath: nil) } throws: { error in
            "\(error)".contains(message) && "\(error)".contains(".autolint.yml:")
        }
    }
}
