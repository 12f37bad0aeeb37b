import Foundation
import OpenChartsExamples

// Seed 002's pancake data (WWDC23 "Explore pie charts and interactivity in Swift Charts")
// lives once, in OpenChartsExamples (PancakeData.swift), which the gallery draws too. The
// snippets compiled here name it as the seed does: `data`, `SalesData.last365Days`.

typealias PancakeSales = OpenChartsExamples.PancakeSales
typealias DailySales = OpenChartsExamples.DailySales
typealias CitySeries = OpenChartsExamples.CitySeries
typealias LocationDetailsChart = Seed002.LocationDetailsChart

let data: [PancakeSales] = pancakeSales

enum SalesData {
    /// A year of daily sales from Jan 1, 2023, deterministic.
    static let last365Days: [DailySales] = pancakeYear
}
