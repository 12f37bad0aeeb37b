import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a pie with angular inset and corner radius.
enum Seed002PieInset {
    static let example = GalleryExample(
        id: "seed002-pie-inset", title: "Pancake sales, a pie with angular inset and corner radius", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002PieInset.swift", content: { chart() })

    static func chart() -> some View {
        Chart(pancakeSales, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
        }
        .frame(width: 400, height: 300)
    }
}
