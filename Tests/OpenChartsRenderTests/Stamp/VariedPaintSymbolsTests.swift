import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// A symbols node whose copies vary in paint keeps them in order: every backend draws what
/// its runs of one paint, drawn one after another, draw.
@Suite("Symbols whose copies vary in paint")
struct VariedPaintSymbolsTests {
    static let size = CGSize(width: 120, height: 80)
    static let paints: [Paint] = [.color(Color(rgb8: 0, 122, 255)), .color(Color(rgb8: 52, 199, 89).opacity(0.7)),
                                  .color(Color(rgb8: 255, 149, 0))]
    static let dot = Path(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6))

    /// `count` overlapping copies whose paints cycle through the three, some at the canvas's edge.
    static func node(count: Int, shape: Path = dot, stroke: StrokeStyle? = nil, circleDiameter: CGFloat? = 6) -> SymbolsNode {
        let positions = (0..<count).map { i in
            CGPoint(x: -2 + (CGFloat(i) * 7.37).truncatingRemainder(dividingBy: 124), y: -2 + (CGFloat(i) * 3.11).truncatingRemainder(dividingBy: 84))
        }
        return SymbolsNode(shape: shape, positions: positions, paints: paints, indices: (0..<count).map { Int32($0 % 3) },
                           stroke: stroke, circleDiameter: circleDiameter)
    }

    @Test("the node keeps each copy's paint; equal indices, one paint, or none make a plain node; a bad index paints the first")
    func construction() {
        let node = Self.node(count: 7)
        #expect(node.paints != nil)
        #expect((0..<7).map { node.paint(ofCopy: $0) } == (0..<7).map { Self.paints[$0 % 3] })
        #expect(node.paint == Self.paints[0])
        #expect(!node.drawsLike(node))
        let same = SymbolsNode(shape: Self.dot, positions: [.zero, .zero], paints: Self.paints, indices: [2, 2])
        #expect(same.paints == nil && same.paint == Self.paints[2] && same.drawsLike(same))
        let one = SymbolsNode(shape: Self.dot, positions: [.zero, .zero], paints: [Self.paints[1]], indices: [0, 0])
        #expect(one.paints == nil && one.paint == Self.paints[1])
        let bad = SymbolsNode(shape: Self.dot, positions: [.zero, .zero, .zero], paints: Self.paints, indices: [1, 9])
        #expect(bad.paints != nil)
        #expect([bad.paint(ofCopy: 0), bad.paint(ofCopy: 1), bad.paint(ofCopy: 2)] == [Self.paints[1], Self.paints[0], Self.paints[0]])
    }

    @Test("runs split the copies where the paint changes, in order; expanded gives each copy its paint")
    func runsAndExpansion() {
        let node = SymbolsNode(shape: Self.dot, positions: (0..<6).map { CGPoint(x: CGFloat($0), y: 0) }, paints: Self.paints,
                               indices: [0, 0, 1, 2, 2, 0])
        let runs = node.runs()
        #expect(runs.map(\.paint) == [Self.paints[0], Self.paints[1], Self.paints[2], Self.paints[0]])
        #expect(runs.map(\.positions.count) == [2, 1, 2, 1])
        #expect(runs.flatMap(\.positions) == node.positions)
        #expect(runs.allSatisfy { $0.paints == nil })
        let expanded = node.expanded().map { node -> Paint? in
            if case .fill(let fill) = node { return fill.paint }
            return nil
        }
        #expect(expanded == [0, 0, 1, 2, 2, 0].map { Self.paints[$0] })
    }

    @Test("stamped, the copies give the pixels of their runs drawn one after another", arguments: [400, 9])
    func rasterEqualsRuns(count: Int) throws {
        // 400 copies stamp painted tiles; 9 are few enough to be blended pixel by pixel.
        for (node, scale) in [(Self.node(count: count), 1.0), (Self.node(count: count), 2.0),
                              (Self.node(count: count, shape: Self.triangle, stroke: StrokeStyle(lineWidth: 1.5), circleDiameter: nil), 1.0)] {
            let rasterizer = SceneRasterizer(scale: scale)
            let varied = try rasterizer.render(Scene(size: Self.size, nodes: [.symbols(node)], background: .white)).data
            let runs = try rasterizer.render(Scene(size: Self.size, nodes: node.runs().map(SceneNode.symbols), background: .white)).data
            #expect(varied == runs)
        }
    }

    static let triangle: Path = {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: -4)); path.addLine(to: CGPoint(x: 4, y: 3)); path.addLine(to: CGPoint(x: -4, y: 3))
        path.closeSubpath()
        return path
    }()

    @Test("layers: copies of a paint that touch no other paint's are one node; the layers draw what the copies draw in order")
    func layers() throws {
        // Far apart: one node a paint, whatever the order.
        let apart = SymbolsNode(shape: Self.dot, positions: (0..<9).map { CGPoint(x: 4 + 14 * CGFloat($0), y: 40) }, paints: Self.paints,
                                indices: (0..<9).map { Int32($0 % 3) }, circleDiameter: 6)
        #expect(apart.layers().map(\.positions.count) == [3, 3, 3])
        #expect(apart.layers().map(\.paint) == Self.paints)
        // Overlapping and interleaved, with a copy that is not finite: fewer nodes than runs, the same pixels
        // (up to rounding where copies of one paint swap places over each other).
        for node in [Self.node(count: 400), Self.node(count: 400, shape: Self.triangle, stroke: StrokeStyle(lineWidth: 1.5), circleDiameter: nil)] {
            var positions = node.positions
            positions[7] = CGPoint(x: CGFloat.nan, y: 3)
            let withGap = SymbolsNode(shape: node.shape, positions: positions, paints: Self.paints, indices: node.paints?.indices ?? [],
                                      stroke: node.stroke, circleDiameter: node.circleDiameter)
            let layers = withGap.layers()
            #expect(layers.count < withGap.runs().count)
            #expect(layers.map(\.positions.count).reduce(0, +) == 399)
            let rasterizer = SceneRasterizer()
            let inOrder = try rasterizer.render(Scene(size: Self.size, nodes: [.symbols(withGap)], background: .white)).data
            let layered = try rasterizer.render(Scene(size: Self.size, nodes: layers.map(SceneNode.symbols), background: .white)).data
            let worst = zip(inOrder, layered).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 2, "\(worst)")
        }
    }

    @Test("a gradient among the paints draws each copy as its own node, in its paint")
    func gradientPaint() throws {
        let gradient = Paint.linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]),
                                                                start: .zero, end: CGPoint(x: 0, y: 80)))
        let node = SymbolsNode(shape: Self.dot, positions: [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10), CGPoint(x: 14, y: 12)],
                               paints: [Self.paints[0], gradient], indices: [0, 1, 0])
        let rasterizer = SceneRasterizer()
        let varied = try rasterizer.render(Scene(size: Self.size, nodes: [.symbols(node)], background: .white)).data
        let expanded = try rasterizer.render(Scene(size: Self.size, nodes: node.expanded(), background: .white)).data
        #expect(varied == expanded)
    }

    @Test("SVG writes a path for each paint of each layer; PDF places each one's form in the same order")
    func vectorFormats() throws {
        let node = SymbolsNode(shape: Self.dot, positions: (0..<4).map { CGPoint(x: 10 + 10 * CGFloat($0), y: 20) }, paints: Self.paints,
                               indices: [0, 1, 1, 0], circleDiameter: 6)
        let svg = SVGWriter().svg(Scene(size: Self.size, nodes: [.symbols(node)]))
        let paths = svg.split(separator: "\n").filter { $0.contains("<path") }.map { $0.drop { $0 == " " } }
        // 20 touches 10 and 30: it comes after them, in a second layer; 40 touches nothing
        // (the grid's cells are 7 units, from the leftmost copy) and joins 10. What the paths
        // share, all but their paint, is their group's.
        #expect(paths == [
            ##"<path d="M10 20h0m30 0h0" stroke="#007aff"/>"##,
            ##"<path d="M30 20h0" stroke="#34c759" stroke-opacity="0.7"/>"##,
            ##"<path d="M20 20h0" stroke="#34c759" stroke-opacity="0.7"/>"##,
        ])
        #expect(svg.contains(##"<g fill="none" stroke-width="6" stroke-linecap="round">"##))
        // The HTML page's attributes for the node go on the group that stands for it.
        let page = SVGWriter().svg(Scene(size: Self.size, nodes: [.symbols(node)]), scale: 1,
                                   attributes: [[0]: [(name: "data-oc-state", value: "2")]])
        #expect(page.contains(##"<g fill="none" stroke-width="6" stroke-linecap="round" data-oc-state="2">"##))
        let pdf = try PDFWriter().pdf(Scene(size: Self.size, nodes: [.symbols(node)]))
        let reader = try PDFTestReader(pdf)
        let content = String(decoding: try reader.streamData(4), as: UTF8.self)
        let placed = content.split(separator: "\n").filter { $0.hasSuffix(" Do Q") }
        #expect(placed.count == 4)
        let forms = placed.map { $0.split(separator: " ").dropLast(2).last.map(String.init) ?? "" }
        #expect(forms[0] == forms[1] && forms[2] == forms[3] && forms[0] != forms[2], "\(forms)")
        #expect(placed.map { $0.split(separator: " ")[5] } == ["10", "40", "30", "20"])
    }
}
