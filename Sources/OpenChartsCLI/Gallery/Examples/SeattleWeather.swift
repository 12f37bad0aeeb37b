import Foundation

// Seed 004's `DayInfo`, filled from the real Seattle data (NOAA, 2012–2015, via
// vega_datasets 0.9.0; embedded in `SeattleWeatherData`). The data has no snowfall
// column: the snowfall chart shows the precipitation of the days whose weather is "snow".
// Units are the data's own: millimetres and degrees Celsius.

struct DayInfo: Identifiable {
    let id: Int
    let date: Date
    /// Millimetres.
    let precipitation: Double
    /// Millimetres of precipitation on a day whose weather is "snow", else 0.
    let snowfall: Double
    /// Degrees Celsius.
    let high: Double
    let low: Double

    var dateString: String {
        let components = weatherCalendar.dateComponents([.year, .month, .day], from: date)
        return "\(components.month ?? 0)/\(components.day ?? 0)/\(components.year ?? 0)"
    }
}

/// The calendar the weather dates are counted in (UTC, English month names), the same on
/// every machine.
let weatherCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
}()

enum SeattleWeather {
    /// The year the gallery shows: 2012, the one with the most snowy days (21).
    static let year = 2012

    /// Every day of `year`, from the embedded CSV; rows that do not parse are skipped.
    static let measurements: [DayInfo] = {
        guard let table = try? CSVReader().parse(SeattleWeatherData.csv) else { return [] }
        let column = { (name: String) in table.header.firstIndex(of: name) ?? 0 }
        let (date, precipitation, high, low, weather) =
            (column("date"), column("precipitation"), column("temp_max"), column("temp_min"), column("weather"))
        return table.rows.enumerated().compactMap { index, row in
            let parts = row[date].split(separator: "/").compactMap { Int($0) }
            guard parts.count == 3, parts[0] == year,
                  let day = weatherCalendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
                  let rain = Double(row[precipitation]), let max = Double(row[high]), let min = Double(row[low])
            else { return nil }
            return DayInfo(id: index, date: day, precipitation: rain, snowfall: row[weather] == "snow" ? rain : 0,
                           high: max, low: min)
        }
    }()
}

extension Double {
    var stringToOneDecimal: String { String(format: "%.1f", self) }
}
