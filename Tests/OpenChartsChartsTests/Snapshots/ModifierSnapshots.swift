import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

let cityData = weekSales

/// One snapshot per mark modifier.
@Suite("Snapshots: mark modifiers")
struct ModifierSnapshots {
    @Test("foregroundStyle(Color) paints marks in one color")
    func foregroundColor() throws {
        try assertChartSnapshot(Chart { ForBars().foregroundStyle(.orange) }, named: "modifier-foreground-color")
    }

    @Test("foregroundStyle with a gradient paints each bar from bottom to top")
    func foregroundGradient() throws {
        try assertChartSnapshot(Chart {
            ForBars().foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: UnitPoint(x: 0.5, y: 1), endPoint: UnitPoint(x: 0.5, y: 0)))
        }, named: "modifier-foreground-gradient")
    }

    @Test("foregroundStyle(by:) colors by category and adds a legend")
    func foregroundBy() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }, named: "modifier-foreground-by")
    }

    @Test("symbol and symbolSize draw each built-in shape")
    func symbols() throws {
        try assertChartSnapshot(Chart(Array(BasicChartSymbolShape.allCases.enumerated()), id: \.offset) { i, shape in
            PointMark(x: .value("Shape", shape.rawValue), y: .value("y", 1))
                .symbol(shape)
                .symbolSize(200)
        }, named: "modifier-symbols")
    }

    @Test("symbol(by:) and foregroundStyle(by:) on lines show symbols and one legend")
    func symbolBy() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .symbol(by: .value("City", sale.city))
        }, named: "modifier-symbol-by")
    }

    @Test("symbolSize(CGSize) sizes points")
    func symbolSizeCGSize() throws {
        try assertChartSnapshot(Chart(1...5, id: \.self) { i in
            PointMark(x: .value("x", i), y: .value("y", i)).symbolSize(CGSize(width: 4 * i, height: 4 * i))
        }, named: "modifier-symbol-size")
    }

    @Test("position(by:) groups bars side by side")
    func positionBy() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .position(by: .value("City", sale.city))
        }, named: "modifier-position-by")
    }

    @Test("position(by:span:) narrows the group")
    func positionBySpan() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .position(by: .value("City", sale.city), axis: .horizontal, span: .ratio(0.5))
        }, named: "modifier-position-by-span")
    }

    @Test("lineStyle sets width and dashes")
    func lineStyle() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), series: .value("City", sale.city))
                .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6]))
        }, named: "modifier-line-style")
    }

    @Test("lineStyle(by:) dashes each series differently")
    func lineStyleBy() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .lineStyle(by: .value("City", sale.city))
        }, named: "modifier-line-style-by")
    }

    @Test("interpolationMethod(.monotone) smooths without overshoot")
    func monotone() throws { try interpolation(.monotone, "monotone") }

    @Test("interpolationMethod(.catmullRom) passes through every point")
    func catmullRom() throws { try interpolation(.catmullRom, "catmull-rom") }

    @Test("interpolationMethod(.cardinal) draws a cardinal spline")
    func cardinal() throws { try interpolation(.cardinal, "cardinal") }

    @Test("interpolationMethod(.stepStart) steps at the start")
    func stepStart() throws { try interpolation(.stepStart, "step-start") }

    @Test("interpolationMethod(.stepCenter) steps half-way")
    func stepCenter() throws { try interpolation(.stepCenter, "step-center") }

    @Test("interpolationMethod(.stepEnd) steps at the end")
    func stepEnd() throws { try interpolation(.stepEnd, "step-end") }

    func interpolation(_ method: InterpolationMethod, _ name: String) throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            LineMark(x: .value("Day", day), y: .value("Sales", value))
                .interpolationMethod(method)
                .symbol(.circle)
        }, named: "modifier-interpolation-\(name)")
    }

    @Test("cornerRadius rounds bars")
    func cornerRadius() throws {
        try assertChartSnapshot(Chart { ForBars().cornerRadius(8) }, named: "modifier-corner-radius")
    }

    @Test("opacity fades marks")
    func opacity() throws {
        try assertChartSnapshot(Chart { ForBars().opacity(0.4) }, named: "modifier-opacity")
    }

    @Test("offset moves marks")
    func offset() throws {
        try assertChartSnapshot(Chart {
            ForBars().opacity(0.3)
            RuleMark(y: .value("Goal", 500)).offset(y: -20)
            PointMark(x: .value("Day", "Mon"), y: .value("Sales", 898)).offset(x: 10, y: -10)
        }, named: "modifier-offset")
    }

    @Test("zIndex draws a rule under the bars")
    func zIndex() throws {
        try assertChartSnapshot(Chart {
            ForBars()
            RuleMark(y: .value("Goal", 600)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 6)).zIndex(-1)
        }, named: "modifier-z-index")
    }

    @Test("annotation(position: .top) labels bars with their values")
    func annotationTop() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            BarMark(x: .value("Day", day), y: .value("Sales", value))
                .annotation(position: .top) { Text("\(Int(value))") }
        }.chartYScale(domain: 0...1100), named: "modifier-annotation-top")
    }

    @Test("annotation on horizontal bars goes to their trailing side by default")
    func annotationTrailing() throws {
        try assertChartSnapshot(Chart(data, id: \.name) { element in
            BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name))
                .annotation { Text("\(element.sales)") }
        }, named: "modifier-annotation-trailing")
    }

    @Test("annotation(position: .overlay, alignment: .bottom) sits inside the mark")
    func annotationOverlay() throws {
        try assertChartSnapshot(Chart { ForBars().annotation(position: .overlay, alignment: .top, spacing: 6) { Text("★") } },
                                named: "modifier-annotation-overlay")
    }

    @Test("annotation with overflowResolution fit keeps the label inside the chart")
    func annotationFit() throws {
        try assertChartSnapshot(Chart {
            ForBars()
            RuleMark(x: .value("Day", "Mon"))
                .offset(yStart: -10)
                .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .fit(to: .chart))) {
                    Text("A long selection popover label")
                }
        }, named: "modifier-annotation-fit")
    }

    @Test("accessibility modifiers change the marks' labels")
    func accessibility() throws {
        try assertChartSnapshot(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 5)).accessibilityLabel("Monday").accessibilityValue("5 pancakes")
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3)).accessibilityHidden(true)
        }, named: "modifier-accessibility")
    }
}

