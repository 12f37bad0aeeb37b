import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// Large fills are scan-converted on two threads, each a band of rows with its own
/// converter: the pixels must be exactly those of one thread, and the bands must split
/// the work about evenly.
@Suite("Raster banded fills")
struct BandedFillTests {
    /// A seeded random walk across `width`, `count` points.
    static func walk(_ count: Int, width: Double, height: Double, seed: UInt64) -> [CGPoint] {
        var state = seed
        var y = height / 2
        return (0..<count).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            y += (Double(state >> 33) / Double(1 << 31) - 0.5) * height / 20
            y = min(max(y, 2), height - 2)
            return CGPoint(x: 1 + Double(i) * (width - 2) / Double(count - 1), y: y)
        }
    }

    static func walkPath(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    @Test("a dense stroke, a filled area, a gradient and a clipped stroke draw the same pixels in two bands as in one",
          arguments: [1.0, 2.5])
    func sameAsOneBand(lineWidth: Double) throws {
        let (width, height) = (420.0, 300.0)
        let line = Self.walkPath(Self.walk(3000, width: width, height: height, seed: 7))
        var area = Self.walkPath(Self.walk(1500, width: width, height: height, seed: 11))
        area.addLine(to: CGPoint(x: width - 1, y: height - 1))
        area.addLine(to: CGPoint(x: 1, y: height - 1))
        area.closeSubpath()
        let gradient = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
            start: CGPoint(x: 0, y: 0), end: CGPoint(x: width, y: height)))
        let nodes: [SceneNode] = [
            .fill(FillNode(path: area, paint: .color(Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.5)))),
            .stroke(StrokeNode(path: line, paint: .color(.black), style: StrokeStyle(lineWidth: lineWidth))),
            .stroke(StrokeNode(path: line, paint: gradient, style: StrokeStyle(lineWidth: lineWidth + 1))),
            .group(GroupNode(children: [
                .stroke(StrokeNode(path: line, paint: .color(.green), style: StrokeStyle(lineWidth: lineWidth))),
            ], clip: Path(CGRect(x: 40, y: 30, width: 300, height: 200)))),
        ]
        // The strokes have thousands of points, so they are dense strokes (their own split);
        // the area is scan-converted.
        let banded = try ScenePainter.$bandedWork.withValue(0) {
            try ScenePainter.$denseBandedWork.withValue(0) { try rasterize(nodes, width: width, height: height) }
        }
        let single = try ScenePainter.$bandedWork.withValue(.max) {
            try ScenePainter.$denseBandedWork.withValue(.max) { try rasterize(nodes, width: width, height: height) }
        }
        #expect(banded.data == single.data)
        #expect(banded.data.contains { $0 != 0 })
    }

    @Test("a stroke's rows split where half its edge-rows are done; small fills stay in one band")
    func split() throws {
        let (width, height) = (800, 600)
        let points = Self.walk(2000, width: Double(width), height: Double(height), seed: 3)
        var edges = EdgeList(width: width, height: height)
        edges.addPolygon(points[...])
        let bands = ScenePainter.$bandedWork.withValue(1000) { ScenePainter.bands(of: edges, rows: 0..<height) }
        try #require(bands.count == 2)
        #expect(bands[0].lowerBound == 0 && bands[0].upperBound == bands[1].lowerBound && bands[1].upperBound == height)
        // Each band's edge-rows: an edge crosses the rows from ⌊y0⌋ to ⌈y1⌉.
        func work(_ rows: Range<Int>) -> Int {
            (0..<edges.count).reduce(0) { sum, i in
                let e = edges.base[i]
                let top = max(Int(e.y0.rounded(.down)), rows.lowerBound), bottom = min(Int(e.y1.rounded(.up)), rows.upperBound)
                return sum + max(bottom - top, 0)
            }
        }
        let (upper, lower) = (work(bands[0]), work(bands[1]))
        let busiestRow = (0..<height).map { work($0..<($0 + 1)) }.max() ?? 0
        #expect(abs(upper - lower) <= 2 * busiestRow, "\(upper) against \(lower)")
        var small = EdgeList(width: width, height: height)
        small.addPolygon(points[0..<100])
        #expect(ScenePainter.$bandedWork.withValue(0) { ScenePainter.bands(of: small, rows: 0..<height) } == [0..<height])
    }
}
