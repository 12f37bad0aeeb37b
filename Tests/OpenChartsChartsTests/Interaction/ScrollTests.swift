import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// Seed 002 (8:50): a year of daily bars, 30 days visible, resting on days and, for fast
/// scrolls, on the first of a month.
struct ScrollingYear: View {
    var days = SalesData.last365Days
    @Binding var position: Date

    var body: some View {
        Chart {
            ForEach(days, id: \.day) {
                BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
            }
            .foregroundStyle(.blue)
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 30)
        .chartScrollPosition(x: $position)
        .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
        .environment(\.calendar, utc)
    }
}

@Suite("Scrolling charts")
struct ScrollTests {
    let proposal = ProposedSize(width: 500, height: 300)

    func region(_ position: Date) throws -> (InteractiveScene, ScrollRegion) {
        @State var position = position
        let scene = try ScrollingYear(position: $position).makeInteractiveScene(proposal: proposal)
        return (scene, try #require(scene.scroll))
    }

    @Test("A year with a 30-day window scrolls over a strip about 365/30 windows long, from the first day")
    func stripLength() throws {
        let (_, region) = try region(day(2023, 1, 1))
        #expect(region.offset == 0)
        let windows = (region.maximumOffset + region.viewport.width / region.scale) / (region.viewport.width / region.scale)
        #expect(abs(windows - 365.0 / 30) < 0.01, "\(windows)")
        #expect(region.isDate)
        #expect(region.startValue == day(2023, 1, 1).timeIntervalSince1970)
        #expect(abs(region.valuePerPoint * Double(region.viewport.width / region.scale) - 30 * 86_400) < 1)
        #expect(region.paths.count == 2, "the plot and the x axis")
    }

    @Test("Scrolling rests on every midnight and, for fast scrolls, on the first of each month")
    func restingPlaces() throws {
        let (_, region) = try region(day(2023, 1, 1))
        // Midnights from Jan 1 to Dec 2, the last window's start (the strip's end).
        #expect(region.snaps.count == 336)
        #expect(region.snaps.last == region.maximumOffset)
        let day = region.snaps[1] - region.snaps[0]
        #expect(zip(region.snaps.dropLast(), region.snaps.dropFirst().dropLast()).allSatisfy { abs($1 - $0 - day) < 0.01 })
        // Firsts of months from Jan to Dec, and the end.
        #expect(region.majorSnaps.count == 12 + 1)
        #expect(abs(region.majorSnaps[1] - 31 * day) < 0.01, "February starts 31 days in")
    }

    @Test("The scroll position starts the page at that day; the still window shows it too")
    func initialPosition() throws {
        let march = day(2023, 3, 1)
        let (scene, region) = try region(march)
        let day = (region.snaps[1] - region.snaps[0])
        #expect(abs(region.offset - 59 * day) < 0.01)
        @State var position = march
        let still = try ScrollingYear(position: $position).makeScene(proposal: proposal)
        #expect(still != scene.base, "the page holds the whole strip")
        let proxy = try Chart {
            ForEach(SalesData.last365Days, id: \.day) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 30)
        .chartScrollPosition(initialX: march)
        .chartProxy(proposal: proposal)
        let leading: Date? = proxy.value(atX: 0)
        #expect(abs((leading ?? .distantPast).timeIntervalSince(march)) < 1)
    }

    @Test("An explicit x domain is what scrolls: the window is the visible length of it, from the initial position")
    func explicitDomainScrolls() throws {
        let days = Array(SalesData.last365Days.prefix(60))
        func chart(initialX: Date) -> Chart<some ChartContent> {
            Chart(days, id: \.day) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
                .chartXScale(domain: day(2023, 1, 1)...day(2023, 3, 31))
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 3600 * 24 * 10)
                .chartScrollPosition(initialX: initialX)
        }
        let proxy = try chart(initialX: day(2023, 2, 1)).chartProxy(proposal: proposal)
        let leading: Date? = proxy.value(atX: 0), trailing: Date? = proxy.value(atX: proxy.plotRect.width)
        #expect(abs((leading ?? .distantPast).timeIntervalSince(day(2023, 2, 1))) < 1)
        #expect(abs((trailing ?? .distantPast).timeIntervalSince(day(2023, 2, 11))) < 1)
        // A position past the end is kept inside the domain: the window ends at its end.
        let late: Date? = try chart(initialX: day(2023, 12, 1)).chartProxy(proposal: proposal).value(atX: 0)
        #expect(abs((late ?? .distantPast).timeIntervalSince(day(2023, 3, 21))) < 1)
        // The strip is the whole domain (89 days), not the 60 days of data.
        let region = try #require(try chart(initialX: day(2023, 2, 1)).makeInteractiveScene(proposal: proposal).scroll)
        #expect(region.startValue == day(2023, 1, 1).timeIntervalSince1970)
        #expect(abs(region.valuePerPoint * Double(region.viewport.width / region.scale) - 10 * 86_400) < 1)
        #expect(abs(region.offset / (region.maximumOffset + region.viewport.width / region.scale) - 31.0 / 89) < 0.01)
    }