/// One snapshot per chart modifier.
@Suite("Snapshots: chart modifiers")
struct ChartModifierSnapshots {
    @Test("chartXAxis and chartYAxis with AxisMarks, grid lines, ticks and formatted labels")
    func axisMarks() throws {
        try assertChartSnapshot(Chart { ForBars() }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                    AxisTick()
                    AxisValueLabel(format: IntegerFormatStyle<Int>())
                }
            }
            .chartXAxis { AxisMarks(preset: .aligned) }, named: "chart-axis-marks")
    }

    @Test("chartXAxisLabel and chartYAxisLabel title the axes")
    func axisLabels() throws {
        try assertChartSnapshot(Chart { ForBars() }.chartXAxisLabel("Weekday").chartYAxisLabel("Pancakes sold"),
                                named: "chart-axis-labels")
    }

    @Test("chartYScale(type: .log) draws a log axis")
    func logScale() throws {
        try assertChartSnapshot(Chart([1.0, 3, 10, 40, 100, 700, 1000], id: \.self) { v in
            LineMark(x: .value("i", v), y: .value("v", v)).symbol(.circle)
        }.chartYScale(type: .log).chartXScale(type: .squareRoot), named: "chart-log-sqrt-scales")
    }

    @Test("chartLegend(position: .top, alignment: .center)")
    func legendTop() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales)).foregroundStyle(by: .value("City", sale.city))
        }.chartLegend(position: .top, alignment: .center), named: "chart-legend-top")
    }

    @Test("chartLegend(position: .trailing)")
    func legendTrailing() throws {
        try assertChartSnapshot(Chart(data, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Name", element.name))
        }.chartLegend(position: .trailing, alignment: .center), named: "chart-legend-trailing")
    }

    @Test("chartForegroundStyleScale maps categories to colors")
    func foregroundScale() throws {
        try assertChartSnapshot(Chart(cityData, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales)).foregroundStyle(by: .value("City", sale.city))
        }.chartForegroundStyleScale(["Cupertino": Color.pink, "San Francisco": Color.indigo]), named: "chart-foreground-style-scale")
    }

    @Test("chartPlotStyle fills and outlines the plot")
    func plotStyle() throws {
        try assertChartSnapshot(Chart { ForBars() }.chartPlotStyle { plot in
            plot.background(.pink.opacity(0.2)).border(.pink, width: 1)
        }, named: "chart-plot-style")
    }

    @Test("a reversed domain flips the y axis")
    func reversed() throws {
        try assertChartSnapshot(Chart { ForBars() }.chartYScale(domain: .automatic(reversed: true)), named: "chart-reversed")
    }

    @Test("an empty chart draws its axes")
    func empty() throws {
        try assertChartSnapshot(Chart {}, named: "chart-empty")
    }

    @Test("a year of daily bars thins its date labels")
    func yearOfDays() throws {
        try assertChartSnapshot(Chart(SalesData.last365Days, id: \.day) { sale in
            BarMark(x: .value("Day", sale.day, unit: .day, calendar: utc), y: .value("Sales", sale.sales))
        }.chartXAxis { AxisMarks(values: .stride(by: .month, calendar: utc)) { _ in
            AxisGridLine()
            AxisValueLabel(format: utcDateTime.month(.abbreviated), centered: true)
        } }.chartCalendar(utc), named: "chart-year-of-days", width: 600)
    }
}
