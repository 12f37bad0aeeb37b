import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// More chart bodies in the shapes public Swift Charts code takes, written as their authors
/// write them (the data is small and synthetic). Each names where its shape comes from and
/// checks something the author relies on.
@Suite("Sample corpus shapes, continued")
struct SampleCorpusMoreTests {
    struct MonthValue: Identifiable {
        var label: String
        var value: Int
        var id: String { label }
    }

    struct SeriesValue: Identifiable {
        var label: String
        var value: Int
        var series: String
        var id: String { label + series }
    }

    struct StepCount: Identifiable {
        let id = UUID()
        let date: Date
        let steps: Int
    }

    let months: [MonthValue] = zip(["Jan", "Feb", "Mar", "Apr", "May", "Jun"], [42, 55, 38, 61, 70, 48]).map(MonthValue.init)

    let quarters: [SeriesValue] = ["Q1", "Q2", "Q3", "Q4"].enumerated().flatMap { i, quarter in
        [SeriesValue(label: quarter, value: 20 + 7 * i, series: "Series A"),
         SeriesValue(label: quarter, value: 35 - 4 * i, series: "Series B")]
    }

    let steps: [StepCount] = (0..<7).map { StepCount(date: day(2024, 3, 4 + $0), steps: [4200, 8100, 6500, 9900, 3000, 12_000, 7400][$0]) }

    /// The plot rectangle of `chart` at 400 × 300.
    func plot<Content: ChartContent>(_ chart: Chart<Content>) throws -> CGRect {
        try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
    }

    // MARK: - Annotations

