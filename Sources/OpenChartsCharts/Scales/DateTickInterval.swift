import Foundation

/// A calendar unit that date ticks step by, from milliseconds to years.
public enum DateTickUnit: String, Sendable, Equatable, CaseIterable {
    case millisecond, second, minute, hour, day, week, month, year

    /// The unit's nominal length in seconds, as d3-time counts it (a month is 30 days, a
    /// year 365); used only to choose an interval, never to step through the calendar.
    public var nominalDuration: TimeInterval {
        switch self {
        case .millisecond: return 0.001
        case .second: return 1
        case .minute: return 60
        case .hour: return 3_600
        case .day: return 86_400
        case .week: return 604_800
        case .month: return 2_592_000
        case .year: return 31_536_000
        }
    }

    /// The tick unit for a `Calendar.Component`, or nil for components that are not a span
    /// of time (era, weekday, time zone, …). Quarters are not a unit: use months, step 3.
    public init?(_ component: Calendar.Component) {
        switch component {
        case .nanosecond: return nil
        case .second: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .day: self = .day
        case .weekOfYear, .weekOfMonth: self = .week
        case .month: self = .month
        case .year: self = .year
        default: return nil
        }
    }
}

/// Every `step` units of the calendar, aligned as d3-time's `interval.every(step)` aligns
/// them: seconds, minutes and hours whose wall-clock field is a multiple of `step`
/// (3 h gives 0:00, 3:00, 6:00, …), days whose day of the month minus one is (2 d gives the
/// 1st, 3rd, …, restarting each month), months whose zero-based month is (3 gives Jan, Apr,
/// Jul, Oct), years that are multiples of `step`, and weeks counted from a fixed Sunday-based
/// epoch. Milliseconds are multiples of `step` since 1970.
///
/// Seconds, minutes and hours advance by elapsed time, so across a DST change hourly ticks
/// stay on whole wall-clock hours (1 AM is followed by 3 AM when clocks spring forward).
/// Days and longer advance through the `Calendar`, so a day may last 23 or 25 hours and
/// February 29 appears exactly in leap years.
public struct DateTickInterval: Sendable, Equatable {
    /// The calendar unit.
    public var unit: DateTickUnit
    /// How many units lie between ticks; at least 1.
    public var step: Int

    /// Every `step` `unit`s; a step below 1 counts as 1.
    public init(_ unit: DateTickUnit, step: Int = 1) {
        self.unit = unit
        self.step = Swift.max(1, step)
    }

    // MARK: - Floor and next

    /// The latest aligned date at or before `date`.
    public func floor(_ date: Date, in calendar: Calendar) -> Date {
        if unit == .year && step > 1 {
            // d3's year.every(k) floors straight to a multiple of k.
            var fields = calendar.dateComponents([.era, .year], from: date)
            fields.year = Int((Double(fields.year ?? 0) / Double(step)).rounded(.down)) * step
            return calendar.date(from: fields).map { calendar.startOfDay(for: $0) } ?? baseFloor(date, calendar)
        }
        var candidate = baseFloor(date, calendar)
        // Walk back unit by unit to the nearest aligned one (at most `step` units).
        var guardCount = 0
        while !isAligned(candidate, calendar), guardCount < step + 2 {
            candidate = baseFloor(candidate.addingTimeInterval(-0.001), calendar)
            guardCount += 1
        }
        return candidate
    }

    /// The earliest aligned date at or after `date`.
    public func ceil(_ date: Date, in calendar: Calendar) -> Date {
        let floored = floor(date, in: calendar)
        return floored < date ? next(after: floored, in: calendar) : floored
    }

    /// The first aligned date after the aligned date `date`.
    public func next(after date: Date, in calendar: Calendar) -> Date {
        if unit == .year && step > 1 { return add(.year, step, to: date, calendar) }
        var candidate = baseNext(date, calendar)
        var guardCount = 0
        while !isAligned(candidate, calendar), guardCount < step + 2 {
            candidate = baseNext(candidate, calendar)
            guardCount += 1
        }
        return candidate
    }

    /// The aligned dates `d` with `start ≤ d ≤ end` (both ends inclusive, as d3's scale
    /// ticks are), at most `limit` of them.
    /// - Complexity: O(number of base units between start and end).
    public func dates(from start: Date, through end: Date, in calendar: Calendar, limit: Int = 10_000) -> [Date] {
        civilDates(from: start, through: end, in: calendar, limit: limit)
            ?? calendarDates(from: start, through: end, in: calendar, limit: limit)
    }

    /// ``dates(from:through:in:limit:)`` stepped through `Calendar`, for any calendar and zone.
    func calendarDates(from start: Date, through end: Date, in calendar: Calendar, limit: Int) -> [Date] {
        var result: [Date] = []
        var date = ceil(start, in: calendar)
        while date <= end, result.count < limit {
            result.append(date)
            let following = next(after: date, in: calendar)
            if following <= date { break }  // a calendar that cannot advance would loop
            date = following
        }
        return result
    }

    // MARK: - One unit

