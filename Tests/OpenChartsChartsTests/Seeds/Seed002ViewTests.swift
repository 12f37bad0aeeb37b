import Foundation
import OpenCharts
import OpenChartsExamples
import OpenChartsTestSupport
import Testing

/// Seed 002's snippets that mix charts and SwiftUI views, compiled as printed (bar imports
/// and the surrounding declarations the seed elides with `...`).
@Suite("Seed 002: charts as views")
struct Seed002ViewTests {
    let mostSold = "Cachapa"

    /// 4:02, from OpenChartsExamples (Seed002Views.swift), where it is kept as printed.
    var donutWithText: some View { Seed002.donutWithText(data, mostSold: mostSold) }

    @Test("4:02 — the donut's \"Most Sold Style\" text sits centred in the hole, over the plot's centre")
    func donutWithTextInTheCenter() throws {
        try assertChartSnapshot(donutWithText, named: "seed002-donut-text")
        let s = try scene(donutWithText)
        let all = texts(s.nodes)
        let title = try #require(all.first { $0.text == "Most Sold Style" })
        let name = try #require(all.first { $0.text == "Cachapa" })
        let plot = try Chart(data, id: \.name) { SectorMark(angle: .value("Sales", $0.sales)).foregroundStyle(by: .value("Name", $0.name)) }
            .chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let measurer = FontLibraryMeasurer()
        func centreX(_ text: TextNode) -> CGFloat {
            switch text.anchor {
            case .start: text.origin.x + measurer.width(text.text, font: text.font) / 2
            case .middle: text.origin.x
            case .end: text.origin.x - measurer.width(text.text, font: text.font) / 2
            }
        }
        #expect(abs(centreX(title) - plot.midX) < 1e-6)
        #expect(abs(centreX(name) - plot.midX) < 1e-6)
        // The two lines, as a block, are centred vertically on the plot: from the title's
        // top to the name's bottom.
        let top = title.origin.y - measurer.lineMetrics(title.font).ascent
        let bottom = name.origin.y + measurer.lineMetrics(name.font).descent
        #expect(abs((top + bottom) / 2 - plot.midY) < 1e-6)
        // Drawn behind the sectors: the background comes first in the scene.
        let order = s.nodes.firstIndex { !texts([$0]).isEmpty }
        let sectors = s.nodes.firstIndex { !symbolGroups([$0]).isEmpty }
        #expect(try #require(order) < #require(sectors))
    }

    @Test("4:02 — framed, padded and stacked, the donut's text follows the plot wherever the chart is")
    func donutInAStack() throws {
        let view = VStack(spacing: 0) {
            Text("Pancakes")
            donutWithText.frame(width: 300, height: 200).padding(20)
        }
        let s = try view.makeScene(proposal: ProposedSize(width: 400, height: 300))
        let title = try #require(texts(s.nodes).first { $0.text == "Most Sold Style" })
        let heading = try #require(texts(s.nodes).first { $0.text == "Pancakes" })
        #expect(title.origin.y > heading.origin.y + 60)
        try assertChartSnapshot(view, named: "seed002-donut-text-stacked")
    }

    @Test("5:14 — a chart in a View's body renders through the view")
    func locationDetailsChart() throws {
        try assertChartSnapshot(LocationDetailsChart(data: cities).environment(\.calendar, utc), named: "seed002-location-details")
    }

    @Test("5:39 and 5:47 — chartXSelection compiles; the selected date is matched to a day")
    func selectionBinding() throws {
        var raw: Date? = day(2023, 5, 3).addingTimeInterval(3600 * 5)
        let binding = Binding(get: { raw }, set: { raw = $0 })
        let chart = SelectedLocationDetailsChart(data: cities, rawSelectedDate: binding)
        #expect(chart.selectedDate == day(2023, 5, 3))
        try assertChartSnapshot(chart.environment(\.calendar, utc), named: "seed002-selection-binding")
    }

