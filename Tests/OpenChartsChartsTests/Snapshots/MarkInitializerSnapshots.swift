import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

struct Task {
    var name: String
    var start: Double
    var end: Double
}

let tasks = [Task(name: "Design", start: 0, end: 3), Task(name: "Build", start: 2, end: 8), Task(name: "Test", start: 7, end: 10)]

struct Temperature {
    var month: String
    var low: Double
    var high: Double
}

let temperatures = [
    Temperature(month: "Jan", low: 2, high: 9), Temperature(month: "Feb", low: 3, high: 11),
    Temperature(month: "Mar", low: 5, high: 14), Temperature(month: "Apr", low: 7, high: 17),
    Temperature(month: "May", low: 11, high: 21), Temperature(month: "Jun", low: 14, high: 25),
]

let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
let weekValues: [Double] = [898, 412, 650, 720, 530, 960, 310]

/// One snapshot per mark initializer form.
@Suite("Snapshots: mark initializers")
struct MarkInitializerSnapshots {
    @Test("BarMark(x:y:) draws vertical bars over categories")
    func barXY() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            BarMark(x: .value("Day", day), y: .value("Sales", value))
        }, named: "bar-x-y")
    }

    @Test("BarMark(x:y:) with a category y draws horizontal bars")
    func barHorizontal() throws {
        try assertChartSnapshot(Chart(data, id: \.name) { element in
            BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name))
        }, named: "bar-horizontal")
    }

    @Test("BarMark(x:yStart:yEnd:) draws a 1-D bar between points")
    func barXPixels() throws {
        try assertChartSnapshot(Chart {
            BarMark(x: .value("Sales", 60), yStart: 40, yEnd: 100)
            BarMark(x: .value("Sales", 30), yStart: 40, yEnd: 100)
        }, named: "bar-x-ystart-yend-points")
    }

    @Test("BarMark(xStart:xEnd:y:) with points draws a vertical 1-D stack")
    func barYPixels() throws {
        try assertChartSnapshot(Chart {
            BarMark(xStart: 100, xEnd: 200, y: .value("Sales", 60))
            BarMark(xStart: 100, xEnd: 200, y: .value("Sales", 30))
        }, named: "bar-xstart-xend-points-y")
    }

    @Test("BarMark(xStart:xEnd:y:) draws Gantt bars")
    func barGantt() throws {
        try assertChartSnapshot(Chart(tasks, id: \.name) { task in
            BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
        }, named: "bar-gantt")
    }

    @Test("BarMark(x:yStart:yEnd:) draws floating columns")
    func barRange() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            BarMark(x: .value("Month", t.month), yStart: .value("Low", t.low), yEnd: .value("High", t.high), width: .ratio(0.4))
        }, named: "bar-x-ystart-yend")
    }

    @Test("BarMark(xStart:xEnd:yStart:yEnd:) with point ends draws a band over x")
    func barXRangePixels() throws {
        try assertChartSnapshot(Chart {
            BarMark(xStart: .value("From", 2), xEnd: .value("To", 5), yStart: 20, yEnd: 120)
            BarMark(xStart: .value("From", 6), xEnd: .value("To", 9))
        }, named: "bar-xstart-xend-points")
    }

    @Test("BarMark(xStart:xEnd:yStart:yEnd:) with point x ends draws a band over y")
    func barYRangePixels() throws {
        try assertChartSnapshot(Chart {
            BarMark(xStart: 40, xEnd: 200, yStart: .value("From", 20), yEnd: .value("To", 60))
        }, named: "bar-ystart-yend-points")
    }

    @Test("BarMark over days spans each day")
    func barDays() throws {
        try assertChartSnapshot(Chart(SalesData.last365Days.prefix(30), id: \.day) { sale in
            BarMark(x: .value("Day", sale.day, unit: .day, calendar: utc), y: .value("Sales", sale.sales))
        }.chartCalendar(utc), named: "bar-days")
    }

    @Test("LineMark(x:y:) joins points in order")
    func lineXY() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            LineMark(x: .value("Day", day), y: .value("Sales", value))
        }, named: "line-x-y")
    }

    @Test("LineMark(x:y:series:) draws one line per series")
    func lineSeries() throws {
        try assertChartSnapshot(Chart(weekSales, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), series: .value("City", sale.city))
        }, named: "line-series")
    }

    @Test("PointMark(x:y:) draws circles")
    func pointXY() throws {
        try assertChartSnapshot(Chart(0..<20, id: \.self) { i in
            PointMark(x: .value("x", Double(i)), y: .value("y", Double((i * 37) % 17)))
        }, named: "point-x-y")
    }

    @Test("PointMark(x:y:) with a point x draws a strip")
    func pointYOnly() throws {
        try assertChartSnapshot(Chart(0..<10, id: \.self) { i in
            PointMark(y: .value("y", Double(i * i)))
        }, named: "point-y-only")
    }

    @Test("PointMark(x:y:) with a point y draws a strip")
    func pointXOnly() throws {
        try assertChartSnapshot(Chart(0..<10, id: \.self) { i in
            PointMark(x: .value("x", Double(i * i)), y: 40)
        }, named: "point-x-only")
    }

    @Test("AreaMark(x:y:) fills from zero")
    func areaXY() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            AreaMark(x: .value("Day", day), y: .value("Sales", value))
        }, named: "area-x-y")
    }

    @Test("AreaMark(x:y:series:stacking:) stacks series")
    func areaSeries() throws {
        try assertChartSnapshot(Chart(weekSales, id: \.sales) { sale in
            AreaMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), series: .value("City", sale.city))
                .foregroundStyle(by: .value("City", sale.city))
        }, named: "area-series-stacked")
    }

    @Test("AreaMark(x:y:stacking: .center) draws a streamgraph")
    func areaStream() throws {
        try assertChartSnapshot(Chart(weekSales, id: \.sales) { sale in
            AreaMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), stacking: .center)
                .foregroundStyle(by: .value("City", sale.city))
                .interpolationMethod(.catmullRom)
        }, named: "area-stream")
    }

    @Test("AreaMark(x:yStart:yEnd:) fills a band")
    func areaBand() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            AreaMark(x: .value("Month", t.month), yStart: .value("Low", t.low), yEnd: .value("High", t.high))
                .opacity(0.4)
            LineMark(x: .value("Month", t.month), y: .value("Mean", (t.low + t.high) / 2))
        }, named: "area-band")
    }

    @Test("AreaMark(x:yStart:yEnd:series:) fills one band per series")
    func areaBandSeries() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            AreaMark(x: .value("Month", t.month), yStart: .value("Low", t.low), yEnd: .value("High", t.high), series: .value("S", "a"))
                .foregroundStyle(by: .value("S", "a"))
            AreaMark(x: .value("Month", t.month), yStart: .value("Low", t.low + 10), yEnd: .value("High", t.high + 10), series: .value("S", "b"))
                .foregroundStyle(by: .value("S", "b"))
        }, named: "area-band-series")
    }

    @Test("AreaMark(xStart:xEnd:y:) fills a horizontal band")
    func areaHorizontal() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            AreaMark(xStart: .value("Low", t.low), xEnd: .value("High", t.high), y: .value("Month", t.month))
        }, named: "area-horizontal-band")
    }

    @Test("AreaMark(xStart:xEnd:y:series:) fills horizontal bands per series")
    func areaHorizontalSeries() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            AreaMark(xStart: .value("Low", t.low), xEnd: .value("High", t.high), y: .value("Month", t.month), series: .value("S", "a"))
            AreaMark(xStart: .value("Low", t.low + 12), xEnd: .value("High", t.high + 12), y: .value("Month", t.month), series: .value("S", "b"))
                .foregroundStyle(.orange)
        }, named: "area-horizontal-band-series")
    }

    @Test("RuleMark(y:) draws a threshold across the plot")
    func ruleY() throws {
        try assertChartSnapshot(Chart {
            ForBars()
            RuleMark(y: .value("Goal", 700)).foregroundStyle(.red)
        }, named: "rule-y")
    }

    @Test("RuleMark(x:) draws a vertical rule at a category")
    func ruleX() throws {
        try assertChartSnapshot(Chart {
            ForBars()
            RuleMark(x: .value("Day", "Wed")).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
        }, named: "rule-x")
    }

    @Test("RuleMark(x:yStart:yEnd:) draws whiskers between values")
    func ruleXRange() throws {
        try assertChartSnapshot(Chart(temperatures, id: \.month) { t in
            RuleMark(x: .value("Month", t.month), yStart: .value("Low", t.low), yEnd: .value("High", t.high))
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
        }, named: "rule-x-ystart-yend")
    }

    @Test("RuleMark(x:yStart:yEnd:) with a point x draws a vertical range at that point")
    func ruleXPoint() throws {
        try assertChartSnapshot(Chart {
            RuleMark(x: 50, yStart: .value("Low", 10), yEnd: .value("High", 30))
            RuleMark(yStart: .value("Low", 5), yEnd: .value("High", 20))
        }, named: "rule-x-point")
    }

    @Test("RuleMark(xStart:xEnd:y:) draws horizontal ranges between values")
    func ruleXStartXEnd() throws {
        try assertChartSnapshot(Chart(tasks, id: \.name) { task in
            RuleMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
                .lineStyle(StrokeStyle(lineWidth: 6, lineCap: .round))
        }, named: "rule-xstart-xend-y")
    }

    @Test("RuleMark(xStart:xEnd:y:) with a point y draws a horizontal range at that point")
    func ruleYPoint() throws {
        try assertChartSnapshot(Chart {
            RuleMark(xStart: .value("Start", 2), xEnd: .value("End", 8), y: 30)
            RuleMark(xStart: .value("Start", 0), xEnd: .value("End", 10))
        }, named: "rule-y-point")
    }

    @Test("RectangleMark(x:y:) draws heat-map cells")
    func rectangleXY() throws {
        try assertChartSnapshot(Chart(0..<24, id: \.self) { i in
            RectangleMark(x: .value("Hour", "h\(i % 6)"), y: .value("Day", "d\(i / 6)"))
                .foregroundStyle(by: .value("Value", Double((i * 7) % 11)))
        }, named: "rectangle-heatmap")
    }

    @Test("RectangleMark(x:yStart:yEnd:) draws candle bodies")
    func rectangleXRange() throws {
        try assertChartSnapshot(Chart {
            CandleStickMark(day: "Mon", low: 1, high: 9, open: 3, close: 7)
            CandleStickMark(day: "Tue", low: 2, high: 8, open: 6, close: 4)
            CandleStickMark(day: "Wed", low: 4, high: 12, open: 5, close: 11)
        }, named: "rectangle-candlesticks")
    }

    @Test("RectangleMark(x:yStart:yEnd:width:) with point ends draws a full-height column")
    func rectangleXPixels() throws {
        try assertChartSnapshot(Chart {
            ForBars()
            RectangleMark(x: .value("Day", "Thu"), width: .ratio(1)).foregroundStyle(.gray.opacity(0.2)).zIndex(-1)
        }, named: "rectangle-column")
    }

    @Test("RectangleMark(xStart:xEnd:y:) and (xStart:xEnd:y:height:) with points draw rows")
    func rectangleRows() throws {
        try assertChartSnapshot(Chart {
            RectangleMark(xStart: .value("Start", 1), xEnd: .value("End", 4), y: .value("Row", "a"), height: 20)
            RectangleMark(xStart: 30, xEnd: 120, y: .value("Row", "b"))
        }, named: "rectangle-rows")
    }

    @Test("RectangleMark(xStart:xEnd:yStart:yEnd:) in values, points and mixes")
    func rectangleRanges() throws {
        try assertChartSnapshot(Chart {
            RectangleMark(xStart: .value("x0", 1), xEnd: .value("x1", 3), yStart: .value("y0", 1), yEnd: .value("y1", 4))
            RectangleMark(xStart: 200, xEnd: 260, yStart: 20, yEnd: 60).foregroundStyle(.green)
            RectangleMark(xStart: 20, xEnd: 60, yStart: .value("y0", 5), yEnd: .value("y1", 8)).foregroundStyle(.orange)
            RectangleMark(xStart: .value("x0", 6), xEnd: .value("x1", 9)).foregroundStyle(.purple.opacity(0.2))
        }, named: "rectangle-ranges")
    }

    @Test("SectorMark with a range angle draws a gauge")
    func sectorRange() throws {
        try assertChartSnapshot(Chart {
            SectorMark(angle: .value("Done", 0.0..<65.0), innerRadius: .ratio(0.7), outerRadius: .inset(10)).foregroundStyle(.green)
            SectorMark(angle: .value("Left", 65.0..<100.0), innerRadius: .ratio(0.7), outerRadius: .inset(10)).foregroundStyle(.gray.opacity(0.3))
        }, named: "sector-range")
    }

    @Test("SectorMark with fixed radii draws a thin ring")
    func sectorFixed() throws {
        try assertChartSnapshot(Chart(data, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales), innerRadius: .fixed(80), outerRadius: .fixed(100), angularInset: 2)
                .foregroundStyle(by: .value("Name", element.name))
        }, named: "sector-fixed-radii")
    }
}

/// Bars for the week, as custom content.
struct ForBars: ChartContent {
    var body: some ChartContent {
        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 898))
        BarMark(x: .value("Day", "Tue"), y: .value("Sales", 412))
        BarMark(x: .value("Day", "Wed"), y: .value("Sales", 650))
        BarMark(x: .value("Day", "Thu"), y: .value("Sales", 720))
    }
}
