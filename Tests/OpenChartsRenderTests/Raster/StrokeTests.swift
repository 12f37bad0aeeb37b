import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("Raster strokes")
struct StrokeTests {
    /// A horizontal segment 40 long on y = 20.3 (off the pixel grid, so edges are partial).
    static let segment = polyline([(20, 20.3), (60, 20.3)])
    /// Two 40-long segments meeting at a right angle at (60, 60); the outer corner is at (64, 64).
    static let corner = polyline([(20, 60), (60, 60), (60, 20)])

    static func area(_ path: Path, _ style: StrokeStyle) throws -> Double {
        try rasterize([blackStroke(path, style)], width: 100, height: 100).coveredArea
    }

    @Test("a 1 px stroke along a pixel centre line covers exactly that row of pixels")
    func onePixelLine() throws {
        let pixmap = try rasterize([blackStroke(polyline([(2, 5.5), (10, 5.5)]), StrokeStyle(lineWidth: 1))],
                                   width: 12, height: 10)
        #expect(pixmap.alphaRow(5) == [0, 0] + [UInt8](repeating: 255, count: 8) + [0, 0])
        #expect(pixmap.alphaRow(4).allSatisfy { $0 == 0 })
        #expect(pixmap.alphaRow(6).allSatisfy { $0 == 0 })
    }

    @Test("a stroke thinner than a pixel is drawn 1 px wide with its opacity scaled by its width")
    func hairline() throws {
        let pixmap = try rasterize([blackStroke(polyline([(2, 5.5), (10, 5.5)]), StrokeStyle(lineWidth: 0.5))],
                                   width: 12, height: 10)
        #expect(pixmap.alphaRow(5) == [0, 0] + [UInt8](repeating: 128, count: 8) + [0, 0])
        #expect(pixmap.alphaRow(4).allSatisfy { $0 == 0 })
    }

    // Areas are compared with the analytic areas; 0.05 px² allows for 8-bit rounding,
    // 0.5 px² also for round parts drawn as polygons.

    @Test("butt caps end flush: the area is length × width")
    func buttCap() throws {
        #expect(abs(try StrokeTests.area(StrokeTests.segment, StrokeStyle(lineWidth: 6, lineCap: .butt)) - 240) < 0.05)
    }

    @Test("square caps extend by half the width at each end")
    func squareCap() throws {
        #expect(abs(try StrokeTests.area(StrokeTests.segment, StrokeStyle(lineWidth: 6, lineCap: .square)) - 276) < 0.05)
    }

    @Test("round caps add a half disc at each end")
    func roundCap() throws {
        let expected = 240 + Double.pi * 9
        #expect(abs(try StrokeTests.area(StrokeTests.segment, StrokeStyle(lineWidth: 6, lineCap: .round)) - expected) < 0.5)
    }

    @Test("a miter join fills the corner square: 2·40·8 − 4² + 4²")
    func miterJoin() throws {
        #expect(abs(try StrokeTests.area(StrokeTests.corner, StrokeStyle(lineWidth: 8, lineJoin: .miter)) - 640) < 0.05)
    }

    @Test("a bevel join cuts the corner: 2·40·8 − 4² + 4²/2")
    func bevelJoin() throws {
        #expect(abs(try StrokeTests.area(StrokeTests.corner, StrokeStyle(lineWidth: 8, lineJoin: .bevel)) - 632) < 0.05)
    }

    @Test("a round join adds a quarter disc: 2·40·8 − 4² + π·4²/4")
    func roundJoin() throws {
        let expected = 624 + Double.pi * 4
        #expect(abs(try StrokeTests.area(StrokeTests.corner, StrokeStyle(lineWidth: 8, lineJoin: .round)) - expected) < 0.5)
    }

    /// A 45° corner: its miter is 1 / sin(22.5°) ≈ 2.61 widths long.
    static let sharp = polyline([(10, 80), (80, 80), (30, 30)])

