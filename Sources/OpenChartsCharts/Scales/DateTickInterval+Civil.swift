import Foundation

extension DateTickInterval {
    /// The dates of ``dates(from:through:in:limit:)`` for days, months and years by civil-date
    /// arithmetic, or nil where the arithmetic might disagree with `Calendar`: another calendar
    /// or unit, a span outside 1600–9999 (see ``CivilDate``), or a time zone whose offset from
    /// GMT changes within the span.
    ///
    /// Stepping through `Calendar` costs some 15 µs a tick on Linux (each step takes two
    /// `startOfDay` and a `date(byAdding:)`), most of a small chart's layout. With one offset
    /// throughout the span, every day starts at its local midnight, the day number times
    /// 86,400 s less the offset: the same instants `Calendar` gives.
    /// - Complexity: O(number of base units between start and end).
    func civilDates(from start: Date, through end: Date, in calendar: Calendar, limit: Int) -> [Date]? {
        guard unit == .day || unit == .month || unit == .year, calendar.identifier == .gregorian else { return nil }
        let first = start.timeIntervalSince1970, last = end.timeIntervalSince1970
        // Two days inside CivilDate's 1600-01-01 through 9999-12-31, for any offset.
        guard first <= last, first >= -11_676_096_000 + 172_800, last < 253_402_300_800 - 172_800 else { return nil }
        let zone = calendar.timeZone
        let offset = zone.secondsFromGMT(for: start)
        guard zone.secondsFromGMT(for: end) == offset,
              zone.nextDaylightSavingTimeTransition(after: start).map({ $0 > end }) ?? true else { return nil }

        /// The instant the day numbered `day` (days since 1970-01-01) starts.
        func dayStart(_ day: Int) -> Double { Double(day * 86_400 - offset) }
        // The day that contains `start`: its start at or before it, the next day's after it.
        var startDay = Int(((first + Double(offset)) / 86_400).rounded(.down))
        while dayStart(startDay) > first { startDay -= 1 }
        while dayStart(startDay + 1) <= first { startDay += 1 }

        // Each unit by number (days since 1970, months since year 0, years), its first day,
        // and whether it is one of every `step` (as `isAligned`).
        let civil = CivilDate.yearMonthDay(days: startDay)
        var index: Int
        let firstDay: (Int) -> Int
        let isAligned: (Int) -> Bool
        switch unit {
        case .day:
            index = startDay
            firstDay = { $0 }
            isAligned = { (CivilDate.yearMonthDay(days: $0).day - 1) % step == 0 }
        case .month:
            index = civil.year * 12 + civil.month - 1
            firstDay = { CivilDate.days(year: $0 / 12, month: $0 % 12 + 1, day: 1) }
            isAligned = { $0 % 12 % step == 0 }
        default:
            index = civil.year
            firstDay = { CivilDate.days(year: $0, month: 1, day: 1) }
            isAligned = { $0 % step == 0 }
        }
        if dayStart(firstDay(index)) < first { index += 1 }
        var result: [Date] = []
        while result.count < limit {
            let instant = dayStart(firstDay(index))
            guard instant <= last else { break }
            if isAligned(index) { result.append(Date(timeIntervalSince1970: instant)) }
            index += 1
        }
        return result
    }
}
