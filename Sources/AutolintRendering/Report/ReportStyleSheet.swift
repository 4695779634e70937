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
        h3 { font-size: 16px; margin: 20px 0 4px; }
        a { color: #1d4ed8; }
        .summary .count { display: inline-block; margin: 0 12px 4px 0; padding: 2px 10px; border-radius: 10px; background: #e5e7eb; }
        .summary .count.error { background: #fee2e2; color: #991b1b; }
        .summary .count.warning { background: #fef3c7; color: #92400e; }
        .base { color: #6b7280; font-size: 12px; margin: 4px 0 0; overflow-wrap: anywhere; }
        .overview-tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 16px; align-items: start; }
        table.overview { border-collapse: collapse; width: 100%; background: white; border: 1px solid #e5e7eb; }
        table.overview caption { text-align: left; font-weight: 600; padding: 0 0 6px; }
        table.overview th, table.overview td { padding: 4px 8px; border-top: 1px solid #f3f4f6; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
        table.overview th { background: #f3f4f6; font-weight: 600; }
        table.overview .number { text-align: right; width: 5em; font-variant-numeric: tabular-nums; }
        table.overview td.number.error { color: #b91c1c; font-weight: 600; }
        table.overview td.number.warning { color: #b45309; font-weight: 600; }
        table.overview .detail { color: #6b7280; font-size: 12px; overflow-wrap: anywhere; }
        form.filters { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 16px; background: #f9fafb; padding: 8px 0; border-bottom: 1px solid #e5e7eb; }
        form.filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
        form.filters legend { float: left; font-weight: 600; margin-right: 4px; }
        form.filters label { white-space: nowrap; font-size: 13px; cursor: pointer; }
        section.file { margin-top: 24px; }
        h2.file-name { font-family: ui-monospace, Menlo, monospace; font-size: 15px; overflow-wrap: anywhere; border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; }
        section.layout { margin: 12px 0 24px 12px; }
        section.layout:target h3 { color: #2563eb; }
        .layout-body { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .layout-findings { flex: 1 1 520px; min-width: 0; }
        .layout-body figure.wireframe { flex: 0 1 auto; }
        table.findings { border-collapse: collapse; width: 100%; background: white; }
        table.findings th, table.findings td { border: 1px solid #e5e7eb; padding: 6px 8px; text-align: left; vertical-align: top; }
        table.findings th { background: #f3f4f6; }
        tr.diagnostic.error td.severity { color: #b91c1c; font-weight: 600; }
        tr.diagnostic.warning td.severity { color: #b45309; font-weight: 600; }
        tr.diagnostic.expected td.severity { color: #6b7280; font-weight: 400; }
        tr.diagnostic:target { outline: 2px solid #2563eb; }
        td.where, td.rule { font-family: ui-monospace, Menlo, monospace; font-size: 12px; overflow-wrap: anywhere; }
        td.rule { white-space: nowrap; }
        .object-id { color: #6b7280; }
        .constraints code { display: inline-block; margin: 4px 6px 0 0; padding: 1px 6px; background: #f3f4f6; border-radius: 4px; font-size: 12px; overflow-wrap: anywhere; }
        .recovery { margin-top: 4px; color: #4b5563; }
        .fixes { margin: 4px 0 0; padding-left: 18px; color: #065f46; }
        figure.graph svg text { font-family: Helvetica, Arial, sans-serif; }
        p.no-pictures, p.pan-hint, p.layout-summary { color: #6b7280; font-size: 13px; }
        .legend { margin-top: 32px; }
        .legend summary { font-weight: 600; cursor: pointer; }
        .legend ul { list-style: none; padding: 0; columns: 2 280px; }
        .legend li { margin: 2px 0; }
        .swatch { display: inline-block; width: 28px; height: 0; vertical-align: middle; border-top: 2px solid \(ConstraintGraphStyle.userColor); }
        .swatch-conflict { border-top: 3px solid \(ConstraintGraphStyle.conflictColor); }
        .swatch-broken { border-top: 2px dashed \(ConstraintGraphStyle.userColor); }
        .swatch-ambiguous { height: 12px; border: 2px solid \(ConstraintGraphStyle.ambiguousStroke); background: \(ConstraintGraphStyle.ambiguousFill); border-radius: 3px; }
        .swatch-highlighted { height: 12px; border: 2.5px solid \(ConstraintGraphStyle.conflictColor); background: white; }
        \(families)
        .location { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: #6b7280; margin: 0 0 8px; overflow-wrap: anywhere; }
        details.configuration { margin: 12px 0; background: white; border: 1px solid #e5e7eb; border-radius: 8px; padding: 8px 12px; }
        details.configuration > summary { font-weight: 600; cursor: pointer; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 8px 0; flex: 0 1 auto; max-width: 100%; overflow: auto; }
        figure.graph { flex: 1 1 560px; }
        figcaption { font-size: 12px; color: #6b7280; margin-bottom: 4px; }
        figure svg { max-width: 100%; height: auto; }
        figure.wireframe svg, figure.animation svg { max-height: 560px; width: auto; }
        .pan { overflow: auto; max-height: 80vh; resize: vertical; }
        .pan svg { max-width: none; }
        .render-error { color: #b91c1c; }
        .clean { color: #065f46; }
        footer { margin-top: 48px; color: #9ca3af; font-size: 12px; }
        @media (max-width: 700px) {
          body { padding: 0 10px 32px; }
          section.layout { margin-left: 0; }
          table.findings thead { display: none; }
          table.findings, table.findings tbody, table.findings tr, table.findings td { display: block; width: auto; }
          table.findings tr { border: 1px solid #e5e7eb; margin-bottom: 8px; background: white; }
          table.findings td { border: 0; padding: 2px 8px; }
          table.findings td.severity { padding-top: 6px; }
          td.configuration::before { content: "in "; color: #6b7280; }
          figure.wireframe svg, figure.animation svg { max-height: 420px; }
        }
        """
    }
}
