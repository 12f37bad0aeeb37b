import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a pie.
enum Seed002Pie {
    static let example = GalleryExample(
        id: "seed002-pie", title: "Pancake sales, a pie", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002Pie.swift", content: { chart() })

    static func chart() -> some View {
        Chart(pancakeSales, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales)
            )
            .foregroundStyle(by: .value("Name", element.name))
        }
        .frame(width: 400, height: 300)
    }
}
