import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

/// A bar plot on a continuous axis is as thick as 70 % of the smallest gap between its
/// bars; the gap is found without sorting when the positions are already in order.
@Suite("Bar plot thickness")
struct BarThicknessTests {
    @Test("the smallest gap of more than half a pixel is the same whether the positions come in order or not")
    func smallestGap() {
        var state: UInt64 = 42
        var positions = (0..<500).map { i -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(i) * 3 + Double(state >> 40) / Double(1 << 24)
        }
        positions.insert(.nan, at: 17)
        positions.insert(-.infinity, at: 300)
        positions.insert(positions[40] + 0.25, at: 41)  // closer than half a pixel: not a gap
        let ordered = ChartLayout.smallestGap(positions)
        let shuffled = ChartLayout.smallestGap(positions.reversed())
        let sorted = positions.filter(\.isFinite).sorted()
        let expected = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }.min()
        #expect(ordered == expected)
        #expect(shuffled == expected)
        #expect(ChartLayout.smallestGap([5, 5, 5]) == .infinity)
        #expect(ChartLayout.smallestGap([]) == .infinity)
        #expect(ChartLayout.smallestGap([1, 9, 4]) == 3)
    }

    @Test("bars closer than half a pixel take the least thickness, one position the default")
    func denseBars() {
        #expect(ChartLayout.automaticBarThickness([0, 10, 20]) == 7)
        #expect(ChartLayout.automaticBarThickness([0, 1, 2]) == 2)
        #expect(ChartLayout.automaticBarThickness(Array(stride(from: 0, to: 10, by: 0.01))) == 2)
        #expect(ChartLayout.automaticBarThickness(Array(repeating: 5, count: 9) + [.nan]) == 12)
        #expect(ChartLayout.automaticBarThickness([5.1, 5.3, .infinity]) == 12)
        #expect(ChartLayout.automaticBarThickness([]) == 12)
    }

    /// 20,000 bars over a 400-point chart: each 2 points wide, so each pixel column's bars
    /// reach no further than a point beyond it, as bar plots and bar marks alike.
    @Test("a bar plot and bar marks denser than pixels draw bars two points wide")
    func denseBarsDrawn() throws {
        let rows = (0..<20_000).map { PlotSample(x: Double($0), y: Double(($0 * 7_919) % 101)) }
        let plotted = try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) })
        let marked = try scene(Chart(rows.indices, id: \.self) { i in
            BarMark(x: .value("x", rows[i].x), y: .value("y", rows[i].y))
        })
        for (name, scene) in [("plot", plotted), ("marks", marked)] {
            let widths = barWidths(scene.nodes)
            #expect(widths.count == 20_000, "\(name)")
            #expect(widths.allSatisfy { abs($0 - 2) < 1e-9 }, "\(name): \(Set(widths).sorted().prefix(3))")
        }
    }

    /// The width of each blue rectangle in `nodes`, at any depth.
    private func barWidths(_ nodes: [SceneNode]) -> [Double] {
        nodes.flatMap { node -> [Double] in
            switch node {
            case let .group(group): return barWidths(group.children)
            case let .rectangles(rectangles) where rectangles.paint == .color(.blue):
                return rectangles.rects.map { Double($0.width) }
            case let .fill(fill) where fill.paint == .color(.blue): return [Double(fill.path.boundingRect.width)]
            default: return []
            }
        }
    }
}
