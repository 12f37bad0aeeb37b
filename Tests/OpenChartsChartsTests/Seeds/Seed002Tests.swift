import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// Seed 002's chart snippets that need no selection, scrolling or SwiftUI views, compiled
/// exactly as written there (bar imports).
@Suite("Seed 002: pie charts")
struct Seed002Tests {
    @Test("The normalized stacked bar of pancake sales compiles as written and fills the plot width")
    func normalizedBar() throws {
        let chart = Chart(data, id: \.name) { element in
          BarMark(
            x: .value("Sales", element.sales),
            stacking: .normalized
          )
          .foregroundStyle(by: .value("Name", element.name))
        }
        .chartXAxis(.hidden)
        try assertChartSnapshot(chart, named: "seed002-normalized-bar")
        let bars = symbolGroups(try scene(chart).nodes)
        #expect(bars.count == 6)
        let first = try #require(bars.first.flatMap(fillBounds))
        let last = try #require(bars.last.flatMap(fillBounds))
        #expect(close(first.minX, 6))
        #expect(close(last.maxX, 394))
    }

    @Test("The pie chart compiles as written")
    func pie() throws {
        let chart = Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales)
          )
          .foregroundStyle(by: .value("Name", element.name))
        }
        try assertChartSnapshot(chart, named: "seed002-pie")
        #expect(symbolGroups(try scene(chart).nodes).count == 6)
    }

    @Test("The pie chart with angular inset compiles as written")
    func pieWithInset() throws {
        let chart = Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales),
            angularInset: 1.5
          )
          .foregroundStyle(by: .value("Name", element.name))
        }
        try assertChartSnapshot(chart, named: "seed002-pie-inset")
    }

    @Test("The pie chart with corner radius compiles as written")
    func pieWithCornerRadius() throws {
        let chart = Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales),
            angularInset: 1.5
          )
          .cornerRadius(5)
          .foregroundStyle(by: .value("Name", element.name))
        }
        try assertChartSnapshot(chart, named: "seed002-pie-corner-radius")
    }

    @Test("The donut chart compiles as written")
    func donut() throws {
        let chart = Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales),
            innerRadius: .ratio(0.618),
            angularInset: 1.5
          )
          .cornerRadius(5)
          .foregroundStyle(by: .value("Name", element.name))
        }
        try assertChartSnapshot(chart, named: "seed002-donut")
    }
}
