import AutolintModel
import Yams

/// Reads YAML text into a `FixtureNode` tree through Yams (libyaml), keeping every node's mark.
///
/// Guards around libyaml: nesting depth is checked before parsing (`NestingDepthGuard`), and
/// alias expansion is bounded while the tree is copied (a "billion laughs" document is refused
/// at the node that exceeds the budget instead of being walked for ever).
struct YAMLNodeReader {
    let source: SourceText

    func read() throws(InputError) -> FixtureNode {
        try NestingDepthGuard.check(source.text, source: source)
        if let key = YAMLAliasKeyGuard.firstAliasKey(in: source.text) {
            throw source.error(YAMLAliasKeyGuard.message, at: source.location(line: key.line, column: key.column))
        }
        let composed: Node?
        do {
            // Scalars are classified by `YAMLScalarResolver`, not by Yams' regular expressions.
            composed = try Yams.compose(yaml: source.text, .basic)
        } catch let error as YamlError {
            throw translate(error)
        } catch {
            throw source.error("YAML could not be read: \(error)", at: source.location(line: 1, column: 1))
        }
        guard let composed else {
            throw source.error("empty fixture: expected a mapping with at least `root:`", at: source.location(line: 1, column: 1))
        }
        var budget = max(FixtureLimits.minimumNodeBudget, source.text.utf8.count * FixtureLimits.maximumNodesPerByte)
        return try convert(composed, budget: &budget)
    }

    private func convert(_ node: Node, budget: inout Int) throws(InputError) -> FixtureNode {
        let location = self.location(of: node)
        budget -= 1
        if budget < 0 {
            throw source.error(
                "YAML aliases expand to too many nodes (a \"billion laughs\" alias bomb?); fixtures are limited to \(FixtureLimits.maximumNodesPerByte) nodes per byte",
                at: location)
        }
        switch node {
        case .scalar(let scalar):
            return FixtureNode(value: .scalar(self.scalar(scalar, at: location)), location: location)
        case .sequence(let sequence):
            var items: [FixtureNode] = []
            for item in sequence {
                items.append(try convert(item, budget: &budget))
            }
            return FixtureNode(value: .sequence(items), location: location)
        case .mapping(let mapping):
            var pairs: [(key: FixtureScalar, value: FixtureNode)] = []
            for (key, value) in mapping {
                let keyLocation = self.location(of: key)
                guard case .scalar(let keyScalar) = key else {
                    throw source.error("a mapping key must be a plain name, not a list or a mapping", at: keyLocation)
                }
                pairs.append((self.scalar(keyScalar, at: keyLocation), try convert(value, budget: &budget)))
            }
            return FixtureNode(value: .mapping(pairs), location: location)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one cannot reach here.
            throw source.error("unresolved YAML alias", at: location)
        }
    }

    private func scalar(_ scalar: Node.Scalar, at location: SourceLocation) -> FixtureScalar {
        let isPlain = scalar.style == .plain || scalar.style == .any
        let resolved = isPlain ? YAMLScalarResolver.resolve(scalar.string) : (kind: .string, number: nil, boolean: nil)
        let opensWithQuote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        return FixtureScalar(
            text: scalar.string, kind: resolved.kind, number: resolved.number, boolean: resolved.boolean,
            location: location, contentColumn: location.column + (opensWithQuote ? 1 : 0))
    }

    private func location(of node: Node) -> SourceLocation {
        source.location(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private func translate(_ error: YamlError) -> InputError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var message = "YAML syntax error: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))" }
            return source.error(message, at: source.locationInText(line: mark.line, column: mark.column))
        case .reader(let problem, let offset, _, _):
            let bytes = Array(source.text.utf8)
            let (line, column) = TextDecoding.lineAndColumn(ofByte: offset ?? 0, in: bytes)
            return source.error("YAML could not be read: \(problem)", at: source.location(line: line, column: column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return source.error(
                "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping",
                at: source.location(line: context.mark.line, column: context.mark.column))
        default:
            return source.error("YAML could not be read: \(error)", at: source.location(line: 1, column: 1))
        }
    }
}
