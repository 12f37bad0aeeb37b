import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 003 in the gallery: daily steps, then under-five mortality by country name and by ISO code.
enum Seed003Bars {
    static let examples: [GalleryExample] = [
        GalleryExample(id: "seed003-daily-steps", title: "Daily step count, bars of rounded rectangles", seed: "003",
                       sourceFile: "Sources/OpenChartsExamples/Seed003Bars.swift", content: { Seed003.ChartView2().frame(width: 390, height: 640) }),
        GalleryExample(id: "seed003-mortality-names", title: "Under-five mortality 2019, by country name", seed: "003",
                       sourceFile: "Sources/OpenChartsExamples/Seed003Bars.swift", content: { Seed003.ChartView4().frame(width: 390, height: 700) }),
        GalleryExample(id: "seed003-mortality-codes", title: "Under-five mortality 2019, by ISO code, with a note card", seed: "003",
                       sourceFile: "Sources/OpenChartsExamples/Seed003Bars.swift", content: { Seed003.ChartView5().frame(width: 390, height: 720) }),
    ]
}
