import AutolintModel

/// The device a document is designed on (`<device id="retina4_7" orientation="portrait">`), as
/// the catalog device of the same screen, so that a document is checked by default where Xcode
/// checks it. Canvases without a catalog twin (`retina6_1`, `ipad9_7`, ...) give nil.
enum InterfaceBuilderCanvasDevice {
    private static let twins: [String: String] = [
        "retina4_7": "iphone-se",
        "retina6_12": "iphone-15",
        "retina6_7": "iphone-15-pro-max",
        "ipad10_9rounded": "ipad-10",
    ]

    static func catalogName(of document: IBElement) -> String? {
        guard let device = document.child(named: "device"), let id = device["id"], let portrait = twins[id] else { return nil }
        switch device["orientation"] {
        case "landscape"?:
            let landscape = portrait + "-landscape"
            return Device.named(landscape) != nil ? landscape : nil
        default:
            return portrait
        }
    }
}
