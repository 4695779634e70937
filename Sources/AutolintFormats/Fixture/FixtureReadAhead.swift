import AutolintModel
import Foundation

/// Decodes a large YAML fixture's views and constraints on a thread of its own while the parser
/// reads on: each of the root's subviews as soon as the parser has read it, the root once its
/// mapping ends, then each constraint as it is read. The other core, otherwise idle while the
/// parser reads the views, decodes them meanwhile, and the constraints while it reads those (half
/// a second of a 100,000-row list).
///
/// Speculative: one thread's reading is the reference. What was decoded ahead is used only when it
/// is exactly what the decoder would have decoded itself (the same nodes, no error anywhere in it,
/// no id declared twice); otherwise the decoder decodes the views or the constraints itself, from
/// the tree, and meets their errors in the order one thread meets them. It is used only once the
/// whole document has parsed, so a syntax error anywhere is still reported first.
final class FixtureReadAhead: YAMLTopLevelObserver {
    /// Items handed to the decoding thread at a time: one lock per item would cost more than
    /// decoding a constraint.
    static let batchSize = 256

    private enum Event {
        case subview(FixtureNode)
        case root(FixtureNode)
        case constraint(FixtureNode)
        case constraints(FixtureNode)
    }

    /// The views decoded ahead, for the root node at `position`.
    private struct DecodedViews {
        var position: FixturePosition
        var result: Result<FixtureViews, InputError>
    }

    /// The constraint list at `position` decoded ahead, entry by entry, and the decoder's state
    /// after it (the ids it declared, for variations).
    struct DecodedConstraints {
        var position: FixturePosition
        var entries: Int
        var constraints: [LayoutConstraint]
        var decoder: FixtureConstraintDecoder
    }

    /// The file, for the views' and constraints' locations.
    private let path: String
    /// The text's scans: nothing recursive is decoded before the nesting is known to be shallow.
    private let scan: YAMLTextScan?
    /// Room made for the views and the constraints decoded ahead.
    private let estimatedViews: Int
    private let estimatedConstraints: Int

    /// The parser's events not handed over yet (the parser's thread only).
    private var outgoing: [Event] = []
    /// Handed over; those from `taken` on are not taken yet. `parseEnded` and `cancelled` end the
    /// decoding thread's loop.
    private let handover = NSCondition()
    private var handedOver: [Event] = []
    private var taken = 0
    private var parseEnded = false
    private var cancelled = false
    /// The constraint decoder the decoding thread starts with once the views are decoded, for the
    /// parser's thread to decode the last constraints with when the parse ends (under `handover`;
    /// tests set it before `start()`).
    var constraintsStart: FixtureConstraintDecoder?

    /// The last constraints, decoded on the parser's thread once the parse has ended, while the
    /// decoding thread decodes those before them.
    struct DecodedTail {
        var entries: Int
        /// In batches, in the list's order.
        var result: Result<[[LayoutConstraint]], InputError>
        var decoder: FixtureConstraintDecoder
    }
    private(set) var decodedTail: DecodedTail?

    /// Written by the decoding thread, read after `finished.wait()`.
    private var decodedViews: DecodedViews?
    private var decodedConstraints: DecodedConstraints?
    private var finished: SideBySide.Pending<Void>?

    /// `textBytes`: the fixture's size, from which the views' room is estimated.
    init(path: String, scan: YAMLTextScan?, textBytes: Int) {
        self.path = path
        self.scan = scan
        // Room for a view per 128 bytes of text (a list's row of three views takes about 400)
        // and a constraint per 40 (`  - title1.leading == row1.leadingMargin`): room the arrays
        // do not fill is address space, never touched, where growing them copies what they hold
        // (a view is some 500 bytes).
        estimatedViews = max(16, textBytes / 128)
        estimatedConstraints = max(16, textBytes / 40)
    }

    /// Starts the decoding thread; until then (and without it) events are only collected.
    func start() {
        guard finished == nil else { return }
        finished = SideBySide.start { [self] in decodeAsHandedOver() }
    }

    // MARK: The parser's side

    func memberParsed(key: String, value: FixtureNode) {
        switch key {
        case "root": hand(.root(value), now: true)
        case "constraints": hand(.constraints(value), now: true)
        default: break
        }
    }

    func itemParsed(_ item: FixtureNode, of list: YAMLObservedList) {
        switch list {
        case .rootSubviews: hand(.subview(item), now: false)
        case .constraints: hand(.constraint(item), now: false)
        }
    }

