import Foundation
import OpenChartsViews

/// A labelled value for one channel of a mark, as Swift Charts' `PlottableValue`:
/// `.value("Sales", 42)`, a range `.value("Time", start..<end)`, or a date binned into a
/// calendar unit `.value("Day", date, unit: .day)`.
public struct PlottableValue<Value: Plottable> {
    /// The channel's name: it titles the axis and the legend.
    public let label: String
    /// The value, or the lower bound of a range or bin.
    @usableFromInline let start: ChartPrimitive
    /// The upper bound of a range or bin; nil for a single value.
    @usableFromInline let end: ChartPrimitive?
    /// Whether `start..<end` is a calendar bin: point-like marks sit in its middle.
    @usableFromInline let isBin: Bool

    @usableFromInline
    init(label: String, start: ChartPrimitive, end: ChartPrimitive? = nil, isBin: Bool = false) {
        self.label = label
        self.start = start
        self.end = end
        self.isBin = isBin
    }

    /// A single value, as `.value("Count", pet.count)`.
    @inlinable
    public static func value<Label: StringProtocol>(_ label: Label, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: channelLabel(label), start: value.chartPrimitive)
    }

    @inlinable
    var channel: ChannelValue {
        ChannelValue(label: label, start: start, end: end, isBin: isBin)
    }
}

extension PlottableValue where Value: Comparable {
    /// An interval from `range.lowerBound` to `range.upperBound`, as
    /// `.value("Time", start ..< start.addingTimeInterval(1800))`.
    @inlinable
    public static func value<Label: StringProtocol>(_ label: Label, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: channelLabel(label), start: range.lowerBound.chartPrimitive, end: range.upperBound.chartPrimitive)
    }

    /// An interval from `range.lowerBound` to `range.upperBound`.
    @inlinable
    public static func value<Label: StringProtocol>(_ label: Label, _ range: ClosedRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: channelLabel(label), start: range.lowerBound.chartPrimitive, end: range.upperBound.chartPrimitive)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned into the calendar `unit` that contains it: bars span the unit, lines
    /// and points sit in its middle. `calendar` defaults to `DateScale.defaultCalendar`
    /// (Gregorian in the current time zone, as Swift Charts). A component that is not a span
    /// of time (such as `.weekday`) leaves the date unbinned.
    public static func value<Label: StringProtocol>(
        _ label: Label, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Date> {
        guard let bin = try? dateBin(containing: value, unit: unit, calendar: calendar ?? DateScale.defaultCalendar) else {
            return PlottableValue(label: channelLabel(label), start: .date(value))
        }
        return PlottableValue(label: channelLabel(label), start: .date(bin.start), end: .date(bin.end), isBin: true)
    }
}

/// A channel's value after its Swift type is erased: what marks and layout work with.
@usableFromInline
struct ChannelValue: Hashable, Sendable {
    var label: String
    var start: ChartPrimitive
    var end: ChartPrimitive?
    var isBin: Bool

    @usableFromInline
    init(label: String, start: ChartPrimitive, end: ChartPrimitive?, isBin: Bool) {
        self.label = label
        self.start = start
        self.end = end
        self.isBin = isBin
    }

    var kind: ChartPrimitiveKind { start.kind }

    /// The single value a point-like mark sits at: the middle of a bin, else `start`.
    var center: ChartPrimitive {
        guard isBin, let end, let a = start.numeric, let b = end.numeric else { return start }
        return .date(Date(timeIntervalSince1970: (a + b) / 2))
    }

    /// Whether every value of the channel is finite (NaN and infinities are skipped).
    var isFinite: Bool { start.isFinite && (end?.isFinite ?? true) }
}

/// `label` as a `String`. A label is nearly always a `String` already, and converting one
/// through the generic `String(_:)` costs hundreds of instructions for every mark.
@inlinable
func channelLabel<Label: StringProtocol>(_ label: Label) -> String {
    if Label.self == String.self { return unsafeBitCast(label, to: String.self) }
    return String(label)
}
