import AutolintModel

/// What a YAML fixture's text is scanned for besides its parse: nesting deeper than the decoder
/// may recurse and aliases used as keys (either refuses the text, before anything the parse
/// finds), and the suppression comments.
///
/// A large text is scanned on a thread of its own while libyaml parses it (a tenth of a second of
/// a 100,000-row list, which waited for these scans before its parse began). The decoders, which
/// recurse over the parsed tree, wait for `refusal` first; the tree itself is then at most as
/// deep as libyaml parses (1,000 levels) and its aliases' expansion allows.
final class YAMLTextScan {
    struct Outcome {
        /// The refusal a scan found, with the offending line; nil when the text may be parsed.
        var refusal: InputError?
        /// The text's `# autolint:` comments (none are looked for once the text is refused).
        var suppressions: [Suppression] = []
    }

    private let pending: SideBySide.Pending<Outcome>?
    private let scannedHere: Outcome?

    /// `alongside`: whether the text is scanned on another thread (a large one).
    init(_ source: SourceText, alongside: Bool) {
        if alongside {
            pending = SideBySide.start { Self.scan(source) }
            scannedHere = nil
        } else {
            pending = nil
            scannedHere = Self.scan(source)
        }
    }

    /// The scans' outcome, waiting for them if they run alongside (from any thread).
    var outcome: Outcome { scannedHere ?? pending!.wait() }

    /// The refusal of a text scanned here, already known before its parse.
    var refusalKnownNow: InputError? { scannedHere?.refusal }

    private static func scan(_ source: SourceText) -> Outcome {
        do throws(InputError) {
            try NestingDepthGuard.check(source.text, source: source)
        } catch {
            return Outcome(refusal: error)
        }
        if let key = YAMLAliasKeyGuard.firstAliasKey(in: source.text) {
            return Outcome(refusal: source.error(YAMLAliasKeyGuard.message, at: source.location(line: key.line, column: key.column)))
        }
        return Outcome(refusal: nil, suppressions: SuppressionCommentScanner.suppressions(in: source.text))
    }
}
