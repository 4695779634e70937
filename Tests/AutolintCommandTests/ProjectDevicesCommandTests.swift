import Foundation
import Testing
@testable import AutolintCommand

/// `devices: project` and `--device project` end to end: a storyboard in an Xcode project is
/// checked on the devices its app supports, `autolint devices` says which and why.
@Suite struct ProjectDevicesCommandTests {
    /// An iPhone-and-iPad app whose Info.plist allows portrait on iPhones and both orientations on iPads.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
        \t\tF1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tV1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F1 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tG2 /* Shop */ = {isa = PBXGroup; children = (V1 /* Main.storyboard */, ); path = Shop; sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (G2 /* Shop */, ); sourceTree = "<group>"; };
        \t\tR1 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B1 /* Main.storyboard in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\tT1 /* Shop */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1 /* Resources */, ); name = Shop; productName = Shop; productType = "com.apple.product-type.application"; };
        \t\tC1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Shop/Info.plist; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Release */, ); defaultConfigurationName = Release; };
        \t\tC2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2 /* Release */, ); defaultConfigurationName = Release; };
        \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G1; targets = (T1 /* Shop */, ); };
        \t};
        \trootObject = P1 /* Project object */;
        }

        """
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array><string>UIInterfaceOrientationPortrait</string></array>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict>
        </plist>

        """

    /// A box 500 points tall between the safe area's top and bottom: it fits on portrait screens
    /// and conflicts on landscape phones.
    static let tallBox = InterfaceBuilderCheckTests.scene("""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="20" width="100" height="500"/>
                                    </view>
        """, constraints: """
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-lead"/>
                                    <constraint firstAttribute="width" constant="100" id="c-width" firstItem="box"/>
                                    <constraint firstAttribute="height" constant="500" id="c-height" firstItem="box"/>
                                    <constraint firstItem="box" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" id="c-top"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="box" secondAttribute="bottom" id="c-bottom"/>
                                    <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" priority="750" id="c-center"/>
        """)

    func workspace(orientations infoPlist: String = Self.infoPlist, configuration: String? = nil) throws -> Workspace {
        var files = ["Shop.xcodeproj/project.pbxproj": Self.project, "Shop/Info.plist": infoPlist, "Shop/Base.lproj/Main.storyboard": Self.tallBox]
        if let configuration { files[".autolint.yml"] = configuration }
        return try Workspace(files: files)
    }

    func devices(_ arguments: [String], in directory: String) throws -> CommandOutput {
        try DevicesCommand.parse(arguments).execute(workingDirectory: directory)
    }

    @Test func aPortraitOnlyPhoneAppIsNotCheckedOnLandscapePhones() throws {
        let workspace = try workspace(configuration: "devices: project\n")
        defer { workspace.remove() }
        let output = try check(["Shop", "--reporter", "json", "--quiet"], in: workspace.path)
        // retina4_7 (the canvas, at its saved size) + three portrait iPhones + two iPads.
        #expect(output.standardOutput.contains(#""configurations": 6"#))
        #expect(!output.standardOutput.contains("conflicting-constraints"), "\(output.standardOutput)")
        #expect(output.exitCode == 0)
    }

    static let landscape = Self.infoPlist.replacingOccurrences(
        of: "<array><string>UIInterfaceOrientationPortrait</string></array>",
        with: "<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>")

    @Test func landscapePhonesAreCheckedWhenTheAppSupportsThem() throws {
        let workspace = try workspace(orientations: Self.landscape)
        defer { workspace.remove() }
        let output = try check(["Shop/Base.lproj/Main.storyboard", "--device", "project", "--quiet"], in: workspace.path)
        #expect(output.standardOutput.contains("[iphone-se-landscape]") && output.standardOutput.contains("(conflicting-constraints)"), "\(output.standardOutput)")
        #expect(output.exitCode == 2)
    }

    @Test func aPortraitOnlyControllerIsNotCheckedOnLandscapePhones() throws {
        let workspace = try workspace(orientations: Self.landscape)
        defer { workspace.remove() }
        try workspace.write("Shop/Base.lproj/Main.storyboard", Self.tallBox.replacingOccurrences(
            of: #"<viewController id="vc1""#, with: #"<viewController id="vc1" customClass="CheckoutViewController""#))
        try workspace.write("Shop/CheckoutViewController.swift", """
            import UIKit

            final class CheckoutViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """)
        let output = try check(["Shop", "--device", "project", "--quiet"], in: workspace.path)
        #expect(output.standardOutput == "", "\(output.standardOutput)")
        let listed = try devices(["Shop", "--device", "project"], in: workspace.path)
        #expect(listed.standardOutput.hasPrefix("Shop/Base.lproj/Main.storyboard: retina4_7, iphone-se, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-13-landscape\n"))
        #expect(listed.standardOutput.contains("  CheckoutViewController: iPhone portrait only (supportedInterfaceOrientations, Shop/CheckoutViewController.swift)\n"))
    }

    /// The tall box again, laid out in code by a view controller the app compiles.
    static let checkoutController = """
        import UIKit

        final class CheckoutViewController: UIViewController {
            private let box = UIView()

            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let center = box.centerYAnchor.constraint(equalTo: view.centerYAnchor)
                center.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 100),
                    box.heightAnchor.constraint(equalToConstant: 500),
                    box.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
                    view.safeAreaLayoutGuide.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor),
                    center,
                ])
            }
        }
        """

    @Test func aLayoutInCodeIsCheckedOnTheDevicesOfTheAppThatCompilesIt() throws {
        let workspace = try workspace(orientations: Self.landscape)
        defer { workspace.remove() }
        // Shop compiles Shop/CheckoutViewController.swift.
        try workspace.write("Shop.xcodeproj/project.pbxproj", Self.project
            .replacingOccurrences(of: "buildPhases = (R1 /* Resources */, );", with: "buildPhases = (S1, R1 /* Resources */, );")
            .replacingOccurrences(of: "children = (V1 /* Main.storyboard */, ); path = Shop;", with: "children = (V1 /* Main.storyboard */, F2, ); path = Shop;")
            .replacingOccurrences(of: "\t\tG1 = {", with: """
                \t\tF2 = {isa = PBXFileReference; path = CheckoutViewController.swift; sourceTree = "<group>"; };
                \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
                \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                \t\tG1 = {
                """))
        try workspace.write("Shop/CheckoutViewController.swift", Self.checkoutController)
        let listed = try devices(["Shop/CheckoutViewController.swift", "--device", "project"], in: workspace.path)
        #expect(listed.standardOutput.hasPrefix("Shop/CheckoutViewController.swift: iphone-se, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-13-landscape\n"),
                "\(listed.standardOutput)")
        #expect(listed.standardOutput.contains("  CheckoutViewController: iPhone portrait only (supportedInterfaceOrientations, Shop/CheckoutViewController.swift)\n"))
        let output = try check(["Shop/CheckoutViewController.swift", "--device", "project", "--quiet"], in: workspace.path)
        #expect(output.standardOutput == "", "\(output.standardOutput)")
        #expect(output.exitCode == 0)
        // Turned sideways on a phone, as the controller never is, the box does not fit.
        let sideways = try check(["Shop/CheckoutViewController.swift", "--device", "iphone-se-landscape", "--quiet"], in: workspace.path)
        #expect(sideways.standardOutput.contains("(conflicting-constraints)"), "\(sideways.standardOutput)")
    }

    @Test func devicesCommandSaysWhichDevicesAndWhy() throws {
        let workspace = try workspace()
        defer { workspace.remove() }
        try workspace.write("Loose.xib", InterfaceBuilderCheckTests.scene("", constraints: ""))
        let output = try devices(["Shop", "Loose.xib", "--device", "project"], in: workspace.path)
        #expect(output.standardOutput == """
            Shop/Base.lproj/Main.storyboard: retina4_7, iphone-se, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-13-landscape
              project Shop.xcodeproj, shipped by Shop
              Shop: iPhone (portrait), iPad (portrait and landscape) (SDKROOT iphoneos; TARGETED_DEVICE_FAMILY 1,2; Info.plist; UISupportedInterfaceOrientations; UISupportedInterfaceOrientations~ipad)
            Loose.xib: retina4_7
              no target of Shop.xcodeproj ships it; checked on its canvas

            """)
        #expect(output.exitCode == 0)
        let json = try devices(["Shop", "--device", "project", "--format", "json"], in: workspace.path)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.first?["project"] as? String == "Shop.xcodeproj")
        #expect((entries.first?["devices"] as? [String])?.count == 6)
        // Without `project`, the canvas.
        #expect(try devices(["Shop"], in: workspace.path).standardOutput == "Shop/Base.lproj/Main.storyboard: retina4_7\n")
    }

    @Test func aFamilySetInAnXcconfigIsRead() throws {
        let workspace = try workspace()
        defer { workspace.remove() }
        // The family moves to Shop/Shop.xcconfig, which includes a file of iPad settings.
        try workspace.write("Shop.xcodeproj/project.pbxproj", Self.project
            .replacingOccurrences(of: #"buildSettings = {INFOPLIST_FILE = Shop/Info.plist; TARGETED_DEVICE_FAMILY = "1,2"; }"#,
                                  with: #"baseConfigurationReference = X1; buildSettings = {INFOPLIST_FILE = Shop/Info.plist; }"#)
            .replacingOccurrences(of: "children = (V1 /* Main.storyboard */, ); path = Shop;", with: "children = (V1 /* Main.storyboard */, X1, ); path = Shop;")
            .replacingOccurrences(of: "\t\tG1 = {", with: "\t\tX1 = {isa = PBXFileReference; path = Shop.xcconfig; sourceTree = \"<group>\"; };\n\t\tG1 = {"))
        try workspace.write("Shop/Shop.xcconfig", "#include \"Configs/Pad.xcconfig\" // the family\n")
        try workspace.write("Shop/Configs/Pad.xcconfig", "TARGETED_DEVICE_FAMILY = 2\n")
        let output = try devices(["Shop", "--device", "project"], in: workspace.path)
        #expect(output.standardOutput == """
            Shop/Base.lproj/Main.storyboard: retina4_7, ipad-10, ipad-pro-13-landscape
              project Shop.xcodeproj, shipped by Shop
              Shop: iPad (portrait and landscape) (Shop.xcconfig; Pad.xcconfig; SDKROOT iphoneos; TARGETED_DEVICE_FAMILY 2; Info.plist; UISupportedInterfaceOrientations~ipad)

            """, "\(output.standardOutput)")
        // A line Xcode would refuse: the family is unknown, both count, and the reason is said.
        try workspace.write("Shop/Configs/Pad.xcconfig", "TARGETED_DEVICE_FAMILY: 2\n")
        let refused = try devices(["Shop", "--device", "project"], in: workspace.path)
        #expect(refused.standardOutput.contains("iphone-15, iphone-15-pro-max, ipad-10"), "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("Pad.xcconfig:1:1: expected a setting, like TARGETED_DEVICE_FAMILY = 1,2 (what it sets is unknown)"))
        #expect(refused.exitCode == 0)
    }

    @Test func anUnreadableProjectIsAnInputErrorAndTheDocumentIsCheckedOnItsCanvas() throws {
        let workspace = try workspace(configuration: "devices: [project]\n")
        defer { workspace.remove() }
        try workspace.write("Shop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP1 = {isa = PBXProject;\n")
        try workspace.write("Shop/Second.storyboard", Self.tallBox)
        let output = try check(["Shop", "--quiet"], in: workspace.path)
        #expect(output.standardOutput.contains("Shop.xcodeproj/project.pbxproj:"), "\(output.standardOutput)")
        // Said once, though both documents met it.
        #expect(output.standardOutput.components(separatedBy: "not a property list Xcode can read").count == 2, "\(output.standardOutput)")
        #expect(output.exitCode == 3)
        // The debugging commands say it too.
        let solved = try SolveCommand.parse(["Shop/Second.storyboard"]).execute(workingDirectory: workspace.path)
        #expect(solved.exitCode == 3 && solved.standardError.contains("Shop.xcodeproj/project.pbxproj:"), "\(solved.standardError)")
    }

    @Test func projectIsAReservedDeviceName() throws {
        let workspace = try Workspace(files: [".autolint.yml": "custom_devices: [{name: project, size: [10, 10]}]\n"])
        defer { workspace.remove() }
        #expect { try LintConfigurationLoader(workingDirectory: workspace.path).load(explicitPath: nil) } throws: { error in
            "\(error)".contains("is already a device")
        }
    }
}
