import AutolintModel

/// Reads `expect:` (clean, diagnostics, frames), checking every view and configuration it names.
struct FixtureExpectationDecoder {
    /// The file, for the expectations' locations.
    let path: String
    let resolver: FixtureItemResolver
    let viewIDs: [String]

    func decode(_ node: FixtureNode) throws(InputError) -> Expectations {
        try node.checkKeys("expect", allowed: ["clean", "diagnostics", "frames"])
        var expectations = Expectations(location: node.position.location(in: path))
        if let clean = node.member("clean") { expectations.clean = try clean.boolean("expect.clean") }
        if let diagnostics = node.member("diagnostics") {
            var expected: [ExpectedDiagnostic] = []
            for item in try diagnostics.sequence("expect.diagnostics") {
                expected.append(try diagnostic(item))
            }
            expectations.diagnostics = expected
        }
        if let frames = node.member("frames") {
            for (configuration, views) in try frames.mapping("expect.frames") {
                expectations.frames.append(try self.frames(configuration, views))
            }
        }
        return expectations
    }

    private func diagnostic(_ node: FixtureNode) throws(InputError) -> ExpectedDiagnostic {
        try node.checkKeys("an expected diagnostic", allowed: ["rule", "view", "axis"])
        guard let ruleNode = node.member("rule") else {
            throw InputError(at: node.position, message: "an expected diagnostic needs a `rule`")
        }
        let rule = try ruleNode.string("rule")
        guard !rule.isEmpty, rule.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
            throw InputError(at: ruleNode.position, message: "'\(rule)' is not a rule id: rule ids are lowercase words joined by '-'")
        }
        var expected = ExpectedDiagnostic(rule: rule, location: node.position.location(in: path))
        if let viewNode = node.member("view") {
            let view = try viewNode.string("view")
            guard resolver.contains(view: view) else {
                throw InputError(at: viewNode.position, message: "unknown view '\(view)' in expect.diagnostics\(NearestName.hint(for: view, among: viewIDs))")
            }
            expected.view = view
        }
        if let axisNode = node.member("axis") {
            let axis = try axisNode.string("axis")
            guard let value = Axis(rawValue: axis) else {
                throw InputError(at: axisNode.position, message: "unknown axis '\(axis)': use horizontal or vertical")
            }
            expected.axis = value
        }
        return expected
    }

    private func frames(_ configuration: FixtureScalar, _ node: FixtureNode) throws(InputError) -> ExpectedFrames {
        let deviceName = configuration.text.hasSuffix("/rtl") ? String(configuration.text.dropLast(4)) : configuration.text
        guard Device.named(deviceName) != nil else {
            let names = Device.catalog.map(\.name)
            throw InputError(at: configuration.position, message: "unknown configuration '\(configuration.text)': use a device name, with '/rtl' for right-to-left\(NearestName.hint(for: deviceName, among: names))")
        }
        var frames: [(view: String, frame: Rect)] = []
        for (view, rectNode) in try node.mapping("expect.frames.\(configuration.text)") {
            guard resolver.contains(view: view.text) else {
                throw InputError(at: view.position, message: "unknown view '\(view.text)' in expect.frames\(NearestName.hint(for: view.text, among: viewIDs))")
            }
            let values = try rectNode.numbers("frame of \(view.text)", count: 4)
            frames.append((view.text, Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0)))
        }
        return ExpectedFrames(configuration: configuration.text, frames: frames, location: configuration.position.location(in: path))
    }
}
