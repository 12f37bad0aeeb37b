import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("SVG attributes repeated from node to node")
struct SVGRepeatedAttributesTests {
    static let size = CGSize(width: 20, height: 20)
    static let box = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    static let line = Path { $0.move(to: CGPoint(x: 1, y: 1)); $0.addLine(to: CGPoint(x: 9, y: 5)) }

    /// The element lines of a document: everything between the root's opening and closing tags.
    static func body(_ svg: String) -> [Substring] {
        let lines = svg.split(separator: "\n")
        return Array(lines.dropFirst(2).dropLast())
    }

    /// Nodes that repeat, alternate and vary one thing at a time: colour, opacity, fill
    /// rule, width, cap, join, miter limit, dashes (also a pattern that is only doubled)
    /// and dash phase, with a gradient among them.
    static var nodes: [SceneNode] {
        let red = Color(rgb8: 255, 59, 48), blue = Color(rgb8: 0, 122, 255)
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]), start: .zero, end: CGPoint(x: 10, y: 0))
        let styles = [StrokeStyle(), StrokeStyle(lineWidth: 2), StrokeStyle(lineWidth: 2, lineCap: .round),
                      StrokeStyle(lineWidth: 2, lineJoin: .bevel), StrokeStyle(lineWidth: 2, miterLimit: 3),
                      StrokeStyle(lineWidth: 2, dash: [2, 1]), StrokeStyle(lineWidth: 2, dash: [2, 1, 2, 1]),
                      StrokeStyle(lineWidth: 2, dash: [2, 1], dashPhase: 1), StrokeStyle(lineWidth: -0.0), StrokeStyle(lineWidth: 0)]
        var nodes: [SceneNode] = [
            .fill(FillNode(path: box, paint: .color(red))),
            .fill(FillNode(path: box, paint: .color(red))),
            .fill(FillNode(path: box, paint: .color(red), rule: .evenOdd)),
            .fill(FillNode(path: box, paint: .color(red))),
            .fill(FillNode(path: box, paint: .color(blue))),
            .fill(FillNode(path: box, paint: .color(blue.opacity(0.5)))),
            .fill(FillNode(path: box, paint: .color(blue))),
            .fill(FillNode(path: box, paint: .linearGradient(gradient))),
            .fill(FillNode(path: box, paint: .color(blue))),
        ]
        for style in styles {
            nodes.append(.stroke(StrokeNode(path: line, paint: .color(red), style: style)))
            nodes.append(.stroke(StrokeNode(path: line, paint: .color(red), style: style)))
            nodes.append(.stroke(StrokeNode(path: line, paint: .color(blue), style: style)))
        }
        // A fill and a stroke of the same colour keep separate attributes.
        nodes.append(.fill(FillNode(path: box, paint: .color(blue))))
        nodes.append(.stroke(StrokeNode(path: line, paint: .color(blue))))
        return nodes
    }

    @Test("each node of a document whose paints and styles repeat and alternate reads as it does alone")
    func repeatedAttributesMatchLoneNodes() {
        let nodes = Self.nodes
        let together = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: nodes)))
        let alone = nodes.map { Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [$0]))) }
        // The gradient's definition comes first, before the nodes, in both.
        let definitionLines = alone[7].count - 1
        #expect(Array(together.prefix(definitionLines)) == Array(alone[7].prefix(definitionLines)))
        let elements = together.dropFirst(definitionLines)
        #expect(elements.count == nodes.count)
        for (index, line) in elements.enumerated() {
            #expect(line == alone[index].last, "node \(index)")
        }
    }

    @Test("text runs whose size, weight, style, anchor and paint repeat, alternate and vary one at a time read as they do alone")
    func repeatedTextAttributesMatchLoneRuns() {
        let grey = Color(rgb8: 60, 60, 67).opacity(0.6), blue = Color(rgb8: 0, 122, 255)
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]), start: .zero, end: CGPoint(x: 10, y: 0))
        let fonts = [FontRequest(size: 11), FontRequest(size: 11), FontRequest(size: 12), FontRequest(size: 11, weight: 700),
                     FontRequest(size: 11, isItalic: true), FontRequest(size: -0.0), FontRequest(size: 0), FontRequest(size: .nan),
                     FontRequest(size: .nan), FontRequest(families: ["Serif Family"], size: 11)]
        var nodes: [SceneNode] = []
        for (index, font) in fonts.enumerated() {
            for anchor in [TextAnchor.start, .start, .middle, .end] {
                for paint in [Paint.color(grey), .color(grey), .color(blue), .linearGradient(gradient), .color(grey)] {
                    nodes.append(.text(TextNode(text: "t\(index)", origin: CGPoint(x: Double(index), y: 2), anchor: anchor,
                                                font: font, paint: paint)))
                }
            }
        }
        let lines = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: nodes)))
        let elements = lines.filter { $0.contains("<text") }
        #expect(elements.count == nodes.count)
        // Gradients are numbered in document order: the numbers are left out of the comparison.
        func unnumbered(_ line: Substring?) -> String? { line.map { String($0).replacing(/gradient\d+/, with: "gradient") } }
        for (index, line) in elements.enumerated() {
            let alone = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [nodes[index]])))
            #expect(unnumbered(line) == unnumbered(alone.last), "text \(index)")
        }
    }

    @Test("repeated paints inside groups, at several depths, read as they do alone")
    func repeatedAttributesInGroups() {
        let fill = SceneNode.fill(FillNode(path: Self.box, paint: .color(.orange)))
        // A stroke among the inner fills keeps them from sharing their fill with the group.
        let stroke = SceneNode.stroke(StrokeNode(path: Self.box, paint: .color(.orange), style: StrokeStyle(lineWidth: 2)))
        let scene = Scene(size: Self.size, nodes: [
            fill,
            .group(GroupNode(children: [fill, .group(GroupNode(children: [fill, stroke, fill], opacity: 0.5)), fill])),
            fill,
        ])
        let lone = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [fill])))[0].drop { $0 == " " }
        let paths = Self.body(SVGWriter().svg(scene)).filter { $0.contains("<path") && !$0.contains("stroke") }
        #expect(paths.count == 6)
        for path in paths { #expect(path.drop { $0 == " " } == lone) }
    }

    @Test("a group of fills of one colour and rule carries the fill once; any other child, paint or rule keeps it on each path")
    func sharedFill() {
        let box = Self.box
        let translucent = Color(red: 0, green: 0.5, blue: 1, opacity: 0.25)
        func fill(_ color: Color, _ rule: FillRule = .nonZero) -> SceneNode {
            .fill(FillNode(path: box, paint: .color(color), rule: rule))
        }
        func svg(_ children: [SceneNode]) -> [Substring] {
            Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: children, role: .object))])))
        }
        let shared = svg([fill(translucent, .evenOdd), fill(translucent, .evenOdd), fill(translucent, .evenOdd)])
        #expect(shared.first == "  <g role=\"graphics-object\" fill=\"#0080ff\" fill-opacity=\"0.25\" fill-rule=\"evenodd\">")
        #expect(shared.dropFirst().prefix(3).allSatisfy { $0 == "    <path d=\"M1 2 H4 V6 H1 Z\"/>" })
        // (A group of one fill is a mark: its path takes the role, see SVGMarksTests.)
        for children in [[fill(.red), fill(.blue)], [fill(.red), fill(.red, .evenOdd)],
                         [fill(.red), .group(GroupNode(children: [fill(.red)], opacity: 0.5))]] {
            let lines = svg(children)
            #expect(lines.first == "  <g role=\"graphics-object\">")
            #expect(lines.filter { $0.contains("<path") }.allSatisfy { $0.contains(" fill=") })
        }
        // The HTML page adds attributes per node, so its paths keep their own fill.
        let page = SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: [fill(.red), fill(.red)]))]),
                                   scale: 1, attributes: [[0, 1]: [(name: "data-x", value: "1")]])
        #expect(page.components(separatedBy: "fill=\"#ff3b30\"").count == 3)
    }

    @Test("a group whose ends share a paint but whose middle does not is written as its children are alone, definitions once")
    func sharedFillTakenBack() {
        let red = Color(rgb8: 255, 59, 48), blue = Color(rgb8: 0, 122, 255)
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]), start: .zero, end: CGPoint(x: 10, y: 0))
        let redBox = SceneNode.fill(FillNode(path: Self.box, paint: .color(red)))
        let middles: [[SceneNode]] = [
            [.fill(FillNode(path: Self.box, paint: .color(blue)))],
            [redBox, redBox, .stroke(StrokeNode(path: Self.line, paint: .color(red)))],
            [redBox, .fill(FillNode(path: Self.box, paint: .color(red), rule: .evenOdd))],
            [.fill(FillNode(path: Self.box, paint: .linearGradient(gradient)))],
        ]
        for middle in middles {
            let children = [redBox] + middle + [redBox]
            let lines = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: children))])))
            let definitions = lines.prefix { !$0.hasPrefix("  <g") }
            let elements = lines.dropFirst(definitions.count)
            #expect(elements.first == "  <g>")
            #expect(elements.last == "  </g>")
            let alone = children.map { Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [$0]))) }
            // The gradient's definition, once, as the gradient alone has it.
            let aloneDefinitions = alone.flatMap { $0.dropLast() }
            #expect(Array(definitions) == aloneDefinitions)
            let inner = elements.dropFirst().dropLast().map { $0.drop { $0 == " " } }
            #expect(inner == alone.compactMap { $0.last?.drop { $0 == " " } }, "\(middle.count) in the middle")
        }
    }

    @Test("a shared-fill group's bars, other paths, empty paths and rectangles with NaN corners read as their own paths do")
    func sharedFillChildPaths() {
        let red = Color(rgb8: 255, 59, 48)
        let triangle = Path { $0.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 3, y: 4)]); $0.closeSubpath() }
        var nanBox = Path()
        nanBox.addLines([CGPoint(x: Double.nan, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: Double.nan, y: 6)])
        nanBox.closeSubpath()
        let paths = [Self.box, triangle, Path(), nanBox, Path(CGRect(x: -0.0, y: 0.004, width: 1e13, height: 2.5)), Self.box]
        let children = paths.map { SceneNode.fill(FillNode(path: $0, paint: .color(red))) }
        let lines = Self.body(SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: children))])))
        #expect(lines.first == "  <g fill=\"#ff3b30\">")
        let expected = paths.filter { !$0.isEmpty }.map { path -> String in
            var data = ByteBuffer(capacity: 16)
            SVGPathData.appendVerbByVerb(path, to: &data)
            return "    <path d=\"\(data.string)\"/>"
        }
        #expect(lines.dropFirst().dropLast().map(String.init) == expected)
    }

    @Test("definitions go after the title and description and before the background, with data equal to the text")
    func definitionsBeforeBackground() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]), start: .zero, end: CGPoint(x: 10, y: 0))
        let scene = Scene(size: Self.size, nodes: [
            .group(GroupNode(children: [.fill(FillNode(path: Self.box, paint: .linearGradient(gradient)))], clip: Self.box)),
        ], title: "T", summary: "S", background: .white)
        let svg = SVGWriter().svg(scene)
        let lines = svg.split(separator: "\n").map(String.init)
        let order = ["  <title>T</title>", "  <desc>S</desc>", "  <defs>", "  </defs>", "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"]
        let positions = order.compactMap { lines.firstIndex(of: $0) }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
        #expect(SVGWriter().data(scene) == Data(svg.utf8))
    }

    @Test("symbols with no finite position leave no element and no stray bytes, as outlines and as round dots",
          arguments: [nil, 2] as [CGFloat?])
    func emptySymbolsLeaveNothing(diameter: CGFloat?) {
        let dots = SymbolsNode(shape: Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2)),
                               positions: [CGPoint(x: Double.nan, y: 1), CGPoint(x: 1, y: Double.infinity)], paint: .color(.red),
                               circleDiameter: diameter)
        let fill = SceneNode.fill(FillNode(path: Self.box, paint: .color(.red)))
        #expect(SVGWriter().svg(Scene(size: Self.size, nodes: [fill, .symbols(dots), fill]))
                == SVGWriter().svg(Scene(size: Self.size, nodes: [fill, fill])))
    }
}
