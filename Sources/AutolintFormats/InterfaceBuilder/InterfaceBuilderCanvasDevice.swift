import AutolintModel

/// The screen a document is designed on (`<device id="retina6_1" orientation="portrait">`): the
/// document is checked by default where Xcode lays out its canvas (`InterfaceBuilderScreen`).
/// The root's size stays the saved one (freeform sizes, simulated bars).
enum InterfaceBuilderCanvasDevice {
    /// The canvas screen's pixels per point; 2 (the most common canvas) when the device is unknown.
    static func scale(of document: IBElement) -> Double {
        document.child(named: "device").flatMap { $0["id"] }.flatMap(InterfaceBuilderScreen.scale(of:)) ?? 2
    }

    /// The canvas of an iOS document; nil for unknown or absent devices (the default device then).
    static func device(of document: IBElement) -> Device? {
        guard let element = document.child(named: "device"), let id = element["id"] else { return nil }
        return InterfaceBuilderScreen.device(id: id, landscape: element["orientation"] == "landscape")
    }
}
