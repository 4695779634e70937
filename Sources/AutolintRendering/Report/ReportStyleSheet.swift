/// The report's only style sheet, inlined in its `<head>`. Colours match the pictures'
/// (`ConstraintGraphStyle`), so the legend reads the same in both.
enum ReportStyleSheet {
    static var css: String {
        let families = ConstraintGraphStyle.SystemFamily.allCases
            .map { ".swatch-system-\($0.token) { border-top: 2px solid \($0.color); }" }
            .joined(separator: "\n")
        return """
        :root { color-scheme: light; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2937; margin: 0 auto; max-width: 1400px; padding: 0 24px 48px; background: #f9fafb; }
        header { padding: 24px 0 8px; border-bottom: 1px solid #e5e7eb; }
        h1 { font-size: 24px; margin: 0 0 8px; }
        h2 { font-size: 18px; margin: 28px 0 8px; }
        .summary .count { display: inline-block; margin-right: 12px; padding: 2px 10px; border-radius: 10px; background: #e5e7eb; }
        .summary .count.error { background: #fee2e2; color: #991b1b; }
        .summary .count.warning { background: #fef3c7; color: #92400e; }
        table.diagnostics { border-collapse: collapse; width: 100%; background: white; }
        table.diagnostics th, table.diagnostics td { border: 1px solid #e5e7eb; padding: 6px 8px; text-align: left; vertical-align: top; }
        table.diagnostics th { background: #f3f4f6; }
        tr.diagnostic.error td.severity { color: #b91c1c; font-weight: 600; }
        tr.diagnostic.warning td.severity { color: #b45309; font-weight: 600; }
        figure.graph svg text { font-family: Helvetica, Arial, sans-serif; }
        p.no-pictures { color: #6b7280; font-size: 13px; }
        tr.diagnostic.expected td.severity { color: #6b7280; font-weight: 400; }
        tr.diagnostic:target { outline: 2px solid #2563eb; }
        td.where, td.rule { white-space: nowrap; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        .constraints code { display: inline-block; margin: 4px 6px 0 0; padding: 1px 6px; background: #f3f4f6; border-radius: 4px; font-size: 12px; }
        .recovery { margin-top: 4px; color: #4b5563; }
        .fixes { margin: 4px 0 0; padding-left: 18px; color: #065f46; }
        .legend ul { list-style: none; padding: 0; columns: 2; }
        .legend li { margin: 2px 0; }
        .swatch { display: inline-block; width: 28px; height: 0; vertical-align: middle; border-top: 2px solid \(ConstraintGraphStyle.userColor); }
        .swatch-conflict { border-top: 3px solid \(ConstraintGraphStyle.conflictColor); }
        .swatch-broken { border-top: 2px dashed \(ConstraintGraphStyle.userColor); }
        .swatch-ambiguous { height: 12px; border: 2px solid \(ConstraintGraphStyle.ambiguousStroke); background: \(ConstraintGraphStyle.ambiguousFill); border-radius: 3px; }
        \(families)
        section.layout { margin-top: 32px; border-top: 1px solid #e5e7eb; }
        section.layout:target h2 { color: #2563eb; }
        .location { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: #6b7280; margin: 0; }
        details.configuration { margin: 16px 0; background: white; border: 1px solid #e5e7eb; border-radius: 8px; padding: 8px 12px; }
        details.configuration > summary { font-weight: 600; cursor: pointer; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 8px 0; flex: 0 1 auto; max-width: 100%; overflow: auto; }
        figure.graph { flex: 1 1 560px; }
        figcaption { font-size: 12px; color: #6b7280; margin-bottom: 4px; }
        figure svg { max-width: 100%; height: auto; }
        figure.wireframe svg, figure.animation svg { max-height: 560px; width: auto; }
        .render-error { color: #b91c1c; }
        .clean { color: #065f46; }
        footer { margin-top: 48px; color: #9ca3af; font-size: 12px; }
        """
    }
}
