import Testing
@testable import AutolintRendering

/// What the report drops from Graphviz's SVG, and what it must keep: geometry loses digits,
/// labels and tooltips (which hold equations) never do.
@Suite struct CompactSVGTests {
    @Test func prologueCommentsTitlesAndFontFamiliesGo() {
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg>
            <svg width="10pt" height="20pt">
            <!-- a&#45;&gt;b -->
            <g id="edge&#45;1" class="edge">
            <title>view:a&#45;&gt;view:b</title>
            <text x="12.3456" y="-7.891" font-family="Helvetica,Arial,sans-serif" font-size="9.00">a.width == 1.3333 * b.width</text>
            <a xlink:title="priority 999.5">
            <path d="M632.1234,-356.26C694.44,-353.47"/>
            </a>
            </g>
            </svg>
            """
        #expect(CompactSVG.compact(svg) == """
            <svg width="10pt" height="20pt">
            <g id="edge-1" class="edge">
            <text x="12.3" y="-7.8" font-size="9.00">a.width == 1.3333 * b.width</text>
            <a xlink:title="priority 999.5">
            <path d="M632.1,-356.2C694.4,-353.4"/>
            </a>
            </g>
            </svg>
            """)
    }
}
