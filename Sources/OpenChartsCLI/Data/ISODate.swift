import Foundation

/// ISO-8601 calendar dates (`2012-01-31`) and date-times (`2012-01-31T08:00:00Z`,
/// `2012-01-31 08:00`, `2012-01-31T08:00:00.250+05:30`), and the same with slashes
/// (`2012/01/31 08:00`), read from their bytes: a CSV column of a million timestamps is read
/// without a `String` or a `Calendar` per field.
enum ISODate {
    /// The date `bytes` spell, without surrounding spaces or tabs; nil when they are not one
    /// date. A date-time without a zone is in UTC; fractional seconds are kept.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Date? {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let count = end - start
        @inline(__always) func byte(_ i: Int) -> UInt8 { bytes[start + i] }
        /// The decimal number of the digits at `range`, nil when one is not a digit.
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= count else { return nil }
            var value = 0
            for i in range {
                let digit = Int(byte(i)) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        // `2012-01-31`, or `2012/01/31` as Vega's datasets write dates (year first: unambiguous).
        guard count >= 10, byte(4) == UInt8(ascii: "-") || byte(4) == UInt8(ascii: "/"), byte(7) == byte(4),
              let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var hour = 0, minute = 0, second = 0, fraction = 0.0, offset = 0
        if count > 10 {
            guard byte(10) == UInt8(ascii: "T") || byte(10) == UInt8(ascii: " "),
                  let h = digits(11..<13), count >= 16, byte(13) == UInt8(ascii: ":"), let m = digits(14..<16),
                  h < 24, m < 60 else { return nil }
            hour = h
            minute = m
            var index = 16
            if count >= 19, byte(16) == UInt8(ascii: ":"), let s = digits(17..<19), s < 61 {
                second = s
                index = 19
                if index < count, byte(index) == UInt8(ascii: ".") {
                    // Up to nanoseconds; further digits are read and dropped.
                    index += 1
                    var numerator = 0, denominator = 1
                    while index < count, let digit = digits(index..<(index + 1)) {
                        if denominator < 1_000_000_000 {
                            numerator = numerator * 10 + digit
                            denominator *= 10
                        }
                        index += 1
                    }
                    fraction = Double(numerator) / Double(denominator)
                }
            }
            let zone = count - index
            if zone == 1, byte(index) == UInt8(ascii: "Z") {
                offset = 0
            } else if zone == 6, byte(index) == UInt8(ascii: "+") || byte(index) == UInt8(ascii: "-"),
                      let h = digits((index + 1)..<(index + 3)), byte(index + 3) == UInt8(ascii: ":"),
                      let m = digits((index + 4)..<(index + 6)) {
                offset = (h * 3600 + m * 60) * (byte(index) == UInt8(ascii: "-") ? -1 : 1)
            } else if zone != 0 {
                return nil
            }
        }
        // The common case by arithmetic: Gregorian years, days that exist, no leap second,
        // a zone within a day. The rest goes through the calendar, which knows them.
        if year >= 1583, day <= daysInMonth(month, year: year), second < 60, abs(offset) <= 18 * 3600 {
            let days = daysSince1970(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
        }
        var components = DateComponents(year: year, month: month, day: day)
        if count > 10 {
            components.hour = hour
            components.minute = minute
            components.second = second
        }
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(secondsFromGMT: offset)
        guard let date = components.date, components.isValidDate else { return nil }
        return date.addingTimeInterval(fraction)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    /// The same as the charts' `CivilDate.days`, copied on purpose: the CSV fuzz target
    /// compiles this folder with Foundation alone (Fuzz/run.sh), without the charts module.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
