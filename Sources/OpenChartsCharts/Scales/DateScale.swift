import Foundation

/// A scale that maps dates linearly (in elapsed time) onto positions, with calendar-aware
/// ticks: d3-scale's `scaleTime` on a `Calendar`, and Swift Charts' `ScaleType.date`.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
/// let x = DateScale(domain: (start, end), range: (0, 400), calendar: calendar)
/// let ticks = x.ticks(count: 5)          // dates on whole days, weeks, months, …
/// let labels = x.tickLabels(count: 5)    // ["Jan 1", "8", "15", "22", "29"]
/// ```
/// The default calendar is Gregorian in the current time zone, weeks starting on Sunday
/// (as d3's `timeWeek` and the en_US locale); pass a calendar with a fixed time zone for
/// output that does not depend on the machine.
public struct DateScale: Sendable, Equatable {
    var mapping: ContinuousMapping
    /// The calendar (and time zone) that ticks, nice bounds and labels follow.
    public var calendar: Calendar

    /// Gregorian, the current time zone, Sunday-first weeks.
    public static var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        calendar.firstWeekday = 1
        return calendar
    }

    /// A date scale from `domain` onto `range`; either may run in either direction.
    public init(domain: (Date, Date), range: (CGFloat, CGFloat), calendar: Calendar = DateScale.defaultCalendar, clamp: Bool = false) {
        mapping = ContinuousMapping(
            domain: (domain.0.timeIntervalSince1970, domain.1.timeIntervalSince1970),
            range: range, clamp: clamp, transform: .identity)
        self.calendar = calendar
    }

    /// The input interval, in the order given.
    public var domain: (Date, Date) {
        (Date(timeIntervalSince1970: mapping.domain.0), Date(timeIntervalSince1970: mapping.domain.1))
    }

    /// The output interval, in the order given.
    public var range: (CGFloat, CGFloat) { mapping.range }

    /// The position of `date`.
    public func callAsFunction(_ date: Date) -> CGFloat { mapping.map(date.timeIntervalSince1970) }

    /// The date at `position`.
    public func invert(_ position: CGFloat) -> Date { Date(timeIntervalSince1970: mapping.invert(position)) }

    // MARK: - Ticks

    /// The interval `ticks(count:)` steps by (see `DateTickInterval.automatic`).
    public func tickInterval(count: Double = 10) -> DateTickInterval? {
        let (start, end) = domain
        return DateTickInterval.automatic(from: start, to: end, count: count)
    }

    /// About `count` calendar-aligned dates inside the domain (ends included), in the
    /// domain's direction: d3's `time.ticks(count)`.
    public func ticks(count: Double = 10) -> [Date] {
        guard let interval = tickInterval(count: count) else { return [] }
        return ticks(every: interval)
    }

    /// The dates of `interval` inside the domain, ends included, in the domain's direction.
    public func ticks(every interval: DateTickInterval) -> [Date] {
        var (start, end) = domain
        let reversed = end < start
        if reversed { swap(&start, &end) }
        let dates = interval.dates(from: start, through: end, in: calendar)
        return reversed ? dates.reversed() : dates
    }

    /// Labels for `ticks(count:)`, in Swift Charts' style (see `DateTickFormat`).
    public func tickLabels(count: Double = 10) -> [String] {
        guard let interval = tickInterval(count: count) else { return [] }
        return DateTickFormat.labels(for: ticks(every: interval), interval: interval, calendar: calendar)
    }

    // MARK: - Nice

    /// A copy whose domain is extended to the interval `ticks(count:)` would use: the
    /// lower end floored and the upper end ceiled to it (d3's `time.nice(count)`).
    public func nice(count: Double = 10) -> DateScale {
        guard let interval = tickInterval(count: count) else { return self }
        return nice(interval: interval)
    }

    /// A copy whose domain is extended outward to whole `interval`s.
    public func nice(interval: DateTickInterval) -> DateScale {
        var (start, end) = domain
        let reversed = end < start
        if reversed { swap(&start, &end) }
        let lo = interval.floor(start, in: calendar).timeIntervalSince1970
        let hi = interval.ceil(end, in: calendar).timeIntervalSince1970
        var copy = self
        copy.mapping.domain = reversed ? (hi, lo) : (lo, hi)
        return copy
    }
}
