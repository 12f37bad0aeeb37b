import Foundation

/// The pancake data of seed 002 (WWDC23 "Explore pie charts and interactivity in Swift Charts").
struct PancakeSales {
    var name: String
    var sales: Int
}

let data: [PancakeSales] = [
    PancakeSales(name: "Cachapa", sales: 916),
    PancakeSales(name: "Injera", sales: 850),
    PancakeSales(name: "Crêpe", sales: 802),
    PancakeSales(name: "Jian Bing", sales: 753),
    PancakeSales(name: "Dosa", sales: 654),
    PancakeSales(name: "American", sales: 618),
]

/// Daily sales for one city.
struct DailySales {
    var day: Date
    var sales: Int
}

struct CitySeries: Identifiable {
    var city: String
    var sales: [DailySales]
    var id: String { city }
}

enum SalesData {
    /// A year of daily sales from Jan 1, 2023, deterministic.
    static let last365Days: [DailySales] = (0..<365).map { i in
        let base = 80 + 40 * sin(Double(i) / 58.0) + Double((i * 37) % 23)
        return DailySales(day: day(2023, 1, 1).addingTimeInterval(Double(i) * 86_400), sales: Int(base))
    }
}
