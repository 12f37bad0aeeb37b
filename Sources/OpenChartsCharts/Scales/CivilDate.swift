import Foundation

/// Year, month, day, hour and minute of a date in a Gregorian calendar, by arithmetic
/// (Howard Hinnant's `civil_from_days`) rather than through `Calendar.dateComponents`,
/// which costs microseconds a call — too much for a label on every one of thousands of
/// marks. `nil` where the arithmetic might disagree with `Calendar`: another calendar,
/// a date before 1600 (the Julian reform) or after 9999, or one with fractional seconds.
struct CivilDate: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int

    init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    init?(_ date: Date, calendar: Calendar) {
        guard calendar.identifier == .gregorian else { return nil }
        let t = date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date))
        // 1600-01-01 through 9999-12-31, whole seconds only.
        guard t >= -11_676_096_000, t < 253_402_300_800, t == t.rounded(.down) else { return nil }
        let seconds = Int(t)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        (year, month, day) = CivilDate.yearMonthDay(days: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
    }

    /// The proleptic Gregorian year, month and day of a day number, days since 1970-01-01
    /// (Hinnant's `civil_from_days`).
    static func yearMonthDay(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day number, days since 1970-01-01, of a proleptic Gregorian date (Hinnant's
    /// `days_from_civil`); the inverse of ``yearMonthDay(days:)``.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
