import Foundation

/// kiwisolver run through python3: the peer of the differential tests.
enum KiwiPeer {
    static let isAvailable: Bool = (try? python(["-c", "import kiwisolver"], input: Data()))?.status == 0

    static let script = """
    import json, sys
    from kiwisolver import Solver, Variable, UnsatisfiableConstraint, strength
    results = []
    for system in json.load(sys.stdin):
        solver = Solver()
        variables = [Variable(f"v{i}") for i in range(system["variables"])]
        for c in system["constraints"]:
            expr = sum((a * variables[i] for i, a in enumerate(c["coefficients"])), 0 * variables[0]) + c["constant"]
            cn = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["relation"]]
            solver.addConstraint(cn | (strength.required if c["priority"] >= 1000 else c["priority"]))
        solver.updateVariables()
        results.append([v.value() for v in variables])
    json.dump(results, sys.stdout)
    """

    static func python(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

}
