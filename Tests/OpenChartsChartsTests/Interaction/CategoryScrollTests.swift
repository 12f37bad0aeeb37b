import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// Scrolling a category axis: Swift Charts' visible domain length is then "the number of
/// visible categories".
@Suite("Scrolling category axes")
struct CategoryScrollTests {
    static let names = (1...24).map { String(format: "Item %02d", $0) }
    let proposal = ProposedSize(width: 400, height: 300)

    func bars(length: Int = 6) -> Chart<some ChartContent> {
        Chart(Self.names, id: \.self) { name in
            BarMark(x: .value("Item", name), y: .value("Count", name.count + Int(name.suffix(2))!))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: length)
    }

    func html(_ chart: Chart<some ChartContent>) throws -> String {
        try ImageRenderer(content: chart.frame(width: proposal.width, height: proposal.height)).html()
    }

    @Test("The still chart shows the first `length` categories, each a sixth of the plot, and labels only them")
    func stillWindow() throws {
        let chart = bars()
        let proxy = try chart.chartProxy(proposal: proposal)
        let step = proxy.plotSize.width / 6
        #expect(close(try #require(proxy.position(forX: "Item 01")), step / 2, 1e-6))
        #expect(close(try #require(proxy.position(forX: "Item 06")), 5.5 * step, 1e-6))
        #expect(try #require(proxy.position(forX: "Item 07")) > proxy.plotSize.width, "the seventh is past the window")
        let labels = texts(try #require(object(try scene(chart), "X axis")).children).map(\.text)
        #expect(labels == Array(Self.names.prefix(6)))
    }

    @Test("The scroll position starts the window at its category; near the end the window holds the last ones")
    func startsAtPosition() throws {
        let proxy = try bars().chartScrollPosition(initialX: "Item 10").chartProxy(proposal: proposal)
        let step = proxy.plotSize.width / 6
        #expect(close(try #require(proxy.position(forX: "Item 10")), step / 2, 1e-6))
        #expect(try #require(proxy.position(forX: "Item 09")) < 0)
        let end = try bars().chartScrollPosition(initialX: "Item 22").chartProxy(proposal: proposal)
        #expect(close(try #require(end.position(forX: "Item 24")), 5.5 * step, 1e-6), "the window ends at the last category")
        let unknown = try bars().chartScrollPosition(initialX: "Nothing").chartProxy(proposal: proposal)
        #expect(close(try #require(unknown.position(forX: "Item 01")), step / 2, 1e-6))
    }

    @Test("A window as long as the categories, or one that is not finite and positive, shows them all")
    func wholeAxis() throws {
        for length in [24.0, 30, 0, -3, .nan, .infinity] {
            let proxy = try Chart(Self.names, id: \.self) { BarMark(x: .value("Item", $0), y: .value("Count", 1)) }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: length)
                .chartProxy(proposal: proposal)
            let last = try #require(proxy.position(forX: "Item 24"))
            #expect(last < proxy.plotSize.width, "length \(length)")
        }
    }

