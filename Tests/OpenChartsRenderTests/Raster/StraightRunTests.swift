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
                       width: Int, height: Int, closed: Bool = false) -> (coverage: [Double], edges: Int) {
        strokeCoverage(points, Stroker(halfWidth: 0.5, cap: cap, join: join, miterLimit: 10,
                                       tolerance: StrokeGeometry.deviceTolerance, skipsStraightRuns: skips),
                       width: width, height: height, closed: closed)
    }

    /// The largest and mean difference of the two strokes, and both edge counts.
    static func compare(_ points: [CGPoint], join: LineJoin, cap: LineCap = .butt, width: Int, height: Int,
                        closed: Bool = false) -> (maximum: Double, mean: Double, edges: Int, fullEdges: Int) {
        let skipped = stroke(points, join: join, cap: cap, skips: true, width: width, height: height, closed: closed)
        let full = stroke(points, join: join, cap: cap, skips: false, width: width, height: height, closed: closed)
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

    @Test("a closed dense ring leaves out the joins of its straight runs, joins its ends and keeps its pixels")
    func closedRing() {
        // A wobbly ring of many points: the runs end at its wobbles, and at the first point,
        // where the closing segment meets the first one.
        let points = (0..<3000).map { i -> CGPoint in
            let angle = Double(i) / 3000 * 2 * Double.pi
            let radius = 20 + 0.3 * sin(angle * 37)
            return CGPoint(x: 32 + radius * cos(angle), y: 30 + radius * sin(angle))
        }
        for join in [LineJoin.miter, .bevel, .round] {
            let result = StraightRunTests.compare(points, join: join, width: 64, height: 60, closed: true)
            #expect(Double(result.edges) <= 0.5 * Double(result.fullEdges),
                    "\(join): \(result.edges) edges, \(result.fullEdges) without skipping")
            #expect(result.maximum <= 0.03, "\(join): largest pixel difference \(result.maximum)")
            #expect(result.mean <= 0.001, "\(join): mean pixel difference \(result.mean)")
        }
        // A closed square of dense points: its sides are straight runs, and its corners are
        // mitered — the first point's (met by the closing segment) or, with the list turned
        // by one, the last point's. Stroked 1 px wide along pixel centres it covers
        // 41² − 39² whole pixels.
        var square: [CGPoint] = []
        for (from, step) in [((12.5, 10.5), (0.1, 0.0)), ((52.5, 10.5), (0.0, 0.1)),
                             ((52.5, 50.5), (-0.1, 0.0)), ((12.5, 50.5), (0.0, -0.1))] {
            square += (0..<400).map { CGPoint(x: from.0 + Double($0) * step.0, y: from.1 + Double($0) * step.1) }
        }
        for points in [square, Array(square[1...] + square[..<1])] {
            let outline = StraightRunTests.stroke(points, join: .miter, cap: .butt, skips: true, width: 64, height: 60,
                                                  closed: true)
            let full = StraightRunTests.stroke(points, join: .miter, cap: .butt, skips: false, width: 64, height: 60,
                                               closed: true)
            #expect(outline.edges <= full.edges / 8, "\(outline.edges) edges, \(full.edges) without skipping")
            let area = outline.coverage.reduce(0, +)
            #expect(abs(area - (41 * 41 - 39 * 39)) < 0.05, "covered area \(area), starting at \(points[0])")
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
