import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Axes")
struct AxisTests {
    let bars = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 898))
        BarMark(x: .value("Day", "Tue"), y: .value("Sales", 412))
    }

    @Test("the y axis is on the trailing edge with labels right of the plot; x labels are below")
    func defaultPlacement() throws {
        let s = try scene(bars)
        let plot = try bars.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let yLabels = texts(try #require(object(s, "Y axis")).children)
        #expect(yLabels.map(\.text) == ["0", "200", "400", "600", "800", "1,000"])
        #expect(yLabels.allSatisfy { $0.origin.x > plot.maxX && $0.anchor == .start })
        let xLabels = texts(try #require(object(s, "X axis")).children)
        #expect(xLabels.map(\.text) == ["Mon", "Tue"])
        #expect(xLabels.allSatisfy { $0.origin.y > plot.maxY && $0.anchor == .middle })
        #expect(xLabels.allSatisfy { $0.paint == .color(.secondary) })
    }

    @Test("a quantitative bar axis includes zero and rounds up to a tick")
    func zeroAndNice() throws {
        let proxy = try bars.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        #expect(proxy.position(forY: 0.0) == plot.height)
        #expect(proxy.position(forY: 1000.0) == 0)
    }

    @Test("includesZero: false fits the data, and reversed flips the axis")
    func domainOptions() throws {
        let lines = Chart {
            LineMark(x: .value("x", 1), y: .value("y", 50))
            LineMark(x: .value("x", 2), y: .value("y", 60))
        }
        let tight = try lines.chartYScale(domain: .automatic(includesZero: false)).chartProxy()
        #expect(tight.value(atY: tight.plotSize.height, as: Double.self) == 50)
        let reversed = try lines.chartYScale(domain: .automatic(reversed: true)).chartProxy()
        #expect(reversed.position(forY: 0.0) == 0)
    }

    @Test("an explicit domain is used as given, without rounding")
    func explicitDomain() throws {
        let proxy = try bars.chartYScale(domain: 0...2000).chartProxy()
        #expect(proxy.position(forY: 2000.0) == 0)
        let y = try #require(proxy.position(forY: 1000.0))
        #expect(close(y, proxy.plotSize.height / 2, 1e-9))
    }

    @Test("an array domain fixes the category order")
    func categoryDomain() throws {
        let proxy = try bars.chartXScale(domain: ["Tue", "Mon"]).chartProxy()
        let tue = try #require(proxy.position(forX: "Tue")), mon = try #require(proxy.position(forX: "Mon"))
        #expect(tue < mon)
    }

    @Test("chartXAxis(.hidden) and chartYAxis(.hidden) remove the axes")
    func hidden() throws {
        let s = try scene(bars.chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(object(s, "X axis").map { texts($0.children).isEmpty } ?? true)
        #expect(object(s, "Y axis").map { texts($0.children).isEmpty } ?? true)
    }

    @Test("AxisMarks(position: .leading) moves the y labels to the left of the plot")
    func leading() throws {
        let chart = bars.chartYAxis { AxisMarks(position: .leading) }
        let plot = try chart.chartProxy().plotRect
        let labels = texts(try #require(object(try scene(chart), "Y axis")).children)
        #expect(!labels.isEmpty && labels.allSatisfy { $0.origin.x < plot.minX && $0.anchor == .end })
    }

    @Test("AxisMarks(values:) with an array marks exactly those values")
    func explicitValues() throws {
        let chart = bars.chartYAxis { AxisMarks(values: [0, 500, 1000]) }
        #expect(texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text) == ["0", "500", "1,000"])
    }

    @Test("AxisMarks content decides the marks per value, with index and count")
    func customContent() throws {
        let chart = bars.chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 3)) { value in
                AxisGridLine()
                if value.index < value.count - 1 {
                    AxisValueLabel()
                }
            }
        }
        let labels = texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text)
        #expect(labels == ["0", "500"])
    }

    @Test("AxisValueLabel(format:) formats with a FormatStyle")
    func formatStyle() throws {
        let chart = bars.chartYAxis {
            AxisMarks(values: [0, 1000]) { _ in
                AxisValueLabel(format: IntegerFormatStyle<Int>().grouping(.never))
            }
        }
        #expect(texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text) == ["0", "1000"])
    }

    @Test("AxisValueLabel with a title draws the title, and value.as reads the value")
    func titleAndAs() throws {
        let chart = bars.chartXAxis {
            AxisMarks { value in
                AxisValueLabel(value.as(String.self).map { $0.uppercased() } ?? "?")
            }
        }
        #expect(texts(try #require(object(try scene(chart), "X axis")).children).map(\.text) == ["MON", "TUE"])
    }

    @Test("stride(by:) marks multiples of the step")
    func stride() throws {
        let chart = bars.chartYAxis { AxisMarks(values: .stride(by: 250)) }
        #expect(texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text) == ["0", "250", "500", "750", "1,000"])
    }

    @Test("date axes mark calendar units, labels leading-aligned at the tick")
    func dateAxis() throws {
        let chart = Chart((1...12).map { day(2023, $0, 15) }, id: \.self) { date in
            LineMark(x: .value("Month", date), y: .value("Sales", 10))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .month, count: 3, calendar: utc)) }
        let labels = texts(try #require(object(try scene(chart), "X axis")).children)
        #expect(labels.map(\.text) == ["Apr", "Jul", "Oct"])
        #expect(labels.allSatisfy { $0.anchor == .start })
    }

    @Test("overlapping numeric labels are thinned to every k-th, never overlapping")
    func thinning() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 0))
            PointMark(x: .value("x", 123_456_789), y: .value("y", 1))
        }
        .chartXAxis { AxisMarks(values: .automatic(desiredCount: 20)) }
        let labels = texts(try #require(object(try scene(chart, width: 300), "X axis")).children)
        let widths = labels.map { CGFloat($0.text.count) * 6 }
        for i in 1..<labels.count {
            #expect(labels[i].origin.x - widths[i] / 2 >= labels[i - 1].origin.x + widths[i - 1] / 2)
        }
        #expect(labels.count < 20)
    }

    @Test("long category labels are cut to their band with an ellipsis")
    func truncation() throws {
        let chart = Chart(["Extraordinarily long category name", "Another very long category name", "Short"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Value", 1))
        }
        let labels = texts(try #require(object(try scene(chart), "X axis")).children).map(\.text)
        #expect(labels.count == 3)
        #expect(labels[0].hasSuffix("…") && labels[1].hasSuffix("…"))
        #expect(labels[2] == "Short")
    }

    @Test("a band scale with 10,000 categories thins its labels so none overlap")
    func tenThousandCategories() throws {
        let chart = Chart(0..<10_000, id: \.self) { i in
            BarMark(x: .value("Item", "Item \(i)"), y: .value("Value", i % 7))
        }
        let labels = texts(try #require(object(try scene(chart), "X axis")).children)
        #expect(labels.count > 1 && labels.count < 60)
        // Centred labels: the gap between centres must hold half of each, plus 4 points.
        let measurer = FontLibraryMeasurer()
        for (a, b) in zip(labels, labels.dropFirst()) {
            let halves = (measurer.width(a.text, font: a.font) + measurer.width(b.text, font: b.font)) / 2
            #expect(b.origin.x - a.origin.x >= halves + 4 - 1e-9)
        }
    }

    @Test("chartXAxisLabel and chartYAxisLabel draw axis titles")
    func titles() throws {
        let s = try scene(bars.chartXAxisLabel("Weekday").chartYAxisLabel("Pancakes"))
        #expect(texts(try #require(object(s, "X axis")).children).contains { $0.text == "Weekday" })
        #expect(texts(try #require(object(s, "Y axis")).children).contains { $0.text == "Pancakes" })
    }

    @Test("an x axis title sits above a legend below the chart, not on the legend's row")
    func titleAboveLegend() throws {
        struct Row { var day: String; var kind: String; var count: Double }
        let rows = [Row(day: "Mon", kind: "Plain", count: 3), Row(day: "Mon", kind: "Blueberry", count: 2)]
        let chart = Chart(rows, id: \.kind) { row in
            BarMark(x: .value("Day", row.day), y: .value("Count", row.count)).foregroundStyle(by: .value("Kind", row.kind))
        }.chartXAxisLabel("Weekday")
        let s = try scene(chart)
        let axis = texts(try #require(object(s, "X axis")).children)
        let legend = texts(try #require(object(s, "Legend")).children)
        let title = try #require(axis.first { $0.text == "Weekday" })
        let dayLabel = try #require(axis.first { $0.text == "Mon" })
        let measurer = FontLibraryMeasurer()
        let legendTop = try #require(legend.map { $0.origin.y - measurer.ascent(of: $0.font) }.min())
        #expect(title.origin.y < legendTop, "the title's baseline is above the legend's text")
        #expect(title.origin.y > dayLabel.origin.y, "and below the tick labels")
    }

    @Test("grid lines are light gray hairlines across the plot for the value axis only")
    func gridLines() throws {
        let s = try scene(bars)
        let plotGroup = try #require(object(s, "Plot"))
        let grid = plotGroup.children.compactMap { node -> StrokeNode? in
            if case let .stroke(stroke) = node { return stroke }
            return nil
        }
        #expect(grid.count == 1)
        #expect(grid[0].path.points.count == 12)  // six horizontal lines
        #expect(grid[0].style.lineWidth == 0.5)
    }

    @Test("a log scale marks powers and their multiples")
    func logScale() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1))
            PointMark(x: .value("x", 2), y: .value("y", 1000))
        }
        .chartYScale(type: .log)
        let proxy = try chart.chartProxy()
        let one = try #require(proxy.position(forY: 1.0)), ten = try #require(proxy.position(forY: 10.0)), hundred = try #require(proxy.position(forY: 100.0))
        #expect(close(one - ten, ten - hundred, 1e-9))
    }
}
