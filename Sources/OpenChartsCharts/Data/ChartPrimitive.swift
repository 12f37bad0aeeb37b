import Foundation
import OpenChartsViews

/// The three kinds of value a chart can place on a scale, as Swift Charts' primitive
/// plottables: numbers (linear scales), strings (category scales) and dates (date scales).
public enum ChartPrimitive: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case date(Date)

    /// Which kind of scale the value asks for.
    public var kind: ChartPrimitiveKind {
        switch self {
        case .number: .number
        case .string: .string
        case .date: .date
        }
    }

    /// The value as a number on a continuous axis: dates count seconds since 1970.
    /// Strings have no numeric position.
    var numeric: Double? {
        switch self {
        case let .number(value): value
        case let .date(date): date.timeIntervalSince1970
        case .string: nil
        }
    }

    /// `value` as a value of `kind` (dates count seconds since 1970); nil for strings, which
    /// have no numeric position.
    init?(_ value: Double, kind: ChartPrimitiveKind) {
        switch kind {
        case .number: self = .number(value)
        case .date: self = .date(Date(timeIntervalSince1970: value))
        case .string: return nil
        }
    }

    /// Whether a continuous scale can place the value (strings always can go on a band).
    var isFinite: Bool {
        switch self {
        case let .number(value): value.isFinite
        case let .date(date): date.timeIntervalSince1970.isFinite
        case .string: true
        }
    }

    public var description: String { text(in: DateScale.defaultCalendar) }

    /// The value as read aloud and in legends; dates in `calendar`'s time zone.
    func text(in calendar: Calendar) -> String {
        switch self {
        case let .number(value): ChartNumberFormat.describe(value)
        case let .string(text): text
        case let .date(date): ChartDateFormat.describe(date, calendar: calendar)
        }
    }
}

/// The kind of a ``ChartPrimitive``.
public enum ChartPrimitiveKind: Hashable, Sendable { case number, string, date }
