import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
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
