import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// The HTML pages of the seed's selection charts. Each is also written to the artifacts
/// folder's `html/` (see `artifactsFolder`), where `scripts/check_html.py` drives them in
/// headless Chromium.
@Suite("HTML pages of selectable charts")
struct HTMLPageTests {
    /// Renders `content` to HTML, writes it as `name.html` for the browser check, returns it.
    func page<V: View>(_ content: V, named name: String, width: CGFloat = 400, height: CGFloat = 300) throws -> String {
        let renderer = ImageRenderer(content: try content.makeInteractiveScene(proposal: ProposedSize(width: width, height: height)))
        let html = try renderer.html()
        try Data(html.utf8).write(to: try artifactsFolder("html").appendingPathComponent("\(name).html"))
        return html
    }

    @Test("The line chart's page holds every day's rule, hidden, and the days' keys as JSON")
    func linePage() throws {
        @State var raw: Date?
        let html = try page(popoverChart($raw), named: "line-selection")
        #expect(html.components(separatedBy: "data-oc-state=").count - 1 >= 7)
        #expect(html.contains("\"key\":\"2023-05-07T12:00:00.000Z\""))
        #expect(html.contains("<script type=\"application/json\" id=\"oc-data\">{\"selection\":\"x\""))
    }

    @Test("The donut's page selects by angle")
    func donutPage() throws {
        @State var angle: Int?
        let html = try page(SelectableDonut(selectedAngle: $angle), named: "donut-selection")
        #expect(html.contains("{\"selection\":\"angle\",\"center\":[200,"), "centred across the chart; the legend below moves it up")
    }

    @Test("A year of daily bars with value selection stays under 1 MB")
    func yearPageSize() throws {
        @State var selected: Date?
        let html = try page(SelectableDailySales(selectedDay: $selected).environment(\.calendar, utc), named: "daily-bars", width: 800)
        print("daily-bars.html: \(html.utf8.count) bytes")
        #expect(html.utf8.count < 1_000_000)
    }

    @Test("The range chart's page holds a state per pair of days, each with its ends' positions")
    func rangePage() throws {
        @State var range: ClosedRange<Date>?
        let html = try page(RangeSelectionChart(range: $range).frame(height: 230).padding(.top, 70), named: "range-selection")
        #expect(html.components(separatedBy: ",\"r\":[").count - 1 == 28)
        #expect(html.contains("\"key\":\"2023-05-02T12:00:00.000Z/2023-05-04T12:00:00.000Z\""))
    }

    @Test("The seed's chart with value and range selection writes both kinds of state")
    func valueAndRangePage() throws {
        @State var selected: Date?
        @State var range: ClosedRange<Date>?
        let html = try page(ValueAndRangeChart(selected: $selected, range: $range), named: "value-and-range")
        #expect(html.components(separatedBy: ",\"r\":[").count - 1 == 28)
    }

    @Test("Hostile names in a range selection's keys and popover reach the page only escaped")
    func hostileRangeEscaped() throws {
        @State var range: ClosedRange<String>?
        let html = try page(HostileRange(range: $range), named: "hostile-range")
        for name in hostileNames where name.contains("<") || name.contains("\"") {
            #expect(!html.contains(name), "\(name) appears unescaped")
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 2, "only the JSON block and the page's script")
        #expect(html.contains(",\"r\":["))
    }

