import Foundation

/// What a CSV column holds, detected from all of its non-empty fields.
public enum ColumnType: String, Equatable, Sendable {
    /// Every field is a decimal number (`-1.5`, `2e3`, `1,000` is not one).
    case number
    /// Every field is an ISO-8601 date (`2012-01-31`) or date-time (`2012-01-31T08:00:00Z`).
    case date
    /// Anything else: category names.
    case category
}

/// Parsed columns: numbers as `Double`, dates as `Date` (UTC for dates without a zone),
/// categories as strings. Empty fields become NaN / nil.
public enum Column: Equatable, Sendable {
    case numbers([Double])
    case dates([Date?])
    case categories([String])

    public var type: ColumnType {
        switch self {
        case .numbers: .number
        case .dates: .date
        case .categories: .category
        }
    }

    public var count: Int {
        switch self {
        case .numbers(let values): values.count
        case .dates(let values): values.count
        case .categories(let values): values.count
        }
    }

    /// Detects the column's type and parses it.
    /// - Complexity: O(n) in the number of fields.
    public init(fields: [String]) {
        let present = fields.filter { !$0.isEmpty }
        if !present.isEmpty, present.allSatisfy({ Column.number($0) != nil }) {
            self = .numbers(fields.map { Column.number($0) ?? .nan })
        } else if !present.isEmpty, present.allSatisfy({ Column.date($0) != nil }) {
            self = .dates(fields.map { Column.date($0) })
        } else {
            self = .categories(fields)
        }
    }

    /// `text` without leading and trailing `CharacterSet.whitespaces` (tab and space
    /// separators), copied only when it has any.
    static func trimmedSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard isSpace(text.unicodeScalars.first) || isSpace(text.unicodeScalars.last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A finite decimal number in plain or exponent notation; `nan`, `inf` and hex are not numbers here.
    static func number(_ text: String) -> Double? {
        let trimmed = trimmedSpaces(text)
        guard let first = trimmed.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
              !trimmed.lowercased().contains("x"),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// An ISO-8601 calendar date, or date and time with an optional zone (UTC when absent).
    static func date(_ text: String) -> Date? {
        let trimmed = trimmedSpaces(text)
        let scalars = Array(trimmed.unicodeScalars)
        guard scalars.count >= 10, scalars[4] == "-", scalars[7] == "-" else { return nil }
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[range] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            return value
        }
        guard let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = DateComponents(year: year, month: month, day: day)
        var offset = 0
        if scalars.count > 10 {
            guard scalars[10] == "T" || scalars[10] == " ",
                  let hour = digits(11..<13), scalars.count >= 16, scalars[13] == ":", let minute = digits(14..<16),
                  hour < 24, minute < 60 else { return nil }
            components.hour = hour
            components.minute = minute
            var index = 16
            if scalars.count >= 19, scalars[16] == ":", let second = digits(17..<19), second < 61 {
                components.second = second
                index = 19
                // Fractional seconds are accepted and dropped below one second.
                if index < scalars.count, scalars[index] == "." {
                    index += 1
                    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
                }
            }
            let zone = String(String.UnicodeScalarView(scalars[index...]))
            if zone == "Z" || zone.isEmpty {
                offset = 0
            } else if zone.count == 6, let sign = zone.first, sign == "+" || sign == "-",
                      let h = Int(zone.dropFirst().prefix(2)), let m = Int(zone.suffix(2)),
                      zone.dropFirst(3).first == ":" {
                offset = (h * 3600 + m * 60) * (sign == "-" ? -1 : 1)
            } else {
                return nil
            }
        }
        // The common case by arithmetic (a million dates through `Calendar` take seconds):
        // Gregorian years, days that exist, no leap second, a zone within a day.
        let second = components.second ?? 0
        if year >= 1583, day <= daysInMonth(month, year: year), second < 60, abs(offset) <= 18 * 3600 {
            let days = daysSince1970(year: year, month: month, day: day)
            let seconds = days * 86_400 + (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + second - offset
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(secondsFromGMT: offset)
        guard let date = components.date, components.isValidDate else { return nil }
        return date
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    /// The same as the charts' `CivilDate.days`, copied on purpose: the CSV fuzz target
    /// compiles this folder with Foundation alone (Fuzz/run.sh), without the charts module.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
