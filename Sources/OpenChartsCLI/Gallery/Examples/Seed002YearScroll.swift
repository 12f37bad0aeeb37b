import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: A year of daily pancake sales, a 30-day visible window.
enum Seed002YearScroll {
    static let example = GalleryExample(
        id: "seed002-year-scroll", title: "A year of daily pancake sales, a 30-day visible window", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002YearScroll.swift", content: { chart() })

    static func chart() -> some View {
        Chart {
            ForEach(pancakeYear, id: \.day) {
                BarMark(
                    x: .value("Day", $0.day, unit: .day),
                    y: .value("Sales", $0.sales)
                )
            }
            .foregroundStyle(.blue)
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 30)
        .chartCalendar(pancakeCalendar)
        .frame(width: 400, height: 300)
    }
}
