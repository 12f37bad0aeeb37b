import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a donut.
enum Seed002Donut {
    static let example = GalleryExample(
        id: "seed002-donut", title: "Pancake sales, a donut", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002Donut.swift", content: { chart() })

    static func chart() -> some View {
        Chart(pancakeSales, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
        }
        .frame(width: 400, height: 300)
    }
}