    @Test("a miter longer than the miter limit becomes a bevel; a shorter one stays a miter")
    func miterLimit() throws {
        func draw(_ style: StrokeStyle) throws -> Pixmap {
            try rasterize([blackStroke(StrokeTests.sharp, style)], width: 100, height: 100)
        }
        let bevel = try draw(StrokeStyle(lineWidth: 8, lineJoin: .bevel))
        let miter = try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 100))
        #expect(try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 2.6)) == bevel)
        #expect(try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 2.62)) == miter)
        // The miter tip: the corner's offset lines meet 4 / sin(22.5°) ≈ 10.45 px from the vertex.
        #expect(miter.coveredArea - bevel.coveredArea > 10)
    }

    @Test("a dash pattern with a phase turns on exactly the pixels its dashes cover")
    func dashes() throws {
        let style = StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1)
        let pixmap = try rasterize([blackStroke(polyline([(0, 5), (20, 5)]), style)], width: 20, height: 10)
        // Phase 1: on [0, 3), off [3, 5), on [5, 9), off [9, 11), on [11, 15), off [15, 17), on [17, 20).
        let on: Set = [0, 1, 2, 5, 6, 7, 8, 11, 12, 13, 14, 17, 18, 19]
        let expected = (0..<20).map { on.contains($0) ? UInt8(255) : 0 }
        #expect(pixmap.alphaRow(4) == expected)
        #expect(pixmap.alphaRow(5) == expected)
        #expect(pixmap.alphaRow(3).allSatisfy { $0 == 0 })
    }

    @Test("dashes continue around corners: the pattern is measured along the path")
    func dashesAroundCorner() throws {
        let style = StrokeStyle(lineWidth: 2, dash: [6, 4])
        let path = polyline([(1, 3), (9, 3), (9, 19)])
        let pixmap = try rasterize([blackStroke(path, style)], width: 12, height: 20)
        // Along the path: on [0, 6) = x 1…7, off [6, 10) = x 7…9 then y 3…5, on [10, 16) = y 5…11.
        #expect(pixmap.alpha(3, 3) == 255)
        #expect(pixmap.alpha(7, 3) == 0)
        #expect(pixmap.alpha(9, 7) == 255)
        #expect(pixmap.alpha(9, 12) == 0)
    }

    @Test("a zero-width or non-finite-width stroke draws nothing")
    func invisibleWidths() throws {
        for width in [0, -1, CGFloat.nan, .infinity] {
            let pixmap = try rasterize([blackStroke(StrokeTests.segment, StrokeStyle(lineWidth: width))], width: 100, height: 100)
            #expect(pixmap.coveredArea == 0, "width \(width)")
        }
    }

    @Test("a closed square stroke has an outer and an inner edge: a frame, not a filled square")
    func closedFrame() throws {
        let pixmap = try rasterize([blackStroke(Path(CGRect(x: 2, y: 2, width: 10, height: 10)), StrokeStyle(lineWidth: 2))],
                                   width: 14, height: 14)
        #expect(pixmap.alphaRow(7) == [0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0])
        #expect(pixmap.alphaRow(1) == [0] + [UInt8](repeating: 255, count: 12) + [0])
    }

    @Test("a zero-length subpath draws a disc with round caps, a square with square caps, nothing with butt caps")
    func zeroLengthSubpath() throws {
        let dot = Path { p in
            p.move(to: CGPoint(x: 20, y: 20))
            p.addLine(to: CGPoint(x: 20, y: 20))
        }
        #expect(abs(try StrokeTests.area(dot, StrokeStyle(lineWidth: 8, lineCap: .round)) - Double.pi * 16) < 0.5)
        #expect(abs(try StrokeTests.area(dot, StrokeStyle(lineWidth: 8, lineCap: .square)) - 64) < 0.05)
        #expect(try StrokeTests.area(dot, StrokeStyle(lineWidth: 8, lineCap: .butt)) == 0)
    }

    @Test("a non-uniform scale stretches the pen: a 2 px line scaled 3× vertically is 6 px tall")
    func stretchedPen() throws {
        let group = GroupNode(children: [blackStroke(polyline([(2, 2), (12, 2)]), StrokeStyle(lineWidth: 2))],
                              transform: CGAffineTransform(scaleX: 1, y: 3))
        let pixmap = try rasterize([.group(group)], width: 14, height: 12)
        #expect((0..<12).map { pixmap.alpha(6, $0) } == [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        #expect(pixmap.coveredArea == 60)
    }

    @Test("a half-pixel stroke at @2x is a full device pixel wide, not a hairline")
    func hairlineAtDoubleScale() throws {
        let pixmap = try rasterize([blackStroke(polyline([(1, 2.75), (5, 2.75)]), StrokeStyle(lineWidth: 0.5))],
                                   width: 6, height: 5, scale: 2)
        #expect(pixmap.alphaRow(5) == [0, 0] + [UInt8](repeating: 255, count: 8) + [0, 0])
        #expect(pixmap.alphaRow(4).allSatisfy { $0 == 0 })
    }

    @Test("a stroke's gradient is laid out in the stroke's own space")
    func gradientStroke() throws {
        let paint = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white]),
                                        start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 10.5, y: 0))
        let node = SceneNode.stroke(StrokeNode(path: polyline([(0, 1), (11, 1)]), paint: .linearGradient(paint),
                                               style: StrokeStyle(lineWidth: 2)))
        let pixmap = try rasterize([node], width: 11, height: 2)
        #expect(pixmap.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(pixmap.pixel(x: 10, y: 1) == (255, 255, 255, 255))
    }
}