    @Test("Without a snapping behaviour the page scrolls freely; without a visible length nothing scrolls")
    func freeAndNone() throws {
        let bars = Chart {
            ForEach(SalesData.last365Days, id: \.day) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
        }
        let free = try bars.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 30)
            .makeInteractiveScene(proposal: proposal)
        #expect(free.scroll?.snaps == [] && free.scroll?.majorSnaps == [])
        let none = try bars.chartScrollableAxes(.horizontal).makeInteractiveScene(proposal: proposal)
        #expect(none.scroll == nil)
        let wide = try bars.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 400)
            .makeInteractiveScene(proposal: proposal)
        #expect(wide.scroll == nil, "everything is visible")
    }

    @Test("Content outside the chart that reads the scroll position gets a state per resting day, outside the chart")
    func scrollStates() throws {
        let view = DaysWithTotal()
        let interactive = try view.makeInteractiveScene(proposal: .unspecified)
        let region = try #require(interactive.scroll)
        #expect(region.states.count == 91)
        #expect(region.states.map(\.offset) == region.snaps)
        #expect(region.states.allSatisfy { $0.changes.count <= 1 })
        #expect(view.position == day(2023, 1, 1), "the binding gets its value back")
        let february = try #require(region.states.first { $0.key == "2023-02-01T00:00:00.000Z" })
        let texts = textsOf(interactive.scene(applying: february.changes).nodes)
        #expect(texts.contains("Total: \(DaysWithTotal.total(from: day(2023, 2, 1)))"), "\(texts.prefix(3))")
        #expect(!texts.contains("Total: \(DaysWithTotal.total(from: day(2023, 1, 1)))"))
    }

    @Test("Numeric scrolling rests on multiples of the unit")
    func numericUnit() throws {
        let chart = Chart((0..<100).map { $0 }, id: \.self) { BarMark(x: .value("Index", $0), y: .value("Value", $0 % 7)) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 20)
            .chartScrollTargetBehavior(.valueAligned(unit: 5, majorAlignment: .page))
        let region = try #require(try chart.makeInteractiveScene(proposal: proposal).scroll)
        #expect(!region.isDate)
        let values = region.snaps.map { region.startValue + Double($0) * region.valuePerPoint }
        #expect(values.dropLast().allSatisfy { abs($0 / 5 - ($0 / 5).rounded()) < 0.01 }, "\(values)")
        #expect(region.majorSnaps.count >= 4)
    }

    @Test("A vectorized plot scrolls: the still chart shows its first window, the page its whole strip")
    func plotScrolls() throws {
        struct Sample { var t: Double; var v: Double }
        let samples = (0..<1_000).map { Sample(t: Double($0) + 50, v: sin(Double($0) / 20)) }
        let chart = Chart { LinePlot(samples, x: .value("t", \.t), y: .value("v", \.v)) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 100)
            .chartScrollTargetBehavior(.valueAligned(unit: 10))
        let proxy = try chart.chartProxy(proposal: proposal)
        #expect(close(try #require(proxy.position(forX: 50.0)), 0, 1e-6))
        #expect(close(try #require(proxy.position(forX: 150.0)), proxy.plotSize.width, 1e-6))
        let region = try #require(try chart.makeInteractiveScene(proposal: proposal).scroll)
        #expect(region.startValue == 50)
        let window = region.viewport.width / region.scale
        #expect(abs(region.maximumOffset / window - 8.99) < 1e-6, "rows 50 to 1049: ten windows less one hundredth")
        #expect(region.snaps.count == 91)
    }

    @Test("A major unit makes swipes rest on its multiples; a unit that is not finite and positive, nowhere")
    func majorUnit() throws {
        func region(_ behavior: ValueAlignedChartScrollTargetBehavior) throws -> ScrollRegion {
            let chart = Chart((0..<100).map { $0 }, id: \.self) { BarMark(x: .value("Index", $0), y: .value("Value", $0 % 7)) }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 20)
                .chartScrollTargetBehavior(behavior)
            return try #require(try chart.makeInteractiveScene(proposal: proposal).scroll)
        }
        let tens = try region(.valueAligned(unit: 5.0, majorAlignment: .unit(25.0)))
        let values = tens.majorSnaps.map { tens.startValue + Double($0) * tens.valuePerPoint }
        // Multiples of 25 the window can start at, then the far end.
        #expect(values.dropLast().allSatisfy { abs($0 / 25 - ($0 / 25).rounded()) < 0.01 }, "\(values)")
        #expect(values.count >= 3)
        #expect(tens.snaps.count > tens.majorSnaps.count)
        for bad in [0, -5, Double.nan, .infinity] {
            #expect(try region(.valueAligned(unit: 5.0, majorAlignment: .unit(bad))).majorSnaps.isEmpty)
        }
        let ints = try region(.valueAligned(unit: 5, majorAlignment: .unit(25)))
        #expect(ints.majorSnaps == tens.majorSnaps)
        #expect(try region(ValueAlignedChartScrollTargetBehavior(unit: 5, majorAlignment: .page)).majorSnaps
            == region(.valueAligned(unit: 5, majorAlignment: .page)).majorSnaps)
    }
}