    /// The start of the unit containing `date` (d3's unfiltered `floor`).
    private func baseFloor(_ date: Date, _ calendar: Calendar) -> Date {
        let t = date.timeIntervalSince1970
        switch unit {
        case .millisecond:
            let size = Double(step)
            let ms = DateTickInterval.wholeMilliseconds(t)
            return Date(timeIntervalSince1970: (ms / size).rounded(.down) * size / 1_000)
        case .second:
            return Date(timeIntervalSince1970: t.rounded(.down))
        case .minute, .hour:
            let whole = t.rounded(.down)
            let fields = calendar.dateComponents([.minute, .second], from: Date(timeIntervalSince1970: whole))
            let seconds = Double(fields.second ?? 0) + (unit == .hour ? Double(fields.minute ?? 0) * 60 : 0)
            return Date(timeIntervalSince1970: whole - seconds)
        case .day:
            return calendar.startOfDay(for: date)
        case .week:
            let day = calendar.startOfDay(for: date)
            let weekday = calendar.component(.weekday, from: day)
            let back = (weekday - calendar.firstWeekday + 7) % 7
            return addDays(-back, to: day, calendar)
        case .month:
            let fields = calendar.dateComponents([.era, .year, .month], from: date)
            return calendar.date(from: fields).map { calendar.startOfDay(for: $0) } ?? calendar.startOfDay(for: date)
        case .year:
            let fields = calendar.dateComponents([.era, .year], from: date)
            return calendar.date(from: fields).map { calendar.startOfDay(for: $0) } ?? calendar.startOfDay(for: date)
        }
    }

    /// The start of the unit after the one starting at `date`.
    private func baseNext(_ date: Date, _ calendar: Calendar) -> Date {
        switch unit {
        case .millisecond:
            // Step on the integer millisecond grid so that five steps of 200 ms land on 1 s.
            let ms = DateTickInterval.wholeMilliseconds(date.timeIntervalSince1970) + Double(step)
            return Date(timeIntervalSince1970: ms / 1_000)
        case .second: return date.addingTimeInterval(1)
        case .minute: return date.addingTimeInterval(60)
        case .hour: return date.addingTimeInterval(3_600)
        case .day: return addDays(1, to: date, calendar)
        case .week: return addDays(7, to: date, calendar)
        case .month: return add(.month, 1, to: date, calendar)
        case .year: return add(.year, 1, to: date, calendar)
        }
    }

    /// Milliseconds since 1970, floored, but snapping values within a microsecond of a whole
    /// millisecond to it (Date stores binary seconds, so 0.2 s is not exact).
    static func wholeMilliseconds(_ seconds: TimeInterval) -> Double {
        let ms = seconds * 1_000
        let nearest = ms.rounded()
        return abs(ms - nearest) < 1e-3 ? nearest : ms.rounded(.down)
    }

    private func addDays(_ days: Int, to date: Date, _ calendar: Calendar) -> Date {
        add(.day, days, to: date, calendar)
    }

    /// Adds calendar units to a start of day and returns the start of the resulting day, so
    /// that a midnight that does not exist (DST at 0:00) resolves as `startOfDay` does.
    private func add(_ component: Calendar.Component, _ value: Int, to date: Date, _ calendar: Calendar) -> Date {
        // Anchor at midday: adding days to it never lands in a DST gap. Twelve hours after
        // the start of the day is 11:00–13:00 on a day with a clock change, still mid-day,
        // and costs no calendar search (`date(bySettingHour:…)` enumerates dates).
        let noon = calendar.startOfDay(for: date).addingTimeInterval(12 * 3_600)
        let moved = calendar.date(byAdding: component, value: value, to: noon)
            ?? noon.addingTimeInterval(Double(value) * (DateTickUnit(component)?.nominalDuration ?? 86_400))
        return calendar.startOfDay(for: moved)
    }

    // MARK: - Alignment

    /// Whether the unit start `date` is one of every `step` (d3's `every` field test).
    private func isAligned(_ date: Date, _ calendar: Calendar) -> Bool {
        if step == 1 || unit == .millisecond { return true }
        switch unit {
        case .millisecond: return true
        case .second: return calendar.component(.second, from: date) % step == 0
        case .minute: return calendar.component(.minute, from: date) % step == 0
        case .hour: return calendar.component(.hour, from: date) % step == 0
        case .day: return (calendar.component(.day, from: date) - 1) % step == 0
        case .month: return (calendar.component(.month, from: date) - 1) % step == 0
        case .year: return calendar.component(.year, from: date) % step == 0
        case .week:
            // Weeks since the week of 1970-01-04 (a Sunday), counted in calendar days so
            // that DST does not shift the count.
            let epoch = calendar.startOfDay(for: Date(timeIntervalSince1970: 3 * 86_400 + 43_200))
            let days = calendar.dateComponents([.day], from: epoch, to: date).day ?? 0
            let weeks = Int((Double(days) / 7).rounded(.down))
            return ((weeks % step) + step) % step == 0
        }
    }
}
