import AutolintModel
import Testing
@testable import AutolintSource

/// The orientations a view controller's `supportedInterfaceOrientations` override returns, read
/// from Swift only where it returns one mask whatever happens.
@Suite struct SupportedOrientationsReaderTests {
    typealias Override = SupportedOrientationsReader.Override

    func override(_ body: String) -> Override? {
        let text = """
            import UIKit

            final class LoginViewController: BaseViewController, UITextFieldDelegate {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask \(body)
            }
            """
        return SupportedOrientationsReader.classes(in: text, path: "Login.swift").first?.supportedOrientations
    }

    @Test(arguments: [
        ("{ .portrait }", Override.mask(.portrait)),
        ("{ return .portraitUpsideDown }", .mask(.portrait)),
        ("{ get { return UIInterfaceOrientationMask.landscape } }", .mask(.landscape)),
        ("{ [.portrait, .landscapeLeft] }", .mask(.all)),
        ("{ .allButUpsideDown }", .mask(.all)),
        ("{ UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait }", .byIdiom(phone: .portrait, pad: .all)),
        ("{ traitCollection.userInterfaceIdiom == .phone ? .portrait : [.portrait, .landscapeLeft] }", .byIdiom(phone: .portrait, pad: .all)),
        ("{\n if UIDevice.current.userInterfaceIdiom == .pad { return .all }\n return .portrait\n }", .byIdiom(phone: .portrait, pad: .all)),
        ("{ UIDevice.current.userInterfaceIdiom == .mac ? .all : .portrait }", .decidedAtRunTime),
        ("{ isEditing ? .all : .portrait }", .decidedAtRunTime),
        ("{ if isOnboarding { return .portrait }\n return .all }", .decidedAtRunTime),
        ("{ presentedViewController?.supportedInterfaceOrientations ?? .portrait }", .decidedAtRunTime),
        ("{ SomeMask.portrait }", .decidedAtRunTime),
    ])
    func overridesReturningOneMaskAreRead(_ body: String, expected: Override) {
        #expect(override(body) == expected)
    }

    @Test func classesKeepTheirSuperclassAndNoOverrideIsNil() {
        let classes = SupportedOrientationsReader.classes(in: """
            class BaseViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            class SettingsViewController: BaseViewController {}
            struct NotAClass { var supportedInterfaceOrientations = 1 }
            """, path: "Base.swift")
        #expect(classes.map(\.name) == ["BaseViewController", "SettingsViewController"])
        #expect(classes.map(\.superclass) == ["UIViewController", "BaseViewController"])
        #expect(classes.map(\.supportedOrientations) == [.mask(.portrait), nil])
    }

    @Test func anOverrideInAnExtensionCountsAndOneInsideIfIsDecidedAtRunTime() {
        let classes = SupportedOrientationsReader.classes(in: """
            class LoginViewController: UIViewController {}
            extension LoginViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            class DebugViewController: UIViewController {
                #if DEBUG
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                #else
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                #endif
            }
            """, path: "Login.swift")
        #expect(classes.map(\.supportedOrientations) == [.mask(.portrait), .decidedAtRunTime])
    }

    @Test func deeplyNestedBracketsAreNotParsed() {
        let text = "class A: UIViewController { let x = " + String(repeating: "[", count: 40) + " }"
        #expect(SupportedOrientationsReader.classes(in: text, path: "A.swift").isEmpty)
    }
}