/// A still chart, the seed's selectable line chart and the scrolling year, stacked.
struct Dashboard: View {
    @Binding var selected: Date?
    @Binding var position: Date

    var body: some View {
        VStack(spacing: 20) {
            Chart(cities[0].sales, id: \.day) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
                .frame(height: 150)
            SelectionPopoverChart(data: cities, rawSelectedDate: $selected)
                .frame(height: 230).padding(.top, 70)
            ScrollingYear(position: $position).frame(height: 250)
        }
        .environment(\.calendar, utc)
        .frame(width: 500, height: 900)
    }
}

/// The first 120 days of the seed's scrolling year (fewer days keep the test quick: the view is
/// drawn once per resting day), with the total of the visible 30 days above it, read from the
/// scroll position binding.
struct DaysWithTotal: View {
    static let days = Array(SalesData.last365Days.prefix(120))
    @State var position = day(2023, 1, 1)

    static func total(from start: Date) -> Int {
        days.filter { $0.day >= start && $0.day < start.addingTimeInterval(30 * 86_400) }.reduce(0) { $0 + $1.sales }
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("Total: \(Self.total(from: position))")
            ScrollingYear(days: Self.days, position: $position).frame(height: 250)
        }
        .frame(width: 500, height: 300)
    }
}

/// Every text drawn in `nodes`.
func textsOf(_ nodes: [SceneNode]) -> [String] {
    nodes.flatMap { node -> [String] in
        switch node {
        case let .text(text): [text.text]
        case let .group(group): textsOf(group.children)
        case .fill, .stroke, .symbols, .rectangles: []
        }
    }
}
