import Foundation

// The pancake data of seed 002 (WWDC23 "Explore pie charts and interactivity in Swift
// Charts"): sales per style, and daily sales in two cities (made up, deterministic).

public struct PancakeSales: Sendable {
    public var name: String
    public var sales: Int

    public init(name: String, sales: Int) {
        self.name = name
        self.sales = sales
    }
}

/// Sales per pancake style, the seed's numbers.
public let pancakeSales: [PancakeSales] = [
    PancakeSales(name: "Cachapa", sales: 916),
    PancakeSales(name: "Injera", sales: 850),
    PancakeSales(name: "Crêpe", sales: 802),
    PancakeSales(name: "Jian Bing", sales: 753),
    PancakeSales(name: "Dosa", sales: 654),
    PancakeSales(name: "American", sales: 618),
]

public struct DailySales: Sendable {
    public var day: Date
    public var sales: Int

    public init(day: Date, sales: Int) {
        self.day = day
        self.sales = sales
    }
}

public struct CitySeries: Identifiable, Sendable {
    public var city: String
    public var sales: [DailySales]
    public var id: String { city }

    public init(city: String, sales: [DailySales]) {
        self.city = city
        self.sales = sales
    }
}

/// The UTC calendar the pancake dates are counted in, so every machine draws the same days.
public let pancakeCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
}()

/// Midnight UTC of a day.
public func pancakeDay(_ year: Int, _ month: Int, _ day: Int) -> Date {
    pancakeCalendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
}

/// A week of daily sales in two cities, May 1–7 2023.
public let pancakeCities: [CitySeries] = [
    CitySeries(city: "Cupertino", sales: [54, 42, 88, 49, 42, 125, 67].enumerated().map {
        DailySales(day: pancakeDay(2023, 5, 1 + $0.offset), sales: $0.element)
    }),
    CitySeries(city: "San Francisco", sales: [81, 90, 52, 72, 84, 84, 137].enumerated().map {
        DailySales(day: pancakeDay(2023, 5, 1 + $0.offset), sales: $0.element)
    }),
]

/// A year of daily sales from Jan 1, 2023: a seasonal swing plus a fixed ripple.
public let pancakeYear: [DailySales] = (0..<365).map { i in
    let base = 80 + 40 * sin(Double(i) / 58.0) + Double((i * 37) % 23)
    return DailySales(day: pancakeDay(2023, 1, 1).addingTimeInterval(Double(i) * 86_400), sales: Int(base))
}