    private func hand(_ event: Event, now: Bool) {
        outgoing.append(event)
        guard now || outgoing.count >= Self.batchSize else { return }
        handover.lock()
        handedOver += outgoing
        handover.signal()
        handover.unlock()
        outgoing.removeAll(keepingCapacity: true)
    }

    /// The parse has read through: what is left is handed over, and this thread, which would only
    /// wait now, decodes the constraints still waiting from the back, a batch at a time, while the
    /// decoding thread takes them from the front, until they meet.
    func endParse() {
        handover.lock()
        handedOver += outgoing
        outgoing = []
        parseEnded = true
        handover.signal()
        let start = constraintsStart
        handover.unlock()
        guard let start else { return }
        var decoder = start.forTheRest()
        // Batches in the order taken, the last first.
        var batches: [[LayoutConstraint]] = []
        var entries = 0
        var failure: InputError?
        var runStart: Int?
        while failure == nil, let batch = takeBatchFromTheBack(runStart: &runStart) {
            var constraints: [LayoutConstraint] = []
            constraints.reserveCapacity(batch.count)
            do throws(InputError) {
                try decoder.decode(batch, into: &constraints)
            } catch {
                failure = error
            }
            entries += batch.count
            batches.append(constraints)
        }
        guard entries > 0 else { return }
        let result: Result<[[LayoutConstraint]], InputError> = failure.map { .failure($0) } ?? .success(batches.reversed())
        decodedTail = DecodedTail(entries: entries, result: result, decoder: decoder)
    }

    /// The last batch of the constraint items not taken yet, taken back; nil when fewer than two
    /// batches are left (the decoding thread takes those). `runStart`: where the
    /// items waiting last begin, found at the first call (only the decoding thread's taking moves
    /// it on, from the front, and the parse has ended: nothing is added).
    private func takeBatchFromTheBack(runStart: inout Int?) -> [FixtureNode]? {
        handover.lock()
        defer { handover.unlock() }
        // Waiting last: constraints' items, then the list's end.
        guard case .constraints = handedOver.last else { return nil }
        let end = handedOver.count - 1
        if runStart == nil {
            runStart = handedOver[..<end].lastIndex { if case .constraint = $0 { false } else { true } }.map { $0 + 1 } ?? 0
        }
        let first = max(taken, runStart ?? 0)
        guard end - first >= 2 * Self.batchSize else { return nil }
        let batch = handedOver[(end - Self.batchSize)..<end].map { event -> FixtureNode in
            guard case .constraint(let node) = event else { preconditionFailure("checked above") }
            return node
        }
        handedOver.removeSubrange((end - Self.batchSize)..<end)
        return batch
    }

    /// Stops the decoding thread if it still runs (the read failed before it needed the work) and
    /// waits for it, so that no thread outlives the read; called when the read ends either way.
    func stop() {
        handover.lock()
        cancelled = true
        handover.signal()
        handover.unlock()
        _ = finished?.wait()
    }

    // MARK: Results

    /// The views decoded from `rootNode`, or nil when they were not decoded ahead (or from another
    /// node). Waits for the decoding thread, which must have been told the parse ended.
    func views(of rootNode: FixtureNode) throws(InputError) -> FixtureViews? {
        guard let finished else { return nil }
        finished.wait()
        guard let decodedViews, decodedViews.position == rootNode.position else { return nil }
        return try decodedViews.result.get()
    }

    /// The constraints of `node`, the top-level list, decoded ahead with the views `views(of:)`
    /// gave; nil when any entry failed or the list was not read ahead whole. Asked once.
    func constraints(of node: FixtureNode) -> DecodedConstraints? {
        guard let finished else { return nil }
        finished.wait()
        // Taken, not copied: joining the last constraints on would copy a shared array whole.
        guard decodedConstraints?.position == node.position, case .sequence(let items) = node.value,
              var whole = decodedConstraints.take() else { return nil }
        if let decodedTail {
            // As `FixtureConstraintDecoder.decodedInHalves` joins its halves.
            guard case .success(let batches) = decodedTail.result, whole.decoder.takeIDs(of: decodedTail.decoder) else { return nil }
            for batch in batches { whole.constraints += batch }
            whole.entries += decodedTail.entries
        }
        guard items.count == whole.entries else { return nil }
        return whole
    }

    // MARK: The decoding thread

