import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// A rectangles node whose rectangles vary in paint keeps them in order: every backend draws
/// what its rectangles' fills, drawn one after another, draw.
@Suite("Rectangles that vary in paint")
struct VariedPaintRectanglesTests {
    static let size = CGSize(width: 120, height: 80)
    static let paints: [Paint] = [.color(Color(rgb8: 0, 122, 255)), .color(Color(rgb8: 52, 199, 89).opacity(0.7)),
                                  .color(Color(rgb8: 255, 149, 0))]

    /// `count` overlapping rules and boxes whose paints change every few rectangles, some
    /// past the canvas's edge, one not finite.
    static func node(count: Int) -> RectanglesNode {
        var rects: [CGRect] = (0..<count).map { i in
            let x: CGFloat = -2 + (CGFloat(i) * 0.37).truncatingRemainder(dividingBy: 124)
            let y: CGFloat = -3 + (CGFloat(i) * 7.1).truncatingRemainder(dividingBy: 70)
            let height: CGFloat = 4 + CGFloat(i % 13) * 1.7
            return CGRect(x: x, y: y, width: i % 5 == 0 ? 6.5 : 1, height: height)
        }
        rects[3] = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        return RectanglesNode(rects: rects, paints: paints, indices: (0..<count).map { Int32(paintIndex($0)) })
    }

    /// The paint of rectangle `i` of ``node(count:)``: a run of two or more, then another.
    static func paintIndex(_ i: Int) -> Int {
        (i / 2 + i / 7) % 3
    }

    @Test("the node keeps each rectangle's paint; equal indices or one paint make a plain node; a bad index paints the first")
    func construction() {
        let node = Self.node(count: 30)
        #expect(node.paints != nil && node.paint == Self.paints[0])
        let expected = (0..<30).map { Self.paints[Self.paintIndex($0)] }
        #expect((0..<30).map(node.paint(ofRect:)) == expected)
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let same = RectanglesNode(rects: [rect, rect], paints: Self.paints, indices: [2, 2])
        #expect(same.paints == nil && same.paint == Self.paints[2])
        let one = RectanglesNode(rects: [rect], paints: [Self.paints[1]], indices: [0])
        #expect(one.paints == nil && one.paint == Self.paints[1])
        let bad = RectanglesNode(rects: [rect, rect, rect], paints: Self.paints, indices: [1, -4])
        #expect([bad.paint(ofRect: 0), bad.paint(ofRect: 1), bad.paint(ofRect: 2)] == [Self.paints[1], Self.paints[0], Self.paints[0]])
        let runs = RectanglesNode(rects: Array(repeating: rect, count: 6), paints: Self.paints, indices: [0, 0, 1, 2, 2, 0]).runs()
        #expect(runs.map(\.items) == [0..<2, 2..<3, 3..<5, 5..<6])
        #expect(runs.map(\.paint) == [0, 1, 2, 0].map { Self.paints[$0] })
        let expanded = node.expanded().map { node -> Paint? in
            if case .fill(let fill) = node { return fill.paint }
            return nil
        }
        // The rectangle that is not finite is left out.
        #expect(expanded == expected.enumerated().filter { $0.offset != 3 }.map(\.element))
    }

    @Test("raster: the node's pixels are its fills' pixels drawn in order", arguments: [1.0, 2.0])
    func rasterEqualsFills(scale: Double) throws {
        // 2,000 rectangles: runs long enough to paint in one pass, and runs of one.
        for node in [Self.node(count: 2_000), Self.node(count: 40)] {
            let rasterizer = SceneRasterizer(scale: scale)
            let varied = try rasterizer.render(Scene(size: Self.size, nodes: [.rectangles(node)], background: .white)).data
            let runs = node.runs().map { run in
                SceneNode.rectangles(RectanglesNode(rects: Array(node.rects[run.items]), paint: run.paint))
            }
            #expect(varied == (try rasterizer.render(Scene(size: Self.size, nodes: runs, background: .white)).data))
            // Blended one by one, the fills differ where a run blended in one pass rounds once.
            let fills = try rasterizer.render(Scene(size: Self.size, nodes: node.expanded(), background: .white)).data
            let worst = zip(varied, fills).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 2, "\(worst)")
        }
    }

    @Test("a gradient among the paints, or a transform that turns the rectangles, draws them as their fills")
    func gradientAndRotation() throws {
        let gradient = Paint.linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.white, .black]),
                                                                start: .zero, end: CGPoint(x: 0, y: 80)))
        let node = RectanglesNode(rects: (0..<6).map { CGRect(x: 10 + 3 * CGFloat($0), y: 10, width: 5, height: 40) },
                                  paints: [Self.paints[0], gradient], indices: [0, 1, 0, 1, 1, 0])
        let rasterizer = SceneRasterizer()
        for transform in [CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.3)] {
            func group(_ nodes: [SceneNode]) -> Scene {
                Scene(size: Self.size, nodes: [.group(GroupNode(children: nodes, transform: transform))], background: .white)
            }
            let varied = try rasterizer.render(group([.rectangles(node)])).data
            #expect(varied == (try rasterizer.render(group(node.expanded())).data))
        }
    }

    @Test("SVG writes each rectangle with its own paint, in order; PDF sets the paint a run")
    func vectorFormats() throws {
        let node = RectanglesNode(rects: (0..<4).map { CGRect(x: 10 + 10 * CGFloat($0), y: 20, width: 12, height: 5) },
                                  paints: Self.paints, indices: [0, 1, 1, 0])
        let svg = SVGWriter().svg(Scene(size: Self.size, nodes: [.rectangles(node)]))
        let paths = svg.split(separator: "\n").filter { $0.contains("<path") }.map { $0.drop { $0 == " " } }
        #expect(paths == [
            ##"<path d="M10 20 H22 V25 H10 Z" fill="#007aff"/>"##,
            ##"<path d="M20 20 H32 V25 H20 Z" fill="#34c759" fill-opacity="0.7"/>"##,
            ##"<path d="M30 20 H42 V25 H30 Z" fill="#34c759" fill-opacity="0.7"/>"##,
            ##"<path d="M40 20 H52 V25 H40 Z" fill="#007aff"/>"##,
        ])
        // Inside a group, the node is not taken for rectangles of one paint the group could carry.
        let grouped = SVGWriter().svg(Scene(size: Self.size, nodes: [.group(GroupNode(children: [.rectangles(node)]))]))
        #expect(grouped.split(separator: "\n").filter { $0.contains("<path") }.count == 4)
        #expect(!grouped.contains(##"<g fill="#007aff">"##))
        let pdf = try PDFWriter().pdf(Scene(size: Self.size, nodes: [.rectangles(node)]))
        let content = String(decoding: try PDFTestReader(pdf).streamData(4), as: UTF8.self)
        let lines = content.split(separator: "\n").map(String.init)
        // The colours in run order, each before its run's rectangles.
        let colors = lines.filter { $0.hasSuffix(" rg") }
        #expect(colors.count == 3, "\(lines)")
        #expect(lines.filter { $0.hasSuffix("re f") }.count == 4)
        let order = lines.filter { $0.hasSuffix(" rg") || $0.hasSuffix("re f") }.map { $0.hasSuffix(" rg") ? "paint" : "rect" }
        #expect(order == ["paint", "rect", "paint", "rect", "rect", "paint", "rect"])
    }
}
