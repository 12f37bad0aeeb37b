import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Daily pancake sales in two cities, catmull-rom lines with symbols.
enum Seed002CityLines {
    static let example = GalleryExample(
        id: "seed002-city-lines", title: "Daily pancake sales in two cities, catmull-rom lines with symbols", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002CityLines.swift", content: { chart() })

    static func chart() -> some View {
        Chart {
            ForEach(pancakeCities) { series in
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
        .chartCalendar(pancakeCalendar)
        .frame(width: 400, height: 300)
    }
}
