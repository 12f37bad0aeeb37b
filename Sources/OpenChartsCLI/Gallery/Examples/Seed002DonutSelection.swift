import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a donut with Injera selected.
enum Seed002DonutSelection {
    static let example = GalleryExample(
        id: "seed002-donut-selection", title: "Pancake sales, a donut with Injera selected", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002DonutSelection.swift", content: { chart() })

    static func chart() -> some View {
        let selectedName = "Injera"
        return Chart(pancakeSales, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
            .opacity(element.name == selectedName ? 1.0 : 0.3)
        }
        .frame(width: 400, height: 300)
    }
}