    @Test("mont-blanc Annotation_Overflow_X: a conditional tick and callout on the first bar, fitted inside the plot")
    func annotationOverflowFit() throws {
        let chart = Chart(months) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .annotation(spacing: .zero) {
                if item.label == "Jan" {
                    Rectangle()
                        .fill(.purple)
                        .frame(width: 4, height: 16)
                }
            }
            .annotation(spacing: 16, overflowResolution: .init(x: .fit)) {
                if item.label == "Jan" {
                    Text("Business Started")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding()
                        .background(.purple.gradient, in: .rect(cornerRadius: 8))
                }
            }
        }
        let s = try scene(chart)
        let callout = try #require(texts(s.nodes).first { $0.text == "Business Started" })
        #expect(texts(s.nodes).filter { $0.text == "Business Started" }.count == 1)
        #expect(callout.font.size == 11, "caption2")
        // Centred over the narrow first bar it would spill past the plot's left edge; `.fit`
        // moves it in, so its padded bubble starts at the plot's edge or right of it.
        let plot = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let width = FontLibraryMeasurer().width(callout.text, font: callout.font)
        let left = callout.anchor == .middle ? callout.origin.x - width / 2 : callout.origin.x
        #expect(left - 16 >= plot.minX - 1e-6, "the bubble's padding starts inside the plot")
        try assertChartSnapshot(chart, named: "corpus-more-annotation-overflow")
    }

    @Test("an hourly weather strip: point symbols as views, value labels above with a material background")
    func materialAnnotations() throws {
        let temperatures: [(hour: Int, temp: Double)] = [(6, 11.4), (9, 14.8), (12, 19.2), (15, 21.0), (18, 17.6), (21, 13.1)]
        let chart = Chart {
            ForEach(temperatures, id: \.hour) { temperature in
                LineMark(x: .value("Time", temperature.hour), y: .value("Temperature", temperature.temp))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(.white.opacity(0.4))
                PointMark(x: .value("Time", temperature.hour), y: .value("Temperature", temperature.temp))
                    .symbol {
                        Circle()
                            .frame(width: 6, height: 6)
                            .foregroundStyle(Color.orange)
                    }
                    .annotation(position: .top, alignment: .center) {
                        Text("\(temperature.temp, specifier: "%.0f")°")
                            .font(.caption)
                            .padding(2)
                            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 4))
                    }
            }
        }
        .chartYAxis(.hidden)
        .chartXAxis {
            AxisMarks(values: .automatic(desiredCount: temperatures.count)) {
                AxisValueLabel()
                    .foregroundStyle(Color.gray)
            }
        }
        .frame(height: 120)
        .padding()
        .background(Color.indigo)
        let labels = texts(try scene(chart, height: 160).nodes).map(\.text)
        #expect(["11°", "15°", "19°", "21°", "18°", "13°"].allSatisfy(labels.contains))
        try assertChartSnapshot(chart, named: "corpus-more-material-annotations", height: 160)
    }

    // MARK: - Axes

    @Test("mont-blanc AxisValueLabel_CustomizeLabels: value labels restyled with a font, a colour and an offset")
    func styledAxisValueLabels() throws {
        let chart = Chart(months) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
        }
        .chartXAxis {
            AxisMarks {
                AxisGridLine()

                AxisTick()

                AxisValueLabel()
                    .font(.title2.weight(.semibold))
                    .foregroundStyle(.orange)
                    .offset(x: 0, y: -4)
            }
        }
        let axis = try #require(object(try scene(chart), "X axis"))
        let labels = texts(axis.children)
        #expect(labels.map(\.text) == months.map(\.label))
        #expect(labels.allSatisfy { $0.font.size == 22 && $0.font.weight == 600 })
        #expect(labels.allSatisfy { $0.paint == .color(Color.orange) })
        try assertChartSnapshot(chart, named: "corpus-more-styled-axis-labels")
    }

    @Test("percent labels from `value.as(Int.self)` on fixed values, and category labels from `value.as(String.self)`")
    func percentAxisLabels() throws {
        let usage: [(name: String, percent: Double)] = [("CPU", 62.5), ("Memory", 81), ("Disk", 34), ("Network", 12)]
        let chart = Chart(usage, id: \.name) { item in
            BarMark(x: .value("Usage", item.percent), y: .value("Resource", item.name))
                .foregroundStyle(item.percent > 80 ? Color.red : Color.blue)
            RuleMark(x: .value("Limit", 80))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 5]))
        }
        .chartXScale(domain: 0...100)
        .chartXAxis {
            AxisMarks(values: [0, 25, 50, 75, 100]) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel {
                    if let intValue = value.as(Int.self) {
                        Text("\(intValue)%")
                            .font(.caption2)
                    }
                }
            }
        }
        .chartYAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let stringValue = value.as(String.self) {
                        Text(stringValue)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        let s = try scene(chart)
        #expect(texts(try #require(object(s, "X axis")).children).map(\.text) == ["0%", "25%", "50%", "75%", "100%"])
        #expect(texts(try #require(object(s, "Y axis")).children).map(\.text) == ["CPU", "Memory", "Disk", "Network"])
        try assertChartSnapshot(chart, named: "corpus-more-percent-labels")
    }

    @Test("a week of daily bars: narrow weekday labels centred on each day, chosen by an `if` inside AxisMarks")
    func weekdayLabelsCentred() throws {
        let showsWeek = true
        let chart = Chart(steps) { record in
            BarMark(
                x: .value("Date", record.date, unit: .day),
                y: .value("Count", record.steps)
            )
            .foregroundStyle(record.steps >= 8000 ? Color.green.gradient : Color.gray.gradient)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                if showsWeek {
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: utcDateTime.weekday(.narrow), centered: true)
                } else {
                    AxisValueLabel(format: utcDateTime.day(), centered: true)
                }
            }
        }
        .chartCalendar(utc)
        let s = try scene(chart)
        let labels = texts(try #require(object(s, "X axis")).children)
        #expect(labels.map(\.text) == ["M", "T", "W", "T", "F", "S", "S"])
        // Each label sits at the centre of its day's bar.
        let bars = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bars.count == 7)
        for (label, bar) in zip(labels, bars) {
            #expect(label.anchor == .middle && abs(label.origin.x - bar.midX) < 1e-6)
        }
        try assertChartSnapshot(chart, named: "corpus-more-weekday-labels")
    }

    @Test("mont-blanc AxisValueLabel_MultiLabelAlignment and AxisMarks_Preset_Options: centred y labels, an extended leading axis")
    func presetAndMultiLabelAlignment() throws {
        let chart = Chart(quarters) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(by: .value("Series", item.series))
        }
        .chartYAxis {
            AxisMarks(preset: .extended, position: .leading) {
                AxisGridLine()

                AxisTick()

                AxisValueLabel(multiLabelAlignment: .center)
            }
        }
        let s = try scene(chart)
        let plot = try plot(chart)
        let labels = texts(try #require(object(s, "Y axis")).children)
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.origin.x < plot.minX }, "a leading axis")
        try assertChartSnapshot(chart, named: "corpus-more-extended-leading")
    }

    // MARK: - Legends and colour

    @Test("mont-blanc ChartLegend_Customization: a bottom legend, centred, 50 points below the chart")
    func legendCentredWithSpacing() throws {
        let chart = Chart(quarters) { item in
            LineMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value),
                series: .value("Series", item.series)
            )
            .foregroundStyle(by: .value("Series", item.series))
        }
        .chartLegend(
            position: .bottom,
            alignment: .center,
            spacing: 50
        )
        let s = try scene(chart)
        let legend = try #require(object(s, "Legend"))
        let entries = texts(legend.children)
        #expect(entries.map(\.text) == ["Series A", "Series B"])
        let xAxis = texts(try #require(object(s, "X axis")).children)
        let lowestAxisLabel = try #require(xAxis.map(\.origin.y).max())
        #expect(entries.allSatisfy { $0.origin.y > lowestAxisLabel + 50 })
        // Centred under the plot: the first entry's start and the last entry's end are equally
        // far from the plot's edges.
        let measurer = FontLibraryMeasurer()
        let glyphs = fills(legend.children).map(\.path.boundingRect.minX) + strokeBounds(legend.children).map(\.minX)
        let left = try #require(glyphs.min())
        let last = try #require(entries.last)
        let right = last.origin.x + measurer.width(last.text, font: last.font)
        let plot = try plot(chart)
        #expect(abs((left - plot.minX) - (plot.maxX - right)) < 1)
        try assertChartSnapshot(chart, named: "corpus-more-legend-centred")
    }

    @Test("Apple's chartForegroundStyleScale example: stacked activity bars with a colour per activity")
    func stackedBarsWithStyleScale() throws {
        let activity: [(day: String, kind: String, minutes: Int)] = [
            ("Mon", "Walk", 30), ("Mon", "Run", 20), ("Tue", "Walk", 45), ("Tue", "Run", 0),
            ("Wed", "Walk", 25), ("Wed", "Run", 35),
        ]
        let chart = Chart {
            ForEach(activity, id: \.day) { item in
                BarMark(x: .value("Day", item.day), y: .value("Minutes", item.minutes))
                    .foregroundStyle(by: .value("Activity", item.kind))
                    .cornerRadius(4)
            }
        }
        .chartForegroundStyleScale(["Walk": Color.green, "Run": Color.orange])
        .chartLegend(position: .top, alignment: .trailing)
        let s = try scene(chart)
        let bars = symbolGroups(s.nodes)
        #expect(bars.count == 6)
        #expect(fillColor(bars[0]) == Color.green)
        #expect(fillColor(bars[1]) == Color.orange)
        let mon = try #require(fillBounds(bars[0])), monRun = try #require(fillBounds(bars[1]))
        #expect(close(monRun.maxY, mon.minY, 1e-6), "Run stacks on Walk")
        #expect(texts(try #require(object(s, "Legend")).children).map(\.text) == ["Walk", "Run"])
        try assertChartSnapshot(chart, named: "corpus-more-stacked-style-scale")
    }

    @Test("mont-blanc Customization_Background: a mixed colour, and a rounded tinted background behind the chart")
    func mixedColourAndRoundedBackground() throws {
        let chart = Chart(months) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(.green.mix(with: .blue, by: 0.25))
        }
        .padding()
        .background(.green.opacity(0.10), in: .rect(cornerRadius: 8))
        .padding()
        let s = try scene(chart)
        let bar = try #require(symbolGroups(s.nodes).first)
        let green = Color.green, blue = Color.blue
        let mixed = try #require(fillColor(bar))
        // A quarter of the way from green to blue: still mostly green, bluer than green.
        #expect(mixed.green > mixed.blue && mixed.blue > green.blue && mixed.blue < blue.blue)
        #expect(mixed == Color.green.mix(with: .blue, by: 0.25))
        let backdrop = try #require(fills(s.nodes).first)
        #expect(backdrop.path.boundingRect == CGRect(x: 16, y: 16, width: 368, height: 268))
        try assertChartSnapshot(chart, named: "corpus-more-mixed-colour")
    }

    @Test("jordibruin HeatMap-style: a grid of cells coloured through a Gradient range, a leading y axis")
    func heatMapGradient() throws {
        let cells = (0..<5).flatMap { day in (0..<8).map { hour in (day: day, hour: hour * 3, count: (day * 7 + hour * 5) % 11) } }
        let chart = Chart(cells, id: \.hour) { cell in
            RectangleMark(
                x: .value("Hour", "\(cell.hour)h"),
                y: .value("Day", ["Mon", "Tue", "Wed", "Thu", "Fri"][cell.day]),
                width: .ratio(1),
                height: .ratio(1)
            )
            .foregroundStyle(by: .value("Count", cell.count))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.green, .yellow, .red]))
        .chartYAxis { AxisMarks(preset: .aligned, position: .leading) }
        let s = try scene(chart)
        let marks = symbolGroups(s.nodes)
        #expect(marks.count == 40)
        let lowest = try #require(cells.firstIndex { $0.count == 0 })
        #expect(fillColor(marks[lowest]) == Color.green)
        try assertChartSnapshot(chart, named: "corpus-more-heat-map-gradient")
    }

    // MARK: - Marks

    @Test("mont-blanc RectangleMark_Interval_Annotation: bands across the whole plot from yStart and yEnd only")
    func fullWidthBands() throws {
        let maxValue = months.map(\.value).max() ?? .zero
        let chart = Chart(months) { item in
            LineMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(.blue)

            RectangleMark(
                yStart: .value("Start", maxValue),
                yEnd: .value("End", maxValue - 10)
            )
            .foregroundStyle(.green.opacity(0.1))

            RectangleMark(
                yStart: .value("Start", .zero),
                yEnd: .value("End", 10)
            )
            .foregroundStyle(.red.opacity(0.1))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let bands = symbolGroups(try scene(chart).nodes).compactMap(fillBounds).filter { close($0.width, plot.width, 1e-6) }
        #expect(!bands.isEmpty)
        let low = try #require(bands.last)
        #expect(close(low.maxY, plot.maxY, 1e-6))
        #expect(close(low.minY, plot.minY + (proxy.position(forY: 10) ?? 0), 1e-6))
        try assertChartSnapshot(chart, named: "corpus-more-full-width-bands")
    }

    @Test("error bars: a vertical RuleMark from low to high under each mean point, point symbols by group")
    func errorBars() throws {
        let measurements: [(condition: String, group: String, mean: Double, sd: Double)] = [
            ("Control", "A", 4.2, 0.8), ("Dose 1", "A", 5.6, 1.1), ("Dose 2", "B", 7.3, 0.6), ("Dose 3", "B", 6.1, 1.4),
        ]
        let chart = Chart {
            ForEach(measurements, id: \.condition) { m in
                RuleMark(
                    x: .value("Condition", m.condition),
                    yStart: .value("Low", m.mean - m.sd),
                    yEnd: .value("High", m.mean + m.sd)
                )
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round))
                .foregroundStyle(.gray)

                PointMark(
                    x: .value("Condition", m.condition),
                    y: .value("Mean", m.mean)
                )
                .symbol(by: .value("Group", m.group))
                .symbolSize(80)
                .foregroundStyle(by: .value("Group", m.group))
            }
        }
        .chartYScale(domain: 0...10)
        .chartYAxisLabel("Response (mg/L)", position: .leading)
        let s = try scene(chart)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let strokes = strokeBounds(s.nodes)
        let top = try #require(proxy.position(forY: 4.2 + 0.8)), bottom = try #require(proxy.position(forY: 4.2 - 0.8))
        #expect(strokes.contains { close($0.minY, proxy.plotRect.minY + top, 1e-6) && close($0.maxY, proxy.plotRect.minY + bottom, 1e-6) })
        #expect(texts(try #require(object(s, "Legend")).children).map(\.text) == ["A", "B"])
        #expect(texts(s.nodes).contains { $0.text == "Response (mg/L)" })
        try assertChartSnapshot(chart, named: "corpus-more-error-bars")
    }

    @Test("grouped bars with position(by:) and a value label above each bar")
    func groupedBarsWithLabels() throws {
        let revenue: [(quarter: String, year: String, amount: Int)] = [
            ("Q1", "2023", 12), ("Q1", "2024", 15), ("Q2", "2023", 18), ("Q2", "2024", 21), ("Q3", "2023", 9), ("Q3", "2024", 14),
        ]
        let chart = Chart(revenue, id: \.amount) { item in
            BarMark(
                x: .value("Quarter", item.quarter),
                y: .value("Revenue", item.amount)
            )
            .foregroundStyle(by: .value("Year", item.year))
            .position(by: .value("Year", item.year))
            .annotation(position: .top) {
                Text("\(item.amount)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .chartLegend(position: .bottom)
        let s = try scene(chart)
        let bars = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bars.count == 6)
        #expect(close(bars[0].maxX, bars[1].minX, 1e-6) || bars[0].maxX < bars[1].minX, "side by side, 2023 first")
        #expect(close(bars[0].maxY, bars[1].maxY, 1e-6), "both from zero")
        let label = try #require(texts(s.nodes).first { $0.text == "21" })
        let width = FontLibraryMeasurer().width(label.text, font: label.font)
        let middle = label.anchor == .middle ? label.origin.x : label.origin.x + width / 2
        #expect(label.origin.y < bars[3].minY && abs(middle - bars[3].midX) < 1e-6, "over the 2024 Q2 bar")
        try assertChartSnapshot(chart, named: "corpus-more-grouped-bars")
    }

    @Test("a pie with angular insets and percentage labels in each slice through overlay annotations")
    func pieWithSliceLabels() throws {
        let shares: [(name: String, count: Int)] = [("Cats", 45), ("Dogs", 30), ("Fish", 15), ("Birds", 10)]
        let total = shares.reduce(0) { $0 + $1.count }
        let chart = Chart(shares, id: \.name) { share in
            SectorMark(
                angle: .value("Count", share.count),
                angularInset: 2
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Pet", share.name))
            .annotation(position: .overlay) {
                Text("\(share.count * 100 / total)%")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
            }
        }
        .chartLegend(position: .trailing, alignment: .center)
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).count == 4)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let centre = CGPoint(x: proxy.plotRect.midX, y: proxy.plotRect.midY)
        let radius = min(proxy.plotRect.width, proxy.plotRect.height) / 2
        let labels = texts(s.nodes).filter { $0.text.hasSuffix("%") }
        #expect(labels.map(\.text) == ["45%", "30%", "15%", "10%"])
        // Each label is inside the circle, on the side of its slice: Cats (0°–162°) on the right.
        #expect(labels.allSatisfy { hypot($0.origin.x - centre.x, $0.origin.y - centre.y) < radius })
        #expect(labels[0].origin.x > centre.x)
        #expect(texts(try #require(object(s, "Legend")).children).map(\.text) == shares.map(\.name))
        try assertChartSnapshot(chart, named: "corpus-more-pie-labels")
    }

    @Test("a step-end balance line with a selection rule raised 10 points above the plot, AxisMarks without a value")
    func stepLineWithSelectionRule() throws {
        let balance: [(date: Date, balance: Double)] = (0..<10).map { (day(2024, 1, 1 + 3 * $0), 100 + Double(($0 * 37) % 50) - 20) }
        let selected = balance[4]
        let chart = Chart {
            ForEach(balance, id: \.date) { point in
                LineMark(
                    x: .value("Date", point.date),
                    y: .value("Balance", point.balance)
                )
                .interpolationMethod(.stepEnd)
            }
            RuleMark(x: .value("Selected", selected.date))
                .foregroundStyle(.gray.opacity(0.3))
                .offset(yStart: -10)
                .zIndex(-1)
        }
        .chartXSelection(value: .constant(selected.date))
        .chartXAxis {
            AxisMarks(values: .automatic) {
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartYAxis {
            AxisMarks(values: .automatic) {
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartCalendar(utc)
        let plot = try plot(chart)
        let rule = try #require(strokeBounds(try scene(chart).nodes).first { close($0.width, 0, 1e-6) && $0.height > plot.height })
        #expect(close(rule.minY, plot.minY - 10, 1e-6) && close(rule.maxY, plot.maxY, 1e-6))
        try assertChartSnapshot(chart, named: "corpus-more-step-selection")
    }

    @Test("a symbol(by:) and lineStyle(by:) line chart, with chartSymbolScale and a plot style border")
    func symbolsAndPlotStyle() throws {
        let chart = Chart(quarters) { item in
            LineMark(
                x: .value("Quarter", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(by: .value("Series", item.series))
            .symbol(by: .value("Series", item.series))
            .lineStyle(by: .value("Series", item.series))
        }
        .chartSymbolScale(["Series A": .circle, "Series B": .square])
        .chartPlotStyle { plotArea in
            plotArea
                .background(.gray.opacity(0.1))
                .border(.gray.opacity(0.5), width: 1)
        }
        let s = try scene(chart.frame(height: 220), height: 220)
        let plot = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 220)).plotRect
        // The plot style's background fills exactly the plot area.
        let backdrop = try #require(fills(s.nodes).first { $0.paint == .color(Color.gray.opacity(0.1)) })
        #expect(backdrop.path.boundingRect == plot)
        #expect(texts(try #require(object(s, "Legend")).children).map(\.text) == ["Series A", "Series B"])
        try assertChartSnapshot(chart.frame(height: 220), named: "corpus-more-symbols-plot-style", height: 220)
    }

    // MARK: - Proxy, selection, scrolling

    @Test("a selection rule with a callout fitted to the chart and not moved vertically, from chartXSelection")
    func selectionCallout() throws {
        let fan: [(date: Date, amount: Double)] = (0..<12).map { (day(2015 + $0, 1, 1), 1000 * pow(1.07, Double($0))) }
        let selectedDate: Date? = fan[11].date
        let selectedPoint = selectedDate.flatMap { date in fan.min { abs($0.date.timeIntervalSince(date)) < abs($1.date.timeIntervalSince(date)) } }
        let chart = Chart {
            ForEach(fan, id: \.date) { point in
                AreaMark(x: .value("Date", point.date), y: .value("Amount", point.amount))
                    .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Date", point.date), y: .value("Amount", point.amount))
            }
            if let selected = selectedPoint {
                RuleMark(x: .value("Date", selected.date))
                    .foregroundStyle(Color.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1))
                    .annotation(position: .top, spacing: 4,
                                overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(selected.date, format: utcDateTime.year())
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                            Text(selected.amount, format: .number.precision(.fractionLength(0)))
                                .font(.caption.bold())
                        }
                        .padding(6)
                        .background(.background, in: .rect(cornerRadius: 6))
                    }
            }
        }
        .chartXSelection(value: .constant(selectedDate))
        .chartLegend(.hidden)
        .padding(.top, 40)
        let s = try scene(chart)
        let year = try #require(texts(s.nodes).first { $0.text == "2026" })
        let amount = try #require(texts(s.nodes).first { $0.text == "2,105" })
        let measurer = FontLibraryMeasurer()
        // Fitted to the chart: the wider line ends inside the 400-point chart.
        #expect(amount.origin.x + measurer.width(amount.text, font: amount.font) <= 400 + 1e-6)
        #expect(year.origin.y < amount.origin.y)
        try assertChartSnapshot(chart, named: "corpus-more-selection-callout")
    }

    @Test("a month bar chart whose overlay reads plotFrame and position(forX:) to place a bubble over the selected month")
    func overlayBubbleOverSelection() throws {
        let calendar = utc
        let statuses: [(date: Date, count: Int)] = (1...6).map { (day(2024, $0, 1), 3 + ($0 * 5) % 7) }
        let selectedMonth: Date? = day(2024, 3, 1)
        let selectedStatus = statuses.first { $0.date == selectedMonth }
        let chart = Chart {
            ForEach(statuses, id: \.date) { status in
                BarMark(x: .value("Month", status.date, unit: .month), y: .value("Count", status.count))
            }
            if let sel = selectedStatus {
                RuleMark(x: .value("Selected", sel.date, unit: .month))
                    .foregroundStyle(.secondary.opacity(0.35))
            }
        }
        .chartXSelection(value: .constant(selectedMonth))
        .chartOverlay { proxy in
            GeometryReader { geo in
                if let sel = selectedStatus,
                   let plotAnchor = proxy.plotFrame,
                   let center = calendar.date(byAdding: .day, value: 15, to: sel.date),
                   let xInPlot = proxy.position(forX: center) {
                    let plotFrame = geo[plotAnchor]
                    Text("\(sel.count) items")
                        .font(.caption)
                        .padding(4)
                        .background(.thinMaterial, in: Capsule())
                        .position(x: plotFrame.minX + xInPlot, y: plotFrame.minY + 12)
                }
            }
        }
        .chartCalendar(utc)
        let s = try scene(chart)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let bubble = try #require(texts(s.nodes).first { $0.text.hasSuffix("items") })
        let expected = proxy.plotRect.minX + (proxy.position(forX: day(2024, 3, 16)) ?? 0)
        let measurer = FontLibraryMeasurer()
        let middle = bubble.anchor == .middle ? bubble.origin.x : bubble.origin.x + measurer.width(bubble.text, font: bubble.font) / 2
        #expect(abs(middle - expected) < 1e-6)
        try assertChartSnapshot(chart, named: "corpus-more-overlay-bubble")
    }

    @Test("a scrollable trend: fixed domain, 7 visible days, an initial position and date labels from `value.as(Date.self)`")
    func scrollableTrend() throws {
        let points: [(date: Date, value: Double)] = (0..<28).map { (day(2024, 2, 1 + $0), 50 + 20 * sin(Double($0) / 3)) }
        let start = day(2024, 2, 1), end = day(2024, 2, 29)
        let chart = Chart(points, id: \.date) { point in
            LineMark(x: .value("Day", point.date, unit: .day), y: .value("Value", point.value))
            PointMark(x: .value("Day", point.date, unit: .day), y: .value("Value", point.value))
                .symbolSize(20)
        }
        .chartXScale(domain: start...end)
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 7)
        .chartScrollPosition(initialX: day(2024, 2, 15))
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 2)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let date = value.as(Date.self) {
                        Text(date, format: utcDateTime.day())
                    }
                }
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .chartCalendar(utc)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let leading: Date? = proxy.value(atX: 0)
        #expect(abs((leading ?? .distantPast).timeIntervalSince(day(2024, 2, 15))) < 1)
        let labels = texts(try #require(object(try scene(chart), "X axis")).children).map(\.text)
        #expect(labels.first == "15" || labels.contains("15"))
        try assertChartSnapshot(chart, named: "corpus-more-scrollable-trend")
    }

    @Test("a ChartContentBuilder function that adds a dashed rule and its annotation only for a value")
    func contentBuilderFunction() throws {
        let values: [Double?] = [3.2, nil, 5.8, 4.1]
        let chart = Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                if let value {
                    BarMark(x: .value("Index", index), y: .value("Value", value))
                        .foregroundStyle(.teal)
                }
                highlightRule(value: value, index: index, unit: "kg")
            }
        }
        .chartXScale(domain: -1...4)
        let s = try scene(chart)
        let labels = texts(s.nodes).map(\.text).filter { $0.hasSuffix("kg") }
        #expect(labels == ["3.2 kg", "5.8 kg", "4.1 kg"])
        #expect(symbolGroups(s.nodes).compactMap(fillBounds).count >= 3)
        try assertChartSnapshot(chart, named: "corpus-more-builder-function")
    }

    @ChartContentBuilder
    func highlightRule(value: Double?, index: Int, unit: String) -> some ChartContent {
        if let value, value > 0 {
            RuleMark(x: .value("Index", index))
                .lineStyle(.init(dash: [2, 2]))
                .offset(x: 0, y: 12)
                .annotation(position: .automatic, overflowResolution: .init(x: .fit(to: .plot), y: .fit(to: .plot))) {
                    VStack {
                        Text("\(value.formatted(.number.precision(.fractionLength(1)))) \(unit)")
                            .font(.caption)
                    }
                }
        }
    }

    @Test("a function plot and its area under a vectorised line, with axis titles and a fixed x domain")
    func functionPlots() throws {
        let samples = stride(from: -3.0, through: 3.0, by: 0.5).map { (x: $0, y: exp(-$0 * $0 / 2)) }
        let chart = Chart {
            AreaPlot(x: "x", y: "Density", domain: -3...3) { x in exp(-x * x / 2) }
                .foregroundStyle(.blue.opacity(0.2))
            LinePlot(samples, x: .value("x", \.x), y: .value("Density", \.y))
                .foregroundStyle(.blue)
            RuleMark(x: .value("Mean", 0))
                .foregroundStyle(.red)
                .annotation(position: .top, alignment: .trailing) {
                    Text("μ").font(.caption).foregroundStyle(.red)
                }
        }
        .chartXScale(domain: -3...3)
        .chartXAxisLabel("Standard deviations")
        .chartYAxisLabel("Density")
        let s = try scene(chart)
        #expect(texts(s.nodes).contains { $0.text == "μ" })
        #expect(texts(s.nodes).contains { $0.text == "Standard deviations" })
        try assertChartSnapshot(chart, named: "corpus-more-function-plots")
    }
}

/// The bounding boxes of every stroke in `nodes`, depth first, in scene coordinates.
private func strokeBounds(_ nodes: [SceneNode], _ transform: CGAffineTransform = .identity) -> [CGRect] {
    nodes.flatMap { node -> [CGRect] in
        switch node {
        case let .stroke(stroke): [stroke.path.applying(transform).boundingRect]
        case let .group(group): strokeBounds(group.children, group.transform.concatenating(transform))
        default: []
        }
    }
}
