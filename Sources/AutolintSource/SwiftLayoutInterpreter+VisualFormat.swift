import AutolintModel
import SwiftSyntax

/// Visual Format Language in Swift: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// with its metrics and views dictionaries and alignment options, read through the one VFL parser
/// (`VisualFormatReading`, given by the formats layer).
extension SwiftLayoutInterpreter {
    func visualFormatConstraints(_ call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> Value {
        func giveUp(_ reason: String) -> Value {
            escapeReferences(in: Syntax(call), reason: reason, at: call)
            return .unknown
        }
        guard let visualFormat else { return giveUp("Visual Format Language in code is not read here") }
        var format: String?
        var metrics: [String: Double] = [:]
        var views: [String: String] = [:]
        var alignment: [LayoutAttribute] = []
        for argument in arguments {
            switch argument.label?.text {
            case "withVisualFormat":
                format = Self.plainString(argument.expression)
            case "options":
                guard let options = Self.alignment(ofFormatOptions: argument.expression) else { return giveUp("format options autolint does not know") }
                alignment = options
            case "metrics":
                if argument.expression.is(NilLiteralExprSyntax.self) { continue }
                guard case .dictionary(let entries) = evaluate(argument.expression) else { return giveUp("a metrics dictionary autolint does not know") }
                for (key, value) in entries {
                    guard case .number(let number) = value else { return giveUp("a metric autolint does not know (\(key))") }
                    metrics[key] = number
                }
            case "views":
                guard case .dictionary(let entries) = evaluate(argument.expression) else { return giveUp("a views dictionary autolint does not know") }
                for (key, value) in entries {
                    guard case .view(let id) = value else { return giveUp("a view of the views dictionary autolint does not know (\(key))") }
                    views[key] = id
                }
            default:
                return giveUp("a visual format call autolint does not read")
            }
        }
        guard let format else { return giveUp("a visual format that is not a plain string literal") }
        do throws(SnippetError) {
            let made = try visualFormat.constraints(format: format, views: views, metrics: metrics, alignment: alignment) { self.builder.view($0)?.parent }
            let start = location(of: call)
            return .array(made.map { constraint in
                var located = constraint
                located.location = start
                return .constraint(builder.addConstraint(located))
            })
        } catch {
            // UIKit raises on this call at run time; autolint says where and stays quiet about the views.
            return giveUp("a visual format UIKit cannot read: \(error.message) (column \(error.column) of the format)")
        }
    }

    /// The text of a string literal without interpolation.
    static func plainString(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// `[]`, `.alignAllCenterY`, `[.alignAllTop, .alignAllBottom]`, `NSLayoutConstraint.FormatOptions()`;
    /// direction options change nothing here (leading and trailing follow the writing direction anyway).
    static func alignment(ofFormatOptions expression: ExprSyntax) -> [LayoutAttribute]? {
        let names: [String]
        if let array = expression.as(ArrayExprSyntax.self) {
            names = array.elements.map { $0.expression.trimmedDescription }
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            names = []
        } else {
            names = [expression.trimmedDescription]
        }
        var attributes: [LayoutAttribute] = []
        for full in names {
            let name = String(full.split(separator: ".").last ?? "")
            if name.hasPrefix("direction") { continue }
            guard name.hasPrefix("alignAll") else { return nil }
            var word = String(name.dropFirst("alignAll".count))
            word = word.prefix(1).lowercased() + word.dropFirst()
            guard let attribute = LayoutAttribute(name: word), attribute != .notAnAttribute else { return nil }
            attributes.append(attribute)
        }
        return attributes
    }
}
