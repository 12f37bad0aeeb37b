import Foundation
import OpenCharts
@testable import OpenChartsCharts
import Testing

/// A chart draws at most `ChartCollector.markLimit` marks one by one (1,000,000; lowered
/// here to keep the tests small); past it, drawing throws instead of returning a picture
/// that leaves marks out. Vectorized plots are not marks and do not count.
@Suite("Marks per chart")
struct MarkLimitTests {
    private let values = (0..<12).map { Double($0) }

    private func lineMarks() -> some View {
        Chart(values.indices, id: \.self) { i in
            LineMark(x: .value("x", values[i]), y: .value("y", values[i] * 2))
        }
        .frame(width: 300, height: 200)
    }

    @Test("a chart with more marks than the limit throws an error that counts them and names the plots")
    func overLimitThrows() {
        ChartCollector.$markLimit.withValue(10) {
            #expect(throws: ChartError.tooManyMarks(count: 12, limit: 10)) {
                try ImageRenderer(content: lineMarks()).svg()
            }
            #expect(ChartError.tooManyMarks(count: 12, limit: 10).description
                == "the chart's content makes 12 marks, more than the 10 a chart draws one by one; draw large data "
                + "with the vectorized plots (LinePlot, PointPlot, BarPlot, AreaPlot, RulePlot, RectanglePlot), "
                + "which read columns and reduce lines to the pixels")
        }
    }

    @Test("a chart inside a stack with too many marks makes the whole view throw, in every format")
    func insideStack() {
        ChartCollector.$markLimit.withValue(10) {
            let view = VStack { Text("Title"); lineMarks() }
            for format in OutputFormat.allCases {
                #expect(throws: ChartError.tooManyMarks(count: 12, limit: 10)) {
                    try ImageRenderer(content: view).data(as: format)
                }
            }
        }
    }

    @Test("marks up to the limit draw, and a vectorized plot of any length does not count")
    func atLimitAndPlots() throws {
        try ChartCollector.$markLimit.withValue(12) {
            let svg = try ImageRenderer(content: lineMarks()).svg()
            #expect(svg.contains("<path"))
        }
        try ChartCollector.$markLimit.withValue(1) {
            let rows = (0..<5000).map { CGPoint(x: Double($0), y: sin(Double($0) / 100)) }
            let chart = Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
            let scene = try ImageRenderer(content: chart.frame(width: 400, height: 300)).scene()
            #expect(!scene.nodes.isEmpty)
        }
    }
}
