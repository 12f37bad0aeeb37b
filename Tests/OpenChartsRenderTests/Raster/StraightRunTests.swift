import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

/// The stroker leaves out the joins inside runs of vertices that a straight chord stands
/// for within the tolerance (a dense series going the same way for a few points). These
/// tests stroke the same polylines with and without that, and compare the coverage.
@Suite("Stroker straight runs")
struct StraightRunTests {
    /// The coverage (0–1, row by row) of `points` stroked 1 px wide, and how many edges the
    /// outline has.
    static func stroke(_ points: [CGPoint], join: LineJoin, cap: LineCap, skips: Bool,
                       width: Int, height: Int) -> (coverage: [Double], edges: Int) {
        var edges = EdgeList(width: width, height: height)
        let stroker = Stroker(halfWidth: 0.5, cap: cap, join: join, miterLimit: 10,
                              tolerance: StrokeGeometry.deviceTolerance, skipsStraightRuns: skips)
        stroker.stroke(points[...], closed: false, into: &edges)
        var coverage = [Double](repeating: 0, count: width * height)
        ScanConverter(width: width, height: height).fill(edges, rule: .nonZero, rows: 0..<height) { y, columns, row in
            for x in columns { coverage[y * width + x] = Double(row[x]) / 255 }
        }
        return (coverage, edges.count)
    }

    /// The largest and mean difference of the two strokes, and both edge counts.
    static func compare(_ points: [CGPoint], join: LineJoin, cap: LineCap = .butt, width: Int, height: Int)
        -> (maximum: Double, mean: Double, edges: Int, fullEdges: Int) {
        let skipped = stroke(points, join: join, cap: cap, skips: true, width: width, height: height)
        let full = stroke(points, join: join, cap: cap, skips: false, width: width, height: height)
        var maximum = 0.0, total = 0.0
        for (a, b) in zip(skipped.coverage, full.coverage) {
            maximum = max(maximum, abs(a - b))
            total += abs(a - b)
        }
        return (maximum, total / Double(width * height), skipped.edges, full.edges)
    }

    @Test("a dense series leaves out most joins of its straight runs and keeps its pixels")
    func denseSeries() {
        var random = SplitMix64(seed: 11)
        var y = 30.0
        let points = (0..<6000).map { i -> CGPoint in
            y = min(max(y + Double(random.next() % 2001) / 1000 - 1, 4), 56)
            return CGPoint(x: 2 + Double(i) / 100, y: y)
        }
        for join in [LineJoin.miter, .bevel, .round] {
            let result = StraightRunTests.compare(points, join: join, width: 64, height: 60)
            #expect(Double(result.edges) <= 0.9 * Double(result.fullEdges),
                    "\(join): \(result.edges) edges, \(result.fullEdges) without skipping")
            #expect(result.maximum <= 0.03, "\(join): largest pixel difference \(result.maximum)")
            #expect(result.mean <= 0.001, "\(join): mean pixel difference \(result.mean)")
        }
    }

    @Test("a miter spike at the end of a nearly straight run keeps its length and direction")
    func spikesAfterRuns() {
        // Runs of a few points jittered by a few thousandths of a pixel, each ending in a
        // sharp turn whose miter (within the limit of 10) reaches several pixels.
        var random = SplitMix64(seed: 5)
        var points: [CGPoint] = [CGPoint(x: 20, y: 30)]
        var heading = 0.3
        for _ in 0..<40 {
            let start = points[points.count - 1]
            // Steps of a quarter to half a pixel, so that a jitter of up to 0.009 px turns
            // the run's end segments a few hundredths of a radian off its chord.
            let length = 1 + Double(random.next() % 1000) / 1000
            let steps = 4
            for k in 1...steps {
                let t = length * Double(k) / Double(steps)
                let jitter = k < steps ? (Double(random.next() % 1001) / 1000 - 0.5) * 0.018 : 0
                var p = CGPoint(x: start.x + t * cos(heading) - jitter * sin(heading),
                                y: start.y + t * sin(heading) + jitter * cos(heading))
                p.x = min(max(p.x, 6), 34)
                p.y = min(max(p.y, 6), 54)
                points.append(p)
            }
            // Turn by 150–170°: a miter 2 to 6 half-widths long.
            heading += (Double(random.next() % 2) == 0 ? 1 : -1) * (150 + Double(random.next() % 21)) * .pi / 180
        }
        let result = StraightRunTests.compare(points, join: .miter, width: 40, height: 60)
        #expect(result.edges < result.fullEdges, "\(result.edges) edges, \(result.fullEdges) without skipping")
        #expect(result.maximum <= 0.03, "largest pixel difference \(result.maximum)")
    }

    @Test("a reversal smaller than the tolerance is not skipped")
    func tinyReversal() {
        // Up 10 px, back down 0.005 px, up again: the turn back is a vertex between two
        // others on the chord, but the chord would not pass through it in order.
        let points = [CGPoint(x: 10, y: 40), CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 30.005), CGPoint(x: 10, y: 20)]
        let skipped = StraightRunTests.stroke(points, join: .bevel, cap: .butt, skips: true, width: 20, height: 50)
        let full = StraightRunTests.stroke(points, join: .bevel, cap: .butt, skips: false, width: 20, height: 50)
        #expect(skipped.edges == full.edges)
        #expect(skipped.coverage == full.coverage)
    }
}
