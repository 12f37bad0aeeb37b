import Foundation
import OpenChartsViews

/// A vertex of a filled area, as Swift Charts' `AreaMark`: from zero (or the series below,
/// when stacked) to `y`, or between two values. Areas sharing an x stack by default.
public struct AreaMark: ChartContent {
    var record: MarkRecord

    @usableFromInline
    init(x: PositionSpec, y: PositionSpec, series: ChannelValue?, stacking: MarkStackingMethod?) {
        let channels = MarkRecord.Channels(x: x, y: y, stacking: stacking, series: series)
        record = MarkRecord(kind: .area, style: MarkStyle(), channels: channels)
    }

    /// An area from zero up to `y` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        self.init(x: .data(x.channel), y: .data(y.channel), series: nil, stacking: stacking)
    }

    /// An area from zero up to `y` at `x`, in the area named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: .data(x.channel), y: .data(y.channel), series: series.channel, stacking: stacking)
    }

    /// A band from `yStart` to `yEnd` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .data(x.channel), y: .data(joined(yStart, yEnd)), series: nil, stacking: nil)
    }

    /// A band from `yStart` to `yEnd` at `x`, in the area named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(x: .data(x.channel), y: .data(joined(yStart, yEnd)), series: series.channel, stacking: nil)
    }

    /// A horizontal band from `xStart` to `xEnd` at `y`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(y.channel), series: nil, stacking: nil)
    }

    /// A horizontal band from `xStart` to `xEnd` at `y`, in the area named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(y.channel), series: series.channel, stacking: nil)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
