import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

/// A dense series reverses at every other point; the bevel and the inner side's chord there
/// are nearly level, and are made level so that they are no edge at all. A contour inside
/// the canvas is added without clipping checks. These tests check both against the general
/// paths.
@Suite("Raster reversal edges")
struct ReversalEdgeTests {
    /// A vertical zigzag: x creeps by `dx` a point, y steps up or down by up to a pixel.
    static func zigzag(count: Int, dx: Double, seed: UInt64) -> [CGPoint] {
        var random = SplitMix64(seed: seed)
        var y = 30.0
        return (0..<count).map { i -> CGPoint in
            y = min(max(y + Double(random.next() % 2001) / 1000 - 1, 4), 56)
            return CGPoint(x: 4 + Double(i) * dx, y: y)
        }
    }

    static func stroke(_ points: [CGPoint], join: LineJoin, levels: Bool) -> (coverage: [Double], edges: Int) {
        strokeCoverage(points, Stroker(halfWidth: 0.5, cap: .butt, join: join, miterLimit: 10,
                                       tolerance: StrokeGeometry.deviceTolerance, levelsReversals: levels),
                       width: 64, height: 60)
    }

    @Test("a dense zigzag's near reversals add no edges, and its pixels barely move")
    func levelReversals() {
        let points = ReversalEdgeTests.zigzag(count: 8000, dx: 0.007, seed: 5)
        for join in [LineJoin.miter, .bevel] {
            let level = ReversalEdgeTests.stroke(points, join: join, levels: true)
            let plain = ReversalEdgeTests.stroke(points, join: join, levels: false)
            // About half the vertices reverse, each with a bevel and a chord across.
            #expect(Double(level.edges) <= 0.8 * Double(plain.edges), "\(join): \(level.edges) vs \(plain.edges) edges")
            var maximum = 0.0, total = 0.0
            for (a, b) in zip(level.coverage, plain.coverage) {
                maximum = max(maximum, abs(a - b))
                total += abs(a - b)
            }
            // Points move by at most half the tolerance (0.01 px); rows crossed by hundreds of
            // edges are sampled on 4 lines, where such a move can take a level edge across one.
            #expect(maximum <= 0.12, "\(join): largest pixel difference \(maximum)")
            #expect(total / Double(level.coverage.count) <= 0.001, "\(join): mean difference \(total)")
        }
    }

    @Test("an edge's slope is kept when finite and zeroed when infinite or not a number")
    func slopeMask() {
        for x: Float in [0, -0, 1, -1, 0.25, -1234.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                         -.greatestFiniteMagnitude] {
            #expect(EdgeList.finiteOrZero(x).bitPattern == x.bitPattern, "\(x)")
        }
        for x: Float in [.infinity, -.infinity, .nan, -.nan, .signalingNaN] {
            #expect(EdgeList.finiteOrZero(x) == 0, "\(x)")
        }
    }

    @Test("an edge's winding of +1 or −1 is read from its sign")
    func windingDirection() {
        #expect(ScanConverter.direction(1) == 1)
        #expect(ScanConverter.direction(-1) == -1)
    }

    @Test("a turn that is not nearly level keeps both points of its bevel")
    func steepBevelsKept() {
        // A right angle: the bevel's ends are half a pixel apart in y.
        let points = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30)]
        let level = ReversalEdgeTests.stroke(points, join: .bevel, levels: true)
        let plain = ReversalEdgeTests.stroke(points, join: .bevel, levels: false)
        #expect(level.edges == plain.edges)
        #expect(level.coverage == plain.coverage)
    }

    @Test("a contour inside the canvas makes the same edges as one added point by point")
    func insideContourMatchesGeneralPath() {
        var random = SplitMix64(seed: 9)
        func point() -> CGPoint {
            CGPoint(x: Double(random.next() % 64_000) / 1000, y: Double(random.next() % 48_000) / 1000)
        }
        // Level segments included: they make no edge on either path.
        var points = (0..<300).map { _ in point() }
        points[10].y = points[9].y
        let reversed = (0..<40).map { _ in point() }, last = (0..<5).map { _ in point() }
        var fast = EdgeList(width: 64, height: 48)
        points.withUnsafeBufferPointer { p in
            reversed.withUnsafeBufferPointer { r in
                last.withUnsafeBufferPointer { l in fast.addContour(p, thenReversed: r, then: l) }
            }
        }
        var general = EdgeList(width: 64, height: 48)
        for p in points + reversed.reversed() + last { general.addPoint(p) }
        general.closeContour()
        #expect(fast.count == general.count)
        #expect(fast.minY == general.minY && fast.maxY == general.maxY)
        for i in 0..<min(fast.count, general.count) {
            let a = fast.base[i], b = general.base[i]
            #expect(a.x0 == b.x0 && a.dxdy == b.dxdy && a.y0 == b.y0 && a.y1 == b.y1 && a.winding == b.winding,
                    "edge \(i): \(a) vs \(b)")
        }
    }
}
