import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("Rectangles painted without scan conversion match the scan converter")
struct FastPathTests {
    static let size = CGSize(width: 64, height: 48)

    /// The largest channel difference between the scene drawn with and without fast paths.
    static func worstDifference(_ nodes: [SceneNode], background: Color? = .white, scale: CGFloat = 1) throws -> Int {
        let scene = Scene(size: size, nodes: nodes, background: background)
        var generic = SceneRasterizer(scale: scale)
        generic.fastPaths = false
        let fast = try SceneRasterizer(scale: scale).render(scene).data
        let slow = try generic.render(scene).data
        return zip(fast, slow).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    static func randomColor(_ random: inout SplitMix64) -> Color {
        Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
              blue: .random(in: 0...1, using: &random),
              opacity: Bool.random(using: &random) ? 1 : .random(in: 0...1, using: &random))
    }

    /// A coordinate: mostly on the canvas with fractional parts, sometimes on a pixel
    /// edge, sometimes far outside it.
    static func coordinate(_ random: inout SplitMix64, extent: CGFloat) -> CGFloat {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return CGFloat(Int.random(in: -2...Int(extent) + 2, using: &random))
        case 1: return .random(in: -1e6...1e6, using: &random)
        default: return .random(in: -4...(extent + 4), using: &random)
        }
    }

    static func randomRect(_ random: inout SplitMix64) -> CGRect {
        let x = coordinate(&random, extent: size.width), y = coordinate(&random, extent: size.height)
        // Sub-pixel, few-pixel and large sizes, sometimes negative (a flipped rectangle).
        let scale: CGFloat = [0.05, 1, 3, 40][Int.random(in: 0..<4, using: &random)]
        return CGRect(x: x, y: y, width: .random(in: -1...1, using: &random) * scale,
                      height: .random(in: -1...1, using: &random) * scale)
    }

    /// The rectangle as a path, its corners in one of the orders a path can list them.
    static func rectPath(_ rect: CGRect, _ random: inout SplitMix64) -> Path {
        var corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        if Bool.random(using: &random) { corners.reverse() }
        let shift = Int.random(in: 0..<4, using: &random)
        corners = Array(corners[shift...] + corners[..<shift])
        var path = Path()
        path.addLines(corners)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: path.closeSubpath()
        case 1: path.addLine(to: corners[0])
        default: break
        }
        return path
    }

    @Test("random rectangle fills (fractional, sub-pixel, flipped, off-canvas) match the scan converter within 1/255")
    func randomFills() throws {
        var random = SplitMix64(seed: 0x5EC7)
        for round in 0..<60 {
            var nodes: [SceneNode] = []
            for _ in 0..<12 {
                nodes.append(.fill(FillNode(path: Self.rectPath(Self.randomRect(&random), &random),
                                            paint: .color(Self.randomColor(&random)),
                                            rule: Bool.random(using: &random) ? .nonZero : .evenOdd)))
            }
            // A transform that keeps the axes: scales (mirroring too) and a translation.
            let transform = CGAffineTransform(a: [1, 2, 0.7, -1][round % 4], b: 0, c: 0, d: [1, 1.3, -0.5, 2][round / 4 % 4],
                                              tx: round % 4 == 3 ? 64 : .random(in: -3...3, using: &random),
                                              ty: round / 4 % 4 == 2 ? 30 : .random(in: -3...3, using: &random))
            let group = SceneNode.group(GroupNode(children: nodes, transform: transform))
            let worst = try Self.worstDifference([group], background: round % 2 == 0 ? .white : nil)
            #expect(worst <= 1, "round \(round): \(worst)")
        }
    }

    @Test("bars narrower than a pixel, side by side, match the scan converter within 1/255")
    func subpixelBars() throws {
        var random = SplitMix64(seed: 99)
        let nodes: [SceneNode] = (0..<80).map { i in
            let x = 1 + CGFloat(i) * 0.77
            let top = CGFloat.random(in: 1...46, using: &random)
            return .fill(FillNode(path: Path(CGRect(x: x, y: top, width: 0.6, height: 47 - top)), paint: .color(.blue)))
        }
        #expect(try Self.worstDifference(nodes) <= 1)
        #expect(try Self.worstDifference(nodes, scale: 1.5) <= 1)
    }

    @Test("a rectangle with a non-finite corner is drawn as the scan converter draws it")
    func nonFiniteCorners() throws {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            var path = Path()
            path.addLines([CGPoint(x: 3, y: 3), CGPoint(x: bad, y: 3), CGPoint(x: bad, y: 40), CGPoint(x: 3, y: 40)])
            path.closeSubpath()
            #expect(try Self.worstDifference([blackFill(path)]) == 0)
        }
    }

    @Test("rectangles inside a clip and inside a translucent group match the scan converter within 1/255")
    func clippedAndLayered() throws {
        var random = SplitMix64(seed: 7)
        let fills: [SceneNode] = (0..<20).map { _ in
            .fill(FillNode(path: Path(Self.randomRect(&random)), paint: .color(Self.randomColor(&random))))
        }
        let clipped = SceneNode.group(GroupNode(children: fills, clip: Path(ellipseIn: CGRect(x: 5, y: 4, width: 50, height: 37))))
        #expect(try Self.worstDifference([clipped]) <= 1)
        let layered = SceneNode.group(GroupNode(children: fills, opacity: 0.6))
        #expect(try Self.worstDifference([layered], background: nil) <= 1)
    }

    /// A stroke of `segments`, each from one point to another.
    static func segments(_ segments: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> Path {
        var path = Path()
        for (x0, y0, x1, y1) in segments {
            path.move(to: CGPoint(x: x0, y: y0))
            path.addLine(to: CGPoint(x: x1, y: y1))
        }
        return path
    }

    @Test("grid lines, rules and hairlines (butt and square caps) match the stroker within 1/255")
    func axisAlignedStrokes() throws {
        var random = SplitMix64(seed: 0xA11)
        for round in 0..<40 {
            var lines: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
            let horizontal = round % 2 == 0
            for i in 0..<Int.random(in: 1...9, using: &random) {
                let at = 2 + CGFloat(i) * 5.3 + .random(in: 0...1, using: &random)
                let from = CGFloat.random(in: -5...30, using: &random), to = CGFloat.random(in: 20...70, using: &random)
                lines.append(horizontal ? (from, at, to, at) : (at, from, at, to))
            }
            let style = StrokeStyle(lineWidth: [0.25, 0.5, 1, 1.7, 3][round % 5], lineCap: round % 3 == 0 ? .square : .butt)
            let node = SceneNode.stroke(StrokeNode(path: Self.segments(lines), paint: .color(Self.randomColor(&random)),
                                                   style: style))
            // Mirrored, the lines stay right of x = 0: a stroke wholly left of the canvas
            // clamps onto x = 0 as two opposite edges, and the scan converter then samples
            // those rows in y (up to 1/32 of a pixel off), where a rectangle stays exact.
            let transform = CGAffineTransform(a: [1, 2, -1.2][round % 3], b: 0, c: 0, d: [1, 2, -1.2][round % 3],
                                              tx: round % 3 == 2 ? 62 : 0.3, ty: round % 3 == 2 ? 50 : 0.2)
            let worst = try Self.worstDifference([.group(GroupNode(children: [node], transform: transform))])
            #expect(worst <= 1, "round \(round): \(worst)")
        }
    }

    @Test("strokes whose segments cross, share a pixel, are dashed, diagonal or round-capped are drawn as the stroker draws them")
    func strokesLeftToTheStroker() throws {
        let crossing = Self.segments([(5, 20, 60, 20), (30, 2, 30, 45)])
        let sharing = Self.segments([(5, 20.2, 60, 20.2), (5, 21.4, 60, 21.4)])
        let diagonal = Self.segments([(5, 5, 50, 40)])
        let dot = Self.segments([(20, 20, 20, 20)])
        for (path, style) in [(crossing, StrokeStyle(lineWidth: 2)), (sharing, StrokeStyle(lineWidth: 0.5)),
                              (diagonal, StrokeStyle(lineWidth: 2)), (dot, StrokeStyle(lineWidth: 3, lineCap: .square)),
                              (crossing, StrokeStyle(lineWidth: 2, lineCap: .round)),
                              (crossing, StrokeStyle(lineWidth: 1, dash: [4, 2]))] {
            let node = SceneNode.stroke(StrokeNode(path: path, paint: .color(Color(red: 0.2, green: 0.5, blue: 0.1, opacity: 0.7)),
                                                   style: style))
            #expect(try Self.worstDifference([node]) == 0)
        }
    }

    @Test("a colour packed into one word blends to the same bytes as channel by channel")
    func packedBlend() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<20_000 {
            let a = UInt8.random(in: 0...255, using: &random)
            let color = PremultipliedColor(r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                                           b: .random(in: 0...a, using: &random), a: a)
            let da = UInt8.random(in: 0...255, using: &random)
            var pixel: [UInt8] = [.random(in: 0...da, using: &random), .random(in: 0...da, using: &random),
                                  .random(in: 0...da, using: &random), da]
            let coverage = [0, 255, UInt32.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
            var packed = pixel
            packed.withUnsafeMutableBytes { PackedSource(color, coverage: coverage).blend($0.baseAddress!, at: 0) }
            pixel.withUnsafeMutableBufferPointer { p in
                SourceOver.blend(p.baseAddress!, UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a),
                                 coverage: coverage)
            }
            #expect(packed == pixel)
        }
    }
}

