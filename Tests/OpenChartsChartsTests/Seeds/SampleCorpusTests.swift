import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// Chart-only shapes of code from the public sample corpus (Swift Charts samples), written
/// as their authors write them; each compiles and renders.
@Suite("Sample corpus shapes")
struct SampleCorpusTests {
    struct Reading: Identifiable {
        var date: Date
        var value: Double
        var id: Date { date }
    }

    let readings: [Reading] = (0..<48).map { i in
        Reading(date: day(2024, 5, 1).addingTimeInterval(Double(i) * 1800), value: 100 + 40 * sin(Double(i) / 6))
    }

    @Test("GlucoseDirect-style: threshold rules, monotone line, hourly strides, leading axis")
    func glucose() throws {
        let chart = Chart {
            RuleMark(y: .value("Lower limit", 70)).foregroundStyle(Color.red.opacity(0.5))
            RuleMark(y: .value("Upper limit", 180)).foregroundStyle(Color.orange.opacity(0.5))
            ForReadings(readings: readings)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisValueLabel(format: utcDateTime.hour(), anchor: UnitPoint(x: 0, y: 0))
            }
        }
        .chartYAxis { AxisMarks(position: .trailing, values: .stride(by: 50)) }
        .chartCalendar(utc)
        try assertChartSnapshot(chart, named: "corpus-glucose")
        let labels = texts(try #require(object(try scene(chart), "X axis")).children)
        #expect(labels.allSatisfy { $0.anchor == .start })
    }

    @Test("IceCubes-style: a sparkline area with hidden axes and legend and a padded range")
    func sparkline() throws {
        let chart = Chart(readings) { reading in
            AreaMark(x: .value("Date", reading.date), y: .value("Value", reading.value))
                .interpolationMethod(.catmullRom)
                .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.6), .blue.opacity(0.05)],
                                                 startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 1)))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .chartXScale(range: .plotDimension(startPadding: 4, endPadding: 4))
        .chartYScale(range: .plotDimension(endPadding: 8))
        .chartCalendar(utc)
        try assertChartSnapshot(chart, named: "corpus-sparkline", width: 200, height: 60)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 200, height: 60))
        #expect(proxy.position(forX: readings[0].date) == 4)
    }

    @Test("netdata-style: lines by series with a leading legend and four y values")
    func netdata() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .interpolationMethod(.catmullRom)
        }
        .chartLegend(position: .bottom, alignment: .leading, spacing: 8)
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 4)) }
        try assertChartSnapshot(chart, named: "corpus-netdata")
    }

    @Test("WWDC22-style: a min/max band, an average rule with an annotation, a month axis")
    func salesMinMaxAverage() throws {
        let months = (1...12).map { day(2022, $0, 1) }
        let chart = Chart {
            ForEachMonth(months: months, calendar: utc)
            RuleMark(y: .value("Average", 130))
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))
                .annotation(position: .top, alignment: .leading) { Text("Average: 130") }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, calendar: utc)) { _ in
                AxisGridLine()
                AxisValueLabel(format: utcDateTime.month(.narrow), centered: true)
            }
        }
        .chartCalendar(utc)
        try assertChartSnapshot(chart, named: "corpus-min-max-average")
    }

    @Test("a heat map with a gradient style scale and a hidden x axis on a condition", arguments: [true])
    func heatMap(compact: Bool) throws {
        let chart = Chart(0..<60, id: \.self) { i in
            RectangleMark(x: .value("Column", i % 10), y: .value("Row", i / 10), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Value", Double((i * 13) % 29)))
        }
        .chartXScale(type: .category)
        .chartYScale(type: .category)
        .chartForegroundStyleScale(range: [Color.blue, Color.yellow, Color.red])
        .chartXAxis(compact ? .hidden : .automatic)
        try assertChartSnapshot(chart, named: "corpus-heat-map")
    }
}

struct ForReadings: ChartContent {
    var readings: [SampleCorpusTests.Reading]

    var body: some ChartContent {
        Plot {
            LineMarks(readings: readings)
        }
        .interpolationMethod(.monotone)
    }
}

/// A line through every reading, built with Chart's data content.
struct LineMarks: ChartContent {
    var readings: [SampleCorpusTests.Reading]

    var body: some ChartContent {
        ForEach(readings, id: \.id) { reading in
            LineMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
                .symbolSize(20)
        }
    }
}

struct ForEachMonth: ChartContent {
    var months: [Date]
    var calendar: Calendar

    var body: some ChartContent {
        ForEach(months, id: \.self) { month in
            let i = Double(calendar.component(.month, from: month))
            AreaMark(x: .value("Month", month, unit: .month, calendar: calendar),
                     yStart: .value("Min", 80 + 10 * sin(i)), yEnd: .value("Max", 160 + 20 * cos(i)))
                .foregroundStyle(Color.gray.opacity(0.3))
            LineMark(x: .value("Month", month, unit: .month, calendar: calendar), y: .value("Sales", 120 + 15 * sin(i)))
        }
    }
}
