import Foundation
import OpenCharts
import OpenChartsExamples
import OpenChartsTestSupport
import Testing

/// The seed's city series: Cupertino and San Francisco, daily average sales for a week.
/// (OpenChartsExamples' `pancakeCities`, which the gallery draws too.)
let cities: [CitySeries] = pancakeCities

/// Seed 002's snippets that use `ForEach`, compiled as printed (bar imports and the
/// surrounding SwiftUI `View`), through the views layer's `ForEach` as chart content.
@Suite("Seed 002: charts with ForEach")
struct Seed002ForEachTests {
    @Test("5:14 — average sales by city: one catmull-rom line per city with symbols and a legend")
    func averageSalesByCity() throws {
        let data = cities
        let chart = Chart {
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
        try assertChartSnapshot(chart.chartCalendar(utc), named: "seed002-sales-by-city")
        let s = try scene(chart)
        #expect(lineGroups(s).map(\.accessibilityLabel) == ["Cupertino, Line, 7 points", "San Francisco, Line, 7 points"])
        #expect(object(s, "Legend").map { texts($0.children).map(\.text) } == ["Cupertino", "San Francisco"])
    }

    @Test("6:06 — the selection rule sits behind the lines and reaches 10 points above the plot")
    func selectionRule() throws {
        let data = cities
        let selectedDate: Date? = day(2023, 5, 4)
        let chart = Chart {
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
          }
        }
        try assertChartSnapshot(chart.chartCalendar(utc), named: "seed002-selection-rule")
        let plot = try chart.chartProxy().plotRect
        let rule = try #require(firstStroke(try scene(chart).nodes) { $0.accessibilityLabel?.hasPrefix("May 4") ?? false })
        #expect(close(rule.path.points[0].y, plot.minY - 10))
    }

    @Test("7:54 — a year of daily sales as blue bars, one per day")
    func dailySales() throws {
        let chart = Chart {
          ForEach(SalesData.last365Days, id: \.day) {
            BarMark(
              x: .value("Day", $0.day, unit: .day),
              y: .value("Sales", $0.sales)
            )
          }
          .foregroundStyle(.blue)
        }
        try assertChartSnapshot(chart.chartCalendar(utc), named: "seed002-daily-sales", width: 600)
        let bars = symbolGroups(try scene(chart).nodes)
        #expect(bars.count == 365)
        #expect(bars.allSatisfy { fillColor($0) == .blue })
    }
}