    @Test("6:20 — the selection popover is a view annotation kept inside the chart")
    func selectionPopover() throws {
        // The popover sits above the chart (y overflow disabled), as in the seed: room is
        // made for it above, where views are not clipped to the chart.
        let popover = SelectionPopoverChart(data: cities, rawSelectedDate: .constant(day(2023, 5, 7)))
            .frame(height: 230).padding(.top, 70).environment(\.calendar, utc)
        let s = try scene(popover)
        let label = try #require(texts(s.nodes).first { $0.text.hasPrefix("Average") })
        #expect(label.origin.x + FontLibraryMeasurer().width(label.text, font: label.font) <= 400 + 1e-9)
        #expect(label.origin.y < 70)
        try assertChartSnapshot(popover, named: "seed002-selection-popover")
    }

    @Test("7:07 and 7:22 — range selection and a custom gesture compile and draw the chart")
    func rangeSelectionAndGesture() throws {
        @State var rawSelectedDate: Date?
        @State var rawSelectedRange: ClosedRange<Date>?
        @State var selectedDate: Date? = nil
        let data = cities
        let range = Chart(data) { series in
          ForEach(series.sales, id: \.day) { element in
            LineMark(
              x: .value("Day", element.day, unit: .day),
              y: .value("Sales", element.sales)
            )
          }
          .foregroundStyle(by: .value("City", series.city))
        }
        .chartXSelection(value: $rawSelectedDate)
        .chartXSelection(range: $rawSelectedRange)
        let gesture = Chart(data) { series in
          ForEach(series.sales, id: \.day) { element in
            LineMark(
              x: .value("Day", element.day, unit: .day),
              y: .value("Sales", element.sales)
            )
          }
          .foregroundStyle(by: .value("City", series.city))
        }
        .chartXSelection(value: $rawSelectedDate)
        .chartGesture { proxy in
          DragGesture(minimumDistance: 0)
            .onChanged { proxy.selectXValue(at: $0.location.x) }
            .onEnded { _ in selectedDate = nil }
        }
        #expect(selectedDate == nil)
        #expect(lineCount(try scene(range.chartCalendar(utc))) == 2)
        #expect(lineCount(try scene(gesture.chartCalendar(utc))) == 2)
    }

    @Test("7:31 — angle selection compiles; the unselected sectors fade")
    func angleSelection() throws {
        let selectedName = "Injera"
        @State var selectedAngle: Int? = 1000
        let chart = Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales),
            innerRadius: .ratio(0.618),
            angularInset: 1.5
          )
          .cornerRadius(5)
          .foregroundStyle(by: .value("Name", element.name))
          .opacity(element.name == selectedName ? 1.0 : 0.3)
        }
        .chartAngleSelection(value: $selectedAngle)
        try assertChartSnapshot(chart, named: "seed002-angle-selection")
        #expect(symbolGroups(try scene(chart).nodes).map(\.opacity) == [0.3, 1, 0.3, 0.3, 0.3, 0.3])
    }

    @Test("8:07 to 8:50 — a scrollable year of daily bars shows its first 30 days")
    func scrolling() throws {
        @State var scrollPosition = day(2023, 3, 1)
        let scrollable = Chart {
          ForEach(SalesData.last365Days, id: \.day) {
            BarMark(
              x: .value("Day", $0.day, unit: .day),
              y: .value("Sales", $0.sales)
            )
          }
          .foregroundStyle(.blue)
        }
        .chartScrollableAxes(.horizontal)
        let window = scrollable.chartXVisibleDomain(length: 3600 * 24 * 30)
        let positioned = window.chartScrollPosition(x: $scrollPosition)
        let snapping = positioned.chartScrollTargetBehavior(
          .valueAligned(
            matching: DateComponents(hour: 0),
            majorAlignment: .matching(DateComponents(day: 1))))
        try assertChartSnapshot(window.chartCalendar(utc), named: "seed002-scroll-window")
        try assertChartSnapshot(snapping.chartCalendar(utc), named: "seed002-scroll-position")
        let plot = try window.chartProxy().plotRect
        let visible = symbolGroups(try scene(window).nodes).compactMap(fillBounds).filter { $0.maxX > plot.minX + 1e-6 && $0.minX < plot.maxX - 1e-6 }
        #expect(visible.count == 30)
        let first = try #require(try snapping.chartProxy().value(atX: 0, as: Date.self))
        #expect(first == day(2023, 3, 1))
    }

    @Test("Chart modifiers also apply after view modifiers; the one nearest the chart wins")
    func modifiersAfterViewModifiers() throws {
        let pie = Chart(data, id: \.name) { SectorMark(angle: .value("Sales", $0.sales)).foregroundStyle(by: .value("Name", $0.name)) }
        let hidden = pie.frame(height: 300).chartLegend(.hidden)
        #expect(object(try scene(hidden), "Legend") == nil)
        let shownInside = pie.chartLegend(.visible).frame(height: 300).chartLegend(.hidden)
        #expect(object(try scene(shownInside), "Legend") != nil)
    }

    @Test("ImageRenderer proposes 400 × 300 to a chart with no frame; a frame sets the scene's size")
    func sizes() throws {
        let pie = Chart(data, id: \.name) { SectorMark(angle: .value("Sales", $0.sales)) }
        #expect(try ImageRenderer(content: pie).scene().size == CGSize(width: 400, height: 300))
        #expect(try ImageRenderer(content: pie.frame(width: 200, height: 120)).scene().size == CGSize(width: 200, height: 120))
    }
}

