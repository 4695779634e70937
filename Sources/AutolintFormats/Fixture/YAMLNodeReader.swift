import AutolintModel
// libyaml as Yams builds it (the library Yams itself parses with): its event API, which Yams does
// not expose. Reading events straight into `FixtureNode`s skips Yams' node tree, which was two
// thirds of reading a large fixture and a third of its memory.
import CYaml

/// Reads YAML text into a `FixtureNode` tree from libyaml's events, keeping every node's mark.
///
/// Guards around libyaml: the text is refused when it nests too deep (`NestingDepthGuard`) or uses
/// an alias as a key (`YAMLAliasKeyGuard`), both scanned by `YAMLTextScan` and reported before
/// anything the parse finds; alias expansion is bounded as nodes are built (a "billion laughs"
/// document is refused at the node that exceeds the budget instead of being walked for ever).
/// While a large text's scans run, libyaml's own nesting limit (1,000 levels) bounds the text
/// being parsed (aliases nest their anchors deeper, within the node budget); a small text's
/// refusal comes before its parse.
///
/// Errors come in the order a composer would meet them: a syntax error, an undefined alias or a
/// duplicate key anywhere in the document is reported before what only the fixture's shape
/// forbids (a key that is a list or a mapping, the alias budget), so those are held back until
/// the whole document has been parsed.
struct YAMLNodeReader {
    let source: SourceText
    /// The text's scans, perhaps running while it is parsed.
    let scan: YAMLTextScan
    /// Told about the members of the document's top-level mapping as they are read.
    var observer: (any YAMLTopLevelObserver)?

    /// `scan`: the text's scans if already started; else they run here, before the parse.
    init(source: SourceText, scan: YAMLTextScan? = nil) {
        self.source = source
        self.scan = scan ?? YAMLTextScan(source, alongside: false)
    }

    func read() throws(InputError) -> FixtureNode {
        if let refusal = scan.refusalKnownNow { throw refusal }
        var text = source.text
        let budget = max(FixtureLimits.minimumNodeBudget, text.utf8.count * FixtureLimits.maximumNodesPerByte)
        let outcome = text.withUTF8 { bytes in
            var composer = Composer(source: source, budget: budget, observer: observer)
            return composer.compose(bytes)
        }
        if let refusal = scan.outcome.refusal { throw refusal }
        switch outcome {
        case .success(let root?): return root
        case .success(nil): throw source.error("empty fixture: expected a mapping with at least `root:`", at: source.location(line: 1, column: 1))
        case .failure(let error): throw error
        }
    }
}

extension YAMLNodeReader {
    /// One pass over the events, with an explicit stack of the lists and mappings still open.
    private struct Composer {
        let source: SourceText
        var budget: Int
        /// On the heap: libyaml keeps the parser's address for reading its input.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        var stack: [Open] = []
        /// Anchored nodes by name (a later anchor of the same name shadows an earlier one), with
        /// the number of nodes each expands to and the levels of lists and mappings each nests
        /// (an alias nests its anchor's levels where it stands).
        var anchors: [String: (node: FixtureNode, size: Int, levels: Int)] = [:]
        /// What the fixture's shape forbids, first found; reported only if the syntax is sound.
        var heldBack: InputError?
        /// `heldBack != nil`, asked once per node without copying the error.
        var isHoldingBack = false
        let observer: (any YAMLTopLevelObserver)?

        init(source: SourceText, budget: Int, observer: (any YAMLTopLevelObserver)?) {
            self.source = source
            self.budget = budget
            self.observer = observer
        }

        /// A list or mapping being read.
        struct Open {
            var position: FixturePosition
            var anchor: String?
            /// Nodes it expands to so far, itself included.
            var size = 1
            /// Lists and mappings it nests so far, itself included.
            var levels = 1
            var items: [FixtureNode] = []
            var pairs: [(key: FixtureScalar, value: FixtureNode)] = []
            let isMapping: Bool
            /// In a mapping: the key read, waiting for its value.
            var pendingKey: FixtureScalar?
            /// In a mapping: a key that is a list or mapping is being read (and dropped).
            var isReadingKey = false
            /// Every key's text, with where it first appears, for the duplicate check.
            var keys: [(text: String, position: FixturePosition)] = []
            /// The list whose items the observer is told about, if this is one.
            var observed: YAMLObservedList?
        }