    /// The next events handed over (a batch at most, so that the parser's thread can take the
    /// last ones from the back), waiting for them; nil once the parse has ended and every event
    /// is taken, or the work is cancelled.
    private func takeHandedOver() -> [Event]? {
        handover.lock()
        defer { handover.unlock() }
        while taken == handedOver.count, !parseEnded, !cancelled { handover.wait() }
        guard !cancelled, taken < handedOver.count else { return nil }
        // Copied out: a slice would share the queue's storage, and the next events handed over
        // would copy the whole queue.
        let end = min(taken + Self.batchSize, handedOver.count)
        let batch = Array(handedOver[taken..<end])
        taken = end
        if taken == handedOver.count {
            handedOver.removeAll(keepingCapacity: true)
            taken = 0
        }
        return batch
    }

    /// What the decoding thread has decoded and not published yet.
    private struct Progress {
        var viewsAhead: FixtureViewDecoder?
        var subviewsFailed = false
        var constraintDecoder: FixtureConstraintDecoder?
        var constraints: [LayoutConstraint] = []
        var entries = 0
        /// Set by a failed entry, by constraints written before the root, and once the list has ended.
        var constraintsFailed = false
    }

    private func decodeAsHandedOver() {
        var progress = Progress()
        while let events = takeHandedOver() {
            for event in events {
                switch event {
                case .subview(let node): decodeSubview(node, &progress)
                case .root(let node): finishViews(node, &progress)
                case .constraint(let node): decodeConstraint(node, &progress)
                case .constraints(let node): finishConstraints(node, &progress)
                }
            }
        }
    }

    private func decodeSubview(_ node: FixtureNode, _ progress: inout Progress) {
        guard !progress.subviewsFailed else { return }
        if progress.viewsAhead == nil {
            // The decoder recurses once per level: not before the scan has passed the text.
            guard scan?.outcome.refusal == nil else { progress.subviewsFailed = true; return }
            progress.viewsAhead = FixtureViewDecoder(path: path)
            progress.viewsAhead?.beginSubviewsAhead(estimatedViews: estimatedViews)
        }
        do throws(InputError) {
            try progress.viewsAhead?.decodeSubviewAhead(node)
        } catch {
            progress.subviewsFailed = true
            progress.viewsAhead = nil
        }
    }

    /// The root's views, around its subviews decoded ahead when they fit; published, with the
    /// constraint decoder they give.
    private func finishViews(_ node: FixtureNode, _ progress: inout Progress) {
        // A second `root:` is a duplicate key: the parse fails.
        guard decodedViews == nil else { return }
        let result: Result<FixtureViews, InputError>
        // In place: a copy of the decoder would copy its views when the root is set.
        if !progress.subviewsFailed, progress.viewsAhead != nil, (try? progress.viewsAhead!.finishRootAhead(node)) == true {
            result = .success(FixtureViews(decoded: progress.viewsAhead!))
        } else {
            result = decodeViews(node)
        }
        progress.viewsAhead = nil
        decodedViews = DecodedViews(position: node.position, result: result)
        guard case .success(let views) = result else { return }
        let decoder = FixtureConstraintDecoder(path: path, resolver: views.resolver, rootID: views.views[0].id)
        progress.constraintDecoder = decoder
        progress.constraints.reserveCapacity(estimatedConstraints)
        handover.lock()
        constraintsStart = decoder
        handover.unlock()
    }

    private func decodeConstraint(_ node: FixtureNode, _ progress: inout Progress) {
        // Constraints written before the root are decoded by the decoder, not ahead.
        guard !progress.constraintsFailed, progress.constraintDecoder != nil else { progress.constraintsFailed = true; return }
        do throws(InputError) {
            try progress.constraintDecoder?.decodeEntry(node, into: &progress.constraints)
            progress.entries += 1
        } catch {
            progress.constraintsFailed = true
            progress.constraints = []
        }
    }

    /// Publishes the list's constraints decoded ahead, unless an entry failed.
    private func finishConstraints(_ node: FixtureNode, _ progress: inout Progress) {
        if !progress.constraintsFailed, let decoder = progress.constraintDecoder {
            decodedConstraints = DecodedConstraints(position: node.position, entries: progress.entries, constraints: progress.constraints,
                                                    decoder: decoder)
        }
        // A second `constraints:` is a duplicate key: the parse fails.
        progress.constraintsFailed = true
        progress.constraints = []
    }

    /// The root's views decoded whole, as the decoder decodes them.
    private func decodeViews(_ node: FixtureNode) -> Result<FixtureViews, InputError> {
        guard scan?.outcome.refusal == nil else { return .failure(scan!.outcome.refusal!) }
        return Result { () throws(InputError) in try FixtureViews.decode(node, path: path) }
    }
}