@Suite("Which paths and strokes are drawn as rectangles")
struct DeviceRectTests {
    @Test("a rectangle path under a scale and translation is one rectangle in device pixels")
    func rectangleFound() {
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 10, ty: 50)
        let rect = DeviceRect(filling: Path(CGRect(x: 1, y: 2, width: 3, height: 4)), transform: transform)
        #expect(rect == DeviceRect(minX: 12, minY: 44, maxX: 18, maxY: 48))
        var open = Path()
        open.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 2, y: 5), CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 0)])
        #expect(DeviceRect(filling: open, transform: .identity) == DeviceRect(minX: 0, minY: 0, maxX: 2, maxY: 5))
    }

    @Test("other shapes, rotations and skews are not rectangles")
    func notRectangles() {
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 1, y: 4)])
        triangle.closeSubpath()
        #expect(DeviceRect(filling: triangle, transform: .identity) == nil)
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(DeviceRect(filling: square, transform: CGAffineTransform(rotationAngle: 0.3)) == nil)
        #expect(DeviceRect(filling: square, transform: CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) == nil)
        var two = square
        two.addRect(CGRect(x: 10, y: 0, width: 4, height: 4))
        #expect(DeviceRect(filling: two, transform: .identity) == nil)
        #expect(DeviceRect(filling: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), transform: .identity) == nil)
    }

    @Test("grid lines a pixel apart become rectangles, and lines sharing a pixel do not")
    func strokeRectangles() throws {
        var rects: [DeviceRect] = []
        let style = StrokeStyle(lineWidth: 1, lineCap: .square)
        let geometry = try #require(StrokeGeometry(style: style, transform: .identity, canvas: CGSize(width: 50, height: 50)))
        let grid = FastPathTests.segments([(2, 10, 40, 10), (2, 20, 40, 20)])
        #expect(DeviceRect.stroking(grid, style: style, geometry: geometry, transform: .identity, into: &rects))
        #expect(rects == [DeviceRect(minX: 1.5, minY: 9.5, maxX: 40.5, maxY: 10.5),
                          DeviceRect(minX: 1.5, minY: 19.5, maxX: 40.5, maxY: 20.5)])
        let close = FastPathTests.segments([(2, 10, 40, 10), (2, 11.2, 40, 11.2)])
        #expect(!DeviceRect.stroking(close, style: style, geometry: geometry, transform: .identity, into: &rects))
    }
}

