import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("Scene rasterizer")
struct SceneRasterizerTests {
    @Test("a group clipped by a circle draws only inside the circle")
    func circleClip() throws {
        let group = GroupNode(children: [blackFill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)))],
                              clip: Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
        let pixmap = try rasterize([.group(group)], width: 40, height: 40)
        #expect(pixmap.alpha(20, 20) == 255)
        #expect(pixmap.alpha(5, 5) == 0)
        #expect(pixmap.alpha(11, 11) == 0)
        #expect(abs(pixmap.coveredArea - Double.pi * 100) < 0.015 * 2 * Double.pi * 10)
    }

    @Test("nested clips intersect: only the overlap of two clip rectangles is drawn")
    func nestedClips() throws {
        let inner = GroupNode(children: [blackFill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)))],
                              clip: Path(CGRect(x: 5, y: 0, width: 15, height: 20)))
        let outer = GroupNode(children: [.group(inner)], clip: Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
        let pixmap = try rasterize([.group(outer)], width: 20, height: 20)
        #expect(pixmap.alphaRow(3) == [UInt8](repeating: 0, count: 5) + [UInt8](repeating: 255, count: 5)
            + [UInt8](repeating: 0, count: 10))
    }

    @Test("a clip is in the group's own coordinates: it moves with the group's transform")
    func clipFollowsTransform() throws {
        let group = GroupNode(children: [blackFill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)))],
                              transform: CGAffineTransform(translationX: 10, y: 0),
                              clip: Path(CGRect(x: 0, y: 0, width: 2, height: 4)))
        let pixmap = try rasterize([.group(group)], width: 20, height: 4)
        #expect(pixmap.alphaRow(1) == [UInt8](repeating: 0, count: 10) + [255, 255] + [UInt8](repeating: 0, count: 8))
    }

    @Test("group opacity applies once: two overlapping squares at 50 % are not darker where they overlap")
    func groupOpacity() throws {
        let group = GroupNode(children: [
            .fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 6, height: 4)), paint: .color(.black))),
            .fill(FillNode(path: Path(CGRect(x: 3, y: 0, width: 6, height: 4)), paint: .color(.black))),
        ], opacity: 0.5)
        let pixmap = try rasterize([.group(group)], width: 10, height: 4)
        #expect(pixmap.alphaRow(2) == [UInt8](repeating: 128, count: 9) + [0])
    }

    @Test("a group of opacity 0 draws nothing")
    func transparentGroup() throws {
        let group = GroupNode(children: [blackFill(Path(CGRect(x: 0, y: 0, width: 6, height: 4)))], opacity: 0)
        #expect(try rasterize([.group(group)], width: 10, height: 4).coveredArea == 0)
    }

    @Test("transforms concatenate down nested groups")
    func nestedTransforms() throws {
        let inner = GroupNode(children: [blackFill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)))],
                              transform: CGAffineTransform(scaleX: 2, y: 2))
        let outer = GroupNode(children: [.group(inner)], transform: CGAffineTransform(translationX: 3, y: 1))
        let pixmap = try rasterize([.group(outer)], width: 8, height: 4)
        #expect(pixmap.alphaRow(0) == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(pixmap.alphaRow(1) == [0, 0, 0, 255, 255, 0, 0, 0])
        #expect(pixmap.alphaRow(2) == [0, 0, 0, 255, 255, 0, 0, 0])
    }

    @Test("a linear gradient is black at its start, white at its end and mid-grey halfway")
    func gradient() throws {
        // Pixel centres x + 0.5 run from 0.5 (t = 0) to 100.5 (t = 1).
        let paint = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white]),
                                        start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0))
        let node = SceneNode.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 101, height: 2)),
                                           paint: .linearGradient(paint)))
        let pixmap = try rasterize([node], width: 101, height: 2)
        #expect(pixmap.pixel(x: 0, y: 1) == (0, 0, 0, 255))
        #expect(pixmap.pixel(x: 100, y: 1) == (255, 255, 255, 255))
        #expect(pixmap.pixel(x: 50, y: 1) == (128, 128, 128, 255))
        // Pad spread: beyond the ends the end colours continue.
        let wide = try rasterize([.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 120, height: 2)),
                                                 paint: .linearGradient(paint)))], width: 120, height: 2)
        #expect(wide.pixel(x: 115, y: 0) == (255, 255, 255, 255))
    }

    @Test("a gradient whose ends coincide paints its last stop")
    func degenerateGradient() throws {
        let paint = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white]),
                                        start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5))
        let pixmap = try rasterize([.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
                                                   paint: .linearGradient(paint)))], width: 4, height: 4)
        #expect(pixmap.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test("a translucent colour blends source-over onto the background")
    func sourceOver() throws {
        let scene = Scene(size: CGSize(width: 2, height: 2),
                          nodes: [.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 2, height: 2)),
                                                 paint: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5))))],
                          background: .white)
        let pixmap = try SceneRasterizer().render(scene)
        // 8-bit arithmetic: alpha 128, white × 127/255 under it.
        #expect(pixmap.pixel(x: 0, y: 0) == (255, 127, 127, 255))
    }

    @Test("scale 2 draws the whole scene at twice the size")
    func doubleScale() throws {
        let pixmap = try rasterize([blackFill(Path(CGRect(x: 2, y: 1, width: 3, height: 1.5)))], width: 10, height: 5, scale: 2)
        #expect(pixmap.width == 20 && pixmap.height == 10)
        #expect(pixmap.alphaRow(3) == [0, 0, 0, 0] + [UInt8](repeating: 255, count: 6) + [UInt8](repeating: 0, count: 10))
        #expect(pixmap.alphaRow(1).allSatisfy { $0 == 0 })
        #expect(pixmap.alphaRow(4) == pixmap.alphaRow(3))
        #expect(pixmap.alphaRow(5).allSatisfy { $0 == 0 })
        #expect(pixmap.coveredArea == 18)
    }

    @Test("the background fills the canvas before any node")
    func background() throws {
        let pixmap = try SceneRasterizer().render(Scene(size: CGSize(width: 3, height: 2), background: .blue))
        #expect(pixmap.pixel(x: 2, y: 1) == (0, 122, 255, 255))
    }

    @Test("a first node filling the whole canvas opaque starts the canvas in its colour, with the same pixels as painting it",
          arguments: [1.0, 2.0])
    func opaqueBackdrop(scale: CGFloat) throws {
        let size = CGSize(width: 31, height: 17)
        let backdrop = SceneNode.fill(FillNode(path: Path(CGRect(origin: .zero, size: size)), paint: .color(.white)))
        let shapes: [SceneNode] = [
            .fill(FillNode(path: Path(ellipseIn: CGRect(x: 3.3, y: 2.1, width: 20, height: 11)), paint: .color(Color(red: 0, green: 0.4, blue: 1, opacity: 0.6)))),
            blackStroke(Path(CGRect(x: 1.5, y: 1.5, width: 27, height: 13)), StrokeStyle(lineWidth: 1.3)),
        ]
        let scene = Scene(size: size, nodes: [backdrop] + shapes)
        let hoisted = try SceneRasterizer(scale: scale).render(scene)
        var painted = SceneRasterizer(scale: scale)
        painted.fastPaths = false
        let reference = try painted.render(scene)
        #expect(hoisted.data == reference.data)
        #expect(hoisted.pixel(x: Int(30 * scale), y: Int(16 * scale)) == (255, 255, 255, 255))
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        let (width, height) = (Int(31 * scale), Int(17 * scale))
        #expect(SceneRasterizer.opaqueBackdrop(backdrop, transform: transform, width: width, height: height) != nil)
    }

    @Test("a backdrop that leaves a pixel uncovered or unopaque, or is not a solid rectangle, is painted as it is")
    func notABackdrop() {
        let transform = CGAffineTransform.identity
        func backdrop(_ rect: CGRect, _ paint: Paint) -> SceneNode {
            .fill(FillNode(path: Path(rect), paint: paint))
        }
        let whole = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(whole, .color(.white)), transform: transform, width: 10, height: 10) != nil)
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(whole.insetBy(dx: -3, dy: -3), .color(.white)), transform: transform, width: 10, height: 10) != nil)
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(CGRect(x: 0, y: 0, width: 10, height: 9.5), .color(.white)), transform: transform, width: 10, height: 10) == nil)
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(CGRect(x: 0.25, y: 0, width: 10, height: 10), .color(.white)), transform: transform, width: 10, height: 10) == nil)
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(whole, .color(Color.white.opacity(0.9))), transform: transform, width: 10, height: 10) == nil)
        let gradient = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
            start: .zero, end: CGPoint(x: 10, y: 0)))
        #expect(SceneRasterizer.opaqueBackdrop(backdrop(whole, gradient), transform: transform, width: 10, height: 10) == nil)
        #expect(SceneRasterizer.opaqueBackdrop(.fill(FillNode(path: Path(ellipseIn: whole.insetBy(dx: -5, dy: -5)), paint: .color(.white))),
                                               transform: transform, width: 10, height: 10) == nil)
        #expect(SceneRasterizer.opaqueBackdrop(blackStroke(Path(whole), StrokeStyle(lineWidth: 30)), transform: transform, width: 10, height: 10) == nil)
        #expect(SceneRasterizer.opaqueBackdrop(nil, transform: transform, width: 10, height: 10) == nil)
    }

    @Test("a canvas larger than the limits is refused with its size in the message")
    func tooLarge() {
        #expect {
            try SceneRasterizer().render(Scene(size: CGSize(width: 20_000, height: 10)))
        } throws: { error in
            "\(error)" == "canvas of 20000 × 10 pixels is over the limit of 16384 pixels a side and 67108864 pixels in all"
        }
        #expect(throws: RasterError.self) {
            try SceneRasterizer(scale: 2).render(Scene(size: CGSize(width: 9000, height: 10)))
        }
        #expect(throws: RasterError.self) {
            try SceneRasterizer().render(Scene(size: CGSize(width: 16_000, height: 16_000)))
        }
    }

    @Test("zero, negative and NaN sizes are refused, naming the size")
    func invalidSizes() {
        for size in [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10)] {
            #expect {
                try SceneRasterizer().render(Scene(size: size))
            } throws: { error in
                "\(error)" == "scene size \(size.width) × \(size.height) must be positive and finite"
            }
        }
    }

    @Test("a zero, negative or NaN scale is refused")
    func invalidScale() {
        for scale in [0, -2, CGFloat.nan] {
            #expect {
                try SceneRasterizer(scale: scale).render(Scene(size: CGSize(width: 10, height: 10)))
            } throws: { error in
                "\(error)" == "raster scale \(scale) must be positive and finite"
            }
        }
    }

    @Test("paths with NaN and 1e300 coordinates are drawn promptly, the finite parts only")
    func hostileCoordinates() throws {
        var path = Path()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 20))
        path.addLine(to: CGPoint(x: 1e300, y: 1e300))
        path.addCurve(to: CGPoint(x: -1e300, y: 30), control1: CGPoint(x: 1e300, y: -1e300),
                      control2: CGPoint(x: CGFloat.infinity, y: 4))
        path.addLine(to: CGPoint(x: 40, y: 40))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1e300), control: CGPoint(x: -1e300, y: .nan))
        path.closeSubpath()
        let nodes: [SceneNode] = [
            blackFill(path),
            blackFill(path, rule: .evenOdd),
            blackStroke(path, StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)),
            blackStroke(path, StrokeStyle(lineWidth: 2, lineJoin: .miter, dash: [3, 2], dashPhase: 1e300)),
            blackStroke(path, StrokeStyle(lineWidth: 0.2, dash: [1e-300, 1e-300])),
            blackStroke(path, StrokeStyle(lineWidth: 1e308, lineJoin: .round, dash: [5, 1])),
            blackStroke(path, StrokeStyle(lineWidth: 1e5, lineJoin: .round, miterLimit: 1e300, dash: [5, 1])),
            .fill(FillNode(path: path, paint: .linearGradient(LinearGradientPaint(
                stops: LinearGradientPaint.evenStops([.black, .white]),
                start: CGPoint(x: -1e300, y: 1e300), end: CGPoint(x: 1e300, y: -1e300))))),
            .group(GroupNode(children: [blackFill(path)], transform: CGAffineTransform(scaleX: 1e300, y: 1e-300),
                             opacity: 0.5, clip: path)),
        ]
        let clock = ContinuousClock()
        for node in nodes {
            let start = clock.now
            let pixmap = try rasterize([node], width: 50, height: 50)
            // A hang guard, not a speed test: a loop without bound would take minutes.
            #expect(clock.now - start < .seconds(10))
            #expect(pixmap.width == 50)
        }
    }

    @Test("a line from −1e300 to 1e300 is drawn where it crosses the canvas, solid or dashed")
    func hugeLine() throws {
        let line = polyline([(-1e300, 5), (1e300, 5)])
        let solid = try rasterize([blackStroke(line, StrokeStyle(lineWidth: 2))], width: 20, height: 10)
        #expect(solid.alphaRow(4) == [UInt8](repeating: 255, count: 20))
        #expect(solid.alphaRow(3) == [UInt8](repeating: 0, count: 20))
        let dashed = try rasterize([blackStroke(line, StrokeStyle(lineWidth: 2, dash: [4, 4]))], width: 20, height: 10)
        // Where the pattern stands after 1e300 units is beyond double precision; the dashes
        // are 4 on, 4 off across the 20 visible pixels, 2 rows high.
        #expect(dashed.coveredArea >= 16 && dashed.coveredArea <= 24)
        #expect(dashed.alphaRow(4).contains(0) && dashed.alphaRow(4).contains(255))
        let diagonal = try rasterize([blackFill(polyline([(0, 0), (1e300, 1e300), (0, 1e300)], closed: true))],
                                     width: 10, height: 10)
        #expect(diagonal.alphaRow(5) == [255, 255, 255, 255, 255, 128, 0, 0, 0, 0])
    }

    @Test("text is skipped without an outliner and drawn through one")
    func text() throws {
        struct Boxes: TextOutliner {
            func outline(_ text: TextNode) -> (glyphs: Path, missing: [CGRect]) {
                (Path(CGRect(x: text.origin.x, y: text.origin.y - 4, width: 4, height: 4)),
                 [CGRect(x: text.origin.x + 6, y: text.origin.y - 4, width: 3, height: 4)])
            }
        }
        let scene = Scene(size: CGSize(width: 12, height: 6), nodes: [.text(TextNode(text: "A", origin: CGPoint(x: 1, y: 5)))])
        #expect(try SceneRasterizer().render(scene).coveredArea == 0)
        let drawn = try SceneRasterizer(textOutliner: Boxes()).render(scene)
        #expect(drawn.alphaRow(3)[1..<5] == [255, 255, 255, 255])
        // The missing-glyph box, inset half a pixel and stroked 1 px wide: a frame from x = 7 to 10.
        #expect(drawn.alphaRow(3)[6..<11] == [0, 255, 0, 255, 0])
    }
}