    @Test("Twenty-four named bars, six at a time, resting on each and limited to a page a drag")
    func categoryScrollPage() throws {
        let chart = Chart(CategoryScrollTests.names, id: \.self) { name in
            BarMark(x: .value("Item", name), y: .value("Count", Int(name.suffix(2))!))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 6)
        .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page, limitBehavior: .always))
        let html = try page(chart, named: "category-scroll", width: 500)
        #expect(html.components(separatedBy: " role=\"graphics-symbol\"").count - 1 == 24, "every bar once")
        #expect(html.contains(#""limit":true"#))
    }

    @Test("The scrolling year's page holds the whole strip once, with its resting places, under 1 MB")
    func scrollPage() throws {
        @State var position = day(2023, 1, 1)
        let html = try page(ScrollingYear(position: $position), named: "year-scroll", width: 500)
        print("year-scroll.html: \(html.utf8.count) bytes")
        #expect(html.utf8.count < 1_000_000)
        #expect(html.components(separatedBy: "data-oc-scroll=").count - 1 == 2)
        #expect(html.contains("\"scroll\":{\"view\":["))
        #expect(html.components(separatedBy: " role=\"graphics-symbol\"").count - 1 == 365, "every bar once")
    }

    @Test("A chart wrapped in padding and a frame is interactive through ImageRenderer alone")
    func wrappedChart() throws {
        @State var selected: Date?
        let wrapped = popoverChart($selected).padding(10).frame(width: 420, height: 320)
        let html = try ImageRenderer(content: wrapped).html()
        #expect(html.contains("{\"selection\":\"x\""))
        #expect(html.components(separatedBy: "data-oc-state=").count - 1 >= 7)
    }

    @Test("In a stack, a selectable chart after a still one gets the selection, and a scrolling chart beside it scrolls")
    func dashboardPage() throws {
        @State var selected: Date?
        @State var position = day(2023, 1, 1)
        let interactive = try Dashboard(selected: $selected, position: $position).makeInteractiveScene(proposal: .unspecified)
        guard case let .x(mapping)? = interactive.selectionAxis else {
            Issue.record("the line chart's selection expected")
            return
        }
        #expect(interactive.states.count == 7)
        let scroll = try #require(interactive.scroll)
        #expect(scroll.viewport.minY > mapping.plotFrame.maxY, "the scrolling chart is below the line chart")
        #expect(mapping.plotFrame.minY > 150, "the line chart is below the still one")
        _ = try page(Dashboard(selected: $selected, position: $position), named: "dashboard", width: 500, height: 900)
    }

    @Test("Two selectable charts in a stack both select: a state names its chart")
    func twoChartsPage() throws {
        @State var selected: Date?
        @State var angle: Int?
        let view = VStack(spacing: 10) {
            popoverChart($selected)
            SelectableDonut(selectedAngle: $angle).frame(height: 300)
        }
        .frame(width: 400, height: 620)
        let interactive = try view.makeInteractiveScene(proposal: .unspecified)
        #expect(interactive.selectionAxes.count == 2)
        #expect(interactive.states.filter { $0.axis == 0 }.count == 7)
        #expect(interactive.states.filter { $0.axis == 1 }.count == 6)
        guard case .angle? = interactive.selectionAxes.last else {
            Issue.record("the donut's angle selection expected second")
            return
        }
        let html = try page(view, named: "two-charts", width: 400, height: 620)
        #expect(html.contains(",\"more\":[{\"selection\":\"angle\",\"center\":["))
        #expect(html.components(separatedBy: ",\"g\":1,").count - 1 == 6)
    }

    @Test("Scrolling days with their window's total above: the total's states ship with the scroll")
    func yearTotalPage() throws {
        let html = try page(DaysWithTotal(), named: "year-total", width: 500, height: 300)
        #expect(html.components(separatedBy: "{\"o\":").count - 1 == 91)
        print("year-total.html: \(html.utf8.count) bytes")
        #expect(html.utf8.count < 1_000_000)
    }

    @Test("Hostile category names reach the page only escaped: as text, in attributes and in the JSON")
    func hostileNamesEscaped() throws {
        @State var selected: String?
        let html = try page(HostileBars(selected: $selected), named: "hostile")
        for name in hostileNames where name.contains("<") || name.contains("\"") {
            #expect(!html.contains(name), "\(name) appears unescaped")
        }
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2, "only the JSON block and the page's script")
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        // Not a link anywhere: the page has no href, src or action attribute at all.
        #expect(!html.contains("href=") && !html.contains("src=\"") && !html.contains("action="))
    }
}
