import Foundation

/// The calendar charts use when none is given.
public enum ChartCalendar {
    /// Gregorian in UTC: the same data gives the same picture on every machine.
    /// (Swift Charts uses `Calendar.current`; pass a calendar to `.value(_:_:unit:calendar:)`
    /// to bin in a local time zone.)
    public static var `default`: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}

/// The calendar unit containing a date, as `start..<end`.
struct DateBin: Hashable, Sendable {
    var start: Date
    var end: Date

    /// The bin of `unit` holding `date`. A unit the calendar cannot bin (such as `.era` on
    /// some calendars) or a non-finite date gives an empty bin at the date itself.
    init(_ date: Date, unit: Calendar.Component, calendar: Calendar) {
        guard date.timeIntervalSince1970.isFinite,
              let interval = calendar.dateInterval(of: unit, for: date) else {
            start = date
            end = date
            return
        }
        start = interval.start
        end = interval.end
    }
}
