import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// The seed's two-city line chart (7:07) with range selection, drawing a rectangle over the
/// selected range, as the seed's range chapter does.
struct RangeSelectionChart: View {
    @Binding var range: ClosedRange<Date>?

    var body: some View {
        Chart {
            ForEach(cities) { series in
                ForEach(series.sales, id: \.day) { element in
                    LineMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                }
                .foregroundStyle(by: .value("City", series.city))
            }
            if let range {
                RectangleMark(xStart: .value("Start", range.lowerBound), xEnd: .value("End", range.upperBound))
                    .foregroundStyle(Color.blue.opacity(0.15))
            }
        }
        .chartXSelection(range: $range)
        .environment(\.calendar, utc)
    }
}

/// The seed's chart at 7:07: value and range selection together, a rule on the selected day
/// and a rectangle over the selected range.
struct ValueAndRangeChart: View {
    @Binding var selected: Date?
    @Binding var range: ClosedRange<Date>?

    var body: some View {
        Chart {
            ForEach(cities) { series in
                ForEach(series.sales, id: \.day) { element in
                    LineMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                }
                .foregroundStyle(by: .value("City", series.city))
            }
            if let selected {
                RuleMark(x: .value("Selected", selected, unit: .day)).foregroundStyle(Color.gray.opacity(0.5))
            }
            if let range {
                RectangleMark(xStart: .value("Start", range.lowerBound), xEnd: .value("End", range.upperBound))
                    .foregroundStyle(Color.blue.opacity(0.15))
            }
        }
        .chartXSelection(value: $selected)
        .chartXSelection(range: $range)
        .environment(\.calendar, utc)
    }
}

/// A year of daily bars whose bars outside the selected range are dimmed: every range
/// changes hundreds of nodes.
struct DimmedYear: View {
    @Binding var range: ClosedRange<Date>?

    var body: some View {
        Chart {
            ForEach(SalesData.last365Days, id: \.day) { element in
                BarMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                    .opacity(range.map { $0.contains(element.day) } ?? true ? 1 : 0.3)
            }
        }
        .chartXSelection(range: $range)
        .environment(\.calendar, utc)
    }
}

@Suite("Range selection")
struct RangeSelectionTests {
    @Test("Seven days give a state for every range between two of them, each with the range's rectangle")
    func statesForEveryRange() throws {
        @State var range: ClosedRange<Date>?
        let scene = try RangeSelectionChart(range: $range).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(scene.states.count == 7 * 8 / 2)
        #expect(scene.states.allSatisfy { $0.range != nil && $0.changes.count == 1 })
        #expect(scene.states.first?.key == "2023-05-01T12:00:00.000Z/2023-05-01T12:00:00.000Z")
        #expect(scene.states.last?.key == "2023-05-07T12:00:00.000Z/2023-05-07T12:00:00.000Z")
        #expect(scene.states.contains { $0.key == "2023-05-02T12:00:00.000Z/2023-05-05T12:00:00.000Z" })
        for state in scene.states {
            guard let range = state.range else { continue }
            #expect(range.lowerBound <= range.upperBound)
            #expect(state.position == range.lowerBound)
        }
        #expect(range == nil, "the binding gets its original value back")
    }

    @Test("Value and range selection together: a state per day, then one per range")
    func valueAndRange() throws {
        @State var selected: Date?
        @State var range: ClosedRange<Date>?
        let scene = try ValueAndRangeChart(selected: $selected, range: $range).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(scene.states.prefix(7).allSatisfy { $0.range == nil })
        #expect(scene.states.dropFirst(7).allSatisfy { $0.range != nil })
        #expect(scene.states.count == 7 + 28)
        guard case let .x(mapping)? = scene.selectionAxis else {
            Issue.record("x selection expected")
            return
        }
        #expect(mapping.positions.count == 7)
        #expect(selected == nil && range == nil)
    }

