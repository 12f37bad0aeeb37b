import Foundation

extension Text {
    /// The text of `input` written by a format style, as SwiftUI's `Text(_:format:)`:
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(day, format: .dateTime.weekday())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// `date` in a predefined style, as SwiftUI's `Text(_:style:)`, in this machine's locale
    /// and time zone. Relative styles count from the moment the text is made: a picture is
    /// drawn once, where SwiftUI would keep them counting.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: Date(), locale: .current, timeZone: .current))
    }

    /// How ``Text/init(_:style:)`` writes a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time alone: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date (or back), in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The time the date lies before now, in its largest unit and signed: "+2 hours" for a
        /// date two hours ago, "-3 months" for one three months ahead.
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a clock: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, `now` being the moment relative styles count from.
        package func format(_ date: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
            switch kind {
            case .date:
                return Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone).format(date)
            case .time:
                return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone).format(date)
            case .relative:
                return Self.units(from: now, to: date, timeZone: timeZone).prefix(2).map(Self.spelled).joined(separator: ", ")
            case .offset:
                let ahead = date > now
                let largest = Self.units(from: now, to: date, timeZone: timeZone).first ?? (0, .second)
                return (ahead ? "-" : "+") + Self.spelled(largest)
            case .timer:
                // A date that is not a real one counts as now.
                let interval = abs(date.timeIntervalSince(now))
                let seconds = interval.isFinite ? Int(min(interval, Double(Int32.max))) : 0
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
            }
        }

        /// The nonzero calendar units between two dates, largest first (`[(2, .hour), (23, .minute)]`);
        /// one zero second when they are equal or either is not a real date.
        static func units(from start: Date, to end: Date, timeZone: TimeZone) -> [(Int, Calendar.Component)] {
            let order: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]
            guard start.timeIntervalSinceReferenceDate.isFinite, end.timeIntervalSinceReferenceDate.isFinite else { return [(0, .second)] }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let (from, to) = start <= end ? (start, end) : (end, start)
            let parts = calendar.dateComponents(Set(order), from: from, to: to)
            let units = order.compactMap { unit in parts.value(for: unit).flatMap { $0 > 0 ? ($0, unit) : nil } }
            return units.isEmpty ? [(0, .second)] : units
        }

        /// "1 year", "23 minutes".
        static func spelled(_ unit: (count: Int, component: Calendar.Component)) -> String {
            let names: [Calendar.Component: String] = [.year: "year", .month: "month", .day: "day", .hour: "hour", .minute: "minute", .second: "second"]
            let name = names[unit.component] ?? "second"
            return "\(unit.count) \(name)\(unit.count == 1 ? "" : "s")"
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `input` written by a format style: `Text("\(total, format: .number) sold")`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }

    /// `date` in a predefined style: `Text("Updated \(date, style: .time)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(Text(date, style: style).string)
    }
}
