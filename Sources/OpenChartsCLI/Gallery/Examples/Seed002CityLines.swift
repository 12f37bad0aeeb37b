import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Daily pancake sales in two cities, catmull-rom lines with symbols.
enum Seed002CityLines {
    static let example = GalleryExample(
        id: "seed002-city-lines", title: "Daily pancake sales in two cities, catmull-rom lines with symbols", seed: "002",
        sourceFile: "Sources/OpenChartsExamples/Seed002Views.swift", content: { chart() })

    static func chart() -> some View {
        Seed002.LocationDetailsChart(data: pancakeCities)
            .chartCalendar(pancakeCalendar)
            .frame(width: 400, height: 300)
    }
}
