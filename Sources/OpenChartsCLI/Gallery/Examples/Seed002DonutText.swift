import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Pancake sales, a donut with the most sold style in its centre.
enum Seed002DonutText {
    static let example = GalleryExample(
        id: "seed002-donut-text", title: "Pancake sales, a donut with the most sold style in its centre", seed: "002",
        sourceFile: "Sources/OpenChartsExamples/Seed002Views.swift", content: { chart() })

    static func chart() -> some View {
        Seed002.donutWithText()
            .frame(width: 400, height: 300)
    }
}
