import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a donut with the most sold style in its centre.
enum Seed002DonutText {
    static let example = GalleryExample(
        id: "seed002-donut-text", title: "Pancake sales, a donut with the most sold style in its centre", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002DonutText.swift", content: { chart() })

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
        .chartBackground { chartProxy in
            GeometryReader { geometry in
                let frame = geometry[chartProxy.plotAreaFrame]
                VStack {
                    Text("Most Sold Style")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                    Text("Cachapa")
                        .font(.title2.bold())
                        .foregroundColor(.primary)
                }
                .position(x: frame.midX, y: frame.midY)
            }
        }
        .frame(width: 400, height: 300)
    }
}