@Suite("The frame background")
struct BackgroundTests {
    @Test("a background colour, opaque or translucent, fills every pixel premultiplied, under what is drawn")
    func backgroundFillsEveryPixel() throws {
        for color in [Color.white, Color(red: 0.2, green: 0.6, blue: 1, opacity: 0.5)] {
            let bar = SceneNode.fill(FillNode(path: Path(CGRect(x: 2, y: 2, width: 3, height: 3)), paint: .color(.black)))
            let pixmap = try SceneRasterizer().render(Scene(size: CGSize(width: 7, height: 5), nodes: [bar], background: color))
            let expected = PremultipliedColor(color, opacity: 1)
            #expect(pixmap.data.count == 7 * 5 * 4)
            for y in 0..<5 {
                for x in 0..<7 {
                    let i = 4 * (y * 7 + x)
                    let pixel = PremultipliedColor(r: pixmap.data[i], g: pixmap.data[i + 1], b: pixmap.data[i + 2],
                                                   a: pixmap.data[i + 3])
                    let inBar = (2..<5).contains(x) && (2..<5).contains(y)
                    #expect(pixel == (inBar ? PremultipliedColor(r: 0, g: 0, b: 0, a: 255) : expected), "\(x), \(y)")
                }
            }
        }
    }
}