        mutating func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<FixtureNode?, InputError> {
            parser.initialize(to: yaml_parser_t())
            yaml_parser_initialize(parser)
            defer {
                yaml_parser_delete(parser)
                parser.deinitialize(count: 1)
                parser.deallocate()
            }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
            var root: FixtureNode?
            var documents = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(parser, &event) == 1 else { return .failure(parserError()) }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    if let heldBack { return .failure(heldBack) }
                    return .success(root)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        return .failure(syntaxError("but found another document", at: mark(event.start_mark),
                                                    context: (text: "expected a single document in the stream", line: 1, column: 1)))
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = self.scalar(event)
                    let node = FixtureNode(value: .scalar(scalar), position: scalar.position)
                    if let anchor = string(event.data.scalar.anchor) { anchors[anchor] = (node, 1, 0) }
                    if let finished = place(node, size: 1, levels: 0) { root = finished }
                case YAML_ALIAS_EVENT:
                    guard let name = string(event.data.alias.anchor), let anchored = anchors[name] else {
                        return .failure(syntaxError("found undefined alias", at: mark(event.start_mark), context: nil))
                    }
                    if let finished = place(anchored.node, size: anchored.size, levels: anchored.levels, aliasedAt: mark(event.start_mark)) {
                        root = finished
                    }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let anchor = string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                    open(Open(position: mark(event.start_mark), anchor: anchor, isMapping: isMapping))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    let closed = stack.removeLast()
                    if closed.isMapping, let duplicate = duplicateKeyError(closed.keys) { return .failure(duplicate) }
                    let node = FixtureNode(value: closed.isMapping ? .mapping(closed.pairs) : .sequence(closed.items), position: closed.position)
                    if let anchor = closed.anchor { anchors[anchor] = (node, closed.size, closed.levels) }
                    if let finished = place(node, size: closed.size, levels: closed.levels, counted: true) { root = finished }
                default:
                    break
                }
            }
        }

        /// A list or mapping starts: as a value it takes a node of the budget now, as a key it is
        /// refused (held back) and read to its end only to be dropped.
        private mutating func open(_ node: consuming Open) {
            if let parent = stack.indices.last, stack[parent].isMapping, stack[parent].pendingKey == nil, !stack[parent].isReadingKey {
                stack[parent].isReadingKey = true
                holdBack(Self.keyNotAName, at: node.position)
            } else if overdraw(1) != nil {
                holdBack(Self.aliasBomb, at: node.position)
            }
            // Room for a view's handful of keys at once. Only the keys: they are dropped when the
            // mapping closes, while its pairs and a list's items stay in the tree as they grew.
            if node.isMapping { node.keys.reserveCapacity(4) } else if observer != nil { node.observed = observedList() }
            stack.append(node)
        }

        /// The list a sequence opening now is, if the observer is told about its items: the value
        /// of the document's `constraints:`, or of its `root:`'s `subviews:`.
        private func observedList() -> YAMLObservedList? {
            func isValue(of key: String, _ index: Int) -> Bool {
                stack[index].isMapping && !stack[index].isReadingKey && stack[index].pendingKey?.text == key
            }
            switch stack.count {
            case 1: return isValue(of: "constraints", 0) ? .constraints : nil
            case 2: return isValue(of: "root", 0) && isValue(of: "subviews", 1) ? .rootSubviews : nil
            default: return nil
            }
        }

        /// Puts a finished node where it belongs: as the value or key of the open mapping, an item
        /// of the open list, or the document's root (returned). A scalar or alias was not counted
        /// yet (`counted` false): it is, unless it is a key. `levels`: the lists and mappings it
        /// nests (an alias, its anchor's); `aliasedAt`: where the alias that repeats it stands.
        private mutating func place(_ node: consuming FixtureNode, size: Int, levels: Int, counted: Bool = false,
                                    aliasedAt: FixturePosition? = nil) -> FixtureNode? {
            guard let parent = stack.indices.last else {
                if !counted { spend(size, on: node) }
                return node
            }
            if stack[parent].isMapping {
                if stack[parent].isReadingKey {
                    // The list or mapping used as a key ends here (its refusal is held back); its value follows.
                    stack[parent].isReadingKey = false
                    stack[parent].pendingKey = Self.refusedKey(at: node.position)
                    return nil
                }
                guard let key = stack[parent].pendingKey.take() else {
                    guard case .scalar(let scalar) = node.value else {
                        holdBack(Self.keyNotAName, at: node.position)
                        stack[parent].pendingKey = Self.refusedKey(at: node.position)
                        return nil
                    }
                    stack[parent].keys.append((scalar.text, scalar.position))
                    stack[parent].pendingKey = scalar
                    return nil
                }
                if !counted { spend(size, on: node) }
                guard nest(levels, under: parent, at: aliasedAt ?? node.position) else { return nil }
                if parent == 0 { observer?.memberParsed(key: key.text, value: node) }
                stack[parent].pairs.append((key, node))
            } else {
                if !counted { spend(size, on: node) }
                guard nest(levels, under: parent, at: aliasedAt ?? node.position) else { return nil }
                if let list = stack[parent].observed { observer?.itemParsed(node, of: list) }
                stack[parent].items.append(node)
            }
            stack[parent].size += size
            return nil
        }

        static let keyNotAName = "a mapping key must be a plain name, not a list or a mapping"

        /// Lists and mappings nested in the tree once aliases are expanded. The text's own nesting
        /// is refused past `FixtureLimits.maximumDepth` by a scan, which cannot see an alias nest
        /// its anchor where it stands: a chain of anchors, each an alias of the last in a few
        /// levels, builds a tree as deep as the node budget allows (thousands of levels, whose
        /// decoding and teardown recursed past the stack). Twice the text's limit: the scan's
        /// count of a text's levels and this one need not agree to the level.
        static let maximumExpandedDepth = 2 * FixtureLimits.maximumDepth
        static let tooDeepOnceExpanded = "nesting deeper than \(maximumExpandedDepth) levels once YAML aliases are expanded: a layout fixture is never this deep"

        /// Records that a node of `levels` lists and mappings goes under the open node `parent`;
        /// false, holding the refusal back, when the tree would nest deeper than allowed (or a
        /// refusal is held back already: nothing more is built).
        private mutating func nest(_ levels: Int, under parent: Int, at position: FixturePosition) -> Bool {
            guard !isHoldingBack else { return false }
            if parent + 1 + levels > Self.maximumExpandedDepth {
                holdBack(Self.tooDeepOnceExpanded, at: position)
                return false
            }
            stack[parent].levels = max(stack[parent].levels, levels + 1)
            return true
        }

        /// Stands for a key that was a list or mapping (refused, held back) until its value is read.
        private static func refusedKey(at position: FixturePosition) -> FixtureScalar {
            FixtureScalar(text: "", kind: .null, position: position)
        }

        static let aliasBomb = "YAML aliases expand to too many nodes (a \"billion laughs\" alias bomb?); fixtures are limited to \(FixtureLimits.maximumNodesPerByte) nodes per byte"

        /// Takes the `count` nodes of `node`'s expansion from the alias budget; past it, the node
        /// that overdraws it is found (walked in document order) and the refusal held back.
        private mutating func spend(_ count: Int, on node: borrowing FixtureNode) {
            guard let before = overdraw(count) else { return }
            holdBack(Self.aliasBomb, at: Self.position(ofNode: before, inPreorderOf: copy node))
        }

        /// Takes `count` nodes from the alias budget: the budget before, when that overdraws it
        /// (nothing is counted once a refusal is held back).
        private mutating func overdraw(_ count: Int) -> Int? {
            guard !isHoldingBack else { return nil }
            let before = budget
            budget -= count
            return budget < 0 ? before : nil
        }

        private mutating func holdBack(_ message: String, at position: FixturePosition) {
            if heldBack == nil {
                heldBack = source.error(message, at: position.location(in: source.path))
                isHoldingBack = true
            }
            // Nothing more is built: only the rest of the syntax is checked.
            for index in stack.indices { stack[index].items = []; stack[index].pairs = [] }
        }

        /// The position of the `index`th node (from 0) of `node`'s expansion in document order,
        /// mapping keys left out as the budget leaves them out.
        private static func position(ofNode index: Int, inPreorderOf node: FixtureNode) -> FixturePosition {
            var remaining = index
            var pending = [node]
            while let next = pending.popLast() {
                if remaining == 0 { return next.position }
                remaining -= 1
                switch next.value {
                case .scalar: break
                case .sequence(let items): pending += items.reversed()
                case .mapping(let pairs): pending += pairs.map(\.value).reversed()
                }
            }
            return node.position
        }

        /// Yams' report of keys written twice in one mapping: every such key, sorted, at the first
        /// appearance of the first.
        private func duplicateKeyError(_ keys: [(text: String, position: FixturePosition)]) -> InputError? {
            guard keys.count > 1 else { return nil }
            // A fixture's mappings hold a handful of keys: compared pairwise, nothing is allocated.
            if keys.count <= 16, !keys.indices.contains(where: { i in keys[..<i].contains { $0.text == keys[i].text } }) { return nil }
            var first: [String: FixturePosition] = [:]
            var repeated: Set<String> = []
            for key in keys {
                if first[key.text] == nil { first[key.text] = key.position } else { repeated.insert(key.text) }
            }
            guard let smallest = repeated.min(), let position = first[smallest] else { return nil }
            return source.error("duplicate key \(repeated.sorted().map { "'\($0)'" }.joined(separator: ", ")) in one mapping", at: position.location(in: source.path))
        }

        private func scalar(_ event: yaml_event_t) -> FixtureScalar {
            let position = mark(event.start_mark)
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let style = data.style
            let isPlain = style == YAML_PLAIN_SCALAR_STYLE || style == YAML_ANY_SCALAR_STYLE
            let resolved = isPlain ? YAMLScalarResolver.resolve(text) : (kind: .string, number: nil, boolean: nil)
            let opensWithQuote = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
            return FixtureScalar(text: text, kind: resolved.kind, number: resolved.number, boolean: resolved.boolean,
                                 opensWithQuote: opensWithQuote, position: position)
        }

        private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }

        private func mark(_ mark: yaml_mark_t) -> FixturePosition {
            FixturePosition(line: mark.line + 1, column: mark.column + 1)
        }

        private func syntaxError(_ problem: String, at position: FixturePosition, context: (text: String, line: Int, column: Int)?) -> InputError {
            var message = "YAML syntax error: \(problem)"
            if let context { message += " (\(context.text) at line \(context.line), column \(context.column))" }
            return source.error(message, at: source.locationInText(line: position.line, column: position.column))
        }

        /// libyaml's own error, where it stopped.
        private func parserError() -> InputError {
            let parser = self.parser.pointee
            let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
            switch parser.error {
            case YAML_READER_ERROR:
                let (line, column) = TextDecoding.lineAndColumn(ofByte: parser.problem_offset, in: Array(source.text.utf8))
                return source.error("YAML could not be read: \(problem)", at: source.location(line: line, column: column))
            case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
                let context = parser.context.map { (text: String(cString: $0), line: parser.context_mark.line + 1, column: parser.context_mark.column + 1) }
                return syntaxError(problem, at: mark(parser.problem_mark), context: context)
            default:
                return source.error("YAML could not be read: libyaml ran out of memory", at: source.location(line: 1, column: 1))
            }
        }
    }
}
