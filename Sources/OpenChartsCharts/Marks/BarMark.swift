import Foundation
import OpenChartsViews

/// A bar, as Swift Charts' `BarMark`: vertical over a category or date x, horizontal over a
/// category y, a span between two values (Gantt), or a 1-D bar along one axis.
///
/// Bars that share a category or date stack by default (`stacking: .standard`).
public struct BarMark: ChartContent {
    var record: MarkRecord

    @usableFromInline
    init(x: PositionSpec, y: PositionSpec, width: MarkDimension = .automatic,
         height: MarkDimension = .automatic, stacking: MarkStackingMethod? = nil) {
        let channels = MarkRecord.Channels(x: x, y: y, width: width, height: height, stacking: stacking)
        record = MarkRecord(kind: .bar, style: MarkStyle(), channels: channels)
    }

    /// A bar from zero (or the stack below) to `y` at `x`, or from zero to `x` at a
    /// category `y`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: .data(x.channel), y: .data(y.channel), width: width, height: height, stacking: stacking)
    }

    /// A bar along x, from `yStart` to `yEnd` points (the full plot height when nil).
    @inlinable
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: .data(x.channel), y: .pixels(start: yStart, end: yEnd), width: width, stacking: stacking)
    }

    /// A bar along y, from `xStart` to `xEnd` points (the full plot width when nil).
    @inlinable
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .data(y.channel), height: height, stacking: stacking)
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y` (a Gantt bar).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
        height: MarkDimension = .automatic
    ) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(y.channel), height: height)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        width: MarkDimension = .automatic
    ) {
        self.init(x: .data(x.channel), y: .data(joined(yStart, yEnd)), width: width)
    }

    /// A bar from `xStart` to `xEnd`, between `yStart` and `yEnd` points.
    @inlinable
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        self.init(x: .data(joined(xStart, xEnd)), y: .pixels(start: yStart, end: yEnd))
    }

    /// A bar from `yStart` to `yEnd`, between `xStart` and `xEnd` points.
    @inlinable
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .data(joined(yStart, yEnd)))
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}

/// One channel spanning from `start`'s value to `end`'s.
@inlinable
func joined<V: Plottable>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> ChannelValue {
    ChannelValue(label: start.label, start: start.start, end: end.end ?? end.start, isBin: false)
}
