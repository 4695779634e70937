import Foundation

// Fuzz harnesses for every reader and for the whole pipeline (docs/fuzzing.md).
//
// Built for libFuzzer (`scripts/fuzz.sh`: `-sanitize=fuzzer -parse-as-library -D AUTOLINT_LIBFUZZER`),
// the target comes from `AUTOLINT_FUZZ_TARGET` and libFuzzer's driver calls `LLVMFuzzerTestOneInput`. Built normally, `Replayer` is the program: `autolint-fuzz TARGET
// FILE...` runs each file through the target once, as the regression tests do, and prints how
// long each took.

/// The target of this process, read once.
let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["AUTOLINT_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let target = selectedTarget else {
        fatalError("set AUTOLINT_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    _ = target.run(Data(bytes: bytes, count: count))
    return 0
}

#if AUTOLINT_LIBFUZZER
/// libFuzzer's entry point when a program brings its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's `main` to this name, so libFuzzer's own `main` is not used:
/// this one hands the command line to libFuzzer's driver.
@_cdecl("autolint_fuzz_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var vector = argv
    return runFuzzerDriver(&count, &vector) { bytes, size in fuzzOneInput(bytes, size) }
}
#else
@main
struct Replayer {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--mutate" { mutate(Array(arguments.dropFirst())) }
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: autolint-fuzz TARGET FILE...  (targets: \(targets))\n".utf8))
            exit(1)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("autolint-fuzz: cannot read \(path)\n".utf8))
                exit(1)
            }
            let start = Date()
            _ = target.run(data)
            print(String(format: "%@ %.3f s", path, Date().timeIntervalSince(start)))
        }
    }

    /// `autolint-fuzz --mutate FILE SEED [MAX-SIZE]`: one structure mutation of FILE, in the
    /// grammar its name gives, to standard output, as the fuzzing driver would make it.
    static func mutate(_ arguments: [String]) -> Never {
        guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[0]), let seed = UInt64(arguments[1]) else {
            FileHandle.standardError.write(Data("usage: autolint-fuzz --mutate FILE SEED [MAX-SIZE]\n".utf8))
            exit(1)
        }
        var mutator = StructureMutator(seed: seed)
        let maxSize = arguments.count > 2 ? Int(arguments[2]) ?? 1 << 20 : 1 << 20
        let output = mutator.mutate(Array(data), grammar: .init(fileName: arguments[0]), maxSize: maxSize)
        FileHandle.standardOutput.write(Data(output))
        exit(0)
    }
}
#endif
