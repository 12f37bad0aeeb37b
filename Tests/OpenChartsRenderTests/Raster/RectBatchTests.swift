import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("Many rectangles of one colour are painted in one pass as they would be one by one")
struct RectBatchTests {
    static let width = 64, height = 48

    /// A rectangle from a sub-pixel sliver to a few pixels, anywhere on the canvas.
    static func randomRect(_ random: inout SplitMix64, maxSize: Double) -> CGRect {
        let x = Double.random(in: -2...Double(width), using: &random)
        let y = Double.random(in: -2...Double(height), using: &random)
        return CGRect(x: x, y: y, width: .random(in: 0.01...maxSize, using: &random),
                      height: .random(in: 0.01...maxSize, using: &random))
    }

    /// How much of pixel (x, y) `rect` covers: its overlap in x times its overlap in y.
    static func coverage(_ rect: CGRect, _ x: Int, _ y: Int) -> Double {
        let dx = min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x))
        let dy = min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y))
        return max(dx, 0) * max(dy, 0)
    }

    /// The pixels of `rects` in `color` blended one after another over white, worked out in
    /// doubles: each pixel is the colour at coverage 1 − ∏(1 − α·kᵢ), then times `mask`. The
    /// colour is taken as the rasterizer holds it, premultiplied in bytes.
    static func exact(_ rects: [CGRect], _ color: Color, mask: (Int, Int) -> Double = { _, _ in 1 }) -> [Double] {
        let held = PremultipliedColor(color, opacity: 1)
        let alpha = Double(held.a) / 255
        let straight = [held.r, held.g, held.b].map { Double($0) / alpha }
        var pixels = [Double](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var clear = 1.0
                for rect in rects { clear *= 1 - alpha * coverage(rect, x, y) }
                let covered = (1 - clear) * mask(x, y)
                let i = 4 * (y * width + x)
                for c in 0..<3 { pixels[i + c] = 255 * (1 - covered) + straight[c] * covered }
                pixels[i + 3] = 255
            }
        }
        return pixels
    }

    static func render(_ nodes: [SceneNode], fastPaths: Bool = true) throws -> [UInt8] {
        var rasterizer = SceneRasterizer()
        rasterizer.fastPaths = fastPaths
        return try rasterizer.render(Scene(size: CGSize(width: width, height: height), nodes: nodes,
                                           background: .white)).data
    }

    static func worst(_ ours: [UInt8], _ expected: [Double]) -> Double {
        zip(ours, expected).map { abs(Double($0) - $1) }.max() ?? 0
    }

    @Test("400 rectangles in one colour, opaque or not, overlapping: within 1.5/255 of the exact blends")
    func overlappingRectangles() throws {
        var random = SplitMix64(seed: 0xBA7C4)
        for round in 0..<6 {
            let color = Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                              blue: .random(in: 0...1, using: &random), opacity: round % 2 == 0 ? 1 : 0.35)
            let rects = (0..<400).map { _ in Self.randomRect(&random, maxSize: round < 2 ? 1 : 12) }
            var batch = RectBatch(width: Self.width, height: Self.height,
                                  bounds: (0..<Self.width, 0..<Self.height))
            for rect in rects {
                batch.add(DeviceRect(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY))
            }
            #expect(batch.isWorthOnePass, "round \(round)")
            let ours = try Self.render(rects.map { .fill(FillNode(path: Path($0), paint: .color(color))) })
            let worst = Self.worst(ours, Self.exact(rects, color))
            #expect(worst <= 1.5, "round \(round): \(worst)")
        }
    }

    @Test("a column under a thousand opaque bars is left as it was below them, byte for byte")
    func runsCancelExactly() throws {
        // Bars a fifth of a pixel wide, their tops at random heights, all ending on row 30:
        // what each adds to a column where it starts is taken away where it ends.
        var random = SplitMix64(seed: 0x57EA)
        let rects = (0..<1000).map { i in
            let top = Double.random(in: 0...29, using: &random)
            return CGRect(x: Double(i % 300) * 0.2, y: top, width: 0.2, height: 30 - top)
        }
        let ours = try Self.render(rects.map { .fill(FillNode(path: Path($0), paint: .color(.blue))) })
        for y in 30..<Self.height {
            for x in 0..<Self.width {
                let i = 4 * (y * Self.width + x)
                #expect(ours[i..<i + 4].elementsEqual([255, 255, 255, 255]), "pixel (\(x), \(y))")
            }
        }
        #expect(Self.worst(ours, Self.exact(rects, .blue)) <= 1.5)
    }

    @Test("bars each too thin to change a pixel alone still add up, as a million categories' bars do")
    func vanishinglyThinBars() throws {
        // 4,000 bars 1/2000 px wide in every column of rows 10 to 40: each alone is under half
        // a level of coverage, which a blend of its own rounds away; together they are the
        // colour at 1 − (1 − 1/2000)^4000 ≈ 0.86.
        let rects = (0..<(Self.width * 4_000)).map { i in
            CGRect(x: Double(i / 4_000) + Double(i % 4_000) / 4_000, y: 10, width: 1.0 / 2_000, height: 30)
        }
        let ours = try Self.render(rects.map { .fill(FillNode(path: Path($0), paint: .color(.blue))) })
        let held = PremultipliedColor(Color.blue, opacity: 1)
        let covered: Double = 1 - pow(1 - 0.0005, 4_000)
        for y in [0, 9, 10, 25, 39, 40, 47] {
            for x in [0, 17, 63] {
                let inside = (10..<40).contains(y)
                let i = 4 * (y * Self.width + x)
                for (c, channel) in [held.r, held.g, held.b].enumerated() {
                    let expected = inside ? 255 * (1 - covered) + Double(channel) * covered : 255
                    #expect(abs(Double(ours[i + c]) - expected) <= 1.5, "(\(x), \(y)) channel \(c): \(ours[i + c])")
                }
            }
        }
    }

    @Test("a clip with partly covered edges scales each pixel's coverage once, as a clip on the group does")
    func clipped() throws {
        var random = SplitMix64(seed: 0xC119)
        let rects = (0..<500).map { _ in Self.randomRect(&random, maxSize: 3) }
        let clipRect = CGRect(x: 10.25, y: 6.5, width: 40.5, height: 30.75)
        let group = GroupNode(children: rects.map { .fill(FillNode(path: Path($0), paint: .color(.red))) },
                              clip: Path(clipRect))
        let ours = try Self.render([.group(group)])
        let expected = Self.exact(rects, .red) { x, y in Self.coverage(clipRect, x, y) }
        #expect(Self.worst(ours, expected) <= 1.5)
    }

    @Test("runs keep their order: a colour between two runs of another, and rules stroked as rectangles")
    func runsInOrder() throws {
        var random = SplitMix64(seed: 0x0DE7)
        func fills(_ count: Int, _ color: Color) -> [SceneNode] {
            (0..<count).map { _ in .fill(FillNode(path: Path(Self.randomRect(&random, maxSize: 2)), paint: .color(color))) }
        }
        let rules: [SceneNode] = (0..<300).map { i in
            var path = Path()
            let x = Double(i % 60) + 0.5
            path.move(to: CGPoint(x: x, y: .random(in: 0...20, using: &random)))
            path.addLine(to: CGPoint(x: x, y: .random(in: 24...48, using: &random)))
            return .stroke(StrokeNode(path: path, paint: .color(.green.opacity(0.3)), style: StrokeStyle(lineWidth: 0.5)))
        }
        let nodes = fills(600, .blue) + fills(1, .orange) + rules + fills(600, .blue)
        // The scan converter, a node at a time, rounds each blend to 8 bits: a few levels
        // apart where dozens of rectangles overlap.
        let ours = try Self.render(nodes), oneByOne = try Self.render(nodes, fastPaths: false)
        let differences = zip(ours, oneByOne).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 6)
        #expect(Double(differences.reduce(0, +)) / Double(differences.count) < 0.3)
    }

    @Test("a few rectangles are painted one at a time, byte for byte as before")
    func fewRectangles() throws {
        var batch = RectBatch(width: 800, height: 600, bounds: (0..<800, 0..<600))
        for i in 0..<12 { batch.add(DeviceRect(minX: Double(60 * i), minY: 100, maxX: Double(60 * i + 40), maxY: 600)) }
        #expect(!batch.isWorthOnePass)
    }

    @Test("a rectangles node draws byte for byte as its fills: at 1x and 2x, clipped, in a gradient, rotated")
    func rectanglesNode() throws {
        var random = SplitMix64(seed: 0x4EC7)
        for count in [3, 40, 500] {
            let rects = (0..<count).map { _ in Self.randomRect(&random, maxSize: count > 100 ? 0.8 : 9) }
            if count > 100 {
                // Enough to be painted in one pass.
                var batch = RectBatch(width: Self.width, height: Self.height, bounds: (0..<Self.width, 0..<Self.height))
                for rect in rects { batch.add(DeviceRect(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)) }
                #expect(batch.isWorthOnePass)
            }
            let paints: [Paint] = [.color(.blue), .color(.red.opacity(0.4)),
                                   .linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.red, .blue]), start: .zero, end: CGPoint(x: 60, y: 0)))]
            for paint in paints {
                let node = RectanglesNode(rects: rects, paint: paint)
                for (transform, clip) in [(CGAffineTransform.identity, nil), (.identity, Path(CGRect(x: 5.5, y: 3.25, width: 40, height: 30))),
                                          (CGAffineTransform(rotationAngle: 0.3), nil)] as [(CGAffineTransform, Path?)] {
                    for scale in [1.0, 2.0] {
                        func drawn(_ children: [SceneNode]) throws -> [UInt8] {
                            let group = GroupNode(children: children, transform: transform, clip: clip)
                            return try SceneRasterizer(scale: scale).render(Scene(size: CGSize(width: Self.width, height: Self.height),
                                                                                   nodes: [.group(group)], background: .white)).data
                        }
                        #expect(try drawn([.rectangles(node)]) == drawn(node.expanded()),
                                "\(count) rectangles, \(paint), \(transform), clip \(clip != nil), @\(scale)x")
                    }
                }
            }
        }
    }
}
