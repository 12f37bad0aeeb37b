import Foundation
import Testing
import OpenChartsCore
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import OpenChartsRender

/// A chart's mark is a group that names one painted path: SVG writes the path in its place,
/// with the group's role and label, and a run of marks in one paint shares it from a group.
@Suite("SVG marks: a path each, runs sharing their paint")
struct SVGMarksTests {
    static let size = CGSize(width: 40, height: 40)
    static let red = Color(rgb8: 255, 59, 48), blue = Color(rgb8: 0, 122, 255)

    static let circle = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2))

    static func box(_ x: CGFloat) -> Path { Path(CGRect(x: x, y: 2, width: 3, height: 4)) }

    static func mark(_ child: SceneNode, _ label: String) -> SceneNode {
        .group(GroupNode(children: [child], role: .symbol, accessibilityLabel: label))
    }

    static func fill(_ x: CGFloat, _ color: Color = red, _ rule: FillRule = .nonZero) -> SceneNode {
        .fill(FillNode(path: box(x), paint: .color(color), rule: rule))
    }

    static func stroke(_ x: CGFloat, _ color: Color = blue, _ style: StrokeStyle = StrokeStyle(lineWidth: 2, dash: [2, 1])) -> SceneNode {
        .stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: x, y: 1)); $0.addLine(to: CGPoint(x: x, y: 9)) },
                           paint: .color(color), style: style))
    }

    static func dot(_ x: CGFloat, _ color: Color = red) -> SceneNode {
        .symbols(SymbolsNode(shape: circle, positions: [CGPoint(x: x, y: 5)], paint: .color(color), circleDiameter: 2))
    }

    /// The lines between the root's tags, less their indent.
    static func body(_ nodes: [SceneNode]) -> [Substring] {
        let lines = SVGWriter().svg(Scene(size: size, nodes: nodes)).split(separator: "\n")
        return lines.dropFirst(2).dropLast().map { $0.drop { $0 == " " } }
    }

    @Test("marks in one paint share a group that carries it; a lone mark keeps its paint; other nodes break a run")
    func runs() {
        let lines = Self.body([
            .group(GroupNode(children: [
                Self.stroke(0, .gray, StrokeStyle(lineWidth: 0.5)),
                Self.mark(Self.fill(1), "a"), Self.mark(Self.fill(5), "b & <c>"), Self.mark(Self.fill(9), "d"),
                Self.mark(Self.stroke(2), "e"), Self.mark(Self.stroke(4), "f"),
                Self.mark(Self.dot(1), "g"), Self.mark(Self.dot(3), "h"),
                Self.mark(Self.fill(1, Self.blue), "lone"),
                Self.fill(20),
                Self.mark(Self.fill(13), "i"),
            ], role: .object, accessibilityLabel: "Plot")),
        ])
        #expect(lines == [
            ##"<g role="graphics-object" aria-label="Plot">"##,
            ##"<path d="M0 1 V9" fill="none" stroke="#8e8e93" stroke-width="0.5" stroke-miterlimit="10"/>"##,
            ##"<g fill="#ff3b30">"##,
            ##"<path d="M1 2 H4 V6 H1 Z" role="graphics-symbol" aria-label="a"/>"##,
            ##"<path d="M5 2 H8 V6 H5 Z" role="graphics-symbol" aria-label="b &amp; &lt;c&gt;"/>"##,
            ##"<path d="M9 2 H12 V6 H9 Z" role="graphics-symbol" aria-label="d"/>"##,
            "</g>",
            ##"<g fill="none" stroke="#007aff" stroke-width="2" stroke-miterlimit="10" stroke-dasharray="2 1">"##,
            ##"<path d="M2 1 V9" role="graphics-symbol" aria-label="e"/>"##,
            ##"<path d="M4 1 V9" role="graphics-symbol" aria-label="f"/>"##,
            "</g>",
            ##"<g fill="none" stroke="#ff3b30" stroke-width="2" stroke-linecap="round">"##,
            ##"<path d="M1 5h0" role="graphics-symbol" aria-label="g"/>"##,
            ##"<path d="M3 5h0" role="graphics-symbol" aria-label="h"/>"##,
            "</g>",
            ##"<path d="M1 2 H4 V6 H1 Z" fill="#007aff" role="graphics-symbol" aria-label="lone"/>"##,
            ##"<path d="M20 2 H23 V6 H20 Z" fill="#ff3b30"/>"##,
            ##"<path d="M13 2 H16 V6 H13 Z" fill="#ff3b30" role="graphics-symbol" aria-label="i"/>"##,
            "</g>",
        ])
    }

    @Test("a group that draws anything of its own, or more or less than one painted path, stays a group")
    func groupsKept() {
        let kept: [GroupNode] = [
            GroupNode(children: [Self.fill(1)], opacity: 0.5, role: .symbol, accessibilityLabel: "faded"),
            GroupNode(children: [Self.fill(1)], transform: CGAffineTransform(translationX: 2, y: 0), role: .symbol, accessibilityLabel: "moved"),
            GroupNode(children: [Self.fill(1)], clip: Self.box(0), role: .symbol, accessibilityLabel: "clipped"),
            GroupNode(children: [Self.fill(1), Self.fill(5)], role: .symbol, accessibilityLabel: "two"),
            GroupNode(children: [.fill(FillNode(path: Path(), paint: .color(Self.red)))], role: .symbol, accessibilityLabel: "empty path"),
            GroupNode(children: [.symbols(SymbolsNode(shape: Self.circle, positions: [CGPoint(x: CGFloat.nan, y: 1)], paint: .color(Self.red), circleDiameter: 2))],
                      role: .symbol, accessibilityLabel: "no finite dot"),
            GroupNode(children: [.text(TextNode(text: "t", origin: .zero, font: FontRequest(size: 10)))], role: .symbol, accessibilityLabel: "text"),
        ]
        for group in kept {
            let lines = Self.body([.group(group), .group(group)])
            let label = group.accessibilityLabel ?? ""
            #expect(lines.filter { $0.hasPrefix("<g") && $0.contains(##"role="graphics-symbol" aria-label="\##(label)""##) }.count == 2, "\(label)")
        }
        // A group of nothing keeps its label and closes itself.
        #expect(Self.body([.group(GroupNode(children: [], role: .symbol, accessibilityLabel: "point"))])
                == [##"<g role="graphics-symbol" aria-label="point"/>"##])
    }

    @Test("marks filled with one gradient share its one definition from their group; a lone one names it itself")
    func gradients() {
        let gradient = Paint.linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]),
                                                                start: .zero, end: CGPoint(x: 0, y: 40)))
        let svg = SVGWriter().svg(Scene(size: Self.size, nodes: [
            Self.mark(.fill(FillNode(path: Self.box(1), paint: gradient)), "a"),
            Self.mark(.fill(FillNode(path: Self.box(5), paint: gradient)), "b"),
            .text(TextNode(text: "between", origin: .zero, font: FontRequest(size: 10))),
            Self.mark(.fill(FillNode(path: Self.box(9), paint: gradient)), "c"),
        ]))
        #expect(svg.components(separatedBy: "<linearGradient").count == 2)
        #expect(svg.contains(##"<g fill="url(#gradient1)">"##))
        #expect(svg.contains(##"<path d="M9 2 H12 V6 H9 Z" fill="url(#gradient1)" role="graphics-symbol" aria-label="c"/>"##))
    }

    @Test("each mark's path resolves to the paint and stroke it had inside its group")
    func sameLook() throws {
        let outline = Path(CGRect(x: -1, y: -1, width: 2, height: 2))
        let children: [SceneNode] = [
            Self.fill(1, Self.blue.opacity(0.25), .evenOdd), Self.fill(3, Self.blue.opacity(0.25), .evenOdd),
            Self.stroke(1, Self.red.opacity(0.5), StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .bevel, dash: [1, 2], dashPhase: 1)),
            Self.stroke(6, Self.red.opacity(0.5), StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .bevel, dash: [1, 2], dashPhase: 1)),
            Self.stroke(8, Self.red, StrokeStyle(lineWidth: 1, miterLimit: 2)),
            Self.dot(2, Self.blue.opacity(0.75)), Self.dot(7, Self.blue.opacity(0.75)),
            .symbols(SymbolsNode(shape: outline, positions: [CGPoint(x: 5, y: 5)], paint: .color(Self.red))),
            .symbols(SymbolsNode(shape: outline, positions: [CGPoint(x: 9, y: 5), CGPoint(x: 12, y: 5)], paint: .color(Self.red))),
            .symbols(SymbolsNode(shape: outline, positions: [CGPoint(x: 5, y: 9)], paint: .color(Self.blue), stroke: StrokeStyle(lineWidth: 1.5))),
        ]
        let marks = children.enumerated().map { Self.mark($1, "m\($0)") }
        let document = try XMLDocument(xmlString: SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: marks, role: .object))])))
        let written = try document.nodes(forXPath: "//*[@role='graphics-symbol']").compactMap { $0 as? XMLElement }
        #expect(written.count == children.count)
        for (index, child) in children.enumerated() {
            let mark = try #require(written.first { Self.attribute("aria-label", of: $0) == "m\(index)" })
            #expect(mark.name == "path")
            let alone = try XMLDocument(xmlString: SVGWriter().svg(Scene(size: Self.size, nodes: [child])))
            let path = try #require(try alone.nodes(forXPath: "//*[local-name()='path']").first as? XMLElement)
            #expect(Self.resolved(mark) == Self.resolved(path), "m\(index)")
        }
    }

    /// The presentation attributes an element draws with: its own, else the nearest
    /// ancestor's (all of these are inherited in SVG), and its path data.
    static func resolved(_ element: XMLElement) -> [String: String] {
        let names = ["d", "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
                     "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset"]
        var values: [String: String] = [:]
        var node: XMLElement? = element
        while let current = node {
            for name in names where values[name] == nil {
                if let value = attribute(name, of: current) { values[name] = value }
            }
            node = current.parent as? XMLElement
        }
        return values
    }

    /// An attribute's value (FoundationXML's `attribute(forName:)` finds none in the SVG namespace).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    @Test("a mark to which the HTML page adds attributes, on its group or its path, keeps its group; the others do not")
    func pageAttributes() {
        let marks = ["a", "b", "c", "d"].enumerated().map { Self.mark(Self.fill(CGFloat(4 * $0)), $1) }
        let scene = Scene(size: Self.size, nodes: [.group(GroupNode(children: marks, role: .object))])
        let page = SVGWriter().svg(scene, scale: 1, attributes: [[0, 1]: [(name: "data-x", value: "1")],
                                                                 [0, 2, 0]: [(name: "data-y", value: "2")]])
        let lines = page.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(lines.contains(##"<path d="M0 2 H3 V6 H0 Z" fill="#ff3b30" role="graphics-symbol" aria-label="a"/>"##))
        #expect(lines.contains(##"<g role="graphics-symbol" aria-label="b" data-x="1">"##))
        #expect(lines.contains(##"<g role="graphics-symbol" aria-label="c">"##))
        #expect(lines.contains(##"<path d="M8 2 H11 V6 H8 Z" fill="#ff3b30" data-y="2"/>"##))
        #expect(lines.contains(##"<path d="M12 2 H15 V6 H12 Z" fill="#ff3b30" role="graphics-symbol" aria-label="d"/>"##))
    }
}
