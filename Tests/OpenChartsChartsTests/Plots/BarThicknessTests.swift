import Foundation
@testable import OpenChartsCharts
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
}
