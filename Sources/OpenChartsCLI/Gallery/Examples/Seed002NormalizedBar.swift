import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a normalized stacked bar.
enum Seed002NormalizedBar {
    static let example = GalleryExample(
        id: "seed002-normalized-bar", title: "Pancake sales, a normalized stacked bar", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002NormalizedBar.swift", content: { chart() })

    static func chart() -> some View {
        Chart(pancakeSales, id: \.name) { element in
            BarMark(
                x: .value("Sales", element.sales),
                stacking: .normalized
            )
            .foregroundStyle(by: .value("Name", element.name))
        }
        .chartXAxis(.hidden)
        .frame(width: 400, height: 120)
    }
}