/// How many lines a scene draws.
private func lineCount(_ scene: Scene) -> Int { lineGroups(scene).count }

/// 5:47, with `data` and `endOfDay(for:)` filled in.
struct SelectedLocationDetailsChart: View {
  let data: [CitySeries]
  @Binding var rawSelectedDate: Date?

  func endOfDay(for date: Date) -> Date { date.addingTimeInterval(86_399) }

  var selectedDate: Date? {
    guard let rawSelectedDate else { return nil }
    return data.first?.sales.first(where: {
      let endOfDay = endOfDay(for: $0.day)
      return ($0.day ... endOfDay).contains(rawSelectedDate)
    })?.day
  }

  var body: some View {
    Chart {
      ForEach(data) { series in
        ForEach(series.sales, id: \.day) { element in
          LineMark(
            x: .value("Day", element.day, unit: .day),
            y: .value("Sales", element.sales)
          )
        }
        .foregroundStyle(by: .value("City", series.city))
        .symbol(by: .value("City", series.city))
        .interpolationMethod(.catmullRom)
      }
    }
    .chartXSelection(value: $rawSelectedDate)
  }
}

/// 6:20, with the popover view filled in.
struct SelectionPopoverChart: View {
  let data: [CitySeries]
  @Binding var rawSelectedDate: Date?

  var selectedDate: Date? { rawSelectedDate }

  var valueSelectionPopover: some View {
    VStack(alignment: .leading) {
      Text("Average daily sales")
        .font(.callout)
        .foregroundStyle(.secondary)
      Text("137 pancakes")
        .font(.title2.bold())
    }
    .padding(6)
    .background(Color.gray.opacity(0.12))
  }

  var body: some View {
    Chart {
      ForEach(data) { series in
        ForEach(series.sales, id: \.day) { element in
          LineMark(
            x: .value("Day", element.day, unit: .day),
            y: .value("Sales", element.sales)
          )
        }
      }
      if let selectedDate {
        RuleMark(
          x: .value("Selected", selectedDate, unit: .day)
        )
        .foregroundStyle(Color.gray.opacity(0.3))
        .offset(yStart: -10)
        .zIndex(-1)
        .annotation(
          position: .top, spacing: 0,
          overflowResolution: .init(
            x: .fit(to: .chart),
            y: .disabled
          )
        ) {
          valueSelectionPopover
        }
      }
    }
    .chartXSelection(value: $rawSelectedDate)
  }
}
