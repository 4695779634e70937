/// Mutations that keep an input's lines and grammar, beside libFuzzer's byte mutations: what the
/// black-box run of the hardening issue did by hand. A line repeated thousands of times, a line
/// wrapped in thousands of brackets (or closures, optional links, XML elements), a number made
/// extreme, a block of lines copied elsewhere, and lines spliced in from another input. Each
/// aims at one kind of finding: quadratic paths, recursion depth, numbers past the model's bounds,
/// and structures no single file has.
///
/// Deterministic for a seed, so that a mutation can be replayed (`autolint-fuzz --mutate`).
struct StructureMutator {
    /// The syntax whose brackets a nesting uses, from the file name the input is read under.
    enum Grammar: String, CaseIterable {
        case swift, objectiveC = "objc", yaml, json, xml, log, plain

        init(fileName: String) {
            let lower = fileName.lowercased()
            if lower.hasSuffix(".swift") { self = .swift }
            else if lower.hasSuffix(".m") || lower.hasSuffix(".h") || lower.hasSuffix(".mm") { self = .objectiveC }
            else if lower.hasSuffix(".json") { self = .json }
            else if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") { self = .yaml }
            else if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") || lower.hasSuffix(".plist") { self = .xml }
            else if lower.hasSuffix(".log") || lower.hasSuffix(".txt") { self = .log }
            else { self = .plain }
        }

        /// Opening and closing text a nesting repeats around a line.
        var brackets: [(open: String, close: String)] {
            switch self {
            case .swift: [("{ ", " }"), ("(", ")"), ("[", "]"), ("foo { _ in ", " }"), ("if a { ", " }")]
            case .objectiveC: [("[", " a]"), ("{ ", " }"), ("(", ")"), ("^{ ", " }"), ("@[", "]")]
            case .yaml: [("[", "]"), ("{a: ", "}"), ("- ", "")]
            case .json: [("[", "]"), ("{\"a\": ", "}")]
            case .xml: [("<view>", "</view>"), ("<subviews>", "</subviews>"), ("<constraints>", "</constraints>")]
            case .log: [("(", ")"), ("<", ">"), ("\"", "\""), ("| ", "")]
            case .plain: [("(", ")"), ("[", "]")]
            }
        }

        /// A suffix whose repetition makes a chain (an optional chain, a message send).
        var link: String {
            switch self {
            case .swift: "?.a"
            case .objectiveC: ".a"
            case .xml: "<view/>"
            default: ".a"
            }
        }
    }

    enum Kind: CaseIterable {
        case repeatLine, nestLine, chainLine, extremeNumber, copyBlock, deleteLine, swapLines
    }

    /// Numbers past every bound the model keeps, and the edges of the ones it takes.
    static let extremes = ["1e308", "-1e308", "1e400", "-1e400", "1e-308", "4e-320", "nan", "inf", "-0", "0",
                           "9223372036854775807", "-9223372036854775808", "18446744073709551616", "4294967296",
                           "0.000000001", "999999999999", "1000", "999", "-1", "0x7fffffff"]
    static let counts = [2, 3, 16, 100, 1_000, 10_000, 50_000]

    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    /// One mutation of `input` of the kind given (or one chosen), at most `maxSize` bytes.
    mutating func mutate(_ input: [UInt8], grammar: Grammar, maxSize: Int, kind: Kind? = nil) -> [UInt8] {
        var lines = Self.lines(of: input)
        if lines.isEmpty { lines = [[]] }
        let chosen = kind ?? Kind.allCases[below(Kind.allCases.count)]
        let index = below(lines.count)
        let room = max(0, maxSize - input.count)
        switch chosen {
        case .repeatLine:
            let line = lines[index] + [10]
            let times = min(Self.counts[below(Self.counts.count)], room / max(1, line.count))
            lines.insert(contentsOf: Array(repeating: lines[index], count: times), at: index)
        case .nestLine:
            let bracket = grammar.brackets[below(grammar.brackets.count)]
            let pair = bracket.open.utf8.count + bracket.close.utf8.count
            let depth = min(Self.counts[below(Self.counts.count)], room / max(1, pair))
            let open = [UInt8](String(repeating: bracket.open, count: depth).utf8)
            let close = [UInt8](String(repeating: bracket.close, count: depth).utf8)
            lines[index] = open + lines[index] + close
        case .chainLine:
            let link = [UInt8](grammar.link.utf8)
            let times = min(Self.counts[below(Self.counts.count)], room / link.count)
            let cut = Self.wordEnd(in: lines[index], from: below(lines[index].count + 1))
            lines[index].insert(contentsOf: Array([[UInt8]](repeating: link, count: times).joined()), at: cut)
        case .extremeNumber:
            let numbers = Self.numbers(in: input)
            guard !numbers.isEmpty else { return mutate(input, grammar: grammar, maxSize: maxSize, kind: .repeatLine) }
            let range = numbers[below(numbers.count)]
            let replacement = [UInt8](Self.extremes[below(Self.extremes.count)].utf8)
            var output = input
            output.replaceSubrange(range, with: replacement)
            return Array(output.prefix(maxSize))
        case .copyBlock:
            let end = min(lines.count, index + 1 + below(64))
            let block = Array(lines[index..<end])
            let size = block.reduce(0) { $0 + $1.count + 1 }
            let times = min(1 + below(Self.counts[below(Self.counts.count)]), room / max(1, size))
            let target = below(lines.count + 1)
            lines.insert(contentsOf: Array(Array(repeating: block, count: times).joined()), at: target)
        case .deleteLine:
            if lines.count > 1 { lines.remove(at: index) }
        case .swapLines:
            lines.swapAt(index, below(lines.count))
        }
        return Array(Self.joined(lines).prefix(maxSize))
    }

