import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// A seeded scatter of `count` points around a rising line.
private func scatterRows(_ count: Int) -> [PlotSample] {
    var state: UInt64 = 42
    return (0..<count).map { i in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Double(state >> 11) / Double(1 << 53) - 0.5
        return PlotSample(x: Double(i) / Double(count) * 10, y: Double(i) / Double(count) * 6 + noise * 3)
    }
}

/// Snapshots of the vectorized and function plots (SVG goldens; CI compares our PNG of
/// each with librsvg's rendering of the SVG, which checks the stamped dots too).
@Suite("Snapshots: vectorized plots")
struct PlotSnapshots {
    @Test("a scatter plot, a function line and rules across: one dot path, one line, a stroke per rule")
    func scatterFunctionRules() throws {
        struct Level { var value: Double }
        try assertChartSnapshot(Chart {
            PointPlot(scatterRows(500), x: .value("x", \.x), y: .value("y", \.y))
                .symbolSize(9)
                .opacity(0.6)
            LinePlot(x: "x", y: "trend", domain: 0...10) { 0.6 * $0 + sin($0) / 2 }
                .foregroundStyle(.red)
            RulePlot([Level(value: 1), Level(value: 5)], y: .value("Level", \.value))
                .foregroundStyle(.gray)
        }, named: "plot-scatter-function-rules")
    }

    @Test("bar and area plots with a legend from key-path colors")
    func barsAndAreas() throws {
        struct Sale { var month: String; var city: String; var amount: Double }
        let sales = ["Jan", "Feb", "Mar", "Apr"].enumerated().flatMap { i, month in
            [Sale(month: month, city: "Paris", amount: Double(3 + i)), Sale(month: month, city: "Lyon", amount: Double(5 - i))]
        }
        try assertChartSnapshot(Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount))
                .foregroundStyle(by: .value("City", \.city))
        }, named: "plot-bars-stacked")
        try assertChartSnapshot(Chart {
            AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...(2 * .pi)) { x in (yStart: sin(x) - 0.4, yEnd: sin(x) + 0.4) }
                .opacity(0.4)
            LinePlot(x: "x", y: "sin", domain: 0...(2 * .pi)) { sin($0) }
        }, named: "plot-function-band")
    }
}
