import Foundation

/// How a vectorized plot reads one channel from each element of its collection, as
/// Swift Charts' `PlottableProjection`: a key path `.value("Sales", \.sales)`, a
/// constant `.value("Series", "A")`, or an interval between two key paths
/// `.value("Range", \.low, \.high)`.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    enum Source {
        case keyPath(KeyPath<DataElement, DataValue>)
        case constant(DataValue)
        case range(KeyPath<DataElement, DataValue>, KeyPath<DataElement, DataValue>)
    }

    /// The channel's name: it titles the axis and the legend.
    public let label: String
    let source: Source

    /// The value at `keyPath` of each element.
    public static func value<Label: StringProtocol>(_ label: Label, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(label), source: .keyPath(keyPath))
    }

    /// The same value for every element.
    public static func value<Label: StringProtocol>(_ label: Label, _ constant: DataValue) -> Self {
        Self(label: String(label), source: .constant(constant))
    }

    /// The interval from the value at `start` to the value at `end` of each element.
    public static func value<Label: StringProtocol>(
        _ label: Label, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>
    ) -> Self {
        Self(label: String(label), source: .range(start, end))
    }

    /// The interval channel from this projection's values to `end`'s.
    func channel<C: RandomAccessCollection>(_ data: C, to end: Self) -> PlotChannel where C.Element == DataElement {
        var interval = channel(data)
        interval.end = end.channel(data).start
        return interval
    }

    /// The channel read from `data`.
    /// - Complexity: O(1) for `Double` and `Date` key paths into a contiguous collection of
    ///   plain values, else O(n).
    func channel<C: RandomAccessCollection>(_ data: C) -> PlotChannel where C.Element == DataElement {
        switch source {
        case let .keyPath(path):
            return PlotChannel(label: label, start: .make(data, path), end: nil)
        case let .constant(value):
            return PlotChannel(label: label, start: .constant(value, count: data.count), end: nil)
        case let .range(start, end):
            return PlotChannel(label: label, start: .make(data, start), end: .make(data, end))
        }
    }
}
