import Foundation

/// The calendar unit that contains `date`, for `.value(label, date, unit:calendar:)`:
/// the date floored to the start of its unit, and the start of the next one.
///
/// `dateBin(containing: feb29at10am, unit: .day, calendar: utc)` is Feb 29 00:00 ..< Mar 1
/// 00:00. A day that contains a DST change lasts 23 or 25 hours; a month lasts its days.
/// Weeks start on the calendar's `firstWeekday`. `.quarter` gives Jan/Apr/Jul/Oct quarters.
/// Throws `ScaleError.unsupportedDateUnit` for components that are not spans of time
/// (era, weekday, nanosecond, time zone, …).
public func dateBin(containing date: Date, unit: Calendar.Component, calendar: Calendar = DateScale.defaultCalendar) throws(ScaleError) -> DateInterval {
    let interval: DateTickInterval
    if unit == .quarter {
        interval = DateTickInterval(.month, step: 3)
    } else if let tickUnit = DateTickUnit(unit) {
        interval = DateTickInterval(tickUnit)
    } else {
        throw .unsupportedDateUnit("\(unit)")
    }
    let start = interval.floor(date, in: calendar)
    let end = interval.next(after: start, in: calendar)
    return DateInterval(start: start, end: Swift.max(start, end))
}