    /// The start of `a`, a run of `b`'s lines, the rest of `a`: structures neither has alone.
    mutating func crossOver(_ a: [UInt8], _ b: [UInt8], maxSize: Int) -> [UInt8] {
        var first = Self.lines(of: a)
        let second = Self.lines(of: b)
        guard !second.isEmpty else { return Array(a.prefix(maxSize)) }
        let start = below(second.count)
        let end = min(second.count, start + 1 + below(second.count - start))
        first.insert(contentsOf: second[start..<end], at: below(first.count + 1))
        return Array(Self.joined(first).prefix(maxSize))
    }

    static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    }

    static func joined(_ lines: [[UInt8]]) -> [UInt8] { Array(lines.joined(separator: [10])) }

    /// The byte ranges of the numbers in `bytes` (digits, a point, an exponent).
    static func numbers(in bytes: [UInt8]) -> [Range<Int>] {
        func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else { index += 1; continue }
            var end = index
            while end < bytes.count, isDigit(bytes[end]) || bytes[end] == 46 { end += 1 }
            if end < bytes.count, bytes[end] == 101 || bytes[end] == 69 {
                var exponent = end + 1
                if exponent < bytes.count, bytes[exponent] == 45 || bytes[exponent] == 43 { exponent += 1 }
                if exponent < bytes.count, isDigit(bytes[exponent]) {
                    end = exponent
                    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                }
            }
            let start = index > 0 && bytes[index - 1] == 45 ? index - 1 : index
            ranges.append(start..<end)
            index = end
        }
        return ranges
    }

    /// The end of the word at `position` (letters, digits, `_`, `)` and `]`), where a chain can go on.
    static func wordEnd(in line: [UInt8], from position: Int) -> Int {
        var end = min(position, line.count)
        while end < line.count, line[end] == 95 || line[end] == 41 || line[end] == 93 || (48...57).contains(line[end])
                || (65...90).contains(line[end]) || (97...122).contains(line[end]) { end += 1 }
        return end
    }
}

#if AUTOLINT_LIBFUZZER
@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// The grammar of this process's target, read once.
let mutationGrammar = StructureMutator.Grammar(fileName: selectedTarget?.path ?? "")

/// libFuzzer's hook: half the time libFuzzer's own byte mutations, half a structure mutation.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    var mutator = StructureMutator(seed: UInt64(seed))
    guard seed % 2 == 0 else { return libFuzzerMutate(data, size, maxSize) }
    let output = mutator.mutate(Array(UnsafeBufferPointer(start: data, count: size)), grammar: mutationGrammar, maxSize: maxSize)
    output.withUnsafeBufferPointer { if let base = $0.baseAddress { data.update(from: base, count: output.count) } }
    return output.count
}

@_cdecl("LLVMFuzzerCustomCrossOver")
public func customCrossOver(_ first: UnsafePointer<UInt8>, _ firstSize: Int, _ second: UnsafePointer<UInt8>, _ secondSize: Int,
                            _ out: UnsafeMutablePointer<UInt8>, _ maxOutSize: Int, _ seed: CUnsignedInt) -> Int {
    var mutator = StructureMutator(seed: UInt64(seed))
    let output = mutator.crossOver(Array(UnsafeBufferPointer(start: first, count: firstSize)),
                                   Array(UnsafeBufferPointer(start: second, count: secondSize)), maxSize: maxOutSize)
    output.withUnsafeBufferPointer { if let base = $0.baseAddress { out.update(from: base, count: output.count) } }
    return output.count
}
#endif
