import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import OpenChartsRender

@Suite("SVG writer")
struct SVGWriterTests {
    @Test("numbers have at most two decimals, drop trailing zeros, and are never -0 or in exponent form",
          arguments: [
              (0.0, "0"), (-0.0, "0"), (-0.001, "0"), (1, "1"), (1.5, "1.5"), (1.25, "1.25"), (1.006, "1.01"),
              (-2.675, "-2.68"), (123456789.123, "123456789.12"), (1e-7, "0"), (1e20, "1000000000000"),
              (-1e20, "-1000000000000"), (.nan, "0"), (0.1 + 0.2, "0.3"), (10, "10"), (100.10, "100.1"),
          ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        #expect(SVGNumber.string(value) == expected)
    }

    @Test("four-decimal numbers for opacities and matrices follow the same rules")
    func preciseNumbers() {
        #expect(SVGNumber.string(0.5, decimals: 4) == "0.5")
        #expect(SVGNumber.string(0.86602540, decimals: 4) == "0.866")
        #expect(SVGNumber.string(-0.00001, decimals: 4) == "0")
        #expect(SVGNumber.string(0.0001, decimals: 4) == "0.0001")
    }

    @Test("text and attribute values escape & < > \" ' and drop characters XML forbids")
    func escaping() {
        #expect(XMLText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(XMLText.escaped("bell\u{7}\u{0}tab\tok\u{FFFE}") == "belltab&#9;ok")
        #expect(XMLText.escaped("宠物 🐶") == "宠物 🐶")
    }

    @Test("a label cannot become markup: the text reads back equal and no element is added")
    func injection() throws {
        let hostile = "</text><script>alert(1)</script><text>"
        let scene = Scene(size: CGSize(width: 10, height: 10), nodes: [
            .text(TextNode(text: hostile, origin: .zero)),
            .group(GroupNode(children: [], role: .symbol, accessibilityLabel: "\"><img src=x onerror=alert(1)>")),
        ], title: "<title>")
        let svg = SVGWriter().svg(scene)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        let document = try XMLDocument(xmlString: svg)
        let texts = try document.nodes(forXPath: "//*[local-name()='text']")
        #expect(texts.first?.stringValue == hostile)
        #expect(try document.nodes(forXPath: "//*[local-name()='script']").isEmpty)
    }

    @Test("the document has the size, viewBox, title, description and ARIA document role")
    func documentHeader() {
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 400, height: 300), title: "Pets", summary: "A pie"), scale: 2)
        #expect(svg.contains(##"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="800" height="600" viewBox="0 0 400 300" role="graphics-document" aria-label="Pets">"##))
        #expect(svg.contains("<title>Pets</title>"))
        #expect(svg.contains("<desc>A pie</desc>"))
    }

    @Test("a fill writes its path data, color, opacity and rule")
    func fill() {
        var path = Path(CGRect(x: 0.5, y: 1, width: 2, height: 3.333))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 4, y: 4))
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .fill(FillNode(path: path, paint: .color(.red.opacity(0.25)), rule: .evenOdd)),
        ]))
        #expect(svg.contains(##"<path d="M0.5 1 H2.5 V4.33 H0.5 Z M0.5 1 Q4 4 5 5" fill="#ff3b30" fill-opacity="0.25" fill-rule="evenodd"/>"##))
    }

    @Test("lines along an axis are written as H and V from the current point, others as L")
    func horizontalAndVerticalLines() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 3))
        path.addLine(to: CGPoint(x: 2, y: 5))
        path.closeSubpath()
        // After Z the current point is the subpath's start again.
        path.addLine(to: CGPoint(x: 1, y: 7))
        path.addCurve(to: CGPoint(x: 3, y: 7), control1: CGPoint(x: 1, y: 8), control2: CGPoint(x: 3, y: 8))
        path.addLine(to: CGPoint(x: 6, y: 7))
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .fill(FillNode(path: path, paint: .color(.black))),
        ]))
        #expect(svg.contains(##"<path d="M1 1 H4 V3 L2 5 Z M1 1 V7 C1 8 3 8 3 7 H6" fill="#000000"/>"##))
    }

    @Test("a stroke writes width, cap, join, miter limit, dashes and phase")
    func stroke() {
        let style = StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .miter, miterLimit: 3, dash: [4, 2.5], dashPhase: 1)
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .stroke(StrokeNode(path: Path(CGRect(x: 1, y: 1, width: 2, height: 2)), paint: .color(.black), style: style)),
        ]))
        #expect(svg.contains(##"fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" stroke-miterlimit="3" stroke-dasharray="4 2.5" stroke-dashoffset="1"/>"##))
    }

    @Test("text keeps the resolved family list, size, weight, style and anchor")
    func text() {
        let writer = SVGWriter(resolveFamilies: { _, _ in ["DejaVu Sans", "Noto Sans CJK SC", "sans-serif"] })
        let svg = writer.svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .text(TextNode(text: "宠物数量", origin: CGPoint(x: 5, y: 8.25), anchor: .middle,
                           font: FontRequest(size: 17.5, weight: 700, isItalic: true))),
        ]))
        #expect(svg.contains(##"<text x="5" y="8.25" font-family="&#39;DejaVu Sans&#39;, &#39;Noto Sans CJK SC&#39;, sans-serif" font-size="17.5" font-weight="700" font-style="italic" text-anchor="middle" fill="#000000" xml:space="preserve">宠物数量</text>"##))
    }

    @Test("gradients and clips become definitions with ids in document order")
    func definitions() {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black.opacity(0.5)]),
                                           start: .zero, end: CGPoint(x: 10, y: 0))
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .group(GroupNode(children: [.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .linearGradient(gradient)))],
                             clip: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))),
        ]))
        #expect(svg.contains(##"<clipPath id="clip1"><path d="M0 0 H5 V5 H0 Z"/></clipPath>"##))
        #expect(svg.contains(##"<linearGradient id="gradient2" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="10" y2="0">"##))
        #expect(svg.contains(##"<stop offset="1" stop-color="#000000" stop-opacity="0.5"/>"##))
        #expect(svg.contains(##"<g clip-path="url(#clip1)">"##))
        #expect(svg.contains(##"fill="url(#gradient2)""##))
    }

    @Test("groups write their transform as a matrix, opacity, role and label; a group of nothing closes itself")
    func groups() {
        let svg = SVGWriter().svg(Scene(size: CGSize(width: 10, height: 10), nodes: [
            .group(GroupNode(children: [], transform: CGAffineTransform(rotationAngle: .pi / 6).concatenating(CGAffineTransform(translationX: 3, y: 4)),
                             opacity: 0.5, role: .symbol, accessibilityLabel: "Mon, 898")),
        ]))
        #expect(svg.contains(##"<g transform="matrix(0.866 0.5 -0.5 0.866 3 4)" opacity="0.5" role="graphics-symbol" aria-label="Mon, 898"/>"##))
    }

    @Test("the same scene gives the same bytes")
    func deterministic() {
        #expect(SVGWriter().svg(TestScenes.kitchenSink) == SVGWriter().svg(TestScenes.kitchenSink))
    }

    @Test("the kitchen-sink scene matches its golden")
    func kitchenSinkSnapshot() throws {
        try assertRenderSnapshot(TestScenes.kitchenSink, named: "kitchen-sink")
    }
}

