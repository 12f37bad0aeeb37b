import Foundation

/// Axis labels for date ticks in Swift Charts' style, with fixed English names.
///
/// Month and AM/PM names are en_US_POSIX's, not the user's locale, so that the same chart
/// gives the same bytes on every machine; Swift Charts itself localizes. By the tick unit:
/// - years: `"2012"`;
/// - months: `"Jan"`, `"Feb"`, …, and the year (`"2013"`) at a January tick;
/// - weeks and days: the day (`"8"`), with the month (`"Jan 8"`) at the first tick and
///   wherever the month changes from the previous tick;
/// - hours: `"3 PM"`, and the day (`"Mar 8"`) at midnight;
/// - minutes: `"3:15 PM"`, and as hours at a whole hour;
/// - seconds: `":30"`, and as minutes at a whole minute; milliseconds: `".250"`, and as
///   seconds at a whole second.
public enum DateTickFormat {
    /// Fixed English month abbreviations (en_US_POSIX), January first.
    public static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// One label per tick; `ticks` are the ticks of `interval`, in axis order.
    /// - Complexity: O(n).
    public static func labels(for ticks: [Date], interval: DateTickInterval, calendar: Calendar) -> [String] {
        var previousMonth: (Int, Int)? = nil
        return ticks.map { tick in
            // Read the fields of the nearest whole millisecond, so binary noise cannot turn
            // 15:00:01.000 into 15:00:00.999.
            let date = Date(timeIntervalSince1970: (tick.timeIntervalSince1970 * 1_000).rounded() / 1_000)
            let f = fields(of: date, unit: interval.unit, calendar: calendar)
            let month = (f.year, f.month)
            defer { previousMonth = month }
            return label(f, unit: interval.unit, monthChanged: previousMonth.map { $0 != month } ?? true)
        }
    }

    /// The calendar fields a label reads.
    private struct Fields {
        var year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, nanosecond = 0
    }

    /// The fields of `date`: by arithmetic (``CivilDate``) where it agrees with `Calendar` and
    /// the unit reads no seconds, else from `Calendar`, which costs microseconds a call.
    private static func fields(of date: Date, unit: DateTickUnit, calendar: Calendar) -> Fields {
        if unit != .second && unit != .millisecond, let civil = CivilDate(date, calendar: calendar) {
            return Fields(year: civil.year, month: civil.month, day: civil.day, hour: civil.hour, minute: civil.minute)
        }
        let f = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        return Fields(year: f.year ?? 0, month: f.month ?? 1, day: f.day ?? 1, hour: f.hour ?? 0, minute: f.minute ?? 0,
                      second: f.second ?? 0, nanosecond: f.nanosecond ?? 0)
    }

    private static func label(_ f: Fields, unit: DateTickUnit, monthChanged: Bool) -> String {
        let (year, month, day, hour, minute, second) = (f.year, f.month, f.day, f.hour, f.minute, f.second)
        let monthName = monthAbbreviations[Swift.max(0, Swift.min(11, month - 1))]
        let millisecond = Int((Double(f.nanosecond) / 1_000_000).rounded())
        switch unit {
        case .year:
            return "\(year)"
        case .month:
            return month == 1 ? "\(year)" : monthName
        case .week, .day:
            return monthChanged ? "\(monthName) \(day)" : "\(day)"
        case .hour, .minute, .second, .millisecond:
            if unit == .millisecond && millisecond != 0 && millisecond != 1_000 {
                return "." + String(String(millisecond + 1_000).dropFirst())
            }
            if (unit == .millisecond || unit == .second) && second != 0 {
                return second < 10 ? ":0\(second)" : ":\(second)"
            }
            if unit != .hour && minute != 0 {
                return "\(hour12(hour)):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
            }
            if hour == 0 && minute == 0 {
                return "\(monthName) \(day)"
            }
            return "\(hour12(hour)) \(hour < 12 ? "AM" : "PM")"
        }
    }

    private static func hour12(_ hour: Int) -> Int {
        let h = hour % 12
        return h == 0 ? 12 : h
    }
}
