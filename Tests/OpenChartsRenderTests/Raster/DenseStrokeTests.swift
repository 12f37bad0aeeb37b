import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

/// Strokes far denser than the pixels — a time series with dozens of points per pixel
/// column, a scribble crossing itself everywhere — against an independent reference: with
/// round caps and joins a stroke is exactly the points within half the width of the
/// polyline, so each pixel's coverage is estimated by testing a 16 × 16 grid of points.
/// The rasterizer's rows where the outline overlaps itself are sampled on lines exact in
/// x (16 lines for up to 64 edges, 4 for more), so the two agree to within those lines'
/// sampling error, and a rasterizer that summed the overlapping areas instead of taking
/// their union would be off by whole pixels.
@Suite("Raster dense strokes")
struct DenseStrokeTests {
    /// The most a sampled pixel may differ: on 4 lines exact in x, each of a thin stroke's
    /// two sides crossing the pixel is off by at most 1/8, and the 16 × 16 reference grid by
    /// up to 1/16 more.
    static let sampledTolerance = 2.0 / 8 + 1.0 / 16

    /// Each pixel's share of a 16 × 16 grid of points within `halfWidth` of the polyline.
    static func reference(_ points: [CGPoint], halfWidth: Double, width: Int, height: Int) -> [Double] {
        let grid = 16
        let segments = zip(points, points.dropFirst()).map { ($0, $1) }
        var coverage = [Double](repeating: 0, count: width * height)
        for py in 0..<height {
            for px in 0..<width {
                // Only the segments that come within reach of this pixel.
                let near = segments.filter { a, b in
                    min(a.x, b.x) - halfWidth <= Double(px + 1) && max(a.x, b.x) + halfWidth >= Double(px)
                        && min(a.y, b.y) - halfWidth <= Double(py + 1) && max(a.y, b.y) + halfWidth >= Double(py)
                }
                guard !near.isEmpty else { continue }
                var inside = 0
                for sy in 0..<grid {
                    for sx in 0..<grid {
                        let p = CGPoint(x: Double(px) + (Double(sx) + 0.5) / Double(grid),
                                        y: Double(py) + (Double(sy) + 0.5) / Double(grid))
                        if near.contains(where: { distanceSquared(p, $0.0, $0.1) <= halfWidth * halfWidth }) {
                            inside += 1
                        }
                    }
                }
                coverage[py * width + px] = Double(inside) / Double(grid * grid)
            }
        }
        return coverage
    }

    static func distanceSquared(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1) : 0
        let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
        return ex * ex + ey * ey
    }

    /// The largest and mean difference between the rasterized stroke and the reference,
    /// and the two total areas.
    static func compare(_ points: [CGPoint], lineWidth: Double, width: Int, height: Int)
        throws -> (maximum: Double, mean: Double, area: Double, referenceArea: Double) {
        var path = Path()
        path.addLines(points)
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        let pixmap = try rasterize([blackStroke(path, style)], width: CGFloat(width), height: CGFloat(height))
        let expected = reference(points, halfWidth: lineWidth / 2, width: width, height: height)
        var maximum = 0.0, total = 0.0, area = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let ours = Double(pixmap.alpha(x, y)) / 255
                let difference = abs(ours - expected[y * width + x])
                maximum = max(maximum, difference)
                total += difference
                area += ours
            }
        }
        return (maximum, total / Double(width * height), area, expected.reduce(0, +))
    }

    @Test("a time series with 40 points per pixel column strokes to the union of its pieces, not their sum")
    func denseTimeSeries() throws {
        var random = SplitMix64(seed: 4)
        var y = 12.0
        let points = (0..<1120).map { i -> CGPoint in
            y = min(max(y + Double(random.next() % 1201) / 1000 - 0.6, 4), 20)
            return CGPoint(x: 2 + Double(i) / 40, y: y)
        }
        let result = try DenseStrokeTests.compare(points, lineWidth: 1, width: 32, height: 24)
        #expect(result.maximum <= DenseStrokeTests.sampledTolerance, "largest pixel difference \(result.maximum)")
        #expect(result.mean <= 0.01, "mean pixel difference \(result.mean)")
        #expect(abs(result.area - result.referenceArea) <= 0.01 * result.referenceArea,
                "area \(result.area), reference \(result.referenceArea)")
    }

    @Test("a scribble crossing itself hundreds of times strokes to the union of its pieces")
    func scribble() throws {
        var random = SplitMix64(seed: 8)
        var p = CGPoint(x: 16, y: 12)
        let points = (0..<600).map { _ -> CGPoint in
            p.x = min(max(p.x + Double(random.next() % 2001) / 1000 - 1, 3), 29)
            p.y = min(max(p.y + Double(random.next() % 2001) / 1000 - 1, 3), 21)
            return p
        }
        let result = try DenseStrokeTests.compare(points, lineWidth: 1.5, width: 32, height: 24)
        #expect(result.maximum <= DenseStrokeTests.sampledTolerance, "largest pixel difference \(result.maximum)")
        #expect(result.mean <= 0.01, "mean pixel difference \(result.mean)")
        #expect(abs(result.area - result.referenceArea) <= 0.01 * result.referenceArea,
                "area \(result.area), reference \(result.referenceArea)")
    }

    @Test("a sparse zigzag, whose rows are covered by exact areas, matches the reference closely")
    func sparseZigzag() throws {
        let points = (0..<12).map { i in CGPoint(x: 3 + 2.3 * Double(i), y: i % 2 == 0 ? 4.3 : 19.6) }
        let result = try DenseStrokeTests.compare(points, lineWidth: 2, width: 32, height: 24)
        #expect(result.maximum <= 0.1, "largest pixel difference \(result.maximum)")
        #expect(result.mean <= 0.005, "mean pixel difference \(result.mean)")
    }
}