@Suite("Image renderer")
struct ImageRendererTests {
    @Test("write(to:) picks SVG from the extension, in any case")
    func writesSVG() throws {
        let url = try artifactsFolder("renderer").appendingPathComponent("scene.SVG")
        try ImageRenderer(content: TestScenes.kitchenSink).write(to: url)
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == (try ImageRenderer(content: TestScenes.kitchenSink).svg()))
        #expect(written.contains("font-family=\"&#39;DejaVu Sans&#39;, sans-serif\""))
    }

    @Test("SVG bytes are the document's UTF-8, non-ASCII text and escapes included")
    func svgBytesAreTheDocumentText() throws {
        let scene = Scene(size: CGSize(width: 120, height: 40), nodes: TestScenes.kitchenSink.nodes + [
            .text(TextNode(text: "宠物数量 – café <ok> & \"fine\"", origin: CGPoint(x: 4, y: 30))),
        ], title: "Pets – 宠物")
        let renderer = ImageRenderer(content: scene)
        let bytes = try renderer.data(as: .svg)
        #expect(bytes == Data(try renderer.svg().utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("宠物数量 – café &lt;ok&gt; &amp;"))
    }

    @Test("an unsupported extension is refused with a message naming it and the supported formats")
    func unsupportedExtension() {
        let renderer = ImageRenderer(content: TestScenes.kitchenSink)
        #expect(throws: RenderError.unsupportedFormat("gif")) {
            try renderer.write(to: URL(fileURLWithPath: "/tmp/chart.gif"))
        }
        #expect(RenderError.unsupportedFormat("gif").description.hasPrefix("cannot write '.gif': supported formats are .svg, .png, .pdf"))
        #expect(RenderError.unsupportedFormat("").description.contains("without an extension"))
    }

    @Test("a scale that is zero, negative, NaN or over 16 is refused")
    func badScale() {
        for scale in [0, -1, .nan, .infinity, 17] as [CGFloat] {
            let renderer = ImageRenderer(content: TestScenes.kitchenSink)
            renderer.scale = scale
            #expect(throws: RenderError.self) { try renderer.svg() }
        }
    }

    @Test("renders from many tasks at once, each with its own renderer, to the same bytes")
    func concurrentRendering() async throws {
        let expected = try ImageRenderer(content: TestScenes.kitchenSink).svg()
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { try ImageRenderer(content: TestScenes.kitchenSink).svg() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("a rectangles node is written as its fills are, in a group of its own or sharing its paint with its group")
    func rectanglesNode() {
        let rects = [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 5.5, y: 0, width: 0.25, height: 9),
                     CGRect(x: 7, y: 3, width: 2, height: 0), CGRect(x: 9, y: 9, width: -2, height: -3),
                     CGRect(x: CGFloat.nan, y: 1, width: 2, height: 2), CGRect(x: 1, y: 1, width: CGFloat.infinity, height: 2)]
        for paint: Paint in [.color(.blue), .linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.red, .blue]), start: .zero, end: CGPoint(x: 0, y: 20)))] {
            let node = RectanglesNode(rects: rects, paint: paint)
            for wrap in [false, true] {
                func svg(_ nodes: [SceneNode]) -> String {
                    let scene = Scene(size: CGSize(width: 20, height: 20),
                                      nodes: wrap ? [.group(GroupNode(children: nodes, role: .object, accessibilityLabel: "Bars"))] : nodes)
                    return SVGWriter().svg(scene)
                }
                #expect(svg([.rectangles(node)]) == svg(node.expanded()), "\(paint), in a group: \(wrap)")
            }
        }
    }

    @Test("attributes the page gives a rectangles node go once, on a group around its rectangles")
    func rectanglesNodeAttributes() {
        let node = RectanglesNode(rects: [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 6, y: 2, width: 3, height: 4)],
                                  paint: .color(.blue))
        let scene = Scene(size: CGSize(width: 20, height: 20), nodes: [.rectangles(node)])
        let svg = SVGWriter().svg(scene, scale: 1, attributes: [[0]: [("id", "oc-h0")]])
        #expect(svg.components(separatedBy: "id=\"oc-h0\"").count == 2, "\(svg)")
        #expect(svg.contains("<g id=\"oc-h0\">\n    <path d=\"M1 2 H4 V6 H1 Z\" fill=\"#007aff\"/>"), "\(svg)")
    }
}
