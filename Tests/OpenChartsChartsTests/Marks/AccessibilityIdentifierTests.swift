import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// `accessibilityIdentifier(_:)` on marks, plots and views: the name tests find them by,
/// written as `data-testid` in SVG and HTML and nowhere else.
@Suite("Accessibility identifiers")
struct AccessibilityIdentifierTests {
    let names = ["Cats", "Dogs", "Fish"]

    func svg(_ view: some View) throws -> String {
        try ImageRenderer(content: view.frame(width: 300, height: 200)).svg()
    }

    func count(_ text: String, in svg: String) -> Int {
        svg.components(separatedBy: text).count - 1
    }

    @Test("Each bar's group carries its identifier, next to its label")
    func bars() throws {
        let svg = try svg(Chart(names, id: \.self) { name in
            BarMark(x: .value("Pet", name), y: .value("Count", name.count))
                .accessibilityIdentifier("bar-\(name)")
        })
        for name in names {
            #expect(count(#"data-testid="bar-\#(name)""#, in: svg) == 1, "\(name)")
        }
        #expect(svg.contains(#"aria-label="Cats, 4" data-testid="bar-Cats""#))
    }

    @Test("A line is one group named by its first mark; a plot's group takes the plot's identifier")
    func linesAndPlots() throws {
        let svg = try svg(Chart {
            ForEach(Array(names.enumerated()), id: \.offset) { index, _ in
                LineMark(x: .value("Index", index), y: .value("Count", index))
                    .accessibilityIdentifier("line")
            }
            LinePlot(Array(0..<50), x: .value("x", \.self), y: .value("y", \.self))
                .accessibilityIdentifier("plot")
        })
        // The line's group, and each of its three points' groups (kept for their labels).
        #expect(count(#"data-testid="line""#, in: svg) == 4)
        #expect(count(#"data-testid="plot""#, in: svg) == 1)
    }

    @Test("A view's identifier names the group of its drawing; quotes and markup are escaped")
    func views() throws {
        let svg = try svg(VStack {
            Text("Revenue").accessibilityIdentifier("title")
            Text("Hostile").accessibilityIdentifier(#"a"b<c>&"#)
        })
        #expect(count(#"data-testid="title""#, in: svg) == 1)
        #expect(svg.contains(#"data-testid="a&quot;b&lt;c&gt;&amp;""#))
        let html = try ImageRenderer(content: Text("Revenue").accessibilityIdentifier("title")).html()
        #expect(html.contains(#"data-testid="title""#))
    }

    @Test("Identifiers change no pixel")
    func pixels() throws {
        func png(_ identified: Bool) throws -> Data {
            try ImageRenderer(content: Chart(names, id: \.self) { name in
                BarMark(x: .value("Pet", name), y: .value("Count", name.count))
                    .accessibilityIdentifier(identified ? name : "")
            }.frame(width: 300, height: 200)).png()
        }
        #expect(try png(true) == png(false))
    }
}
