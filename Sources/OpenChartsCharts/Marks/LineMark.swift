import Foundation
import OpenChartsViews

/// A point on a line, as Swift Charts' `LineMark`: the marks of one series are joined in
/// data order. Series come from `series:`, `foregroundStyle(by:)`, `lineStyle(by:)` or
/// `symbol(by:)`.
public struct LineMark: ChartContent {
    var record: MarkRecord

    @usableFromInline
    init(x: ChannelValue, y: ChannelValue, series: ChannelValue? = nil) {
        let channels = MarkRecord.Channels(x: .data(x), y: .data(y), series: series)
        record = MarkRecord(kind: .line, style: MarkStyle(), channels: channels)
    }

    /// A line vertex at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: x.channel, y: y.channel)
    }

    /// A line vertex at (`x`, `y`) in the line named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x.channel, y: y.channel, series: series.channel)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
