import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsTestSupport
import Testing

@Suite("M4 decimation")
struct DecimationTests {
    @Test("per pixel column M4 keeps first, last, lowest and highest, in order")
    func columns() throws {
        let points: [CGPoint] = (0..<40).map { (i: Int) -> CGPoint in CGPoint(x: CGFloat(i) / 10, y: CGFloat((i * 7) % 11)) }
        let kept = try #require(m4Decimate(points))
        #expect(kept.count <= 16)
        for column in 0..<4 {
            let all = points.filter { Int($0.x) == column }
            let inColumn = kept.filter { Int($0.x) == column }
            #expect(inColumn.first == all.first && inColumn.last == all.last)
            #expect(inColumn.map(\.y).min() == all.map(\.y).min() && inColumn.map(\.y).max() == all.map(\.y).max())
        }
        #expect(kept == kept.sorted { $0.x < $1.x })
    }

    @Test("few points, or x going backwards, are drawn as they are")
    func untouched() {
        #expect(m4Decimate((0..<8).map { CGPoint(x: CGFloat($0), y: 0) }) == nil)
        #expect(m4Decimate((0..<100).map { CGPoint(x: CGFloat(100 - $0) / 50, y: 0) }) == nil)
    }

    /// M4 as first written: each point's column found by rounding its x.
    private func referenceM4(_ points: [CGPoint], scale: CGFloat) -> [CGPoint]? {
        func column(_ x: CGFloat) -> Int { Int(max(min((x * scale).rounded(.down), 1e15), -1e15)) }
        guard points.count > 8 else { return nil }
        var previousX = -CGFloat.infinity
        var columns = Set<Int>()
        for p in points where p.isFinite {
            if p.x < previousX { return nil }
            previousX = p.x
            columns.insert(column(p.x))
        }
        guard points.count > 4 * max(1, columns.count) else { return nil }
        var result: [CGPoint] = [], i = 0
        while i < points.count {
            guard points[i].isFinite else { result.append(points[i]); i += 1; continue }
            var j = i, lowest = i, highest = i
            while j < points.count, points[j].isFinite, column(points[j].x) == column(points[i].x) {
                if points[j].y < points[lowest].y { lowest = j }
                if points[j].y > points[highest].y { highest = j }
                j += 1
            }
            for k in Set([i, lowest, highest, j - 1]).sorted() { result.append(points[k]) }
            i = j
        }
        return result
    }

    @Test("columns found from each column's x range keep the points that rounding every x keeps",
          arguments: [CGFloat(1), 2, 3])
    func columnRanges(scale: CGFloat) {
        var generator = SplitMix64(seed: UInt64(scale))
        func bits(_ points: [CGPoint]?) -> [UInt64]? { points?.flatMap { [Double($0.x).bitPattern, Double($0.y).bitPattern] } }
        // A walk of about thirty points a column, with gaps, infinities and runs of equal y.
        var walk = randomWalk(count: 20_000, seed: 31).enumerated().map { (i: Int, y: Double) -> CGPoint in
            CGPoint(x: 40 * Double(i) / 20_000, y: y)
        }
        for _ in 0..<60 {
            let row = Int(generator.next() % 20_000)
            walk[row] = [CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: walk[row].x, y: .infinity),
                         CGPoint(x: walk[row].x, y: (walk[row].y * 2).rounded() / 2)][Int(generator.next() % 3)]
        }
        #expect(bits(m4Decimate(walk, scale: scale)) == bits(referenceM4(walk, scale: scale)))
        // x on each side of column edges, and far off where columns are clamped.
        let edges = (0..<4_000).map { (i: Int) -> CGPoint in
            let nudge: CGFloat = i % 2 == 0 ? -1e-12 : 0
            return CGPoint(x: CGFloat(i / 40) / scale + nudge, y: CGFloat(i % 13))
        }
        #expect(bits(m4Decimate(edges, scale: scale)) == bits(referenceM4(edges, scale: scale)))
        let far = (0..<200).map { (i: Int) -> CGPoint in CGPoint(x: 9e14 + CGFloat(i) * 1e13, y: CGFloat((i * 7) % 5)) }
        #expect(bits(m4Decimate(far, scale: scale)) == bits(referenceM4(far, scale: scale)))
    }

    @Test("a 100,000-point line is drawn with a path bounded by the plot's width")
    func bigLine() throws {
        let values = (0..<100_000).map { sin(Double($0) / 500) }
        let chart = Chart(Array(values.enumerated()), id: \.offset) { i, v in
            LineMark(x: .value("i", i), y: .value("v", v))
        }
        let proxy = try chart.chartProxy()
        let s = try scene(chart)
        let stroke = try #require(firstStroke(s.nodes) { $0.accessibilityLabel?.contains("Line") ?? false })
        #expect(stroke.path.points.count <= 4 * (Int(proxy.plotSize.width) + 2))
        #expect(stroke.path.points.first?.x == proxy.plotRect.minX)
        #expect(symbolGroups(s.nodes).isEmpty)
    }
}