    @Test("Horizontal bars scrolling vertically show `length` categories from the top")
    func verticalWindow() throws {
        let chart = Chart(Self.names, id: \.self) { name in
            BarMark(x: .value("Count", Int(name.suffix(2))!), y: .value("Item", name))
        }
        .chartScrollableAxes(.vertical)
        .chartYVisibleDomain(length: 5)
        let proxy = try chart.chartProxy(proposal: proposal)
        #expect(close(try #require(proxy.position(forY: "Item 01")), proxy.plotSize.height / 10, 1e-6))
        #expect(try #require(proxy.position(forY: "Item 06")) > proxy.plotSize.height)
        let labels = texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text)
        #expect(labels == Array(Self.names.prefix(5)))
    }

    @Test("The page scrolls a strip of all the categories, reporting the category at the leading edge")
    func page() throws {
        let region = try #require(try bars().chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
            .makeInteractiveScene(proposal: proposal).scroll)
        #expect(region.categories == Self.names)
        #expect(region.offset == 0 && region.startValue == 0)
        let window = region.viewport.width / region.scale
        #expect(abs(region.valuePerPoint * Double(window) - 6) < 1e-9)
        #expect(abs(region.maximumOffset - 3 * window) < 1e-6, "24 categories are four windows")
        // A resting place at each category's start the window can begin at, and each page.
        #expect(region.snaps.count == 19)
        let step = window / 6
        #expect(zip(region.snaps, 0...).allSatisfy { abs($0 - CGFloat($1) * step) < 1e-6 })
        #expect(region.majorSnaps.count == 4)
        #expect(region.paths.count == 2, "the plot and the x axis")
        let html = try html(bars())
        #expect(html.contains(#""cats":["Item 01","Item 02""#))
    }

    @Test("A string scroll position binding gets a state per resting category")
    func positionStates() throws {
        let view = ItemsWithLabel()
        let region = try #require(try view.makeInteractiveScene(proposal: .unspecified).scroll)
        #expect(region.states.map(\.key) == Array(Self.names.prefix(19)))
        #expect(view.position == "Item 01", "the binding gets its value back")
    }

    @Test("A limited behaviour limits each drag to a page: always, never, or for a compact chart")
    func limit() throws {
        func limits(_ behavior: ValueAlignedChartScrollTargetBehavior, width: CGFloat = 400) throws -> Bool {
            let scene = try bars().chartScrollTargetBehavior(behavior).makeInteractiveScene(proposal: ProposedSize(width: width, height: 300))
            return try #require(scene.scroll).limitsGestures
        }
        #expect(try limits(.valueAligned(unit: 1, limitBehavior: .always), width: 800))
        #expect(try !limits(.valueAligned(unit: 1, limitBehavior: .never)))
        #expect(try limits(.valueAligned(unit: 1)), "400 points is compact")
        #expect(try !limits(.valueAligned(unit: 1), width: 800))
        let html = try html(bars().chartScrollTargetBehavior(.valueAligned(unit: 1, limitBehavior: .always)))
        #expect(html.contains(#""limit":true"#))
    }

    @Test("The two-axis alignments rest along x on their x unit or components")
    func twoAxisForms() throws {
        func snaps(_ behavior: ValueAlignedChartScrollTargetBehavior) throws -> [CGFloat] {
            try #require(try bars().chartScrollTargetBehavior(behavior).makeInteractiveScene(proposal: proposal).scroll).snaps
        }
        let units = try snaps(.valueAligned(unit: 1))
        #expect(try snaps(.valueAligned(xUnit: 1, yUnit: 10)) == units)
        #expect(try snaps(.valueAligned(xUnit: 1, yMatching: DateComponents(hour: 0), limitBehavior: .never)) == units)
        #expect(try snaps(.valueAligned(xMatching: DateComponents(hour: 0), yUnit: 5)).isEmpty, "no dates on this x axis")
        let both = ValueAlignedChartScrollTargetBehavior(xMatching: DateComponents(hour: 0), yMatching: DateComponents(day: 1),
                                                         xMajorAlignment: .matching(DateComponents(day: 1)))
        #expect(both.matching == DateComponents(hour: 0) && both.limitBehavior == .automatic)
    }
}

/// The categories with a label of the first visible one above them, read from the scroll
/// position binding.
struct ItemsWithLabel: View {
    @State var position = "Item 01"

    var body: some View {
        VStack(spacing: 8) {
            Text("From \(position)")
            Chart(CategoryScrollTests.names, id: \.self) { BarMark(x: .value("Item", $0), y: .value("Count", 3)) }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 6)
                .chartScrollPosition(x: $position)
                .chartScrollTargetBehavior(.valueAligned(unit: 1))
        }
        .frame(width: 400, height: 300)
    }
}
