import AutolintModel
import Foundation

/// What `devices: project` found for one document: the Xcode project around it, the targets that
/// ship it, and the devices those targets support, with where each fact was read.
public struct ProjectDevices: Sendable {
    public enum Outcome: Sendable {
        /// The document ships in these targets, which run on these devices.
        case supported(SupportedDevices)
        /// No project around the document, or no target of it ships the document: it is
        /// checked on its own canvas, as without `devices: project`.
        case notShipped
        /// A project file or Info.plist that could not be read.
        case unreadable(InputError)
    }

    /// A target the document runs in (the one shipping it, or an app embedding a framework that
    /// does), what it supports, and the settings and keys that said so.
    public struct Runner: Sendable {
        public var target: String
        public var supported: SupportedDevices
        public var sources: [String]

        /// "App: iPhone (portrait), iPad (portrait and landscape) (SDKROOT iphoneos; …)".
        public var description: String { "\(target): \(supported.description) (\(sources.joined(separator: "; ")))" }
    }

    public var document: String
    public var outcome: Outcome
    /// The `.xcodeproj` folder, when one was found.
    public var project: String?
    /// The targets shipping the document, by name.
    public var targets: [String]
    public var runners: [Runner] = []
    /// Why no device or another target applies, in plain words (for `autolint devices`).
    public var notes: [String]

}