    @Test("The range ends sit at the days' positions on the x scale")
    func rangeEndsAtDays() throws {
        @State var range: ClosedRange<Date>?
        let scene = try RangeSelectionChart(range: $range).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        let ends = Set(scene.states.compactMap { $0.range?.lowerBound }).sorted()
        #expect(ends.count == 7)
        guard case let .x(mapping)? = scene.selectionAxis else {
            Issue.record("x selection expected")
            return
        }
        #expect(mapping.positions.isEmpty, "no value selection, so no value positions")
        let steps = zip(ends, ends.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { abs($0 - steps[0]) < 0.01 }, "days are evenly spaced: \(steps)")
    }

    @Test("Ranges that change hundreds of nodes each get a coarser grid of ends, within the node budget")
    func dimmedYearKeepsBudget() throws {
        @State var range: ClosedRange<Date>?
        let scene = try DimmedYear(range: $range).makeInteractiveScene(proposal: ProposedSize(width: 800, height: 300))
        let ends = Set(scene.states.compactMap { $0.range?.lowerBound })
        #expect(ends.count >= 2 && ends.count < 32)
        #expect(scene.states.count == ends.count * (ends.count + 1) / 2)
        let nodes = scene.states.reduce(0) { $0 + $1.changes.reduce(0) { $0 + $1.nodes.count } }
        #expect(nodes <= InteractiveSceneLimits.maximumChangedNodes)
    }

    @Test("A chart drawn with a given range shows the range's content in SVG, PNG and PDF")
    func renderedRangeInEveryFormat() throws {
        @State var none: ClosedRange<Date>?
        @State var range: ClosedRange<Date>? = day(2023, 5, 2)...day(2023, 5, 4)
        let plain = ImageRenderer(content: RangeSelectionChart(range: $none).frame(width: 400, height: 300))
        let selected = ImageRenderer(content: RangeSelectionChart(range: $range).frame(width: 400, height: 300))
        let svg = try selected.svg()
        #expect(svg != (try plain.svg()))
        #expect(svg.contains("fill-opacity=\"0.15\"") || svg.contains("opacity=\"0.15\""))
        #expect(try selected.png() != (try plain.png()))
        #expect(try selected.pdf() != (try plain.pdf()))
    }

    @Test("selectXRange(from:to:) sets the binding to the dates under both ends, in order")
    func proxySelectsRange() throws {
        @State var range: ClosedRange<Date>?
        let chart = Chart(cities[0].sales, id: \.day) {
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
        }
        .chartXSelection(range: $range)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        guard let a = proxy.position(forX: day(2023, 5, 5)), let b = proxy.position(forX: day(2023, 5, 2)) else {
            Issue.record("positions expected")
            return
        }
        proxy.selectXRange(from: a, to: b)
        let selected = try #require(range)
        #expect(abs(selected.lowerBound.timeIntervalSince(day(2023, 5, 2))) < 1)
        #expect(abs(selected.upperBound.timeIntervalSince(day(2023, 5, 5))) < 1)
    }

    @Test("selectXValue(at:) sets the value binding to the value under the pointer; selectAngleValue(at:) the cumulative value")
    func proxySelectsValues() throws {
        @State var selected: Date?
        let chart = Chart(cities[0].sales, id: \.day) {
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
        }
        .chartXSelection(value: $selected)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let x = try #require(proxy.position(forX: day(2023, 5, 3)))
        proxy.selectXValue(at: x)
        #expect(abs((selected ?? .distantPast).timeIntervalSince(day(2023, 5, 3))) < 1)

        @State var angle: Double?
        let pie = Chart([3.0, 1.0], id: \.self) { SectorMark(angle: .value("Value", $0)) }
            .chartAngleSelection(value: $angle)
        let pieProxy = try pie.chartProxy(proposal: ProposedSize(width: 300, height: 300))
        let plot = pieProxy.plotRect
        // Straight below the centre: half a turn, half the total of 4.
        pieProxy.selectAngleValue(at: CGPoint(x: plot.width / 2, y: plot.height - 1))
        #expect(abs((angle ?? 0) - 2) < 0.01)
    }
}
